import type { LogExcerpt, RunnerSummary, TestFormat, Totals } from './test-report.js';

/** GitHub's author_association values, as the REST API spells them. */
export type AuthorAssociation =
  | 'OWNER'
  | 'MEMBER'
  | 'COLLABORATOR'
  | 'CONTRIBUTOR'
  | 'FIRST_TIME_CONTRIBUTOR'
  | 'FIRST_TIMER'
  | 'MANNEQUIN'
  | 'NONE';

export interface SpecSource {
  kind: 'input' | 'pr-body' | 'issue' | 'file';
  /** e.g. `#12`, `owner/repo#4`, `PR body`, `spec input`. */
  ref: string;
  author: string | null;
  association: AuthorAssociation | null;
  text: string;
  /**
   * `owner/repo` the source lives in: its `association` describes the author's standing in that
   * repository only. Absent for the `spec` input and a local file.
   */
  repository?: string;
  /**
   * For a source outside the PR's base repository: the author's permission on the base repository
   * as GitHub reports it (`admin`, `write`, `read`, `none`), or null when it could not be read.
   * Absent when it was not asked.
   */
  basePermission?: string | null;
  /** Why `basePermission` is null. */
  basePermissionError?: string;
}

export interface Spec {
  /** All sources joined, in order. Empty when there is no spec at all. */
  text: string;
  sources: SpecSource[];
}

export type FileStatus =
  'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface DiffLine {
  /** `+` added, `-` removed, ` ` context. */
  kind: '+' | '-' | ' ';
  /** Line number in the new file (added/context) or old file (removed). */
  line: number;
  text: string;
}

export interface DiffHunk {
  header: string;
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: DiffLine[];
}

export interface DiffFile {
  path: string;
  oldPath?: string;
  status: FileStatus;
  additions: number;
  deletions: number;
  binary: boolean;
  /** Unified-diff text of this file (hunks only), or null when GitHub sent no patch. */
  patch: string | null;
  hunks: DiffHunk[];
  /** File modes from git's extended headers (e.g. `100644`, `100755`), when the diff showed them. */
  oldMode?: string;
  newMode?: string;
  /**
   * A gitlink (mode 160000) on either side: the diff shows only the commit the submodule points
   * to, never the code that pointer pulls in, so the file is not reviewable.
   */
  submodule?: boolean;
  /**
   * A change of file type at one path (e.g. `file → symlink`): git prints it as a deletion and an
   * addition of the same path; it is one changed path, with the old and the new content as hunks.
   */
  typeChange?: string;
  /**
   * Set when the parser met text of this file it could not read (a hunk cut short, an unreadable
   * hunk header, diff lines outside any hunk): its lines may be incomplete, so it is not reviewable.
   */
  parseProblem?: string;
}

export interface Diff {
  files: DiffFile[];
  /** Where it came from: the diff media type, the paginated file list, or local git. */
  source: 'diff' | 'list-files' | 'git';
  /** False when the file list itself was cut (e.g. the 3,000-file cap). */
  complete: boolean;
  /** Why the diff is incomplete, when it is. */
  incompleteReason?: string;
  /** What the reader noticed that a person should know (e.g. git skipped rename detection). */
  notes?: string[];
}

export interface TestRecordFailure {
  name: string;
  /** The first line of the failure's message, read from the whole file. */
  message: string;
  kind?: 'failure' | 'error';
  /** A few lines under the message (stack, diff), shown when the budget allows. */
  body?: string[];
}

export interface TestOutputSource {
  /** Artifact name or file path. */
  name: string;
  format: TestFormat | 'checks';
  /** Summarised text that goes to the reviewers (and that the pre-screen reads). */
  text: string;
  /** Counted from the report's tests (absent for a log). */
  totals?: Totals;
  /** The report's own declared totals, when they differ from the count. */
  declared?: Totals;
  /** Every failing test (or, for a log, every failure line), whole-file. */
  failures?: TestRecordFailure[];
  /** Flaky passes, retries, declared totals that differ, an unterminated YAML block, … */
  notes?: string[];
  /** What could not be read (each is a blocker). */
  problems?: string[];
  /** Logs: the runners' summary lines and green claims found anywhere in the log. */
  summaries?: RunnerSummary[];
  greenClaims?: string[];
  /** Logs: the kept head and tail, and what lies between. */
  log?: LogExcerpt;
  /** The text encoding the file was read in, when it was not UTF-8. */
  encoding?: string;
  /** A configured secret was in the file's bytes (whatever of it reaches a prompt). */
  secretFound?: boolean;
}

export interface TestOutput {
  text: string;
  sources: TestOutputSource[];
  /** Configured sources that were missing or empty: each is a blocker. */
  missing: string[];
}

export interface ImplementerInfo {
  model: string | null;
  sessionId: string | null;
  transcript: string;
  /** How the model was found: `input`, or the trailer / marker it was detected from. */
  detectedFrom: string | null;
}

export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
  title: string;
  headSha: string;
  baseSha: string;
  headRef: string;
  baseRef: string;
  author: string | null;
  htmlUrl: string | null;
}

/** One immutable value that every later stage reads. Everything in it but config is untrusted. */
export interface Evidence {
  pr: PullRequestRef;
  spec: Spec;
  diff: Diff;
  testOutput: TestOutput;
  implementer: ImplementerInfo;
  commitMessages: string[];
}

/** One reviewer call's share of the diff. Every changed line is in at least one chunk. */
export interface ReviewChunk {
  /** 1-based. */
  index: number;
  total: number;
  /** Paths whose lines (all or some hunks) are in this chunk. */
  files: string[];
  /** The unified-diff text of this chunk (raw, not yet sanitised or fenced). */
  diffText: string;
  estimatedTokens: number;
}

export interface FileCoverage {
  path: string;
  /** How the path changed, as the diff reported it. */
  status?: FileStatus;
  /** The path before a rename or copy. */
  oldPath?: string;
  /** e.g. `file → symlink`, when the type of the path changed. */
  typeChange?: string;
  state: 'reviewed' | 'not-reviewable' | 'excluded';
  /** Why a file is not reviewed (binary, no patch from GitHub, excluded by exclude-paths, …). */
  reason?: string;
  /** Chunk indexes that carry this file's lines. */
  chunks: number[];
  changedLines: number;
}

export interface ChunkPlan {
  chunks: ReviewChunk[];
  coverage: FileCoverage[];
  /** Deterministic blockers found while planning (e.g. spec + tests alone exceed the budget). */
  blockers: string[];
}
