// The one Octokit every GitHub call goes through: REST + GraphQL, retries for transient faults,
// rate-limit waits that respect `retry-after`, and writes sent one at a time.
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck';

/** What every module in src/github takes as its client. */
export type GitHubClient = Octokit;

export interface GitHubLog {
  debug: (message: string) => void;
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
}

export interface GitHubClientOptions {
  token: string;
  /** `GITHUB_API_URL` (e.g. `https://api.github.com`, `https://ghes.example/api/v3`). */
  baseUrl: string;
  userAgent?: string;
  log?: GitHubLog;
  /** Retries of a 5xx / network failure (plugin-retry). Default 3. */
  retries?: number;
  /** plugin-retry waits `(attempt)² × retryBaseMs`. Default 1000 (1 s, 4 s, 9 s). */
  retryBaseMs?: number;
  /** Milliseconds per second of `retry-after` / rate-limit reset. Default 1000; tests shrink it. */
  rateLimitUnitMs?: number;
  /** A rate-limit wait longer than this (in seconds) is not waited out: the request fails. */
  maxRateLimitWaitSeconds?: number;
  /** How many times one request may wait out a rate limit. Default 3. */
  maxRateLimitRetries?: number;
  /** The sustained pace of writes: one per this many ms (GitHub asks for ≥1 s). Default 1000. */
  writeIntervalMs?: number;
  /**
   * Writes that may start back to back before the pace applies (a token bucket of this size,
   * refilled one per `writeIntervalMs`). Default 5: one run's own writes — pending status,
   * progress comment, report, final status, line comments — go out without waiting.
   */
  writeBurst?: number;
  /**
   * The sustained pace of notification-triggering writes (comments, reviews): one per this many
   * ms after a burst of two — a run's report comment and its line-comment review. Default 3000.
   */
  notificationIntervalMs?: number;
  /** One HTTP attempt is aborted after this long (then retried as a 5xx). Default 60 000. */
  requestTimeoutMs?: number;
  /** The clock the write spacing reads and waits on. Default the real one; tests pass a fake. */
  writeClock?: WriteClock;
}

export interface WriteClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: WriteClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

// 429 is left to the throttling plugin, which reads `retry-after`; plugin-retry would ignore it.
// 406 is GitHub refusing a media type (a diff above 300 files / 20,000 lines): asking again gets
// the same answer, and plugin-retry's backoff (1 + 4 + 9 s) would only delay the listFiles fallback.
const DO_NOT_RETRY = [400, 401, 403, 404, 406, 410, 422, 429, 451];

const silentLog: GitHubLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

const DoneGateOctokit = Octokit.plugin(retry, throttling);

/**
 * The REST API version every request names. 2022-11-28 is the version GitHub's docs pin their
 * examples to and still fully support (at least until March 2028); 2026-03-10 is newer but carries
 * breaking changes this action has not been checked against, so it is not sent.
 */
export const GITHUB_API_VERSION = '2022-11-28';
/** GitHub's current JSON media type (Octokit's default is the older `…v3+json`). */
export const GITHUB_JSON_MEDIA_TYPE = 'application/vnd.github+json';

/**
 * GitHub answers that are part of the protocol, not faults: `GET /user` is 403 for installation
 * tokens (the identity probe then asks GraphQL), 406 is GitHub refusing the diff media type for a
 * large diff (the file list is read instead), and the archive prefetch may fail harmlessly.
 * Octokit's request log reports every non-2xx as an error; these go to debug so a clean run
 * carries no `::error::` annotation.
 */
export function isExpectedAnswer(message: string): boolean {
  // The line-comment review comes after the verdict; its failure is said once, as a notice
  // (publish/inline.ts), not as an error annotation on a run it cannot change.
  if (/^POST \/repos\/[^/]+\/[^/]+\/pulls\/\d+\/reviews - \d{3} with id /.test(message))
    return true;
  const m = /^(GET|HEAD) (\S+) - (\d{3}) with id /.exec(message);
  if (m === null) return false;
  const [, , path = '', status = ''] = m;
  const pathname = path.split('?')[0] ?? '';
  if (status === '403' && /^\/user$/.test(pathname)) return true;
  if (status === '406') return true;
  // The repository archive is fetched ahead of need (#17): if it cannot be had, only a lane that
  // asks for a file learns it, as a refusal that faults that lane — not an annotation on a run
  // that never needed it.
  if (/^\/repos\/[^/]+\/[^/]+\/tarball\//.test(pathname)) return true;
  return false;
}

/** Routes Octokit's request log: expected answers to debug, the rest as given. */
function filteredLog(log: GitHubLog): GitHubLog {
  return {
    ...log,
    error: (message: string) =>
      isExpectedAnswer(message) ? log.debug(message) : log.error(message),
  };
}

/** A run's notifying writes (the report, the line-comment review) go at once; more are paced. */
const NOTIFICATION_BURST = 2;

/** Bottleneck settings for the notification-triggering writes: a reservoir refilled one a tick. */
function notificationPacing(intervalMs: number): Bottleneck.ConstructorOptions {
  if (intervalMs <= 0) return { maxConcurrent: 1, minTime: 0 };
  return {
    maxConcurrent: 1,
    reservoir: NOTIFICATION_BURST,
    reservoirIncreaseAmount: 1,
    reservoirIncreaseInterval: intervalMs,
    reservoirIncreaseMaximum: NOTIFICATION_BURST,
  };
}

let clientCounter = 0;

/** True for methods that change state on GitHub. GraphQL queries are POSTs but read. */
function isWrite(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  return !/\/graphql$/.test(new URL(url, 'http://github.invalid').pathname);
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const log = filteredLog(options.log ?? silentLog);
  const maxWait = options.maxRateLimitWaitSeconds ?? 120;
  const maxRateLimitRetries = options.maxRateLimitRetries ?? 3;
  const timeoutMs = options.requestTimeoutMs ?? 60_000;
  clientCounter += 1;
  const id = `done-gate-${process.pid}-${clientCounter}`;

  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _o: unknown, count: number) => {
      const what = `${request.method} ${request.url}`;
      if (count < maxRateLimitRetries && retryAfter <= maxWait) {
        log.warn(
          `GitHub ${kind} on ${what}; waiting ${retryAfter}s as GitHub asks, then retrying.`,
        );
        return true;
      }
      log.error(
        `GitHub ${kind} on ${what}: a wait of ${retryAfter}s (attempt ${count + 1}) exceeds the limit of ${maxWait}s / ${maxRateLimitRetries} retries; giving up.`,
      );
      return false;
    };

  // Each attempt gets its own timeout, so a hung connection becomes a retried failure.
  const fetchWithTimeout: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };

  const octokit = new DoneGateOctokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'done-gate',
    log,
    request: { fetch: fetchWithTimeout },
    retry: {
      retries: options.retries ?? 3,
      retryAfterBaseValue: options.retryBaseMs ?? 1000,
      doNotRetry: DO_NOT_RETRY,
    },
    throttle: {
      id,
      retryAfterBaseValue: options.rateLimitUnitMs ?? 1000,
      fallbackSecondaryRateRetryAfter: 60,
      // Own groups so the spacing is configurable and no state is shared between clients. The
      // plugin also routes every GraphQL POST through `write` (it cannot tell a query from a
      // mutation), so the write spacing is applied below, where reads are told apart: done-gate
      // sends only GraphQL queries, which GitHub counts like GETs, and spacing them 1 s behind
      // the `pending` status cost every run two seconds before collect could start.
      write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
      notifications: new Bottleneck.Group(
        notificationPacing(options.notificationIntervalMs ?? 3000),
      ),
      search: new Bottleneck.Group({ maxConcurrent: 1, minTime: 2000 }),
      onRateLimit: onLimit('primary rate limit'),
      onSecondaryRateLimit: onLimit('secondary rate limit'),
    },
  });

  // Every request names the API version and the current media types: the JSON default becomes
  // `application/vnd.github+json`, so `mediaType: {format: 'diff'}` asks for
  // `application/vnd.github.diff` rather than the older `…v3.diff`.
  octokit.hook.before('request', (requestOptions) => {
    const headers = requestOptions.headers as Record<string, string | undefined>;
    headers['x-github-api-version'] = GITHUB_API_VERSION;
    if (headers.accept === 'application/vnd.github.v3+json')
      headers.accept = GITHUB_JSON_MEDIA_TYPE;
  });

  // Writes go one at a time: a write (with its retries) is finished before the next one starts,
  // so writes land in the order they were issued. Their starts are paced by a token bucket:
  // GitHub asks for a second between mutating requests when a client makes "a large number" of
  // them, so a run's first few writes go at once and a longer stream settles to one a second.
  const writeIntervalMs = options.writeIntervalMs ?? 1000;
  const burst = Math.max(1, options.writeBurst ?? 5);
  const clock = options.writeClock ?? realClock;
  let tokens = burst;
  let refilledAt = clock.now();
  let writeChain: Promise<unknown> = Promise.resolve();
  const takeToken = async (): Promise<void> => {
    const refill = () => {
      const now = clock.now();
      if (writeIntervalMs > 0) {
        tokens = Math.min(burst, tokens + (now - refilledAt) / writeIntervalMs);
      } else tokens = burst;
      refilledAt = now;
    };
    refill();
    if (tokens < 1) {
      await clock.sleep(Math.ceil((1 - tokens) * writeIntervalMs));
      refill();
    }
    tokens = Math.max(0, tokens - 1);
  };
  octokit.hook.wrap('request', (request, requestOptions) => {
    if (!isWrite(requestOptions.method, requestOptions.url)) return request(requestOptions);
    const run = writeChain.then(async () => {
      await takeToken();
      return request(requestOptions);
    });
    writeChain = run.catch(() => undefined);
    return run;
  });

  return octokit;
}

/** A RequestError-like failure: has a numeric HTTP status (500 for network errors). */
export function httpStatusOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return null;
}

/**
 * The request's result, or null when GitHub answers 404 (gone, or not visible to this token). Any
 * other failure is rethrown, so the caller's fail-closed path still sees it.
 */
export async function nullOn404<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (httpStatusOf(error) === 404) return null;
    throw error;
  }
}

/** One-line description of a GitHub failure for reports and logs. */
export function describeGitHubError(error: unknown): string {
  const status = httpStatusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const oneLine = message.replace(/\s+/g, ' ').slice(0, 300);
  return status === null ? oneLine : `HTTP ${status}: ${oneLine}`;
}
