// The emulator's in-memory GitHub: repositories, PRs, issues, comments, statuses, runs, artifacts.
import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import type { ArchiveSpec, EmulatedArchive } from './archives.js';
import type {
  ArtifactSpec,
  CommentSpec,
  CommitSnapshot,
  CompareSpec,
  EmulatedArtifact,
  EmulatedComment,
  EmulatedReview,
  EmulatedReviewComment,
  EmulatedIssue,
  EmulatedPull,
  EmulatedRun,
  EmulatedStatus,
  IssueSpec,
  PullFile,
  PullSpec,
  RepositoryRole,
  RunSpec,
  TokenKind,
  TreeFile,
} from './types.js';
import { INSTALLATION_LOGIN, INSTALLATION_TOKEN, PERSONAL_LOGIN, PERSONAL_TOKEN } from './types.js';
import { fakeSha, isoNow, key, sameRepo } from './util.js';

export class GitHubState {
  readonly pulls: EmulatedPull[] = [];
  readonly issues: EmulatedIssue[] = [];
  readonly comments: EmulatedComment[] = [];
  readonly reviews: EmulatedReview[] = [];
  /** Line comments of reviews, in the order posted. */
  readonly reviewComments: EmulatedReviewComment[] = [];
  readonly statuses: EmulatedStatus[] = [];
  readonly artifacts: EmulatedArtifact[] = [];
  readonly runs: EmulatedRun[] = [];
  readonly tokens = new Map<string, { login: string; kind: TokenKind }>();
  /** Roles granted on a repository, by `owner/repo` and login (lower case). */
  private readonly roles = new Map<string, RepositoryRole>();
  /** What each head commit changes, by SHA: the compare endpoint answers from here. */
  readonly snapshots = new Map<string, CommitSnapshot>();
  /** Every commit SHA the repositories know (bases and heads). */
  readonly commits = new Set<string>();
  readonly compares: CompareSpec[] = [];
  /** Repository archives by `owner/repo@sha` (lower-case owner/repo): the tarball endpoint. */
  readonly archives = new Map<string, EmulatedArchive>();
  /** Commit trees by `owner/repo@sha` (lower-case owner/repo): the `git/trees` endpoint. */
  readonly trees = new Map<string, TreeFile[]>();
  /** Blob contents by blob SHA: the `git/blobs` endpoint. */
  readonly blobs = new Map<string, string>();
  private readonly repoIds = new Map<string, number>();
  private readonly userIds = new Map<string, number>();
  private nextId = 1000;

  constructor() {
    this.addToken(INSTALLATION_TOKEN, INSTALLATION_LOGIN, 'installation');
    this.addToken(PERSONAL_TOKEN, PERSONAL_LOGIN, 'pat');
  }

  newId(): number {
    this.nextId += 1;
    return this.nextId;
  }

  /** Grants `login` a role on a repository (what an org or repository admin would do). */
  grantRole(owner: string, repo: string, login: string, role: RepositoryRole): void {
    this.roles.set(`${key(owner, repo)}\u0000${login.toLowerCase()}`, role);
  }

  /** The role of `login` on a repository, or null when nothing was granted. */
  roleOf(owner: string, repo: string, login: string): RepositoryRole | null {
    return this.roles.get(`${key(owner, repo)}\u0000${login.toLowerCase()}`) ?? null;
  }

  addToken(token: string, login: string, kind: TokenKind): void {
    this.tokens.set(token, { login, kind });
  }

  repoId(owner: string, repo: string): number {
    const k = key(owner, repo);
    let id = this.repoIds.get(k);
    if (id === undefined) {
      id = this.newId();
      this.repoIds.set(k, id);
    }
    return id;
  }

  userId(login: string): number {
    let id = this.userIds.get(login.toLowerCase());
    if (id === undefined) {
      id = this.newId();
      this.userIds.set(login.toLowerCase(), id);
    }
    return id;
  }

  addPull(spec: PullSpec): EmulatedPull {
    const now = isoNow();
    const headRepo = spec.headRepo ?? `${spec.owner}/${spec.repo}`;
    const pull: EmulatedPull = {
      owner: spec.owner,
      repo: spec.repo,
      number: spec.number,
      id: this.newId(),
      title: spec.title ?? `Pull request #${spec.number}`,
      body: spec.body === undefined ? '' : spec.body,
      user: spec.user ?? 'contributor',
      authorAssociation: spec.authorAssociation ?? 'CONTRIBUTOR',
      state: spec.state ?? 'open',
      merged: spec.merged ?? false,
      draft: spec.draft ?? false,
      headSha: spec.headSha,
      headRef: spec.headRef ?? `feature-${spec.number}`,
      headRepo,
      baseSha: spec.baseSha ?? fakeSha(`base-${spec.owner}-${spec.repo}-${spec.number}`),
      baseRef: spec.baseRef ?? 'main',
      files: spec.files ?? [],
      changedFiles: spec.changedFiles ?? null,
      commits: (spec.commits ?? []).map((c, i) => ({
        sha: c.sha ?? fakeSha(`commit-${spec.number}-${i}`),
        message: c.message,
        author: c.author ?? spec.user ?? 'contributor',
      })),
      closingIssues: (spec.closingIssues ?? []).map((c) => ({
        owner: c.owner ?? spec.owner,
        repo: c.repo ?? spec.repo,
        number: c.number,
      })),
      rawDiff: spec.rawDiff ?? null,
      reads: 0,
      createdAt: now,
      updatedAt: now,
    };
    this.repoId(spec.owner, spec.repo);
    this.pulls.push(pull);
    this.commits.add(pull.baseSha);
    this.recordHead(pull.headSha, pull.files, pull.rawDiff);
    return pull;
  }

  /** Remembers what a head commit changes (a commit, once pushed, never changes). */
  recordHead(sha: string, files: PullFile[], rawDiff: string | null = null): void {
    this.commits.add(sha);
    if (!this.snapshots.has(sha)) this.snapshots.set(sha, { files, rawDiff });
  }

  /**
   * A push (or force-push) to a PR's branch: the head becomes `sha`, whose files are `files` when
   * given, else what `sha` was recorded with (a force-push back to an earlier head).
   */
  pushHead(pull: EmulatedPull, sha: string, files?: PullFile[]): void {
    const known = this.snapshots.get(sha);
    const next = files ?? known?.files;
    if (next === undefined) throw new Error(`pushHead: no files known for ${sha}`);
    this.recordHead(sha, next, known?.rawDiff ?? null);
    pull.headSha = sha;
    pull.files = next;
    pull.rawDiff = known?.rawDiff ?? null;
    pull.updatedAt = isoNow();
  }

  /** Changes a PR's base branch (GitHub's "Edit" → base), as a retarget does. */
  retarget(pull: EmulatedPull, baseRef: string, baseSha?: string): void {
    pull.baseRef = baseRef;
    pull.baseSha = baseSha ?? fakeSha(`base-${pull.owner}-${pull.repo}-${baseRef}`);
    this.commits.add(pull.baseSha);
    pull.updatedAt = isoNow();
  }

  addIssue(spec: IssueSpec): EmulatedIssue {
    const now = isoNow();
    const issue: EmulatedIssue = {
      owner: spec.owner,
      repo: spec.repo,
      number: spec.number,
      id: this.newId(),
      title: spec.title ?? `Issue #${spec.number}`,
      body: spec.body === undefined ? '' : spec.body,
      user: spec.user ?? 'reporter',
      authorAssociation: spec.authorAssociation ?? 'NONE',
      state: spec.state ?? 'open',
      createdAt: now,
      updatedAt: now,
    };
    this.repoId(spec.owner, spec.repo);
    this.issues.push(issue);
    return issue;
  }

  addComment(spec: CommentSpec): EmulatedComment {
    const now = isoNow();
    const comment: EmulatedComment = {
      id: this.newId(),
      owner: spec.owner,
      repo: spec.repo,
      issueNumber: spec.issueNumber,
      body: spec.body,
      user: spec.user,
      authorAssociation: spec.authorAssociation ?? 'NONE',
      createdAt: now,
      updatedAt: now,
    };
    this.comments.push(comment);
    return comment;
  }

  /** An approving (or other) review of `commitId`, submitted now. */
  addReview(spec: Omit<EmulatedReview, 'id' | 'submittedAt'>): EmulatedReview {
    const review: EmulatedReview = { ...spec, id: this.newId(), submittedAt: isoNow() };
    this.reviews.push(review);
    return review;
  }

  addArtifact(spec: ArtifactSpec): EmulatedArtifact {
    const entries: Record<string, Uint8Array> = {};
    for (const [path, content] of Object.entries(spec.files)) {
      entries[path] = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    }
    const artifact: EmulatedArtifact = {
      id: this.newId(),
      owner: spec.owner,
      repo: spec.repo,
      runId: spec.runId,
      name: spec.name,
      zip: zipSync(entries),
      expired: spec.expired ?? false,
      createdAt: isoNow(),
    };
    this.repoId(spec.owner, spec.repo);
    this.artifacts.push(artifact);
    return artifact;
  }

  addRun(spec: RunSpec): EmulatedRun {
    const run: EmulatedRun = {
      id: spec.id ?? this.newId(),
      owner: spec.owner,
      repo: spec.repo,
      name: spec.name ?? 'CI',
      event: spec.event ?? 'pull_request',
      headSha: spec.headSha,
      headBranch: spec.headBranch ?? 'main',
      headRepo: spec.headRepo ?? `${spec.owner}/${spec.repo}`,
      status: 'completed',
      conclusion: spec.conclusion ?? 'success',
    };
    this.repoId(spec.owner, spec.repo);
    this.runs.push(run);
    return run;
  }

  /** A commit's archive: recorded bytes, or files the emulator packs on first download. */
  addArchive(spec: ArchiveSpec): EmulatedArchive {
    const archive: EmulatedArchive = { ...spec, bytes: null, downloads: 0 };
    this.archives.set(`${key(spec.owner, spec.repo)}@${spec.sha}`, archive);
    this.commits.add(spec.sha);
    return archive;
  }

  /** A commit's tree (a base branch's workflows, its symlinks); its blobs become readable. */
  addTree(owner: string, repo: string, sha: string, files: TreeFile[]): void {
    this.trees.set(`${key(owner, repo)}@${sha}`, files);
    this.commits.add(sha);
    for (const f of files) this.blobs.set(blobSha(f.content), f.content);
  }

  /** A known commit's tree; a commit with none recorded has an empty tree. */
  tree(owner: string, repo: string, sha: string): TreeFile[] | undefined {
    const files = this.trees.get(`${key(owner, repo)}@${sha}`);
    if (files !== undefined) return files;
    const known =
      this.commits.has(sha) ||
      this.snapshots.has(sha) ||
      this.compares.some(
        (c) => sameRepo(c.owner, c.repo, owner, repo) && (c.baseSha === sha || c.headSha === sha),
      );
    return known ? [] : undefined;
  }

  archive(owner: string, repo: string, sha: string): EmulatedArchive | undefined {
    return this.archives.get(`${key(owner, repo)}@${sha}`);
  }

  addCompare(spec: CompareSpec): CompareSpec {
    this.repoId(spec.owner, spec.repo);
    this.compares.push(spec);
    return spec;
  }

  compare(owner: string, repo: string, base: string, head: string): CompareSpec | undefined {
    return this.compares.find(
      (c) => sameRepo(c.owner, c.repo, owner, repo) && c.baseSha === base && c.headSha === head,
    );
  }

  run(owner: string, repo: string, id: number): EmulatedRun | undefined {
    return this.runs.find((r) => sameRepo(r.owner, r.repo, owner, repo) && r.id === id);
  }

  pull(owner: string, repo: string, number: number): EmulatedPull | undefined {
    return this.pulls.find((p) => sameRepo(p.owner, p.repo, owner, repo) && p.number === number);
  }

  issue(owner: string, repo: string, number: number): EmulatedIssue | undefined {
    return this.issues.find((i) => sameRepo(i.owner, i.repo, owner, repo) && i.number === number);
  }

  /** Comments on an issue or PR, oldest first. */
  commentsOn(owner: string, repo: string, number: number): EmulatedComment[] {
    return this.comments.filter(
      (c) => sameRepo(c.owner, c.repo, owner, repo) && c.issueNumber === number,
    );
  }

  /** Statuses on a SHA, oldest first. */
  statusesFor(owner: string, repo: string, sha: string): EmulatedStatus[] {
    return this.statuses.filter((s) => sameRepo(s.owner, s.repo, owner, repo) && s.sha === sha);
  }

  /** The latest status per context on a SHA (what the merge box shows). */
  latestStatus(owner: string, repo: string, sha: string, context: string): EmulatedStatus | null {
    const all = this.statusesFor(owner, repo, sha).filter(
      (s) => s.context.toLowerCase() === context.toLowerCase(),
    );
    return all[all.length - 1] ?? null;
  }
}

/** git's blob id of a text (`blob <size>\0<content>`, SHA-1). */
export function blobSha(content: string): string {
  const bytes = Buffer.from(content, 'utf8');
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest('hex');
}
