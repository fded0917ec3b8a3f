// Public types and fixed identities of the GitHub emulator.
import type http from 'node:http';

/** A GitHub App installation token (like the Actions GITHUB_TOKEN): `GET /user` answers 403. */
export const INSTALLATION_TOKEN = 'ghs_EmulatorInstallationToken000000000000001';
export const INSTALLATION_LOGIN = 'github-actions[bot]';
/** A personal access token: `GET /user` answers with its user. */
export const PERSONAL_TOKEN = 'ghp_EmulatorPersonalAccessToken00000000000001';
export const PERSONAL_LOGIN = 'done-gate-maintainer';

export type TokenKind = 'installation' | 'pat';

export interface EmulatorOptions {
  /** Extra tokens; the two above always exist. */
  tokens?: Array<{ token: string; login: string; kind: TokenKind }>;
  /** `x-ratelimit-limit` per token. Default 5000. */
  rateLimit?: number;
}

export interface RecordedRequest {
  seq: number;
  method: string;
  /** Pathname only. */
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON when the body was JSON, else the raw text; null when empty. */
  body: unknown;
  /** Login of the token that made it, or null. */
  login: string | null;
  /** Status sent; 0 when the connection was dropped instead. */
  status: number;
  at: number;
}

export type AuthorAssociation =
  | 'OWNER'
  | 'MEMBER'
  | 'COLLABORATOR'
  | 'CONTRIBUTOR'
  | 'FIRST_TIME_CONTRIBUTOR'
  | 'FIRST_TIMER'
  | 'MANNEQUIN'
  | 'NONE';

export interface PullFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  additions: number;
  deletions: number;
  /** Hunks only (what `pulls.listFiles` returns); null for binary / very large files. */
  patch: string | null;
  previous_filename?: string;
}

export interface IssueKey {
  owner: string;
  repo: string;
  number: number;
}

export interface EmulatedPull {
  owner: string;
  repo: string;
  number: number;
  id: number;
  title: string;
  body: string | null;
  user: string;
  authorAssociation: AuthorAssociation;
  state: 'open' | 'closed';
  merged: boolean;
  draft: boolean;
  headSha: string;
  headRef: string;
  /** `owner/name` of the head repository; differs from the base for a fork PR. */
  headRepo: string;
  baseSha: string;
  baseRef: string;
  files: PullFile[];
  /** Overrides `changed_files` (default: files.length). */
  changedFiles: number | null;
  commits: Array<{ sha: string; message: string; author: string }>;
  /** What GraphQL `closingIssuesReferences` answers (GitHub's own links, incl. the sidebar). */
  closingIssues: IssueKey[];
  /** Overrides the diff built from `files`. */
  rawDiff: string | null;
  /** GETs of the PR object so far (any media type). */
  reads: number;
  createdAt: string;
  updatedAt: string;
}

export interface EmulatedIssue {
  owner: string;
  repo: string;
  number: number;
  id: number;
  title: string;
  body: string | null;
  user: string;
  authorAssociation: AuthorAssociation;
  state: 'open' | 'closed';
  /** GitHub's `state_reason`: `completed`, `not_planned`, `reopened`, or null. */
  stateReason?: 'completed' | 'not_planned' | 'reopened' | null;
  createdAt: string;
  updatedAt: string;
}

/** A pull request review (`GET /repos/{o}/{r}/pulls/{n}/reviews/{id}`). */
export interface EmulatedReview {
  id: number;
  owner: string;
  repo: string;
  pullNumber: number;
  user: string;
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING';
  body: string;
  commitId: string;
  submittedAt: string;
}

/** A review comment on a line of a pull request's diff (new side). */
export interface EmulatedReviewComment {
  id: number;
  nodeId: string;
  owner: string;
  repo: string;
  pullNumber: number;
  reviewId: number;
  user: string;
  body: string;
  path: string;
  line: number;
  startLine: number | null;
  commitId: string;
  createdAt: string;
  /** GraphQL's `minimizedReason` (e.g. `outdated`) once hidden; null while shown. */
  minimizedReason: string | null;
}

export interface EmulatedComment {
  id: number;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  user: string;
  authorAssociation: AuthorAssociation;
  createdAt: string;
  updatedAt: string;
}

export interface EmulatedStatus {
  id: number;
  owner: string;
  repo: string;
  sha: string;
  state: 'error' | 'failure' | 'pending' | 'success';
  description: string | null;
  targetUrl: string | null;
  context: string;
  creator: string;
  createdAt: string;
}

export interface EmulatedArtifact {
  id: number;
  owner: string;
  repo: string;
  runId: number;
  name: string;
  zip: Uint8Array;
  expired: boolean;
  createdAt: string;
}

export interface EmulatedRun {
  id: number;
  owner: string;
  repo: string;
  name: string;
  /** The event that triggered the run (`pull_request`, `push`, …). */
  event: string;
  headSha: string;
  headBranch: string;
  /** `owner/name` of the repository the head commit is in (a fork for fork PRs). */
  headRepo: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | null;
}

export interface RunSpec {
  owner: string;
  repo: string;
  id?: number;
  name?: string;
  event?: string;
  headSha: string;
  headBranch?: string;
  headRepo?: string;
  conclusion?: 'success' | 'failure';
}

export interface PullSpec {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
  title?: string;
  body?: string | null;
  user?: string;
  authorAssociation?: AuthorAssociation;
  state?: 'open' | 'closed';
  merged?: boolean;
  draft?: boolean;
  headRef?: string;
  headRepo?: string;
  baseSha?: string;
  baseRef?: string;
  files?: PullFile[];
  changedFiles?: number;
  commits?: Array<{ sha?: string; message: string; author?: string }>;
  closingIssues?: Array<{ owner?: string; repo?: string; number: number }>;
  rawDiff?: string;
}

/** Repository roles as GitHub names them (the permission endpoint's `role_name`). */
export type RepositoryRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read';
/** The tree of one head commit: the files its pull request changes, and an optional raw diff. */
export interface CommitSnapshot {
  files: PullFile[];
  rawDiff: string | null;
}

export interface IssueSpec {
  owner: string;
  repo: string;
  number: number;
  title?: string;
  body?: string | null;
  user?: string;
  authorAssociation?: AuthorAssociation;
  state?: 'open' | 'closed';
}

export interface CommentSpec {
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  user: string;
  authorAssociation?: AuthorAssociation;
}

export interface ArtifactSpec {
  owner: string;
  repo: string;
  runId: number;
  name: string;
  /** Path inside the zip → content. */
  files: Record<string, string | Uint8Array>;
  expired?: boolean;
}

export interface RouteMatch {
  method?: string;
  /** Exact pathname, or a RegExp tested against the pathname. */
  path: string | RegExp;
  /** Only requests whose Accept header matches. */
  accept?: RegExp;
}

/** What `compare/<base>...<head>` answers: the commits between and the files changed. */
export interface CompareSpec {
  owner: string;
  repo: string;
  baseSha: string;
  headSha: string;
  commits: Array<{ sha?: string; message: string; author?: string }>;
  files: PullFile[];
  /** Overrides the diff built from `files`. */
  rawDiff?: string;
  status?: 'ahead' | 'behind' | 'identical' | 'diverged';
}

/** One entry of a commit's tree (`git/trees`): a file, an executable or a symlink (its link text). */
export interface TreeFile {
  path: string;
  content: string;
  mode?: '100644' | '100755' | '120000';
}
