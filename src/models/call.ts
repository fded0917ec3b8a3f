// The one call path of every reviewer: deadline, hard caps, retries of what is worth retrying,
// typed faults for what is not, one re-ask on invalid output, usage accounting. I/O lives in the
// AI SDK providers; everything it needs (fetch, clock, sleep) is injectable.
import {
  APICallError,
  generateText,
  InvalidResponseDataError,
  NoOutputGeneratedError,
  NoSuchToolError,
  Output,
  wrapLanguageModel,
  type LanguageModelMiddleware,
  type ModelMessage,
} from 'ai';
import type { ModelCatalogEntry } from '../config.js';
import { lookupModel, costOf, usageOf, type ModelInfo, type TokenCounts } from './catalog.js';
import { redactSecrets } from '../trust/redact.js';
import { classifyApiError, scrubSecrets, type ApiErrorClass } from './classify.js';
import { buildMessages, estimateInputTokens, promptChars, SYSTEM_PROMPT } from './prompt.js';
import { answerCount, silentTruncation } from './reply-checks.js';
import {
  configuredKeys,
  createModelResolver,
  ModelConfigError,
  registerSecrets,
  type ProviderSettingsMap,
  type ResolvedModel,
} from './registry.js';
import type {
  ModelCallRequest,
  ModelCallResult,
  ModelCaller,
  ModelFault,
  ModelFaultKind,
  Usage,
} from './types.js';
import { addUsage, UsageLedger, type UsageReport } from './usage.js';

export { deadlineFrom } from './deadline.js';

export interface RetryPolicy {
  /** HTTP attempts per ask for transient failures (the one re-ask gets its own). */
  maxAttempts: number;
  /** First backoff delay; doubles per failure, with jitter, up to maxBackoffMs. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** An attempt with no reply within this is aborted and counts as a transient failure. */
  attemptTimeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  initialBackoffMs: 1_000,
  maxBackoffMs: 8_000,
  attemptTimeoutMs: 300_000,
};

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
}

export type UsageTrackingModelCaller = ModelCaller & { usage(): UsageReport };

type GenerateResult = Awaited<
  ReturnType<Parameters<NonNullable<LanguageModelMiddleware['wrapGenerate']>>[0]['doGenerate']>
>;

/** What one HTTP attempt produced. */
type AttemptOutcome =
  /** `advice` is set when the failure may be retried. */
  | { type: 'fault'; fault: ModelFault; advice?: ApiErrorClass }
  /**
   * The provider answered; `value` is set when the AI SDK parsed and validated it. `sentChars`:
   * the characters of prompt text sent, to compare with the input tokens the provider reports.
   */
  | { type: 'reply'; raw: GenerateResult; value?: unknown; error?: unknown; sentChars: number }
  /** A 2xx whose body was not the provider's JSON (an HTML page from a proxy, a cut body). */
  | { type: 'unreadable'; problem: string };

/** How a reply is judged. */
type Judgement =
  | { type: 'ok'; value: unknown }
  | { type: 'fault'; kind: ModelFaultKind; message: string }
  | { type: 'invalid'; problem: string; text: string };

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Header values must be printable ASCII; the step names come from our own code but stay safe. */
function headerValue(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
}

/** OpenAI and others require `[A-Za-z0-9_-]{1,64}` for the structured-output name. */
function outputName(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const clean = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  return clean === '' ? undefined : clean;
}

const NETWORK_CODES = /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/;

function networkCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

function tokenCounts(raw: GenerateResult): TokenCounts {
  const input = raw.usage.inputTokens;
  return {
    inputTokens: input.total ?? (input.noCache ?? 0) + (input.cacheRead ?? 0),
    outputTokens: raw.usage.outputTokens.total ?? 0,
    cachedInputTokens: input.cacheRead ?? 0,
    cacheWriteTokens: input.cacheWrite ?? 0,
  };
}

/** The input tokens the provider reported, or undefined when it reported none. */
function reportedInputTokens(raw: GenerateResult): number | undefined {
  const input = raw.usage.inputTokens;
  if (input.total !== undefined) return input.total;
  if (input.noCache === undefined && input.cacheRead === undefined) return undefined;
  return (input.noCache ?? 0) + (input.cacheRead ?? 0);
}

function replyText(raw: GenerateResult): string {
  if (raw.structuredOutputText !== undefined) return raw.structuredOutputText;
  let text = '';
  for (const part of raw.content) if (part.type === 'text') text += part.text;
  return text;
}

function describeValidation(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.replace(/\s+/g, ' ').slice(0, 1_500);
}

/** Re-ask feedback for a 2xx whose body was not the provider's JSON. */
function unreadableBody(status: number, body: string | undefined): string {
  // Cut before the tag strip: `<[^>]*>` rescans to the end from every `<` of a body without `>`.
  const snippet = (body ?? '')
    .slice(0, 4000)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return `the reply was not the provider's JSON (HTTP ${status}${snippet !== '' ? `: ${snippet}` : ''})`;
}

const ZERO: Usage = { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, costUsd: 0 };

export function createModelCaller(options: ModelCallerOptions): UsageTrackingModelCaller {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const secrets = [...configuredKeys(options.providers), ...(options.secrets ?? [])];
  const scrub = (text: string): string => redactSecrets(scrubSecrets(text, secrets), secrets).text;
  // Every text a model is sent loses every spelling of every secret: the evidence was scanned
  // (and a find made a blocker) upstream; this is the last line. The evidence is the same long
  // string for every call of a run, so its redaction is kept.
  let lastEvidence: { text: string; redacted: string } | null = null;
  const outbound = (text: string | undefined): string | undefined => {
    if (typeof text !== 'string') return text;
    if (lastEvidence !== null && lastEvidence.text === text) return lastEvidence.redacted;
    const redacted = redactSecrets(text, secrets).text;
    if (text.length > 10_000) lastEvidence = { text, redacted };
    return redacted;
  };
  const log = (line: string): void => options.log?.(scrub(line));
  const ledger = new UsageLedger({
    maxTokens: options.maxTokens ?? null,
    maxCostUsd: options.maxCostUsd ?? null,
  });
  const resolveModel = createModelResolver(options.providers, { fetch: options.fetch });
  if (options.setSecret) registerSecrets(options.providers, options.setSecret);

  const backoffMs = (failures: number): number => {
    const base = Math.min(
      policy.maxBackoffMs,
      policy.initialBackoffMs * 2 ** Math.max(0, failures - 1),
    );
    return Math.round(base / 2 + (random() * base) / 2);
  };

  async function call<T>(request: ModelCallRequest<T>): Promise<ModelCallResult<T>> {
    const model = request.model.trim();
    let usage: Usage = { ...ZERO };
    let attempts = 0;
    let lastStatus: number | undefined;
    const fail = (kind: ModelFaultKind, message: string): ModelCallResult<T> => ({
      ok: false,
      fault: {
        kind,
        message: scrub(message),
        attempts,
        ...(lastStatus !== undefined ? { status: lastStatus } : {}),
      },
      usage,
      model,
    });

    let resolved: ResolvedModel;
    try {
      resolved = resolveModel(model);
    } catch (error) {
      if (error instanceof ModelConfigError) return fail('config', error.message);
      throw error;
    }
    const { provider } = resolved.parsed;
    const info: ModelInfo = lookupModel(resolved.parsed.id, options.catalog);
    const maxOutputTokens =
      request.maxOutputTokens ?? options.defaultMaxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;

    // The deadline (and external cancellation) aborts everything this call does.
    const deadline = new AbortController();
    const remainingMs = (): number => options.deadline - now();
    const deadlineMessage = (): string =>
      options.signal?.aborted === true
        ? `${model}: the call was cancelled`
        : `${model}: no usable reply before the run's deadline (\`time-budget-seconds\`)`;
    if (remainingMs() <= 0 || options.signal?.aborted === true)
      return fail('timeout', deadlineMessage());
    const deadlineTimer = setTimeout(
      () => deadline.abort(new Error('deadline')),
      Math.min(remainingMs(), 2 ** 31 - 1),
    );
    const onCancel = (): void => deadline.abort(new Error('cancelled'));
    options.signal?.addEventListener('abort', onCancel, { once: true });

    const wrapped = (captured: { raw?: GenerateResult }) =>
      wrapLanguageModel({
        model: resolved.model,
        middleware: {
          // Keeps the provider's raw result so we judge finish reason, content and usage
          // ourselves, before (and regardless of) the AI SDK's own parsing.
          wrapGenerate: async ({ doGenerate }) => {
            const raw = await doGenerate();
            captured.raw = raw;
            return raw;
          },
        },
      });

    /** One HTTP attempt. */
    const attempt = async (messages: ModelMessage[]): Promise<AttemptOutcome> => {
      const inputEstimate = estimateInputTokens(messages);
      const reservation = ledger.reserve({
        model,
        tokens: inputEstimate + maxOutputTokens,
        costUsd: costOf(info, {
          inputTokens: inputEstimate,
          outputTokens: maxOutputTokens,
          cachedInputTokens: 0,
        }),
      });
      if (!reservation.ok) {
        return {
          type: 'fault',
          fault: { kind: 'budget-exhausted', message: reservation.message, attempts },
        };
      }
      attempts += 1;
      const attemptTimeout = new AbortController();
      const attemptTimer = setTimeout(
        () => attemptTimeout.abort(new Error('attempt timeout')),
        Math.max(0, Math.min(policy.attemptTimeoutMs, remainingMs(), 2 ** 31 - 1)),
      );
      const captured: { raw?: GenerateResult } = {};
      let value: unknown;
      let error: unknown;
      try {
        const result = await generateText({
          model: wrapped(captured),
          instructions: SYSTEM_PROMPT,
          messages,
          output: Output.object({ schema: request.schema, name: outputName(request.schemaName) }),
          maxOutputTokens,
          maxRetries: 0,
          abortSignal: AbortSignal.any([deadline.signal, attemptTimeout.signal]),
          headers: {
            'X-Done-Gate-Lane': headerValue(request.lane),
            'X-Done-Gate-Step': headerValue(request.step),
            'X-Done-Gate-Session': headerValue(request.sessionId),
          },
          // Responses API: do not keep the PR's content stored on the vendor's side.
          ...(provider === 'openai' ? { providerOptions: { openai: { store: false } } } : {}),
        });
        value = result.output;
      } catch (caught) {
        error = caught;
      } finally {
        clearTimeout(attemptTimer);
        reservation.release();
      }

      if (captured.raw !== undefined) {
        const replyUsage = usageOf(info, tokenCounts(captured.raw));
        ledger.record(request.lane, request.step, model, replyUsage);
        usage = addUsage(usage, replyUsage);
        lastStatus = 200;
        return {
          type: 'reply',
          raw: captured.raw,
          value,
          error,
          sentChars: promptChars(messages),
        };
      }
      lastStatus = undefined; // no HTTP status unless an error response carries one
      if (deadline.signal.aborted) {
        return { type: 'fault', fault: { kind: 'timeout', message: deadlineMessage(), attempts } };
      }

      let verdict: ApiErrorClass;
      if (attemptTimeout.signal.aborted) {
        verdict = {
          kind: 'timeout',
          retry: 'backoff',
          message: `${model}: no reply within ${Math.round(policy.attemptTimeoutMs / 1000)}s`,
        };
      } else if (APICallError.isInstance(error)) {
        lastStatus = error.statusCode;
        if (error.statusCode !== undefined && error.statusCode >= 200 && error.statusCode < 300) {
          return {
            type: 'unreadable',
            problem: unreadableBody(error.statusCode, error.responseBody),
          };
        }
        verdict = classifyApiError({
          provider,
          model,
          baseUrl: resolved.baseUrl,
          status: error.statusCode,
          headers: error.responseHeaders,
          body: error.responseBody,
          message: error.message,
          networkCode: networkCode(error),
          secrets,
          nowMs: now(),
        });
      } else if (InvalidResponseDataError.isInstance(error)) {
        // The provider's JSON arrived but held no answer at all (e.g. `choices: []`).
        if (/choices|candidates/i.test(error.message)) {
          return {
            type: 'fault',
            fault: {
              kind: 'refused',
              message: `${model}: the reply was empty (${error.message})`,
              attempts,
            },
          };
        }
        return { type: 'unreadable', problem: `the reply was not usable: ${error.message}` };
      } else if (networkCode(error) !== undefined) {
        verdict = classifyApiError({
          provider,
          model,
          baseUrl: resolved.baseUrl,
          message: error instanceof Error ? error.message : String(error),
          networkCode: networkCode(error),
          secrets,
        });
      } else {
        const message = error instanceof Error ? error.message : String(error);
        return {
          type: 'fault',
          fault: {
            kind: 'bad-request',
            message: `${model}: the request could not be made: ${message}`,
            attempts,
          },
        };
      }
      return {
        type: 'fault',
        fault: { kind: verdict.kind, message: verdict.message, attempts },
        advice: verdict,
      };
    };

    /** One ask: attempts with retries until a reply, a final fault, or no time is left. */
    const ask = async (messages: ModelMessage[]): Promise<AttemptOutcome> => {
      let failures = 0;
      for (;;) {
        const outcome = await attempt(messages);
        if (outcome.type !== 'fault') return outcome;
        const advice = outcome.advice;
        const fault: ModelFault = {
          kind: outcome.fault.kind,
          message: outcome.fault.message,
          attempts,
          ...(lastStatus !== undefined ? { status: lastStatus } : {}),
        };
        if (advice === undefined || advice.retry === 'never') return { type: 'fault', fault };
        failures += 1;
        if (failures >= policy.maxAttempts) {
          fault.message = `${fault.message}; gave up after ${failures} attempts`;
          return { type: 'fault', fault };
        }
        const waitMs = advice.retry === 'after' ? advice.delayMs : backoffMs(failures);
        const left = remainingMs();
        if (waitMs >= left) {
          const asked =
            advice.retry === 'after' ? 'the server asked to wait' : 'the next retry is due in';
          fault.message = `${fault.message}; ${asked} ${(waitMs / 1000).toFixed(1)}s but only ${(Math.max(0, left) / 1000).toFixed(1)}s of the time budget remain`;
          return { type: 'fault', fault };
        }
        log(
          `${model} [${request.lane} ${request.step}]: ${advice.kind}, retrying in ${Math.round(waitMs)} ms (attempt ${attempts + 1} of up to ${policy.maxAttempts})`,
        );
        try {
          await sleep(waitMs, deadline.signal);
        } catch {
          return {
            type: 'fault',
            fault: { ...fault, kind: 'timeout', message: deadlineMessage() },
          };
        }
        if (deadline.signal.aborted) {
          return {
            type: 'fault',
            fault: { ...fault, kind: 'timeout', message: deadlineMessage() },
          };
        }
      }
    };

    const judge = (outcome: Extract<AttemptOutcome, { type: 'reply' }>): Judgement => {
      const { raw, error } = outcome;
      // Before anything is read from the reply: an answer to a prompt the model did not fully
      // see, or one of several answers, is no verdict at all (a lane fault, re-run by the retry
      // gate), however valid it looks.
      const truncation = silentTruncation(reportedInputTokens(raw), outcome.sentChars);
      if (truncation !== null) {
        return { type: 'fault', kind: 'input-truncated', message: `${model}: ${truncation}` };
      }
      const answers = answerCount(raw.response?.body);
      if (answers > 1) {
        return {
          type: 'fault',
          kind: 'ambiguous-reply',
          message: `${model}: the reply held ${answers} candidate answers where one was asked for; none is read as the verdict`,
        };
      }
      const finish = raw.finishReason;
      const why = finish.raw ?? finish.unified;
      if (finish.unified === 'length') {
        return {
          type: 'fault',
          kind: 'truncated',
          message: `${model}: the reply stopped at the output limit (${why}; max ${maxOutputTokens} output tokens) and was not read`,
        };
      }
      if (finish.raw === 'pause_turn') {
        return {
          type: 'fault',
          kind: 'truncated',
          message: `${model}: the reply paused mid-turn (pause_turn) and is not a final answer`,
        };
      }
      if (finish.unified === 'content-filter') {
        return {
          type: 'fault',
          kind: 'refused',
          message: `${model}: the model refused or a safety filter blocked the reply (${why})`,
        };
      }
      const toolCall = raw.content.find((part) => part.type === 'tool-call');
      if (
        toolCall !== undefined ||
        finish.unified === 'tool-calls' ||
        NoSuchToolError.isInstance(error)
      ) {
        const name =
          toolCall?.type === 'tool-call'
            ? toolCall.toolName
            : NoSuchToolError.isInstance(error)
              ? error.toolName
              : 'unknown';
        return {
          type: 'fault',
          kind: 'unexpected-tool-call',
          message: `${model}: the reply called tool "${name}", which was never offered; it was not run`,
        };
      }
      const text = replyText(raw);
      if (text.trim() === '' || NoOutputGeneratedError.isInstance(error)) {
        return {
          type: 'fault',
          kind: 'refused',
          message: `${model}: the reply was empty (no candidates or content; finish reason ${why})`,
        };
      }
      if (finish.unified === 'error' || finish.unified === 'interrupted') {
        return { type: 'invalid', problem: `the reply ended abnormally (${why})`, text };
      }
      if (error === undefined) return { type: 'ok', value: outcome.value };
      // NoObjectGeneratedError (not JSON / schema mismatch) and anything else the SDK raised
      // after a reply arrived: worth one re-ask with the reason.
      return { type: 'invalid', problem: describeValidation(error), text };
    };

    try {
      let reask: { previousReply: string; problem: string } | undefined;
      const sent = {
        evidence: outbound(request.evidence) ?? '',
        instructions: outbound(request.instructions) ?? '',
        ...(request.task === undefined ? {} : { task: outbound(request.task) }),
      };
      for (let round = 0; round < 2; round += 1) {
        const outcome = await ask(buildMessages(provider, sent, reask));
        if (outcome.type === 'fault') {
          return {
            ok: false,
            fault: { ...outcome.fault, message: scrub(outcome.fault.message) },
            usage,
            model,
          };
        }
        let problem: string;
        let previousReply = '';
        if (outcome.type === 'unreadable') {
          problem = outcome.problem;
        } else {
          const judgement = judge(outcome);
          if (judgement.type === 'ok')
            return { ok: true, value: judgement.value as T, usage, model, attempts };
          if (judgement.type === 'fault') return fail(judgement.kind, judgement.message);
          problem = judgement.problem;
          previousReply = judgement.text;
        }
        if (round === 0) {
          log(`${model} [${request.lane} ${request.step}]: invalid output, re-asking once`);
          reask = { previousReply: outbound(previousReply) ?? '', problem: scrub(problem) };
          continue;
        }
        return fail(
          'invalid-output',
          `${model}: the reply failed the schema twice (re-asked once): ${problem}`,
        );
      }
      return fail('invalid-output', `${model}: no valid reply`);
    } finally {
      clearTimeout(deadlineTimer);
      options.signal?.removeEventListener('abort', onCancel);
    }
  }

  const caller = call as UsageTrackingModelCaller;
  caller.usage = () => ledger.report();
  return caller;
}
