// Where a review's repository snapshots come from: the Action downloads archives through the API,
// the CLI reads the local object database. The head is started at once (its download hides under
// the first model round); the base only when a reviewer first asks for it.
import { fetchSnapshot } from './archive.js';
import type { RepoRef, TarballClient } from './archive.js';
import { loadGitSnapshot } from './git-source.js';
import { DEFAULT_SNAPSHOT_CAPS } from './snapshot.js';
import type { SnapshotCaps } from './snapshot.js';
import type { SnapshotResult } from './tools.js';

export interface RepositoryAccess {
  /** Started when the access is created. Never rejects. */
  head: Promise<SnapshotResult>;
  /** Started on first call, then memoised. Never rejects. */
  base: () => Promise<SnapshotResult>;
  /** Plain description for the report, e.g. `archives of o/r`. */
  source: string;
}

function once(start: () => Promise<SnapshotResult>): () => Promise<SnapshotResult> {
  let started: Promise<SnapshotResult> | null = null;
  return () => (started ??= start());
}

/** The Action: one archive download per commit through the GitHub API. */
export function archiveAccess(
  octokit: TarballClient,
  repo: RepoRef,
  commits: { head: string; base: string },
  signal?: AbortSignal,
  caps: SnapshotCaps = DEFAULT_SNAPSHOT_CAPS,
): RepositoryAccess {
  const fetchAt = (sha: string): Promise<SnapshotResult> =>
    fetchSnapshot(octokit, repo, sha, caps, signal).then((r) =>
      r.ok ? { ok: true, snapshot: r.snapshot } : { ok: false, error: r.error },
    );
  return {
    head: fetchAt(commits.head),
    base: once(() => fetchAt(commits.base)),
    source: `archives of ${repo.owner}/${repo.repo} from the GitHub API`,
  };
}

/** The CLI: the two commits from the local object database (never the work tree). */
export function gitAccess(
  cwd: string,
  commits: { head: string; base: string },
  caps: SnapshotCaps = DEFAULT_SNAPSHOT_CAPS,
): RepositoryAccess {
  return {
    head: loadGitSnapshot(cwd, commits.head, caps),
    base: once(() => loadGitSnapshot(cwd, commits.base, caps)),
    source: 'the local git object database',
  };
}
