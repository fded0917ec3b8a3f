// One HTTP attempt of one model turn: reserve it against the caps, send it through the AI SDK,
// count what it cost, and say what came back — a reply to judge, an unreadable body, or a fault
// (with retry advice when it may be retried).
import {
  APICallError,
  generateText,
  InvalidResponseDataError,
  Output,
  wrapLanguageModel,
  type ModelMessage,
} from 'ai';
import { recordReply, reserveTurn } from './budget.js';
import type { CallContext, CallerEnv } from './call-context.js';
import { classifyApiError, type ApiErrorClass } from './classify.js';
import type { GenerateResult } from './judge.js';
import { promptChars } from './prompt.js';
import type { ModelFault } from './types.js';

/** What one HTTP attempt produced. */
export type AttemptOutcome =
  /** `advice` is set when the failure may be retried. */
  | { type: 'fault'; fault: ModelFault; advice?: ApiErrorClass }
  /**
   * The provider answered; `value` is set when the AI SDK parsed and validated it. `sentChars`:
   * the characters of prompt text sent, to compare with the input tokens the provider reports.
   */
  | { type: 'reply'; raw: GenerateResult; value?: unknown; error?: unknown; sentChars: number }
  /** A 2xx whose body was not the provider's JSON (an HTML page from a proxy, a cut body). */
  | { type: 'unreadable'; problem: string };

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

export function networkCode(error: unknown): string | undefined {
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

/** Re-ask feedback for a 2xx whose body was not the provider's JSON. */
export function unreadableBody(status: number, body: string | undefined): string {
  // Cut before the tag strip: `<[^>]*>` rescans to the end from every `<` of a body without `>`.
  const snippet = (body ?? '')
    .slice(0, 4000)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return `the reply was not the provider's JSON (HTTP ${status}${snippet !== '' ? `: ${snippet}` : ''})`;
}

/** What the AI SDK gave back for one turn: the raw reply when one arrived, and what it raised. */
interface Sent {
  raw?: GenerateResult;
  value?: unknown;
  error?: unknown;
  attemptTimedOut: boolean;
}

/** Sends one turn; never throws. */
async function sendTurn(
  env: CallerEnv,
  call: CallContext,
  messages: ModelMessage[],
): Promise<Sent> {
  const { request } = call;
  const attemptTimeout = new AbortController();
  const attemptTimer = setTimeout(
    () => attemptTimeout.abort(new Error('attempt timeout')),
    Math.max(0, Math.min(env.policy.attemptTimeoutMs, call.remainingMs(), 2 ** 31 - 1)),
  );
  const captured: { raw?: GenerateResult } = {};
  // Keeps the provider's raw result so we judge finish reason, content and usage ourselves,
  // before (and regardless of) the AI SDK's own parsing.
  const model = wrapLanguageModel({
    model: call.resolved.model,
    middleware: {
      // Long texts go to the provider as markers; the fetch splices their prebuilt bytes back.
      transformParams: async ({ params }) => env.parts.swap(params),
      wrapGenerate: async ({ doGenerate }) => {
        const raw = await doGenerate();
        captured.raw = raw;
        return raw;
      },
    },
  });
  try {
    const result = await generateText({
      model,
      instructions: call.system,
      messages,
      output: Output.object({ schema: call.output.schema, name: outputName(call.output.name) }),
      // Tools carry no `execute`: the SDK returns the calls after one turn; the tool loop runs them.
      ...(call.sdkTools === undefined ? {} : { tools: call.sdkTools }),
      maxOutputTokens: call.maxOutputTokens,
      maxRetries: 0,
      abortSignal: AbortSignal.any([call.deadline, attemptTimeout.signal]),
      headers: {
        'X-Done-Gate-Lane': headerValue(request.lane),
        'X-Done-Gate-Step': headerValue(request.step),
        'X-Done-Gate-Session': headerValue(request.sessionId),
      },
      // Responses API: do not keep the PR's content stored on the vendor's side; route the calls
      // that share this evidence prefix to one prompt cache (the key is the prefix's hash).
      ...(call.provider === 'openai'
        ? { providerOptions: { openai: { store: false, promptCacheKey: call.cacheKey } } }
        : {}),
    });
    let value: unknown;
    let error: unknown;
    try {
      value = result.output;
    } catch (caught) {
      error = caught;
    }
    return { raw: captured.raw, value, error, attemptTimedOut: attemptTimeout.signal.aborted };
  } catch (error) {
    return { raw: captured.raw, error, attemptTimedOut: attemptTimeout.signal.aborted };
  } finally {
    clearTimeout(attemptTimer);
  }
}

/** The outcome of an attempt that brought no reply (pure but for the classifier's clock). */
function outcomeOfError(
  env: CallerEnv,
  call: CallContext,
  sent: Sent,
): AttemptOutcome | ApiErrorClass {
  const { error } = sent;
  const { model } = call;
  const attempts = call.state.attempts;
  const classify = (extra: Partial<Parameters<typeof classifyApiError>[0]>): ApiErrorClass =>
    classifyApiError({
      provider: call.provider,
      model,
      baseUrl: call.resolved.baseUrl,
      message: error instanceof Error ? error.message : String(error),
      networkCode: networkCode(error),
      secrets: env.secrets,
      ...extra,
    });
  if (sent.attemptTimedOut) {
    const seconds = Math.round(env.policy.attemptTimeoutMs / 1000);
    return { kind: 'timeout', retry: 'backoff', message: `${model}: no reply within ${seconds}s` };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status !== undefined && status >= 200 && status < 300) {
      return { type: 'unreadable', problem: unreadableBody(status, error.responseBody) };
    }
    return classify({
      status,
      headers: error.responseHeaders,
      body: error.responseBody,
      message: error.message,
      nowMs: env.now(),
    });
  }
  if (InvalidResponseDataError.isInstance(error)) {
    // The provider's JSON arrived but held no answer at all (e.g. `choices: []`).
    if (/choices|candidates/i.test(error.message)) {
      const message = `${model}: the reply was empty (${error.message})`;
      return { type: 'fault', fault: { kind: 'refused', message, attempts } };
    }
    return { type: 'unreadable', problem: `the reply was not usable: ${error.message}` };
  }
  if (networkCode(error) !== undefined) return classify({});
  const message = `${model}: the request could not be made: ${error instanceof Error ? error.message : String(error)}`;
  return { type: 'fault', fault: { kind: 'bad-request', message, attempts } };
}

/** One HTTP attempt of one turn. */
export async function attemptTurn(
  env: CallerEnv,
  call: CallContext,
  messages: ModelMessage[],
): Promise<AttemptOutcome> {
  const { state } = call;
  // A vendor that answered 429 has fewer attempts in flight until it recovers; the others do not
  // wait for it.
  let releaseVendor: () => void;
  try {
    releaseVendor = await env.vendors.acquire(call.provider, call.deadline);
  } catch {
    const fault: ModelFault = {
      kind: 'timeout',
      message: call.deadlineMessage(),
      attempts: state.attempts,
    };
    return { type: 'fault', fault };
  }
  const reservation = reserveTurn(env.ledger, call, messages);
  if (!reservation.ok) {
    releaseVendor();
    const fault: ModelFault = {
      kind: 'budget-exhausted',
      message: reservation.message,
      attempts: state.attempts,
    };
    return { type: 'fault', fault };
  }
  state.attempts += 1;
  let sent: Sent;
  try {
    sent = await sendTurn(env, call, messages);
  } finally {
    reservation.release();
    releaseVendor();
  }
  if (sent.raw !== undefined) env.vendors.succeeded(call.provider);
  else if (APICallError.isInstance(sent.error) && sent.error.statusCode === 429) {
    env.vendors.rateLimited(call.provider);
  }
  if (sent.raw !== undefined) {
    recordReply(env.ledger, call, sent.raw);
    state.lastStatus = 200;
    const sentChars = promptChars(messages, call.system);
    return { type: 'reply', raw: sent.raw, value: sent.value, error: sent.error, sentChars };
  }
  state.lastStatus = undefined; // no HTTP status unless an error response carries one
  if (call.deadline.aborted) {
    const fault: ModelFault = {
      kind: 'timeout',
      message: call.deadlineMessage(),
      attempts: state.attempts,
    };
    return { type: 'fault', fault };
  }
  if (!sent.attemptTimedOut && APICallError.isInstance(sent.error)) {
    state.lastStatus = sent.error.statusCode;
  }
  const outcome = outcomeOfError(env, call, sent);
  if ('type' in outcome) return outcome;
  const fault = { kind: outcome.kind, message: outcome.message, attempts: state.attempts };
  return { type: 'fault', fault, advice: outcome };
}
