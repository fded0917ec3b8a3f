// Fault injection: error replies, rate limits, 406 diffs, dropped connections, delays, and PR
// changes (a push or an edit) during a run.
import type { GitHubState } from './state.js';
import type { PullFile, RouteMatch } from './types.js';
import { DOCS, isoNow } from './util.js';

export type FaultAction =
  | { kind: 'respond'; status: number; body: unknown; headers: Record<string, string> }
  | { kind: 'drop-before' }
  | { kind: 'drop-after' }
  | { kind: 'delay'; ms: number };

export interface Fault {
  match: RouteMatch;
  remaining: number;
  action: FaultAction;
}

export interface PullChange {
  owner: string;
  repo: string;
  number: number;
  /** Reads of this PR object (any media type) that still see the old values. */
  afterReads?: number;
  /** Requests to the emulator (any route, counted from its start) that still see the old values. */
  afterRequests?: number;
  headSha?: string;
  /** The new head's files (default: what `headSha` was recorded with, for a force-push back). */
  files?: PullFile[];
  body?: string | null;
  /** A retarget: the new base branch (and its tip, default derived from the name). */
  baseRef?: string;
  baseSha?: string;
  state?: 'open' | 'closed';
}

/** Runs beside the handling of matching requests: state changes at an exact point of a run. */
export interface RequestHook {
  match: RouteMatch;
  remaining: number;
  /** Before the request is handled (what it answers sees the change). */
  before?: (state: GitHubState) => void;
  /** After it was handled, before the reply is sent. */
  after?: (state: GitHubState) => void;
}

export const DIFF_TOO_LARGE_FILES_MESSAGE =
  "Sorry, the diff exceeded the maximum number of files (300). Consider using 'List pull requests files' API or locally cloning the repository instead.";
export const DIFF_TOO_LARGE_LINES_MESSAGE =
  "Sorry, the diff exceeded the maximum number of lines (20000). Consider using 'List pull requests files' API or locally cloning the repository instead.";

export function diffTooLargeBody(message: string): unknown {
  return {
    message,
    errors: [{ resource: 'PullRequest', field: 'diff', code: 'too_large' }],
    documentation_url: `${DOCS}/pulls/pulls#list-pull-requests-files`,
    status: '406',
  };
}

export class Faults {
  /** `state` lets `diffTooLarge` find a PR's head, to refuse the same diff read by SHA. */
  constructor(private readonly state?: GitHubState) {}

  private readonly list: Fault[] = [];
  readonly pullChanges: PullChange[] = [];
  readonly hooks: RequestHook[] = [];

  private add(match: RouteMatch, times: number, action: FaultAction): void {
    this.list.push({ match, remaining: times, action });
  }

  /** Answer matching requests with `status` (and body) instead of handling them. */
  error(
    match: RouteMatch,
    options: { status: number; body?: unknown; headers?: Record<string, string>; times?: number },
  ): void {
    const body = options.body ?? {
      message: options.status >= 500 ? 'Server Error' : 'Injected error',
      documentation_url: DOCS,
      status: String(options.status),
    };
    this.add(match, options.times ?? 1, {
      kind: 'respond',
      status: options.status,
      body,
      headers: options.headers ?? {},
    });
  }

  /** GitHub's secondary rate limit: 403 (or 429) with `retry-after`. */
  secondaryRateLimit(
    match: RouteMatch,
    options: { status?: 403 | 429; retryAfter?: number; times?: number } = {},
  ): void {
    this.add(match, options.times ?? 1, {
      kind: 'respond',
      status: options.status ?? 403,
      body: {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0000:0000:000000:000000:00000000.',
        documentation_url:
          'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
        status: String(options.status ?? 403),
      },
      headers: { 'retry-after': String(options.retryAfter ?? 1) },
    });
  }

  /** The primary rate limit: 403 with `x-ratelimit-remaining: 0` and a reset time. */
  primaryRateLimit(
    match: RouteMatch,
    options: { resetInSeconds?: number; times?: number } = {},
  ): void {
    const reset = Math.floor(Date.now() / 1000) + (options.resetInSeconds ?? 1);
    this.add(match, options.times ?? 1, {
      kind: 'respond',
      status: 403,
      body: {
        message: 'API rate limit exceeded for installation.',
        documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api`,
        status: '403',
      },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
    });
  }

  /** 406 `too_large` on the diff media type of one PR (GitHub does this by itself above 300 files). */
  diffTooLarge(
    pull: { owner: string; repo: string; number: number },
    options: { reason?: 'files' | 'lines'; times?: number } = {},
  ): void {
    const message =
      options.reason === 'lines' ? DIFF_TOO_LARGE_LINES_MESSAGE : DIFF_TOO_LARGE_FILES_MESSAGE;
    this.add(
      {
        method: 'GET',
        path: `/repos/${pull.owner}/${pull.repo}/pulls/${pull.number}`,
        accept: /diff/,
      },
      options.times ?? Number.POSITIVE_INFINITY,
      { kind: 'respond', status: 406, body: diffTooLargeBody(message), headers: {} },
    );
    // The same diff read by SHA (compare, at the PR's head now) is as large: GitHub refuses it
    // with 406 too (ExpediaGroup/github-helpers#702); its body is not documented, so the PR's is
    // reused.
    const head = this.state?.pull(pull.owner, pull.repo, pull.number)?.headSha;
    if (head === undefined) return;
    this.add(
      {
        method: 'GET',
        path: new RegExp(
          `^/repos/${pull.owner}/${pull.repo}/compare/[0-9a-f]+\\.\\.\\.${head}$`,
          'i',
        ),
        accept: /diff/,
      },
      options.times ?? Number.POSITIVE_INFINITY,
      { kind: 'respond', status: 406, body: diffTooLargeBody(message), headers: {} },
    );
  }

  /**
   * Run `before` / `after` around the handling of the next `times` matching requests (default 1):
   * a push, an edit or a retarget at an exact point of a run (e.g. while the file list is read).
   */
  onRequest(
    match: RouteMatch,
    hook: { before?: (state: GitHubState) => void; after?: (state: GitHubState) => void },
    options: { times?: number } = {},
  ): void {
    this.hooks.push({ match, remaining: options.times ?? 1, ...hook });
  }

  /** The hooks matching a request, consuming one use of each. */
  takeHooks(method: string, path: string, accept: string): RequestHook[] {
    const due = this.hooks.filter((h) => h.remaining > 0 && matches(h.match, method, path, accept));
    for (const h of due) h.remaining -= 1;
    return due;
  }

  /** Handle the request (state changes happen), then drop the connection with no response. */
  dropAfterHandling(match: RouteMatch, options: { times?: number } = {}): void {
    this.add(match, options.times ?? 1, { kind: 'drop-after' });
  }

  /** Drop the connection without handling the request. */
  drop(match: RouteMatch, options: { times?: number } = {}): void {
    this.add(match, options.times ?? 1, { kind: 'drop-before' });
  }

  /** Hold matching requests for `ms` before handling them. */
  delay(match: RouteMatch, options: { ms: number; times?: number }): void {
    this.add(match, options.times ?? 1, { kind: 'delay', ms: options.ms });
  }

  /**
   * A push or an edit during the run: the PR's head SHA and/or body change once it has been read
   * `afterReads` times (the first `afterReads` reads see the old values), or once the emulator
   * has answered `afterRequests` requests of any kind.
   */
  changePull(change: PullChange): void {
    if (change.afterReads === undefined && change.afterRequests === undefined) {
      throw new Error('changePull needs afterReads or afterRequests');
    }
    this.pullChanges.push(change);
  }

  /** Applies the due changes to `state`: those whose read or request count has passed. */
  applyPullChanges(state: GitHubState, requestSeq: number): void {
    for (let i = this.pullChanges.length - 1; i >= 0; i -= 1) {
      const change = this.pullChanges[i];
      if (!change) continue;
      const pull = state.pull(change.owner, change.repo, change.number);
      if (!pull) continue;
      const dueByReads = change.afterReads !== undefined && pull.reads > change.afterReads;
      const dueByRequests = change.afterRequests !== undefined && requestSeq > change.afterRequests;
      if (!dueByReads && !dueByRequests) continue;
      if (change.headSha !== undefined) {
        if (change.files !== undefined || state.snapshots.has(change.headSha)) {
          state.pushHead(pull, change.headSha, change.files);
        } else {
          pull.headSha = change.headSha;
        }
      }
      if (change.body !== undefined) pull.body = change.body;
      if (change.baseRef !== undefined) state.retarget(pull, change.baseRef, change.baseSha);
      if (change.state !== undefined) pull.state = change.state;
      pull.updatedAt = isoNow();
      this.pullChanges.splice(i, 1);
    }
  }

  clear(): void {
    this.list.length = 0;
    this.pullChanges.length = 0;
    this.hooks.length = 0;
  }

  /** The matching faults for a request, consuming one use of each. */
  take(method: string, path: string, accept: string): FaultAction[] {
    const actions: FaultAction[] = [];
    for (const fault of this.list) {
      if (fault.remaining <= 0) continue;
      if (!matches(fault.match, method, path, accept)) continue;
      // A delay combines with whatever else matches; a response or drop ends the search.
      fault.remaining -= 1;
      actions.push(fault.action);
      if (fault.action.kind !== 'delay') break;
    }
    return actions;
  }
}

function matches(m: RouteMatch, method: string, path: string, accept: string): boolean {
  if (m.method !== undefined && m.method.toUpperCase() !== method) return false;
  const pathOk =
    typeof m.path === 'string' ? m.path.toLowerCase() === path.toLowerCase() : m.path.test(path);
  return pathOk && (m.accept === undefined || m.accept.test(accept));
}
