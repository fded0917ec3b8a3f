import type { z } from 'zod';
import type { OutputFamily } from './output-family.js';
import type { CallToolset, ToolStepRecord } from './tools.js';

/** Who is calling: sent as `X-Done-Gate-Lane` on every model request. */
export const CALLER_LANES = [
  'gate',
  'parse',
  'select',
  'code-review',
  'adversary',
  'security',
  'probe',
] as const;
export type CallerLane = (typeof CALLER_LANES)[number];

/** Token usage of one call (or a sum of calls). */
export interface Usage {
  inputTokens: number;
  outputTokens: number;
  /** Input tokens served from the provider's prompt cache, where reported. */
  cachedInputTokens: number;
  /** USD, or null when the model's price is unknown. */
  costUsd: number | null;
}

export const ZERO_USAGE: Usage = {
  inputTokens: 0,
  outputTokens: 0,
  cachedInputTokens: 0,
  costUsd: 0,
};

/**
 * Why a model call produced no usable value. Every kind ends the lane as a fault; none is ever
 * read as a verdict.
 */
export type ModelFaultKind =
  | 'rate-limited' // 429 whose retry-after does not fit the budget, or retries exhausted
  | 'quota-exhausted' // 429 meaning spend/quota is gone: never retried
  | 'overloaded' // 529 after bounded retries
  | 'server-error' // 5xx after bounded retries
  | 'network' // connection reset / refused / DNS after bounded retries
  | 'timeout' // the run's wall-clock deadline passed
  | 'auth' // 401 / 403: bad or missing key
  | 'not-found' // 404: unknown model or wrong base URL
  | 'bad-request' // 400 and other 4xx
  | 'truncated' // stopped for length
  | 'input-truncated' // reported input tokens far below our count: possible silent truncation
  | 'ambiguous-reply' // more than one candidate answer (Gemini candidates, Chat choices)
  | 'refused' // refusal / safety block / empty candidate list
  | 'unexpected-tool-call' // a tool call nobody offered
  | 'tool-steps-exhausted' // still calling tools after `max-tool-steps` tool turns
  | 'tool-refused' // a tool request was refused (unknown tool, bad input, refused path): never a pass
  | 'invalid-output' // the reply failed the schema twice (re-asked once)
  | 'budget-exhausted' // max-tokens / max-cost-usd reached: the call was never sent
  | 'config'; // the model id cannot be served (no key, unknown provider)

export interface ModelFault {
  kind: ModelFaultKind;
  /** Human-readable, names what to fix; never contains a key. */
  message: string;
  status?: number;
  /** HTTP attempts made, including retries. */
  attempts: number;
}

export interface ModelCallRequest<T> {
  lane: CallerLane;
  /** `X-Done-Gate-Step`, e.g. `review`, `criterion:c2`, `holistic`, `chunk:2/5`. */
  step: string;
  /** `X-Done-Gate-Session`: a fresh id for this call's conversation. */
  sessionId: string;
  /** `provider/model`. */
  model: string;
  /** The lane's instructions (trusted, ours). */
  instructions: string;
  /**
   * The untrusted evidence, already sanitised and fenced. It is the stable prompt prefix shared by
   * every call of a run, so providers that cache prefixes bill it once.
   */
  evidence: string;
  /**
   * Evidence only some lanes read (the fenced spec), placed after `evidence` so that prefix stays
   * byte-identical across every lane call of a chunk.
   */
  laneEvidence?: string;
  /** Per-call task text placed after the evidence (e.g. the one criterion to check). */
  task?: string;
  schema: z.ZodType<T>;
  /** Name for the structured output (some providers require one). */
  schemaName?: string;
  /**
   * The family of schemas sent as one envelope when this call's prefix is warmed for the prompt
   * cache (call-output.ts); `schema` must be a member for it to apply.
   */
  outputFamily?: OutputFamily;
  maxOutputTokens?: number;
  /** Read-only tools the model may call before it answers; absent = a single-turn call. */
  tools?: CallToolset;
}

export type ModelCallResult<T> =
  | {
      ok: true;
      value: T;
      usage: Usage;
      model: string;
      attempts: number;
      /** The tool steps the call took, in order (absent or empty when no tools were offered). */
      toolSteps?: ToolStepRecord[];
    }
  | { ok: false; fault: ModelFault; usage: Usage; model: string; toolSteps?: ToolStepRecord[] };

/** The one call path used by the gate and every lane. Injected, so pure stages stay pure. */
export type ModelCaller = <T>(request: ModelCallRequest<T>) => Promise<ModelCallResult<T>>;
