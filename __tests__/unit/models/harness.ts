// Shared set-up for the model-layer tests: one emulator per test, a caller pointed at it.
import { z } from 'zod';
import type { ProviderSettings } from '../../../src/config/types.js';
import {
  createModelCaller,
  type ModelCallerOptions,
  type UsageTrackingModelCaller,
} from '../../../src/models/call.js';
import type { ModelCallRequest } from '../../../src/models/types.js';
import type { ProviderId } from '../../../src/config/providers.js';
import {
  startModelEmulator,
  type ModelEmulator,
  type ScriptFn,
  type Vendor,
} from '../../emulators/model-emulator.js';

/** One way of reaching a vendor: the emulator that serves it and the model id that routes there. */
export interface Target {
  name: string;
  vendor: Vendor;
  provider: ProviderId;
  model: string;
  /** The API path the provider must call. */
  path: RegExp;
}

export const TARGETS: Target[] = [
  {
    name: 'anthropic (native structured output)',
    vendor: 'anthropic',
    provider: 'anthropic',
    model: 'anthropic/claude-sonnet-5-5',
    path: /^\/v1\/messages$/,
  },
  {
    name: 'anthropic (json tool)',
    vendor: 'anthropic',
    provider: 'anthropic',
    model: 'anthropic/claude-sonnet-4-20250514',
    path: /^\/v1\/messages$/,
  },
  {
    name: 'openai (responses)',
    vendor: 'openai',
    provider: 'openai',
    model: 'openai/gpt-6.1-sol',
    path: /^\/v1\/responses$/,
  },
  {
    name: 'openai-compatible (chat completions)',
    vendor: 'openai',
    provider: 'openai-compatible',
    model: 'openai-compatible/meta-llama/Llama-3.3-70B',
    path: /^\/v1\/chat\/completions$/,
  },
  {
    name: 'google (gemini)',
    vendor: 'gemini',
    provider: 'google',
    model: 'google/gemini-4-neon',
    path: /^\/v1beta\/models\/gemini-4-neon:generateContent$/,
  },
];

/** Distinct, key-shaped values so a leak of any of them is detectable. */
export const KEYS: Record<ProviderId, string> = {
  anthropic: 'sk-ant-api03-TESTKEY-anthropic-0123456789abcdef',
  openai: 'sk-proj-TESTKEY-openai-0123456789abcdef0123',
  google: 'AIzaSyTESTKEY-google-0123456789abcdefghij',
  'openai-compatible': 'compat-TESTKEY-0123456789abcdef',
};

export function providersFor(baseUrl: string): Record<ProviderId, ProviderSettings> {
  return {
    anthropic: { apiKey: KEYS.anthropic, baseUrl },
    openai: { apiKey: KEYS.openai, baseUrl },
    google: { apiKey: KEYS.google, baseUrl },
    'openai-compatible': { apiKey: KEYS['openai-compatible'], baseUrl },
  };
}

export const VerdictSchema = z.strictObject({
  state: z.enum(['pass', 'fail', 'questions']),
  summary: z.string(),
});
export type Verdict = z.infer<typeof VerdictSchema>;

export const GOOD: Verdict = { state: 'pass', summary: 'all criteria met' };

export function request(
  target: Target,
  overrides: Partial<ModelCallRequest<Verdict>> = {},
): ModelCallRequest<Verdict> {
  return {
    lane: 'gate',
    step: 'review',
    sessionId: 'review-AAAAAAAAAAAAAAAAAAAAAA',
    model: target.model,
    instructions: 'Decide whether the pull request is done.',
    evidence: '<evidence>\n```diff\n+ const x = 1;\n```\n</evidence>',
    task: 'Return the verdict.',
    schema: VerdictSchema,
    schemaName: 'gate_verdict',
    maxOutputTokens: 500,
    ...overrides,
  };
}

export interface Rig {
  emulator: ModelEmulator;
  caller: UsageTrackingModelCaller;
  logs: string[];
  close(): Promise<void>;
}

/** Fast retry policy for tests: 4 attempts, 5–20 ms backoff. */
export const FAST_RETRY = { maxAttempts: 4, initialBackoffMs: 5, maxBackoffMs: 20 };

export async function rig(
  target: Target,
  script: ScriptFn,
  options: Partial<ModelCallerOptions> = {},
): Promise<Rig> {
  const emulator = await startModelEmulator(target.vendor, { script });
  const logs: string[] = [];
  const caller = createModelCaller({
    providers: providersFor(emulator.baseUrl),
    deadline: Date.now() + 15_000,
    retry: FAST_RETRY,
    log: (line) => logs.push(line),
    ...options,
  });
  return { emulator, caller, logs, close: () => emulator.close() };
}

/** Every place a key could leak to: fault messages, logs, usage. */
export function leakedKeys(...texts: string[]): string[] {
  const all = texts.join('\n');
  return Object.values(KEYS).filter((key) => all.includes(key));
}
