// The one call path of every reviewer: deadline, hard caps, retries of what is worth retrying,
// typed faults for what is not, one re-ask on invalid output, the tool loop when tools are
// offered, usage accounting. I/O lives in the AI SDK providers; everything it needs (fetch,
// clock, sleep) is injectable. The units: retry.ts (retry decision), judge.ts (reply
// judgement), attempt.ts + budget.ts (one HTTP attempt against the caps), retry-loop.ts,
// conversation.ts (turns, re-ask) and tool-loop.ts (tool steps).
import { ConfigError } from '../errors.js';
import type { ModelMessage } from 'ai';
import type { ModelCatalogEntry } from '../config/types.js';
import { newDelimiter } from '../trust/fence.js';
import { redactSecrets } from '../trust/redact.js';
import { lookupModel } from './catalog.js';
import type { CallContext, CallerEnv, CallState } from './call-context.js';
import { scrubSecrets } from './classify.js';
import { converse, type Ending, type ToolRun } from './conversation.js';
import { buildMessages, systemPromptFor } from './prompt.js';
import {
  configuredKeys,
  createModelResolver,
  registerSecrets,
  type ProviderSettingsMap,
  type ResolvedModel,
} from './registry.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.js';
import { defaultSleep } from './retry-loop.js';
import { sdkToolsOf, toolsetProblem } from './tool-loop.js';
import type { ToolStepRecord } from './tools.js';
import type { ModelCallRequest, ModelCallResult, ModelCaller, ModelFaultKind } from './types.js';
import { UsageLedger, type UsageReport } from './usage.js';
import { createOutbound } from './outbound.js';
import { createPrebuiltParts } from './prebuilt-parts.js';
import { createVendorLimiter } from './vendor-limiter.js';
import { callOutput } from './call-output.js';
import { createPrefixWarmup, schemaLeadsPrefix } from './prefix-warmup.js';
import type { ProviderId } from '../config/providers.js';

export { deadlineFrom } from './deadline.js';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.js';

/** Output budget of a call whose request names none. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 8_192;

export interface ModelCallerOptions {
  providers: ProviderSettingsMap;
  /** The `model-catalog` input; wins over the built-in catalog. */
  catalog?: Record<string, ModelCatalogEntry>;
  /** Absolute epoch ms at which the run's time budget ends (`time-budget-seconds`). */
  deadline: number;
  /** Hard caps (`max-tokens`, `max-cost-usd`); a call that would cross one is not sent. */
  maxTokens?: number | null;
  maxCostUsd?: number | null;
  defaultMaxOutputTokens?: number;
  retry?: Partial<RetryPolicy>;
  /** Registers each configured key with the log masker (the action passes `core.setSecret`). */
  setSecret?: (secret: string) => void;
  fetch?: typeof globalThis.fetch;
  /** Cancels every call in flight (e.g. on SIGTERM); such calls end as `timeout` faults. */
  signal?: AbortSignal;
  now?: () => number;
  /** Must reject when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Diagnostic lines (retries, waits); already scrubbed of keys. */
  log?: (line: string) => void;
  /** Secret values besides the model keys (the GitHub token): never sent to a model either. */
  secrets?: readonly string[];
  /**
   * Hold every call on an evidence prefix until the first call on it (per model, tools and
   * output) has its first answer, so that one writes the vendor's prompt cache and the rest read
   * it; warmed calls of a family send its one envelope schema (call-output.ts). Unset: warm a
   * prefix of at least `WARM_FROM_CHARS`. It costs one model round where a wave had room for
   * every call (docs/performance.md has the measured trade).
   */
  warmPrefixFirst?: boolean;
}

/**
 * Evidence (about 16k tokens) from which a prefix is warmed by default. Each call that reads it
 * then saves about 90 % of it; below it a review's calls send little, and the round the readers
 * wait would cost more than the tokens it saves.
 */
export const WARM_FROM_CHARS = 64 * 1024;

/** Whether a call's prefix is warmed first: never for an endpoint whose cache we cannot know. */
function warms(option: boolean | undefined, provider: ProviderId, evidence: string): boolean {
  if (provider === 'openai-compatible') return false;
  return option ?? evidence.length >= WARM_FROM_CHARS;
}

export type UsageTrackingModelCaller = ModelCaller & { usage(): UsageReport };

const ZERO = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, costUsd: 0 };

/** The run's deadline and external cancellation, as one signal for one call. */
function startDeadline(options: ModelCallerOptions, now: () => number, model: string) {
  const controller = new AbortController();
  const remainingMs = (): number => options.deadline - now();
  const deadlineMessage = (): string =>
    options.signal?.aborted === true
      ? `${model}: the call was cancelled`
      : `${model}: no usable reply before the run's deadline (\`time-budget-seconds\`)`;
  const expired = remainingMs() <= 0 || options.signal?.aborted === true;
  const timer = expired
    ? undefined
    : setTimeout(
        () => controller.abort(new Error('deadline')),
        Math.min(remainingMs(), 2 ** 31 - 1),
      );
  const onCancel = (): void => controller.abort(new Error('cancelled'));
  if (!expired) options.signal?.addEventListener('abort', onCancel, { once: true });
  const dispose = (): void => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  };
  return { signal: controller.signal, remainingMs, deadlineMessage, expired, dispose };
}

/** The result of a call that ended without a value. */
function failure<T>(
  env: CallerEnv,
  model: string,
  state: CallState,
  ending: Exclude<Ending, { type: 'ok' }>,
  toolSteps?: ToolStepRecord[],
): ModelCallResult<T> {
  const fault =
    ending.type === 'fault'
      ? { ...ending.fault, message: env.scrub(ending.fault.message) }
      : {
          kind: ending.kind,
          message: env.scrub(ending.message),
          attempts: state.attempts,
          ...(state.lastStatus !== undefined ? { status: state.lastStatus } : {}),
        };
  return {
    ok: false,
    fault,
    usage: state.usage,
    model,
    ...(toolSteps ? { toolSteps } : {}),
  };
}

/** The result of a conversation's ending; a value after a refused tool request is no pass. */
function resultOf<T>(
  env: CallerEnv,
  model: string,
  state: CallState,
  ending: Ending,
  tools?: ToolRun,
): ModelCallResult<T> {
  if (ending.type !== 'ok') return failure(env, model, state, ending, tools?.steps);
  if (tools !== undefined && tools.refusals > 0) {
    const message = `${model}: ${tools.refusals} of ${tools.steps.length} tool request(s) were refused; an answer given without what it asked for is not a verdict`;
    return failure(env, model, state, { type: 'fail', kind: 'tool-refused', message }, tools.steps);
  }
  const value = ending.value as T;
  const base = { ok: true as const, value, usage: state.usage, model, attempts: state.attempts };
  return tools === undefined ? base : { ...base, toolSteps: tools.steps };
}

export function createModelCaller(options: ModelCallerOptions): UsageTrackingModelCaller {
  const secrets = [...configuredKeys(options.providers), ...(options.secrets ?? [])];
  const scrub = (text: string): string => redactSecrets(scrubSecrets(text, secrets), secrets).text;
  const env: CallerEnv = {
    policy: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    now: options.now ?? Date.now,
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    secrets,
    scrub,
    log: (line) => options.log?.(scrub(line)),
    ledger: new UsageLedger({
      maxTokens: options.maxTokens ?? null,
      maxCostUsd: options.maxCostUsd ?? null,
    }),
    vendors: createVendorLimiter(),
    parts: createPrebuiltParts(),
  };
  const cache = createOutbound(secrets);
  const outbound = (text: string): string => cache.redact(text);
  const resolveModel = createModelResolver(options.providers, {
    fetch: env.parts.fetchWith(options.fetch),
  });
  const warmup = createPrefixWarmup();
  if (options.setSecret) registerSecrets(options.providers, options.setSecret);

  async function call<T>(request: ModelCallRequest<T>): Promise<ModelCallResult<T>> {
    const model = request.model.trim();
    const state: CallState = { usage: { ...ZERO }, attempts: 0 };
    // A call that offered tools reports its (here: no) tool steps on every result.
    const noSteps = request.tools === undefined ? undefined : [];
    const fail = (kind: ModelFaultKind, message: string): ModelCallResult<T> =>
      failure(env, model, state, { type: 'fail', kind, message }, noSteps);
    let resolved: ResolvedModel;
    try {
      resolved = resolveModel(model);
    } catch (error) {
      if (error instanceof ConfigError) return fail('config', error.message);
      throw error;
    }
    const problem = request.tools === undefined ? null : toolsetProblem(request.tools);
    if (problem !== null) return fail('config', `${model}: ${problem}`);
    // A chunk's evidence is redacted in its turn (outbound.ts): the calls of earlier chunks leave
    // first.
    await cache.prepare(request.evidence);
    if (request.laneEvidence !== undefined) await cache.prepare(request.laneEvidence);
    const deadline = startDeadline(options, env.now, model);
    if (deadline.expired) return fail('timeout', deadline.deadlineMessage());
    const cacheKey = cache.cacheKey(request.evidence);
    const provider = resolved.parsed.provider;
    const warm = warms(options.warmPrefixFirst, provider, request.evidence);
    const output = callOutput(
      request.schema,
      request.schemaName,
      warm && schemaLeadsPrefix(provider) ? (request.outputFamily ?? null) : null,
    );
    let answered: (() => void) | undefined;
    if (warm) {
      const head = {
        model,
        provider,
        evidenceKey: cacheKey,
        tools: (request.tools?.tools ?? []).map((tool) => tool.name),
        output: output.source,
      };
      const admission = await warmup.admit(head, deadline.signal);
      if (!admission.admitted) {
        deadline.dispose();
        return fail('timeout', deadline.deadlineMessage());
      }
      answered = admission.answered;
    }
    const context: CallContext = {
      request: request as ModelCallRequest<unknown>,
      model,
      provider,
      resolved,
      info: lookupModel(resolved.parsed.id, options.catalog),
      maxOutputTokens:
        request.maxOutputTokens ?? options.defaultMaxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
      deadline: deadline.signal,
      remainingMs: deadline.remainingMs,
      deadlineMessage: deadline.deadlineMessage,
      system: systemPromptFor(request.tools !== undefined),
      cacheKey,
      output,
      ...(answered === undefined ? {} : { onFirstAnswer: answered }),
      ...(request.tools === undefined ? {} : { sdkTools: sdkToolsOf(request.tools) }),
      state,
    };
    const tools: ToolRun | undefined = request.tools && {
      toolset: request.tools,
      steps: [],
      turns: 0,
      refusals: 0,
      delimiter: newDelimiter(),
      redact: (text) => redactSecrets(text, secrets).text,
    };
    try {
      const conversation: ModelMessage[] = buildMessages(context.provider, {
        evidence: outbound(request.evidence),
        ...(request.laneEvidence === undefined
          ? {}
          : { laneEvidence: outbound(request.laneEvidence) }),
        instructions: outbound(request.instructions),
        ...(request.task === undefined ? {} : { task: outbound(request.task) }),
      });
      const ending = await converse(env, context, conversation, outbound, tools);
      return resultOf(env, model, state, ending, tools);
    } finally {
      answered?.();
      deadline.dispose();
    }
  }

  const caller = call as UsageTrackingModelCaller;
  caller.usage = () => env.ledger.report();
  return caller;
}
