// Pure classification of model-API failures: which are worth retrying, after how long, and what
// the user must fix. No I/O; call.ts feeds it what the HTTP layer saw.
import type { ModelFaultKind } from './types.js';
import type { ProviderId } from '../config/providers.js';

/** What the HTTP layer knows about one failed attempt. */
export interface ApiErrorInfo {
  provider: ProviderId;
  /** `provider/model`, for messages. */
  model: string;
  /** The base URL the request went to, for not-found / network messages. */
  baseUrl?: string;
  /** HTTP status; undefined when no response arrived (connection refused / reset / DNS). */
  status?: number;
  /** Response headers (any case). */
  headers?: Record<string, string | undefined>;
  /** The raw response body, when there was one. */
  body?: string;
  /** Transport-level text (e.g. `Cannot connect to API: other side closed`). */
  message?: string;
  /** `ECONNRESET`, `ECONNREFUSED`, `UND_ERR_SOCKET`, … when known. */
  networkCode?: string;
  /** Values to scrub from every message built here (the configured keys). */
  secrets?: readonly string[];
  /** Clock for HTTP-date `retry-after` values. */
  nowMs?: number;
}

export type RetryAdvice =
  | { retry: 'never' }
  /** Exponential backoff with jitter, bounded by the caller's attempt limit. */
  | { retry: 'backoff' }
  /** The server named its wait; the caller honours it only if it fits the remaining budget. */
  | { retry: 'after'; delayMs: number };

export type ApiErrorClass = RetryAdvice & {
  kind: ModelFaultKind;
  /** Human-readable; names what to fix; scrubbed of `secrets`. */
  message: string;
};

const MAX_VENDOR_TEXT = 240;

/** Replaces every configured secret (and key-shaped strings) with `***`. */
export function scrubSecrets(text: string, secrets: readonly string[] = []): string {
  let out = text;
  const ordered = [...new Set(secrets.filter((s) => s.length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
  for (const secret of ordered) out = out.split(secret).join('***');
  // Key shapes of the three vendors, in case a proxy echoes a key we were never told about.
  return out
    .replace(/\bsk-[A-Za-z0-9_-]{16,}/g, 'sk-***')
    .replace(/\bAIza[0-9A-Za-z_-]{30,}/g, 'AIza***');
}

function header(headers: ApiErrorInfo['headers'], name: string): string | undefined {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

/**
 * The server-requested wait in ms: `retry-after-ms`, else `retry-after` (seconds or HTTP date).
 * Undefined when absent or unparseable.
 */
export function parseRetryAfter(
  headers: ApiErrorInfo['headers'],
  nowMs: number = Date.now(),
): number | undefined {
  const ms = header(headers, 'retry-after-ms');
  if (ms !== undefined && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const after = header(headers, 'retry-after');
  if (after === undefined || after.trim() === '') return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(after);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

function parseJson(body: string | undefined): unknown {
  if (body === undefined || body.trim() === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `{error: {...}}` in all three vendors' error bodies (Anthropic adds `type: "error"`). */
function errorObject(parsed: unknown): Record<string, unknown> | undefined {
  return record(record(parsed)?.error);
}

function vendorText(info: ApiErrorInfo, parsed: unknown): string {
  const fromJson = str(errorObject(parsed)?.message);
  let text = fromJson ?? info.body ?? '';
  if (fromJson === undefined) {
    // Not the vendor's JSON (a proxy's HTML page, a bare string): keep a readable snippet.
    text = text.replace(/<[^>]*>/g, ' ');
  }
  text = text.replace(/\s+/g, ' ').trim();
  if (text.length > MAX_VENDOR_TEXT) text = `${text.slice(0, MAX_VENDOR_TEXT)}…`;
  return text;
}

const OPENAI_QUOTA_CODES = new Set([
  'insufficient_quota',
  'credit_balance_exhausted',
  'organization_spend_limit_exceeded',
  'project_spend_limit_exceeded',
  'organization_usage_limit_exceeded',
  'billing_hard_limit_reached',
  'billing_not_active',
]);

const ANTHROPIC_QUOTA_CODES = new Set(['enforced_spend_limit_reached']);
const ANTHROPIC_QUOTA_TEXT = /credit balance|spend(ing)? limit|usage limit|billing/i;

function anthropicQuota(error: Record<string, unknown> | undefined): boolean {
  if (!error) return false;
  const code = str(record(error.details)?.error_code);
  if (code !== undefined && ANTHROPIC_QUOTA_CODES.has(code)) return true;
  return ANTHROPIC_QUOTA_TEXT.test(str(error.message) ?? '');
}

function openaiQuota(error: Record<string, unknown> | undefined): boolean {
  if (!error) return false;
  const code = error.code;
  const type = str(error.type);
  return (
    (typeof code === 'string' && OPENAI_QUOTA_CODES.has(code)) ||
    (type !== undefined && OPENAI_QUOTA_CODES.has(type))
  );
}

interface GoogleDetails {
  quotaFailure: boolean;
  perDayQuota: boolean;
  retryDelayMs?: number;
  reason?: string;
}

/** Reads `google.rpc` details: QuotaFailure (which quota), RetryInfo (how long), ErrorInfo. */
function googleDetails(error: Record<string, unknown> | undefined): GoogleDetails {
  const out: GoogleDetails = { quotaFailure: false, perDayQuota: false };
  const details = Array.isArray(error?.details) ? (error.details as unknown[]) : [];
  for (const entry of details) {
    const detail = record(entry);
    const type = str(detail?.['@type']) ?? '';
    if (type.endsWith('google.rpc.QuotaFailure')) {
      out.quotaFailure = true;
      const violations = Array.isArray(detail?.violations) ? (detail.violations as unknown[]) : [];
      for (const violation of violations) {
        const v = record(violation);
        const ids = [str(v?.quotaId), str(v?.quotaMetric), str(v?.subject), str(v?.description)];
        if (ids.some((id) => id !== undefined && /per ?day|perday|daily/i.test(id))) {
          out.perDayQuota = true;
        }
      }
    } else if (type.endsWith('google.rpc.RetryInfo')) {
      const match = /^(\d+(?:\.\d+)?)s$/.exec(str(detail?.retryDelay) ?? '');
      if (match?.[1] !== undefined) out.retryDelayMs = Number(match[1]) * 1000;
    } else if (type.endsWith('google.rpc.ErrorInfo')) {
      out.reason = str(detail?.reason);
    }
  }
  return out;
}

function inputFor(provider: ProviderId, what: 'api-key' | 'base-url'): string {
  return `${provider}-${what}`;
}

function bareModel(model: string): string {
  const slash = model.indexOf('/');
  return slash >= 0 ? model.slice(slash + 1) : model;
}

/**
 * Classifies one failed attempt. Rules (docs/design.md §M.1):
 * - no response (reset / refused / DNS / socket hang-up) → `network`, backoff;
 * - `x-should-retry: true|false` overrides the status rule (Anthropic);
 * - 429: quota / spend exhausted → `quota-exhausted`, never; else `rate-limited`, after the
 *   server's `retry-after(-ms)` (or Gemini RetryInfo) when given, else backoff;
 * - 529 / `overloaded_error` / 503 "overloaded" → `overloaded`, backoff;
 * - 408, 409, 5xx → `server-error`, backoff;
 * - 401 / 403 (and Gemini's 400 API_KEY_INVALID) → `auth`; 404 → `not-found`; other 4xx →
 *   `bad-request`; never retried.
 */
/** What the classification rules read from one HTTP failure. */
interface FailureFacts {
  info: ApiErrorInfo;
  status: number;
  error: Record<string, unknown> | undefined;
  text: string;
  /** `HTTP <status>: <vendor text>`, for messages. */
  http: string;
  google: GoogleDetails | undefined;
  shouldRetry: string | undefined;
  /** Retry advice for a transient failure: the server's wait when it named one, else backoff. */
  transient: () => RetryAdvice;
  finish: (kind: ModelFaultKind, advice: RetryAdvice, message: string) => ApiErrorClass;
}

/** Quota, key and model failures: never retried. Null when the failure is none of them. */
function permanentFailure(facts: FailureFacts): ApiErrorClass | null {
  const { info, status, error, text, http, google, finish } = facts;
  const { provider, model } = info;
  const quota =
    ((provider === 'anthropic' || provider === 'openai-compatible') && anthropicQuota(error)) ||
    ((provider === 'openai' || provider === 'openai-compatible') && openaiQuota(error)) ||
    (google !== undefined &&
      status === 429 &&
      (google.perDayQuota || (google.quotaFailure && google.retryDelayMs === undefined)));
  if (quota && (status === 429 || status === 400 || status === 402 || status === 403)) {
    return finish(
      'quota-exhausted',
      { retry: 'never' },
      `${model}: the account's quota or spend limit is exhausted (${http}); retrying cannot help — raise the limit or choose another model in \`models\``,
    );
  }

  const googleBadKey =
    google !== undefined &&
    status === 400 &&
    (google.reason === 'API_KEY_INVALID' || /api key not valid/i.test(text));
  if (status === 401 || googleBadKey) {
    return finish(
      'auth',
      { retry: 'never' },
      `${model}: the API key was rejected (${http}); set a valid \`${inputFor(provider, 'api-key')}\``,
    );
  }
  if (status === 403) {
    return finish(
      'auth',
      { retry: 'never' },
      `${model}: access denied (${http}); check that the key in \`${inputFor(provider, 'api-key')}\` may use this model`,
    );
  }
  if (status === 404) {
    return finish(
      'not-found',
      { retry: 'never' },
      `${model}: model "${bareModel(model)}" was not found at ${info.baseUrl ?? 'the provider'} (${http}); check the model id in \`models\` and \`${inputFor(provider, 'base-url')}\``,
    );
  }
  return null;
}

/** Every other HTTP failure: by `x-should-retry`, then by status. */
function statusFailure(facts: FailureFacts): ApiErrorClass {
  const { info, status, error, text, http, shouldRetry, transient, finish } = facts;
  const { model } = info;
  if (shouldRetry === 'false') {
    const kind: ModelFaultKind =
      status === 429 ? 'rate-limited' : status >= 500 ? 'server-error' : 'bad-request';
    return finish(
      kind,
      { retry: 'never' },
      `${model}: request failed (${http}); the server said not to retry`,
    );
  }

  if (status === 429) {
    return finish('rate-limited', transient(), `${model} is rate limited (${http})`);
  }

  const overloaded =
    status === 529 ||
    str(error?.type) === 'overloaded_error' ||
    (status === 503 && /overload/i.test(text));
  if (overloaded) {
    return finish('overloaded', transient(), `${model}: the provider is overloaded (${http})`);
  }
  if (status >= 500 || status === 408 || status === 409 || shouldRetry === 'true') {
    return finish('server-error', transient(), `${model}: server error (${http})`);
  }
  if (status >= 200 && status < 300) {
    return finish(
      'invalid-output',
      { retry: 'never' },
      `${model}: the reply was not the provider's JSON (${http})`,
    );
  }
  return finish('bad-request', { retry: 'never' }, `${model}: the request was rejected (${http})`);
}

export function classifyApiError(info: ApiErrorInfo): ApiErrorClass {
  const { provider, model, status } = info;
  const secrets = info.secrets ?? [];
  const finish = (kind: ModelFaultKind, advice: RetryAdvice, message: string): ApiErrorClass => ({
    ...advice,
    kind,
    message: scrubSecrets(message, secrets),
  });

  if (status === undefined) {
    const where = info.baseUrl ?? 'the provider';
    const why = [info.networkCode, info.message].filter((s) => s !== undefined && s !== '');
    return finish(
      'network',
      { retry: 'backoff' },
      `${model}: could not reach ${where}${why.length > 0 ? ` (${why.join(': ')})` : ''}`,
    );
  }

  const parsed = parseJson(info.body);
  const error = errorObject(parsed);
  const text = vendorText(info, parsed);
  const serverWait = parseRetryAfter(info.headers, info.nowMs);
  const google = provider === 'google' ? googleDetails(error) : undefined;
  const facts: FailureFacts = {
    info,
    status,
    error,
    text,
    http: `HTTP ${status}${text !== '' ? `: ${text}` : ''}`,
    google,
    shouldRetry: header(info.headers, 'x-should-retry')?.trim().toLowerCase(),
    transient: () => {
      const wait = serverWait ?? google?.retryDelayMs;
      return wait !== undefined ? { retry: 'after', delayMs: wait } : { retry: 'backoff' };
    },
    finish,
  };
  return permanentFailure(facts) ?? statusFailure(facts);
}
