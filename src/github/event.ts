// Event → the pull request to judge, with its head SHA pinned. The status and the verdict belong
// to that SHA, never to GITHUB_SHA (a merge commit or the default branch's tip on these events).
// Over 400 lines: each event kind's payload is read and routed here, so their trust rules sit side
// by side.
import { z } from 'zod';
import type { PullRequestRef } from '../evidence/types.js';
import type { GitHubClient } from './client.js';
import { DoneGateError } from '../errors.js';

/** The events whose upstream run a `workflow_run` gate judges: runs of a pull request. */
export const PULL_REQUEST_TRIGGERS = ['pull_request', 'pull_request_target'] as const;

/** The event cannot be judged; the message says what to change. */
export class UnsupportedEventError extends DoneGateError {
  constructor(message: string) {
    super('event', message);
    this.name = 'UnsupportedEventError';
  }
}

export interface EventContext {
  eventName: string;
  /** The parsed GITHUB_EVENT_PATH file. */
  payload: unknown;
  /** GITHUB_REPOSITORY's owner and name: the base repository. */
  owner: string;
  repo: string;
}

type Obj = Record<string, unknown>;

function obj(value: unknown): Obj | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Obj)
    : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;

function supportedList(): string {
  return 'done-gate runs on pull_request, pull_request_target, workflow_run (of a pull request run), merge_group, issue_comment (/done-gate commands) or pull_request_review';
}

/** The event is one done-gate handles by doing nothing: exit 0 with a notice, no status. */
export class IgnoredEventError extends DoneGateError {
  constructor(message: string) {
    super('ignored', message);
    this.name = 'IgnoredEventError';
  }
}

/** A REST pull-request object (from the payload or `pulls.get`) → PullRequestRef. */
function refFromPullObject(
  pull: Obj,
  owner: string,
  repo: string,
  headSha: string,
): PullRequestRef {
  const number = num(pull.number);
  const head = obj(pull.head);
  const base = obj(pull.base);
  if (number === null || head === null || base === null) {
    throw new UnsupportedEventError(
      `The pull request in the event has no number, head or base; ${supportedList()}.`,
    );
  }
  return {
    owner,
    repo,
    number,
    title: str(pull.title) ?? '',
    headSha,
    baseSha: str(base.sha) ?? '',
    headRef: str(head.ref) ?? '',
    baseRef: str(base.ref) ?? '',
    author: str(obj(pull.user)?.login) ?? null,
    htmlUrl: str(pull.html_url) ?? null,
  };
}

function fromPullRequestEvent(ctx: EventContext): PullRequestRef {
  const pull = obj(obj(ctx.payload)?.pull_request);
  if (pull === null) {
    throw new UnsupportedEventError(
      `The '${ctx.eventName}' event payload has no pull_request object; ${supportedList()}.`,
    );
  }
  // pull_request.head.sha is the PR's head commit; GITHUB_SHA is a merge commit
  // (pull_request) or the default branch's tip (pull_request_target).
  const headSha = str(obj(pull.head)?.sha);
  if (headSha === null || !SHA.test(headSha)) {
    throw new UnsupportedEventError(
      `The '${ctx.eventName}' event payload has no pull_request.head.sha; ${supportedList()}.`,
    );
  }
  const ref = refFromPullObject(pull, ctx.owner, ctx.repo, headSha);
  const state = pullState(pull);
  if (state !== 'open') {
    throw new IgnoredEventError(
      `pull request #${ref.number} is ${state}: nothing to judge (no review, no status).`,
    );
  }
  return ref;
}

/** `open`, `closed` or `merged`, from a REST pull-request object (no state given: open). */
export function pullState(pull: Obj): 'open' | 'closed' | 'merged' {
  if (pull.merged === true || str(pull.merged_at) !== null) return 'merged';
  return pull.state === 'closed' ? 'closed' : 'open';
}

interface PullSummary {
  number: number;
  headSha: string | null;
  headRepo: string | null;
}

function summarise(value: unknown): PullSummary | null {
  const pull = obj(value);
  const number = num(pull?.number);
  if (pull === null || number === null) return null;
  const head = obj(pull.head);
  return {
    number,
    headSha: str(head?.sha),
    headRepo: str(obj(head?.repo)?.full_name),
  };
}

function sameName(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
}

/** One PR number out of the candidates whose head is `sha`, or null; several → error. */
function pickOne(candidates: PullSummary[], sha: string, headRepo: string | null): number | null {
  let matching = candidates.filter((c) => c.headSha !== null && c.headSha === sha);
  if (headRepo !== null && matching.some((c) => c.headRepo !== null)) {
    const fromHeadRepo = matching.filter((c) => sameName(c.headRepo, headRepo));
    matching = fromHeadRepo;
  }
  const numbers = [...new Set(matching.map((c) => c.number))];
  if (numbers.length > 1) {
    throw new UnsupportedEventError(
      `Head SHA ${sha} is the head of several open pull requests (${numbers.map((n) => `#${n}`).join(', ')}); done-gate cannot tell which one this run judges. Close the duplicates or run done-gate on pull_request instead.`,
    );
  }
  return numbers[0] ?? null;
}

async function findPullForWorkflowRun(
  octokit: GitHubClient,
  ctx: EventContext,
  run: Obj,
  headSha: string,
): Promise<number | null> {
  const { owner, repo } = ctx;
  const headRepository = obj(run.head_repository);
  const headRepoName = str(headRepository?.full_name);
  const headOwner = str(obj(headRepository?.owner)?.login) ?? headRepoName?.split('/')[0] ?? null;
  const headBranch = str(run.head_branch);

  // 1. The payload's own list (empty for fork PRs: actions/runner#3444). Entries name the PR's
  //    base repository; keep only PRs into this repository.
  const listed = Array.isArray(run.pull_requests) ? run.pull_requests : [];
  // (GitHub has listed PRs of other repositories that share the head branch.)
  const intoThisRepo = listed.filter((entry) => {
    const baseRepo = obj(obj(obj(entry)?.base)?.repo);
    const baseUrl = str(baseRepo?.url);
    if (baseUrl !== null) {
      return baseUrl.toLowerCase().endsWith(`/repos/${owner}/${repo}`.toLowerCase());
    }
    const baseName = str(baseRepo?.name);
    return baseName === null || baseName.toLowerCase() === repo.toLowerCase();
  });
  const fromPayload = intoThisRepo.map(summarise).filter((s): s is PullSummary => s !== null);
  // Only a listed PR whose head is the run's head: the list can name PRs that merely share the
  // branch, or whose head has moved on; those are not what this run tested.
  const listedMatch = pickOne(fromPayload, headSha, null);
  if (listedMatch !== null) return listedMatch;

  // 2. Open PRs whose head is `headOwner:headBranch` (works for forks).
  if (headOwner !== null && headBranch !== null) {
    const { data } = await octokit.rest.pulls.list({
      owner,
      repo,
      state: 'open',
      head: `${headOwner}:${headBranch}`,
      per_page: 100,
    });
    const found = pickOne(data.map(summarise).filter(isSummary), headSha, headRepoName);
    if (found !== null) return found;
  }

  // 3. PRs associated with the commit (finds same-repository PRs only; a fork's commit is not
  //    in the base repository until merged).
  const { data: associated } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    owner,
    repo,
    commit_sha: headSha,
    per_page: 100,
  });
  const openAssociated = associated.filter((p) => p.state === 'open');
  const viaCommit = pickOne(openAssociated.map(summarise).filter(isSummary), headSha, headRepoName);
  if (viaCommit !== null) return viaCommit;

  // 4. Scan open PRs (bounded) for the head SHA.
  const scanned: PullSummary[] = [];
  let pages = 0;
  for await (const response of octokit.paginate.iterator(octokit.rest.pulls.list, {
    owner,
    repo,
    state: 'open',
    per_page: 100,
  })) {
    scanned.push(...response.data.map(summarise).filter(isSummary));
    pages += 1;
    if (pages >= 10) break;
  }
  return pickOne(scanned, headSha, headRepoName);
}

function isSummary(value: PullSummary | null): value is PullSummary {
  return value !== null;
}

async function fromWorkflowRunEvent(
  octokit: GitHubClient,
  ctx: EventContext,
): Promise<PullRequestRef> {
  const run = obj(obj(ctx.payload)?.workflow_run);
  const headSha = str(run?.head_sha);
  if (run === null || headSha === null || !SHA.test(headSha)) {
    throw new UnsupportedEventError(
      `The 'workflow_run' event payload has no workflow_run.head_sha; ${supportedList()}.`,
    );
  }
  const action = str(obj(ctx.payload)?.action);
  if (action !== 'completed') {
    throw new IgnoredEventError(
      `workflow_run '${action ?? '(no action)'}': done-gate judges a run once it has completed (use 'types: [completed]').`,
    );
  }
  const triggeredBy = str(run.event) ?? 'unknown';
  if (!(PULL_REQUEST_TRIGGERS as readonly string[]).includes(triggeredBy)) {
    throw new IgnoredEventError(
      `the workflow run was triggered by '${triggeredBy}', not by a pull request: nothing to judge.`,
    );
  }
  const number = await findPullForWorkflowRun(octokit, ctx, run, headSha);
  if (number === null) {
    // The PR moved on (a newer push) or was closed: the run of its current head is judged.
    throw new IgnoredEventError(
      `no open pull request in ${ctx.owner}/${ctx.repo} has head SHA ${headSha} (the run was triggered by '${triggeredBy}'): the pull request moved on or was closed; nothing to judge.`,
    );
  }
  const { data } = await octokit.rest.pulls.get({
    owner: ctx.owner,
    repo: ctx.repo,
    pull_number: number,
  });
  const pull = data as unknown as Obj;
  const state = pullState(pull);
  if (state !== 'open') {
    throw new IgnoredEventError(
      `pull request #${number} is ${state}: nothing to judge (no review, no status).`,
    );
  }
  const currentHead = str(obj(pull.head)?.sha);
  if (currentHead !== headSha) {
    // The run tested a commit that is no longer the PR's head: its verdict would be about code
    // that cannot merge. The run of the current head is judged when it completes.
    throw new IgnoredEventError(
      `the workflow run tested ${headSha.slice(0, 12)}, but pull request #${number}'s head is now ${(currentHead ?? 'unknown').slice(0, 12)}: the run of the current head is judged when it completes.`,
    );
  }
  return refFromPullObject(pull, ctx.owner, ctx.repo, headSha);
}

/** The id of the run a `workflow_run` event reports on (its artifacts are the test output). */
export function triggeringRunId(ctx: EventContext): number | null {
  if (ctx.eventName !== 'workflow_run') return null;
  return num(obj(obj(ctx.payload)?.workflow_run)?.id);
}

/** Resolves the event to one pull request with its head SHA pinned. */
export async function resolvePullRequest(
  octokit: GitHubClient,
  ctx: EventContext,
): Promise<PullRequestRef> {
  switch (ctx.eventName) {
    case 'pull_request':
    case 'pull_request_target':
      return fromPullRequestEvent(ctx);
    case 'workflow_run':
      return fromWorkflowRunEvent(octokit, ctx);
    default:
      throw new UnsupportedEventError(
        `${supportedList()}; got '${ctx.eventName || '(no event name)'}'. Add 'on: pull_request' (or another of those events) to the workflow that runs done-gate.`,
      );
  }
}

// ------------------------------------------------------------------------------------------------
// Routing: which path an event takes (pure, over the payload only)
// ------------------------------------------------------------------------------------------------

/** A merge queue's `merge_group` (`checks_requested`) event. */
export interface MergeGroupEvent {
  headSha: string;
  baseSha: string;
  /** Full ref, e.g. `refs/heads/gh-readonly-queue/main/pr-104-<sha>`. */
  headRef: string;
  /** Branch name without `refs/heads/`, e.g. `main`. */
  baseRef: string;
  /** The PR the group was built for, from `head_ref` (`…/pr-<N>-<sha>`); null if not named. */
  prNumber: number | null;
}

/** The pull-request-shaped reference of a merge group's head. */
export function mergeGroupRef(
  repository: { owner: string; repo: string },
  group: MergeGroupEvent,
): PullRequestRef {
  return {
    owner: repository.owner,
    repo: repository.repo,
    number: group.prNumber ?? 0,
    title: `merge group ${group.headRef.replace(/^refs\/heads\//, '')}`,
    headSha: group.headSha,
    baseSha: group.baseSha,
    headRef: group.headRef,
    baseRef: group.baseRef,
    author: null,
    htmlUrl: null,
  };
}

/** `/done-gate approve` or `/done-gate override <reason>`, from a comment or an approving review. */
export interface CommandEvent {
  verb: 'approve' | 'override';
  /** The override's reason (required); for approve, any text after the command (may be empty). */
  reason: string;
  /** Who wrote it (the comment's or review's author, not the event's sender). */
  actor: string;
  actorType: string | null;
  number: number;
  source: 'comment' | 'review';
  /** The review's `commit_id`: an approving review approves that commit only. */
  reviewedSha: string | null;
  /** When it was written (ISO 8601), as the payload says (re-read from the API before use). */
  at: string;
  /** The comment's or review's id: the command is re-read by it, never trusted from the payload. */
  id: number | null;
  /** The comment's or review's body as the payload carries it (compared with the re-read one). */
  body: string;
}

export type EventRoute =
  | { kind: 'pull-request' }
  | { kind: 'merge-group'; group: MergeGroupEvent }
  | { kind: 'command'; command: CommandEvent }
  | { kind: 'ignore'; reason: string }
  | { kind: 'unsupported'; reason: string };

/** `gh-readonly-queue/<base>/pr-<N>-<sha>` → N. */
export function queuedPullNumber(headRef: string): number | null {
  const m = /(?:^|\/)gh-readonly-queue\/.+\/pr-(\d{1,10})-[0-9a-f]{40}$/.exec(headRef);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const COMMAND_PREFIX = '/done-gate';
const VERBS = ['approve', 'override'] as const;

function isBlank(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t';
}

/** `/done-gate <verb>[ <text>]` on one line, read by hand (no backtracking on hostile text). */
function commandOfLine(line: string): { verb: 'approve' | 'override'; reason: string } | null {
  if (!line.startsWith(COMMAND_PREFIX)) return null;
  let at = COMMAND_PREFIX.length;
  if (!isBlank(line[at])) return null;
  while (isBlank(line[at])) at += 1;
  for (const verb of VERBS) {
    if (!line.startsWith(verb, at)) continue;
    const after = at + verb.length;
    if (after === line.length) return { verb, reason: '' };
    if (isBlank(line[after])) return { verb, reason: line.slice(after).trim() };
  }
  return null;
}

/**
 * The command a comment carries, or null. Only the comment's first non-blank line counts, written
 * at its start: a command in a quote (`> …`), an indented or fenced code block, or further down
 * in the text is no command. An override needs a reason.
 */
export function parseCommand(
  body: string,
): { verb: 'approve' | 'override'; reason: string } | { invalid: string } | null {
  let start = 0;
  // First non-blank line (linear: one pass over leading blank lines).
  for (;;) {
    const end = body.indexOf('\n', start);
    const line = (end < 0 ? body.slice(start) : body.slice(start, end)).trimEnd();
    if (line.length > 0 || end < 0) {
      const parsed = commandOfLine(line);
      if (parsed === null) return null;
      if (parsed.verb === 'override' && parsed.reason.length === 0) {
        return { invalid: '/done-gate override needs a reason: /done-gate override <reason>' };
      }
      return parsed;
    }
    start = end + 1;
  }
}

// The payload fields routeEvent reads, as zod schemas: exactly those fields, each group checked
// where the route needs it, so an ignored event is ignored before a missing field is refused.
// Optional fields (author type, time, id, body) keep their fallbacks rather than fail the event.
const nonEmpty = z.string().min(1);
const sha = z.string().regex(SHA);
const positiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const optionalText = z.unknown().transform(str);
const optionalId = z.unknown().transform(num);
const body = z.unknown().transform((value) => (typeof value === 'string' ? value : ''));
const author = z.object({ login: nonEmpty, type: optionalText });

const mergeGroupPayload = z.object({
  merge_group: z.object({ head_sha: sha, base_sha: sha, head_ref: nonEmpty, base_ref: nonEmpty }),
});
const commentPayload = z.object({ issue: z.object({}), comment: z.object({}) });
const commentOnPull = z.object({ issue: z.object({ pull_request: z.object({}) }) });
const commentBody = z.object({ comment: z.object({ body }) });
const commandComment = z.object({
  issue: z.object({ number: positiveId }),
  comment: z.object({ user: author, created_at: optionalText, id: optionalId, body }),
});
const reviewState = z.object({ review: z.object({ state: nonEmpty }) });
const approvingReview = z.object({
  pull_request: z.object({ number: positiveId }),
  review: z.object({
    user: author,
    commit_id: sha,
    submitted_at: optionalText,
    id: optionalId,
    body,
  }),
});

/** Which path the event takes. Pure: API checks (permissions, PR state) come later. */
export function routeEvent(ctx: EventContext): EventRoute {
  const payload = obj(ctx.payload) ?? {};
  const action = str(payload.action);
  switch (ctx.eventName) {
    case 'pull_request':
    case 'pull_request_target':
    case 'workflow_run':
      return { kind: 'pull-request' };
    case 'merge_group': {
      if (action !== 'checks_requested') {
        return {
          kind: 'ignore',
          reason: `merge_group '${action ?? '(no action)'}': nothing to check`,
        };
      }
      const parsed = mergeGroupPayload.safeParse(payload);
      if (!parsed.success) {
        return {
          kind: 'unsupported',
          reason: 'the merge_group payload has no head_sha, base_sha, head_ref or base_ref',
        };
      }
      const group = parsed.data.merge_group;
      return {
        kind: 'merge-group',
        group: {
          headSha: group.head_sha,
          baseSha: group.base_sha,
          headRef: group.head_ref,
          baseRef: group.base_ref.replace(/^refs\/heads\//, ''),
          prNumber: queuedPullNumber(group.head_ref),
        },
      };
    }
    case 'issue_comment': {
      if (action !== 'created') {
        return {
          kind: 'ignore',
          reason: `issue_comment '${action ?? '(no action)'}': only a new comment can carry a command (an edited comment does nothing)`,
        };
      }
      if (!commentPayload.safeParse(payload).success) {
        return { kind: 'unsupported', reason: 'the issue_comment payload has no issue or comment' };
      }
      if (!commentOnPull.safeParse(payload).success) {
        return { kind: 'ignore', reason: 'the comment is on an issue, not a pull request' };
      }
      const text = commentBody.parse(payload).comment.body;
      const command = parseCommand(text);
      if (command === null)
        return { kind: 'ignore', reason: 'the comment carries no /done-gate command' };
      if ('invalid' in command) return { kind: 'ignore', reason: command.invalid };
      const parsed = commandComment.safeParse(payload);
      if (!parsed.success) {
        return {
          kind: 'unsupported',
          reason: 'the issue_comment payload has no issue number or author',
        };
      }
      const { issue, comment } = parsed.data;
      return {
        kind: 'command',
        command: {
          ...command,
          actor: comment.user.login,
          actorType: comment.user.type,
          number: issue.number,
          source: 'comment',
          reviewedSha: null,
          at: comment.created_at ?? new Date().toISOString(),
          id: comment.id,
          body: comment.body,
        },
      };
    }
    case 'pull_request_review': {
      const stated = reviewState.safeParse(payload);
      const state = stated.success ? stated.data.review.state.toLowerCase() : null;
      if (action !== 'submitted' || state !== 'approved') {
        return {
          kind: 'ignore',
          reason: `pull_request_review '${action ?? '(no action)'}' (${state ?? 'no state'}): only a submitted approving review is an approval`,
        };
      }
      const parsed = approvingReview.safeParse(payload);
      if (!parsed.success) {
        return {
          kind: 'unsupported',
          reason:
            'the pull_request_review payload has no pull request number, reviewer or commit_id',
        };
      }
      const { pull_request: pull, review } = parsed.data;
      return {
        kind: 'command',
        command: {
          verb: 'approve',
          reason: '',
          actor: review.user.login,
          actorType: review.user.type,
          number: pull.number,
          source: 'review',
          reviewedSha: review.commit_id,
          at: review.submitted_at ?? new Date().toISOString(),
          id: review.id,
          body: review.body,
        },
      };
    }
    default:
      return {
        kind: 'unsupported',
        reason: `${supportedList()}; got '${ctx.eventName || '(no event name)'}'. Add 'on: pull_request' (or another of those events) to the workflow that runs done-gate.`,
      };
  }
}
