// Event → the pull request to judge, with its head SHA pinned. The status and the verdict belong
// to that SHA, never to GITHUB_SHA (a merge commit or the default branch's tip on these events).
import type { PullRequestRef } from '../evidence/types.js';
import type { GitHubClient } from './client.js';

export const SUPPORTED_EVENTS = ['pull_request', 'pull_request_target', 'workflow_run'] as const;

/** The event cannot be judged; the message says what to change. */
export class UnsupportedEventError extends Error {
  constructor(message: string) {
    super(message);
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
  return 'done-gate runs on pull_request, pull_request_target or workflow_run (triggered by a pull request)';
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
  return refFromPullObject(pull, ctx.owner, ctx.repo, headSha);
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
  if (fromPayload.length > 0) {
    // The PR may have moved on since this run; its number still identifies it.
    return pickOne(fromPayload, headSha, null) ?? fromPayload[0]?.number ?? null;
  }

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
  const number = await findPullForWorkflowRun(octokit, ctx, run, headSha);
  if (number === null) {
    const triggeredBy = str(run.event) ?? 'unknown';
    throw new UnsupportedEventError(
      `No open pull request in ${ctx.owner}/${ctx.repo} has head SHA ${headSha} (the workflow run was triggered by '${triggeredBy}'). done-gate on workflow_run judges the pull request whose checks ran; trigger the upstream workflow on pull_request, or run done-gate on pull_request / pull_request_target.`,
    );
  }
  const { data } = await octokit.rest.pulls.get({
    owner: ctx.owner,
    repo: ctx.repo,
    pull_number: number,
  });
  // Pinned to the SHA the upstream run tested, even if the PR has moved on since: the
  // stale-head check before PASS catches a PR that moved.
  return refFromPullObject(data as unknown as Obj, ctx.owner, ctx.repo, headSha);
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
        `${supportedList()}; got '${ctx.eventName || '(no event name)'}'. Add 'on: pull_request' (or pull_request_target / workflow_run) to the workflow that runs done-gate.`,
      );
  }
}
