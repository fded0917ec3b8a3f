// A merge queue's group under `merge-queue: reuse`: which pull requests it holds, whether each has
// done-gate's own `success` on its current head, and whether the group's change against its base
// is exactly their judged changes. GitHub has no REST endpoint for merge-queue entries, so the
// group's PRs are read from what GitHub writes: the `gh-readonly-queue/<base>/pr-<N>-<sha>` head
// ref and the group's commits (`compare/<base>...<head>`: "Merge pull request #N …" or
// "Title (#N)" messages). A PR claimed wrongly can only make the comparison fail, never pass: the
// tree-level comparison decides. A PR's success is reused only while it still speaks for the PR:
// its report's record judged the PR's head, against the base branch the group targets, from a base
// SHA that is an ancestor of the group's base, with the spec (title, body, closing issues and their
// state) unchanged. A GitHub fault is a named blocker, never a crash.
import { parseUnifiedDiff } from '../evidence/diff.js';
import type { Diff, PullRequestRef, SpecSource } from '../evidence/types.js';
import type { GitHubClient } from '../github/client.js';
import { describeGitHubError } from '../github/client.js';
import { findStickyComment, isOwnComment } from '../github/comment.js';
import { readRecord } from '../approval/record.js';
import type { MergeGroupEvent } from '../github/event.js';
import {
  ancestryProblem,
  fetchDiff,
  fetchSpec,
  NO_SPEC_BINDING,
  specDigest,
} from '../github/pull.js';
import type { FetchedSpec } from '../github/pull.js';
import { joinSpec } from '../trust/spec-trust.js';
import { accountGroup, pullNumbersInMessages } from './accounting.js';

/** GitHub's compare endpoint lists at most 250 commits. */
const COMPARE_COMMITS_CAP = 250;
/** A group of more PRs than this is not reused (bounds the requests). */
export const MAX_GROUP_PULLS = 20;

export type GroupVerdict =
  /** Every PR judged green and the group adds nothing: `success`. */
  | { kind: 'reuse'; pulls: number[]; description: string }
  /** A PR in the group has no done-gate success on its head: `failure`, no review. */
  | { kind: 'blocked'; pulls: number[]; reasons: string[] }
  /** The group's change is not just its PRs' judged changes: it must be reviewed as its own. */
  | { kind: 'review'; pulls: number[]; reasons: string[] };

export interface GroupSettings {
  owner: string;
  repo: string;
  statusContext: string;
  ownLogin: string;
  /** The sticky comment's marker: each PR's record is read from its report. */
  marker: string;
  /** The `spec` input, or null (each PR's spec digest is compared with the judged one). */
  specInput: string | null;
}

/** A GitHub fault on the merge-queue path, named: the group ends `failure` with it. */
export class GroupFault extends Error {
  constructor(what: string, error: unknown) {
    super(`${what} could not be read (${describeGitHubError(error)})`);
    this.name = 'GroupFault';
  }
}

export interface GroupCompare {
  messages: string[];
  diff: Diff;
  problems: string[];
}

/** The group's commits and its diff against its base. */
export async function compareGroup(
  octokit: GitHubClient,
  owner: string,
  repo: string,
  group: MergeGroupEvent,
): Promise<GroupCompare> {
  const basehead = `${group.baseSha}...${group.headSha}`;
  // Short SHAs: the reason must fit a status description (140 characters).
  const what = `the group's comparison ${group.baseSha.slice(0, 7)}...${group.headSha.slice(0, 7)}`;
  const problems: string[] = [];
  let data;
  try {
    ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead,
      per_page: 100,
    }));
  } catch (error) {
    throw new GroupFault(what, error);
  }
  if (!Array.isArray(data?.commits) || typeof data.total_commits !== 'number') {
    throw new GroupFault(what, new Error('the reply has no commits list'));
  }
  const messages = data.commits.map((c) =>
    typeof c?.commit?.message === 'string' ? c.commit.message : '',
  );
  if (data.total_commits > messages.length || data.total_commits > COMPARE_COMMITS_CAP) {
    problems.push(
      `the group has ${data.total_commits} commits; only ${messages.length} could be read`,
    );
  }
  if (data.status !== 'ahead') {
    problems.push(`the group's head is ${data.status} of its base, not ahead of it`);
  }
  let diff: Diff;
  try {
    const response = await octokit.rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead,
      mediaType: { format: 'diff' },
    });
    const text = response.data as unknown as string;
    if (typeof text !== 'string') throw new Error('the diff media type did not answer text');
    diff = { files: parseUnifiedDiff(text), source: 'diff', complete: true };
  } catch (error) {
    diff = {
      files: [],
      source: 'diff',
      complete: false,
      incompleteReason: `the group's diff could not be read (${describeGitHubError(error)})`,
    };
  }
  return { messages, diff, problems };
}

async function latestOwnStatus(
  octokit: GitHubClient,
  settings: GroupSettings,
  sha: string,
): Promise<{ state: string; own: boolean } | null> {
  const { data } = await octokit.rest.repos.listCommitStatusesForRef({
    owner: settings.owner,
    repo: settings.repo,
    ref: sha,
    per_page: 100,
  });
  if (!Array.isArray(data)) throw new Error('the statuses reply is not a list');
  const found = data.find((s) => s.context === settings.statusContext);
  return found
    ? { state: found.state, own: isOwnComment(found.creator ?? null, settings.ownLogin) }
    : null;
}

function refOf(
  settings: GroupSettings,
  pull: {
    number: number;
    title: string;
    head: { sha: string; ref: string };
    base: { sha: string; ref: string };
    user: { login: string } | null;
    html_url: string;
  },
): PullRequestRef {
  return {
    owner: settings.owner,
    repo: settings.repo,
    number: pull.number,
    title: pull.title,
    headSha: pull.head.sha,
    baseSha: pull.base.sha,
    headRef: pull.head.ref,
    baseRef: pull.base.ref,
    author: pull.user?.login ?? null,
    htmlUrl: pull.html_url,
  };
}

type Binding =
  | { kind: 'bound' }
  /** The success cannot be reused: the group is reviewed as its own change. */
  | { kind: 'unbound'; reason: string }
  /** The success was judged against another base branch, or a fault: `failure`. */
  | { kind: 'blocked'; reason: string };

/**
 * Whether a PR's success still speaks for it in this group: its report's record judged its head,
 * against the group's base branch, from a base SHA the group's base descends from, with the spec
 * unchanged.
 */
async function judgedBinding(
  octokit: GitHubClient,
  settings: GroupSettings,
  group: MergeGroupEvent,
  pr: PullRequestRef,
  pull: { title: string; body?: string | null },
): Promise<Binding> {
  const n = `#${pr.number}`;
  let sticky;
  try {
    sticky = await findStickyComment(octokit, pr, settings.marker, settings.ownLogin);
  } catch (error) {
    return {
      kind: 'blocked',
      reason: `${n}'s report could not be read (${describeGitHubError(error)})`,
    };
  }
  const record = sticky === null ? null : readRecord(sticky.body, settings.marker);
  if (record === null || record.context !== settings.statusContext) {
    return { kind: 'unbound', reason: `${n}'s report carries no judgement record to reuse` };
  }
  if (record.head !== pr.headSha) {
    return {
      kind: 'unbound',
      reason: `${n}'s report judged ${record.head.slice(0, 7)}, not its head ${pr.headSha.slice(0, 7)}`,
    };
  }
  if (record.baseRef !== group.baseRef) {
    return {
      kind: 'blocked',
      reason: `${n} judged against ${record.baseRef}, now targets ${group.baseRef}`,
    };
  }
  const ancestry = await ancestryProblem(octokit, settings, record.baseSha, group.baseSha);
  if (ancestry !== null) return { kind: 'unbound', reason: `${n}: ${ancestry}` };
  let fetched;
  try {
    fetched = await fetchSpec(octokit, pr, settings.specInput, pull);
  } catch (error) {
    return {
      kind: 'blocked',
      reason: `${n}'s spec could not be read (${describeGitHubError(error)})`,
    };
  }
  if (fetched.problems.length > 0) {
    return {
      kind: 'unbound',
      reason: `${n}'s spec could not be read whole (${fetched.problems.join('; ')})`,
    };
  }
  if (specDigest(fetched.spec, fetched.bound).hash !== record.specDigest) {
    return { kind: 'unbound', reason: `${n}'s spec changed since it was judged` };
  }
  return { kind: 'bound' };
}

/** The group's PR numbers: the head ref's and those its commit messages name, ascending. */
export function groupPulls(group: MergeGroupEvent, messages: string[]): number[] {
  const claimed = new Set(pullNumbersInMessages(messages));
  if (group.prNumber !== null) claimed.add(group.prNumber);
  return [...claimed].sort((a, b) => a - b);
}

/** Decides a merge group under `merge-queue: reuse`. Throws only on GitHub faults. */
export async function judgeGroup(
  octokit: GitHubClient,
  group: MergeGroupEvent,
  settings: GroupSettings,
  compared: GroupCompare,
): Promise<GroupVerdict> {
  const { owner, repo } = settings;
  const pulls = groupPulls(group, compared.messages);
  const review = (reasons: string[]): GroupVerdict => ({ kind: 'review', pulls, reasons });
  if (group.prNumber === null) {
    return review([`the group's head ref '${group.headRef}' names no pull request`]);
  }
  if (pulls.length > MAX_GROUP_PULLS) {
    return review([
      `the group names ${pulls.length} pull requests; at most ${MAX_GROUP_PULLS} are reused`,
    ]);
  }

  const blocked: string[] = [];
  const unbound: string[] = [];
  const judged: PullRequestRef[] = [];
  for (const number of pulls) {
    let pull;
    try {
      ({ data: pull } = await octokit.rest.pulls.get({ owner, repo, pull_number: number }));
      if (typeof pull?.head?.sha !== 'string' || typeof pull.base?.ref !== 'string') {
        throw new Error('the reply has no head or base');
      }
    } catch (error) {
      blocked.push(`#${number} could not be read (${describeGitHubError(error)})`);
      continue;
    }
    if (pull.state !== 'open') {
      blocked.push(`#${number} is not an open pull request into ${group.baseRef}`);
      continue;
    }
    if (pull.base.ref !== group.baseRef) {
      blocked.push(
        `#${number} targets ${pull.base.ref}, but the group merges into ${group.baseRef}`,
      );
      continue;
    }
    let status;
    try {
      status = await latestOwnStatus(octokit, settings, pull.head.sha);
    } catch (error) {
      blocked.push(`#${number}'s statuses could not be read (${describeGitHubError(error)})`);
      continue;
    }
    if (status === null || status.state !== 'success' || !status.own) {
      blocked.push(
        `#${number} has no ${settings.statusContext} success on its head ${pull.head.sha.slice(0, 7)} (${status === null ? 'no status' : status.own ? status.state : `a ${status.state} not written by done-gate`})`,
      );
      continue;
    }
    const ref = refOf(settings, pull);
    const binding = await judgedBinding(octokit, settings, group, ref, pull);
    if (binding.kind === 'blocked') blocked.push(binding.reason);
    else if (binding.kind === 'unbound') unbound.push(binding.reason);
    else judged.push(ref);
  }
  if (blocked.length > 0) return { kind: 'blocked', pulls, reasons: blocked };
  if (unbound.length > 0) return review(unbound);

  let prDiffs;
  try {
    prDiffs = await Promise.all(
      judged.map(async (pr) => ({ number: pr.number, ...(await fetchDiff(octokit, pr)) })),
    );
  } catch (error) {
    return {
      kind: 'blocked',
      pulls,
      reasons: [`a pull request's diff could not be read (${describeGitHubError(error)})`],
    };
  }
  const accounting = accountGroup(compared.diff, prDiffs);
  const reasons = [...compared.problems, ...accounting.problems];
  if (reasons.length > 0) return review(reasons);
  const list = pulls.map((n) => `#${n}`).join(', ');
  return {
    kind: 'reuse',
    pulls,
    description: `PASS — merge group of ${list}: each judged green on its head; the group adds nothing else`,
  };
}

/**
 * The spec of a merge group reviewed as its own change: the `spec` input, else every group PR's
 * spec (body and closing issues), each source labelled with its PR.
 */
export async function groupSpec(
  octokit: GitHubClient,
  settings: { owner: string; repo: string },
  pulls: number[],
  specInput: string | null,
): Promise<FetchedSpec> {
  const base = { owner: settings.owner, repo: settings.repo, title: '', headSha: '', baseSha: '' };
  if (specInput !== null || pulls.length === 0) {
    return fetchSpec(
      octokit,
      { ...base, number: 0, headRef: '', baseRef: '', author: null, htmlUrl: null },
      specInput,
    );
  }
  const sources: SpecSource[] = [];
  const problems: string[] = [];
  for (const number of pulls) {
    try {
      const one = await fetchSpec(
        octokit,
        { ...base, number, headRef: '', baseRef: '', author: null, htmlUrl: null },
        null,
      );
      for (const source of one.spec.sources) {
        sources.push({ ...source, ref: `#${number} ${source.ref}` });
      }
      problems.push(...one.problems);
    } catch (error) {
      problems.push(`the spec of #${number} could not be read (${describeGitHubError(error)})`);
    }
  }
  const text = joinSpec(sources);
  return { spec: { text, sources }, problems, prBodyHash: null, bound: NO_SPEC_BINDING };
}
