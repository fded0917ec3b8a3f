// What the units of one model call share: the caller's environment (fixed for a run) and the
// call's own context and running state. Types only.
import type { ToolSet } from 'ai';
import type { ModelInfo } from './catalog.js';
import type { PrebuiltParts } from './prebuilt-parts.js';
import type { ResolvedModel } from './registry.js';
import type { CallOutput } from './call-output.js';
import type { RetryPolicy } from './retry.js';
import type { ModelCallRequest, Usage } from './types.js';
import type { ProviderId } from '../config/providers.js';
import type { UsageLedger } from './usage.js';
import type { VendorLimiter } from './vendor-limiter.js';

/** Fixed for every call a caller makes. */
export interface CallerEnv {
  policy: RetryPolicy;
  now: () => number;
  /** Must reject when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  random: () => number;
  /** Model keys and other secrets: never sent to a model, never in a message. */
  secrets: readonly string[];
  /** Removes every secret from a message or log line. */
  scrub: (text: string) => string;
  log: (line: string) => void;
  ledger: UsageLedger;
  /** Per-vendor back-off of attempts in flight after a 429. */
  vendors: VendorLimiter;
  /** Long prompt texts, serialised once for every request that carries them. */
  parts: PrebuiltParts;
}

/** What a call has spent and seen so far; the units update it as they go. */
export interface CallState {
  usage: Usage;
  /** HTTP attempts made, retries and tool turns included. */
  attempts: number;
  lastStatus?: number;
}

/** One call: the request, the model that serves it, its deadline and its state. */
export interface CallContext {
  request: ModelCallRequest<unknown>;
  /** `provider/model`, trimmed. */
  model: string;
  provider: ProviderId;
  resolved: ResolvedModel;
  info: ModelInfo;
  maxOutputTokens: number;
  /** Aborts at the run's deadline or on cancellation: everything the call does stops with it. */
  deadline: AbortSignal;
  remainingMs: () => number;
  deadlineMessage: () => string;
  /** The system prompt of every turn of this call. */
  system: string;
  /** The tools offered to the model (no `execute`: the tool loop runs them). */
  sdkTools?: ToolSet;
  /** The evidence prefix's cache key (`prompt_cache_key` for OpenAI): its content hash. */
  cacheKey: string;
  /** The structured output this call sends: its own schema, or its family's envelope. */
  output: CallOutput<unknown>;
  /** Called once the first reply (or fault) of the call arrived: its prefix is cached by then. */
  onFirstAnswer?: () => void;
  state: CallState;
}
