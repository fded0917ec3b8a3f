// What the base branch adds to `protected-paths`: every local action a base workflow uses
// (`uses: ./tools/ci` protects `tools/ci/**`, and the local actions that action uses in turn),
// and the target of every protected symlink (`.github/workflows/ci.yml → ../../ci/ci.yml`
// protects `ci/ci.yml`). Read from the BASE commit through the git data API — never the PR head,
// whose workflows the PR itself could rewrite. A read that fails is a named blocker: without it
// the gate cannot know what protects it.
import picomatch from 'picomatch';
import type { GitHubClient } from './client.js';
import { describeGitHubError } from './client.js';
import {
  linkTargetGlobs,
  localActionGlobs,
  localActionsUsed,
  resolveLink,
  SYMLINK_MODE,
} from '../trust/protected-paths.js';

/** Blobs read per run (workflows, local actions, symlinks): a tree with more is a blocker. */
export const BASE_BLOB_READS_MAX = 200;
/** Rounds of "a protected folder holds a symlink / a local action uses another". */
const ROUNDS_MAX = 8;

export const BASE_PROTECTION_UNREADABLE = 'protected paths unreadable';

export interface BaseProtection {
  /** Globs to protect beyond `protected-paths`. */
  globs: string[];
  /** Empty when the base was read; else the blocker naming what could not be read. */
  blockers: string[];
}

interface TreeEntry {
  path: string;
  mode: string;
  type: string;
  sha: string;
}

const WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/i;

export async function readBaseProtection(
  octokit: GitHubClient,
  base: { owner: string; repo: string; sha: string },
  protectedPaths: readonly string[],
): Promise<BaseProtection> {
  const short = base.sha.slice(0, 7);
  const unreadable = (what: string): BaseProtection => ({
    globs: [],
    blockers: [
      `${BASE_PROTECTION_UNREADABLE}: ${what} — the local actions the base workflows use and ` +
        'the targets of protected symlinks are unknown, so the gate cannot tell whether this ' +
        'pull request changes its own configuration',
    ],
  });

  let entries: TreeEntry[];
  try {
    const { data } = await octokit.rest.git.getTree({
      owner: base.owner,
      repo: base.repo,
      tree_sha: base.sha,
      recursive: 'true',
    });
    if (data.truncated === true) {
      return unreadable(`the base tree of ${short} is too large to list (GitHub truncated it)`);
    }
    entries = (Array.isArray(data.tree) ? data.tree : []).filter(
      (e): e is TreeEntry =>
        typeof e.path === 'string' && typeof e.mode === 'string' && typeof e.sha === 'string',
    );
  } catch (error) {
    return unreadable(
      `the base tree of ${short} could not be read (${describeGitHubError(error)})`,
    );
  }
  const byPath = new Map<string, TreeEntry>();
  for (const e of entries) byPath.set(e.path.toLowerCase(), e);

  let reads = 0;
  const blobCache = new Map<string, string>();
  const readBlob = async (entry: TreeEntry): Promise<string> => {
    const cached = blobCache.get(entry.sha);
    if (cached !== undefined) return cached;
    reads += 1;
    if (reads > BASE_BLOB_READS_MAX) {
      throw new Error(`more than ${BASE_BLOB_READS_MAX} workflow, action and symlink files`);
    }
    const { data } = await octokit.rest.git.getBlob({
      owner: base.owner,
      repo: base.repo,
      file_sha: entry.sha,
    });
    const text =
      data.encoding === 'base64'
        ? Buffer.from(String(data.content).replace(/\s/g, ''), 'base64').toString('utf8')
        : String(data.content);
    blobCache.set(entry.sha, text);
    return text;
  };

  const globs = new Set<string>();
  try {
    // A symlinked workflow is read through its link.
    const resolveEntry = async (entry: TreeEntry): Promise<TreeEntry | null> => {
      let current: TreeEntry | undefined = entry;
      for (let hop = 0; hop < ROUNDS_MAX && current?.mode === SYMLINK_MODE; hop += 1) {
        const target = resolveLink(current.path, await readBlob(current));
        current = target === null ? undefined : byPath.get(target.toLowerCase());
      }
      return current === undefined || current.mode === SYMLINK_MODE ? null : current;
    };
    const actionFiles = entries.filter((e) => WORKFLOW.test(e.path));
    const seenActions = new Set<string>();
    for (let round = 0; round < ROUNDS_MAX && actionFiles.length > 0; round += 1) {
      const batch = actionFiles.splice(0);
      for (const file of batch) {
        const blob = await resolveEntry(file);
        if (blob === null) continue;
        for (const dir of localActionsUsed(await readBlob(blob))) {
          if (seenActions.has(dir.toLowerCase())) continue;
          seenActions.add(dir.toLowerCase());
          for (const g of localActionGlobs(dir)) globs.add(g);
          // A composite action may use further local actions.
          const prefix = dir === '' ? '' : `${dir.toLowerCase()}/`;
          const inside = ['action.yml', 'action.yaml'].flatMap((name) => {
            const entry = byPath.get(`${prefix}${name}`);
            return entry === undefined ? [] : [entry];
          });
          actionFiles.push(...inside);
        }
      }
    }

    // Symlinks at a protected path: what they point to is protected too, to a fixed point.
    const symlinks = entries.filter((e) => e.mode === SYMLINK_MODE);
    const done = new Set<string>();
    for (let round = 0; round < ROUNDS_MAX; round += 1) {
      const isProtected = picomatch([...protectedPaths, ...globs], { dot: true, nocase: true });
      const fresh = symlinks.filter((e) => !done.has(e.path) && isProtected(e.path));
      if (fresh.length === 0) break;
      for (const link of fresh) {
        done.add(link.path);
        const target = resolveLink(link.path, await readBlob(link));
        if (target === null) continue;
        for (const g of linkTargetGlobs(target)) globs.add(g);
      }
    }
  } catch (error) {
    return unreadable(
      `a workflow, action or symlink of the base ${short} could not be read (${describeGitHubError(error)})`,
    );
  }
  return { globs: [...globs], blockers: [] };
}
