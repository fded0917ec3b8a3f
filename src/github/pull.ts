// Collect from GitHub: the PR's diff, its spec (the PR body and the issues it closes), its commit
// messages, and a re-read of the PR for the stale check before PASS.
// Over 400 lines: the reads of one pull request and the pre-publish re-read that must compare
// against exactly those reads.
import { createHash } from 'node:crypto';
import { parseClosingReferences } from '../evidence/closing-refs.js';
import { fileFromListEntry, parseUnifiedDiff } from '../evidence/diff.js';
import type { ListFilesEntry } from '../evidence/diff.js';
import type {
  AuthorAssociation,
  Diff,
  DiffFile,
  PullRequestRef,
  Spec,
  SpecSource,
} from '../evidence/types.js';
import { joinSpec } from '../trust/spec-trust.js';
import { describeGitHubError, httpStatusOf } from './client.js';
import type { GitHubClient } from './client.js';

/** GitHub's `pulls.listFiles` stops at 3,000 files. */
export const LIST_FILES_CAP = 3000;
/** Closing references read per PR; more is a spec problem (and bounds the requests). */
export const MAX_SPEC_ISSUES = 25;

const ASSOCIATIONS: readonly AuthorAssociation[] = [
  'OWNER',
  'MEMBER',
  'COLLABORATOR',
  'CONTRIBUTOR',
  'FIRST_TIME_CONTRIBUTOR',
  'FIRST_TIMER',
  'MANNEQUIN',
  'NONE',
];

function association(value: unknown): AuthorAssociation | null {
  return typeof value === 'string' && (ASSOCIATIONS as readonly string[]).includes(value)
    ? (value as AuthorAssociation)
    : null;
}

/** SHA-256 hex of a text: the stale check compares bodies by hash, not by content. */
export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

// ------------------------------------------------------------------------------------------------
// Diff
// ------------------------------------------------------------------------------------------------

const LIST_FILES_PER_PAGE = 100;
/**
 * File-list pages requested at once once the first page has named the last. GitHub asks for
 * serial requests to stay clear of secondary rate limits; a few reads in flight is the compromise
 * that keeps a 3,000-file PR's 30 pages from costing 30 round trips in a row (the throttling
 * plugin still waits out any secondary limit that answers).
 */
export const LIST_FILES_CONCURRENCY = 4;

/** The `page` of the `rel="last"` link of a Link header, or null. */
export function lastPageOf(link: string | undefined): number | null {
  for (const part of (link ?? '').split(',')) {
    const m = /<([^>]*)>\s*;\s*rel="last"/.exec(part);
    if (!m) continue;
    try {
      const page = Number(new URL(m[1] ?? '', 'http://github.invalid').searchParams.get('page'));
      return Number.isSafeInteger(page) && page > 0 ? page : null;
    } catch {
      return null;
    }
  }
  return null;
}

const COMMIT_SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/i;

/**
 * The commit a `pulls.listFiles` entry was computed at: GitHub builds each entry's
 * `contents_url` (`?ref=<sha>`) and `blob_url` (`/blob/<sha>/`) from the PR's head commit. Null
 * when neither names a SHA.
 */
export function entryCommit(entry: unknown): string | null {
  const e = entry as { contents_url?: unknown; blob_url?: unknown } | null;
  if (typeof e?.contents_url === 'string') {
    try {
      const ref = new URL(e.contents_url).searchParams.get('ref');
      if (ref !== null && COMMIT_SHA.test(ref)) return ref.toLowerCase();
    } catch {
      // Not a URL: try the blob URL.
    }
  }
  if (typeof e?.blob_url === 'string') {
    const m = /\/blob\/([0-9a-f]{40}(?:[0-9a-f]{24})?)\//i.exec(e.blob_url);
    if (m?.[1] !== undefined) return m[1].toLowerCase();
  }
  return null;
}

interface ListedFiles {
  files: DiffFile[];
  /** Commits other than the pinned head that entries were computed at (a push mid-listing). */
  foreignCommits: string[];
}

/**
 * Every page of `pulls.listFiles`. The first page's Link header names the last page, so the rest
 * are requested together (a few at a time) rather than one after another: a 3,000-file PR is 30
 * pages, and 30 round trips in sequence were most of collect's time. Without a `last` link the
 * pages are followed one by one.
 */
async function listAllFiles(octokit: GitHubClient, pr: PullRequestRef): Promise<ListedFiles> {
  const params = {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: LIST_FILES_PER_PAGE,
  };
  const first = await octokit.rest.pulls.listFiles({ ...params, page: 1 });
  const pages: unknown[][] = [first.data];
  const last = lastPageOf(first.headers.link);
  if (last !== null) {
    const wanted = Math.min(last, Math.ceil(LIST_FILES_CAP / LIST_FILES_PER_PAGE));
    let next = 2;
    const worker = async (): Promise<void> => {
      while (next <= wanted) {
        const page = next++;
        pages[page - 1] = (await octokit.rest.pulls.listFiles({ ...params, page })).data;
      }
    };
    await Promise.all(Array.from({ length: LIST_FILES_CONCURRENCY }, worker));
  } else if (/rel="next"/.test(first.headers.link ?? '')) {
    const rest = { ...params, page: 2 };
    for await (const response of octokit.paginate.iterator(octokit.rest.pulls.listFiles, rest)) {
      pages.push(response.data);
      if (pages.length * LIST_FILES_PER_PAGE >= LIST_FILES_CAP) break;
    }
  }
  const entries = pages.flat().slice(0, LIST_FILES_CAP);
  const foreign = new Set<string>();
  for (const entry of entries) {
    const commit = entryCommit(entry);
    if (commit !== null && commit !== pr.headSha.toLowerCase()) foreign.add(commit);
  }
  return {
    files: entries.map((e) => fileFromListEntry(e as ListFilesEntry)),
    foreignCommits: [...foreign],
  };
}

/** Where the PR points now: its head and base commits and its file count. */
interface PullPointers {
  headSha: string;
  baseSha: string;
  changedFiles: number;
}

async function readPointers(octokit: GitHubClient, pr: PullRequestRef): Promise<PullPointers> {
  const { data } = await octokit.rest.pulls.get({
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
  });
  return { headSha: data.head.sha, baseSha: data.base.sha, changedFiles: data.changed_files };
}

const short = (sha: string): string => sha.slice(0, 12);

/**
 * Why a file list read by PR number is not the diff of the pinned SHAs (pure): the PR pointed
 * elsewhere just before or just after the listing, or an entry was computed at another commit
 * (a push and a force-push back while the pages were read: A → B → A).
 */
export function listingBindingProblems(
  pinned: Pick<PullRequestRef, 'headSha' | 'baseSha'>,
  before: Pick<PullPointers, 'headSha' | 'baseSha'>,
  after: Pick<PullPointers, 'headSha' | 'baseSha'>,
  foreignCommits: readonly string[],
): string[] {
  const problems: string[] = [];
  const heads = new Set([before.headSha, after.headSha].filter((h) => h !== pinned.headSha));
  if (heads.size > 0) {
    problems.push(`the PR's head was ${[...heads].map(short).join(' / ')}, not the pinned head`);
  }
  const bases = new Set([before.baseSha, after.baseSha].filter((b) => b !== pinned.baseSha));
  if (bases.size > 0) {
    problems.push(`the PR's base was ${[...bases].map(short).join(' / ')}, not the pinned base`);
  }
  if (foreignCommits.length > 0) {
    const named = foreignCommits.slice(0, 3).map(short).join(', ');
    problems.push(`file entries were computed at ${named} while the list was read`);
  }
  return problems;
}

/** The three-dot comparison of the pinned SHAs in the diff media type, or why it failed. */
async function compareDiffText(
  octokit: GitHubClient,
  pr: PullRequestRef,
): Promise<{ ok: true; text: string } | { ok: false; error: unknown }> {
  try {
    const response = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: pr.owner,
      repo: pr.repo,
      basehead: `${pr.baseSha}...${pr.headSha}`,
      mediaType: { format: 'diff' },
    });
    // With the diff media type, `data` is the diff text although the type says otherwise.
    const text = response.data as unknown as string;
    if (typeof text !== 'string') throw new Error('the diff media type did not answer text');
    return { ok: true, text };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The diff of the base and head SHAs pinned when the run started, read by SHA: the three-dot
 * comparison `base...head` (from their merge base to the head: what the PR's own diff shows) in
 * the diff media type. A later push cannot change what this returns.
 *
 * On 406 (`too_large`: >300 files or >20,000 lines), any other failure, or a diff that shows
 * fewer files than the PR changes, the paginated file list — which GitHub serves only by PR
 * number, i.e. at whatever the PR points to while it is read. That list is bound to the pinned
 * SHAs by checks: the PR is read just before and just after the listing and must point at both
 * pinned SHAs each time, and every entry must have been computed at the pinned head; otherwise
 * the diff is incomplete, with the reason. `complete: false` also when GitHub listed fewer files
 * than the PR changes. Throws only when neither way yields a diff.
 */
export async function fetchDiff(octokit: GitHubClient, pr: PullRequestRef): Promise<Diff> {
  const pinned = `${short(pr.baseSha) || '(no base SHA)'}...${short(pr.headSha)}`;
  const comparable = COMMIT_SHA.test(pr.baseSha) && COMMIT_SHA.test(pr.headSha);
  // The comparison is read by SHA, so it does not depend on the pointers: both go out at once
  // (one round trip, not two, before the review can start). Settled as a value: never a stray
  // rejection when the pointers' read throws first.
  const compared = comparable ? compareDiffText(octokit, pr) : null;
  const before = await readPointers(octokit, pr);
  // The PR's file count describes the pinned diff only while the PR points at the pinned SHAs.
  const countApplies = before.headSha === pr.headSha && before.baseSha === pr.baseSha;

  let fallbackWhy: string;
  const reply = compared === null ? null : await compared;
  let diffFiles: DiffFile[] | null = null;
  let failure: unknown = reply?.ok === false ? reply.error : null;
  if (reply?.ok === true) {
    try {
      diffFiles = parseUnifiedDiff(reply.text);
    } catch (error) {
      failure = error;
    }
  }
  if (reply === null) {
    fallbackWhy = `the event did not name both commits to compare (${pinned})`;
  } else if (diffFiles !== null) {
    if (!countApplies || diffFiles.length >= before.changedFiles) {
      return { files: diffFiles, source: 'diff', complete: true };
    }
    fallbackWhy = `the diff of ${pinned} showed ${diffFiles.length} of ${before.changedFiles} changed files`;
  } else {
    fallbackWhy =
      httpStatusOf(failure) === 406
        ? 'the diff is too large for the diff media type (406)'
        : `the diff of ${pinned} could not be read (${describeGitHubError(failure)})`;
  }

  const listed = await listAllFiles(octokit, pr);
  const after = await readPointers(octokit, pr);
  const { files } = listed;
  const reasons: string[] = [];
  if (files.length < before.changedFiles) {
    reasons.push(
      `GitHub listed ${files.length} of the PR's ${before.changedFiles} changed files (the file list stops at ${LIST_FILES_CAP.toLocaleString('en-US')}; ${fallbackWhy}); the rest were not reviewed`,
    );
  }
  const unbound = listingBindingProblems(pr, before, after, listed.foreignCommits);
  if (unbound.length > 0) {
    reasons.push(
      `the file list (read by PR number because ${fallbackWhy}) is not the diff of the pinned ${pinned}: ${unbound.join('; ')}`,
    );
  }
  return reasons.length === 0
    ? { files, source: 'list-files', complete: true }
    : { files, source: 'list-files', complete: false, incompleteReason: reasons.join('; ') };
}

// ------------------------------------------------------------------------------------------------
// Spec
// ------------------------------------------------------------------------------------------------

export interface FetchedSpec {
  spec: Spec;
  /** Sources that should be in the spec but could not be read: each makes the spec incomplete. */
  problems: string[];
  /** Hash of the PR body the spec was built from (null when the `spec` input replaced it). */
  prBodyHash: string | null;
  /** What the spec's digest binds beside the reviewers' text: the PR title, each issue's state. */
  bound: SpecBinding;
}

/** Facts a verdict is bound to that are not spec text: a retitled PR, an issue closed "not planned". */
export interface SpecBinding {
  /** The PR title (null when the `spec` input replaced the PR as the spec). */
  title: string | null;
  /** Each closing issue's `state` and `state_reason`, by the source's ref. */
  issues: Array<{ ref: string; state: string; stateReason: string | null }>;
}

export const NO_SPEC_BINDING: SpecBinding = { title: null, issues: [] };

/** The fields of a PR object the spec is built from. */
export interface PullBodyFields {
  title?: string | null;
  body?: string | null;
  user?: { login?: string | null } | null;
  author_association?: string;
}

/** One hash per spec source (by its ref) and one over all of them, in order. */
export interface SpecDigest {
  hash: string;
  sources: Array<{ ref: string; hash: string }>;
}

/**
 * The spec's fingerprint (pure): every source — the `spec` input, the PR body, each closing issue
 * (title and body) — with who wrote it, and what the verdict is bound to beside them: the PR title
 * and each closing issue's state and state reason. Equal digests mean the reviewers would read the
 * same spec, and every issue is still in the state it was judged in.
 */
export function specDigest(spec: Spec, bound: SpecBinding = NO_SPEC_BINDING): SpecDigest {
  const sources = spec.sources.map((s) => ({
    ref: s.ref,
    hash: hashText(JSON.stringify([s.kind, s.ref, s.author, s.association, s.text])),
  }));
  if (bound.title !== null) sources.push({ ref: 'PR title', hash: hashText(bound.title) });
  for (const issue of bound.issues) {
    sources.push({
      ref: `${issue.ref} state`,
      hash: hashText(JSON.stringify([issue.state, issue.stateReason])),
    });
  }
  return { hash: hashText(JSON.stringify(sources)), sources };
}

interface IssueKey {
  owner: string;
  repo: string;
  number: number;
}

function issueKey(ref: IssueKey): string {
  return `${ref.owner.toLowerCase()}/${ref.repo.toLowerCase()}#${ref.number}`;
}

function issueLabel(ref: IssueKey, pr: PullRequestRef): string {
  const sameRepo =
    ref.owner.toLowerCase() === pr.owner.toLowerCase() &&
    ref.repo.toLowerCase() === pr.repo.toLowerCase();
  return sameRepo ? `#${ref.number}` : `${ref.owner}/${ref.repo}#${ref.number}`;
}

const CLOSING_REFERENCES_QUERY = `
  query($owner: String!, $repo: String!, $number: Int!) {
    repository(owner: $owner, name: $repo) {
      pullRequest(number: $number) {
        closingIssuesReferences(first: 50) {
          totalCount
          nodes { number repository { name owner { login } } }
        }
      }
    }
  }`;

interface ClosingReferencesReply {
  repository: {
    pullRequest: {
      closingIssuesReferences: {
        totalCount: number;
        nodes: Array<{ number: number; repository: { name: string; owner: { login: string } } }>;
      } | null;
    } | null;
  } | null;
}

/** GitHub's own closing references (keywords and sidebar links), or a problem. */
async function githubClosingReferences(
  octokit: GitHubClient,
  pr: PullRequestRef,
): Promise<{ refs: IssueKey[]; problem: string | null }> {
  try {
    const reply = await octokit.graphql<ClosingReferencesReply>(CLOSING_REFERENCES_QUERY, {
      owner: pr.owner,
      repo: pr.repo,
      number: pr.number,
    });
    const connection = reply.repository?.pullRequest?.closingIssuesReferences;
    if (!connection) throw new Error('no closingIssuesReferences in the reply');
    const refs = connection.nodes.map((n) => ({
      owner: n.repository.owner.login,
      repo: n.repository.name,
      number: n.number,
    }));
    const problem =
      connection.totalCount > refs.length
        ? `GitHub links ${connection.totalCount} closing issues to PR #${pr.number}; only the first ${refs.length} were read`
        : null;
    return { refs, problem };
  } catch (error) {
    return {
      refs: [],
      problem: `GitHub's closing issue references of PR #${pr.number} could not be read (${describeGitHubError(error)}); issues linked only in the Development sidebar may be missing from the spec`,
    };
  }
}

/**
 * The spec: the `spec` input when given (the workflow author's words, recorded with association
 * OWNER), else the PR body plus every issue it closes — closing keywords in the body and GitHub's
 * own closing references (GraphQL), same- or cross-repository. A reference that cannot be read
 * (404, 5xx after retries, GraphQL down) is a `problem`; the caller blocks on "spec incomplete".
 */
export async function fetchSpec(
  octokit: GitHubClient,
  pr: PullRequestRef,
  specInput: string | null,
  /** The PR as already read (the pre-publish re-read): one read serves both checks. */
  pullAsRead?: PullBodyFields,
): Promise<FetchedSpec> {
  if (specInput !== null && specInput.trim().length > 0) {
    // Only the workflow file can set an input, and only people with write access change that:
    // the text is as trusted as the workflow itself.
    const source: SpecSource = {
      kind: 'input',
      ref: 'spec input',
      author: null,
      association: 'OWNER',
      text: specInput,
    };
    return {
      spec: { text: joinSpec([source]), sources: [source] },
      problems: [],
      prBodyHash: null,
      bound: NO_SPEC_BINDING,
    };
  }

  const pull: PullBodyFields =
    pullAsRead ??
    (
      await octokit.rest.pulls.get({
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
      })
    ).data;
  const body = pull.body ?? '';
  const sources: SpecSource[] = [];
  const problems: string[] = [];
  const bound: SpecBinding = { title: pull.title ?? '', issues: [] };
  if (body.trim().length > 0) {
    sources.push({
      kind: 'pr-body',
      ref: 'PR body',
      author: pull.user?.login ?? null,
      association: association(pull.author_association),
      text: body,
      repository: `${pr.owner}/${pr.repo}`,
    });
  }

  const fromBody = parseClosingReferences(body, { owner: pr.owner, repo: pr.repo });
  const fromGitHub = await githubClosingReferences(octokit, pr);
  if (fromGitHub.problem !== null) problems.push(fromGitHub.problem);

  const seen = new Set<string>();
  const refs: IssueKey[] = [];
  for (const ref of [...fromBody, ...fromGitHub.refs]) {
    if (seen.has(issueKey(ref))) continue;
    seen.add(issueKey(ref));
    refs.push(ref);
  }
  if (refs.length > MAX_SPEC_ISSUES) {
    problems.push(
      `PR #${pr.number} closes ${refs.length} issues; only the first ${MAX_SPEC_ISSUES} were read into the spec`,
    );
  }

  for (const ref of refs.slice(0, MAX_SPEC_ISSUES)) {
    const label = issueLabel(ref, pr);
    try {
      const { data: issue } = await octokit.rest.issues.get({
        owner: ref.owner,
        repo: ref.repo,
        issue_number: ref.number,
      });
      const issueBody = issue.body ?? '';
      sources.push({
        kind: 'issue',
        ref: label,
        author: issue.user?.login ?? null,
        association: association(issue.author_association),
        text: issueBody.trim().length > 0 ? `${issue.title}\n\n${issueBody}` : issue.title,
        repository: `${ref.owner}/${ref.repo}`,
      });
      const stateReason = (issue as { state_reason?: unknown }).state_reason;
      bound.issues.push({
        ref: label,
        state: typeof issue.state === 'string' ? issue.state : 'unknown',
        stateReason: typeof stateReason === 'string' ? stateReason : null,
      });
    } catch (error) {
      problems.push(
        `Issue ${label}, which PR #${pr.number} closes, could not be read (${describeGitHubError(error)})`,
      );
    }
  }

  return {
    spec: { text: joinSpec(sources), sources },
    problems,
    prBodyHash: hashText(body),
    bound,
  };
}

// ------------------------------------------------------------------------------------------------
// Commits and the stale check
// ------------------------------------------------------------------------------------------------

/** GitHub lists at most 250 commits of a PR. */
export const LIST_COMMITS_CAP = 250;

export interface CommitMessages {
  /** Oldest first. */
  messages: string[];
  /**
   * Why the list is not the pinned head's, or null. The list is read by PR number; its last
   * commit is the PR's head, so it must be the pinned head (unchecked past GitHub's 250 cap).
   */
  unbound: string | null;
}

/** Commit messages, oldest first, checked to be the pinned head's. */
export async function fetchCommitMessages(
  octokit: GitHubClient,
  pr: PullRequestRef,
): Promise<CommitMessages> {
  const commits = await octokit.paginate(octokit.rest.pulls.listCommits, {
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
    per_page: 100,
  });
  const last = commits.at(-1)?.sha;
  const unbound =
    last !== undefined && commits.length < LIST_COMMITS_CAP && last !== pr.headSha
      ? `the PR's commits were listed at ${short(last)}, not at the pinned head ${short(pr.headSha)}`
      : null;
  return { messages: commits.map((c) => c.commit.message), unbound };
}

export interface PullRequestSnapshot {
  headSha: string;
  baseRef: string;
  baseSha: string;
  /** `open`, `closed` or `merged`. */
  state: string;
  /** The spec as it reads now, comparable to the digest of the spec that was judged. */
  spec: SpecDigest;
  /** Spec sources that could not be read now (the digest then cannot confirm anything). */
  specProblems: string[];
}

/**
 * The PR as it is now, for the check before publishing: its head, base branch, state, and the spec
 * read again from every source (one read of the PR serves all of them).
 */
export async function rereadPullRequest(
  octokit: GitHubClient,
  pr: PullRequestRef,
  specInput: string | null,
): Promise<PullRequestSnapshot> {
  const { data } = await octokit.rest.pulls.get({
    owner: pr.owner,
    repo: pr.repo,
    pull_number: pr.number,
  });
  const spec = await fetchSpec(octokit, pr, specInput, data);
  return {
    headSha: data.head.sha,
    baseRef: data.base.ref,
    baseSha: data.base.sha,
    state: data.merged ? 'merged' : data.state,
    spec: specDigest(spec.spec, spec.bound),
    specProblems: spec.problems,
  };
}

/** Whether `ancestor` is `descendant` or an ancestor of it (compare API), or why not. */
export async function ancestryProblem(
  octokit: GitHubClient,
  repository: { owner: string; repo: string },
  ancestor: string,
  descendant: string,
): Promise<string | null> {
  if (ancestor === descendant) return null;
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: repository.owner,
      repo: repository.repo,
      basehead: `${ancestor}...${descendant}`,
      per_page: 1,
    });
    const status = (data as { status?: unknown }).status;
    if (status === 'ahead' || status === 'identical') return null;
    return `the judged base ${short(ancestor)} is not an ancestor of the base ${short(descendant)} now (${typeof status === 'string' ? status : 'no status in the reply'})`;
  } catch (error) {
    return `whether the judged base ${short(ancestor)} is an ancestor of the base ${short(descendant)} could not be read (${describeGitHubError(error)})`;
  }
}
