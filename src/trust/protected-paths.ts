// The gate's own configuration is protected (pure): a pull request that changes a file matching
// `protected-paths` — the workflow that runs the gate, a local action it uses — is blocked by
// rule, whatever `exclude-paths` says, because such a change can turn the gate off (drop
// `require-trusted-spec`, exclude every path) in the very run that judges it.
//
// Both names of a rename count (moving a workflow out of `.github/workflows/` deletes it), and
// matching ignores case: a checkout on a case-insensitive file system (macOS, Windows runners)
// resolves `.GitHub/Actions/x` to the protected directory.
import picomatch from 'picomatch';
import type { DiffFile } from '../evidence/types.js';
import { cut, oneLine } from '../plain-text.js';
import { sanitizeUntrusted } from './input.js';

/** Blockers listed one per file up to this many; the rest are counted. */
const LISTED_MAX = 20;

export const GATE_CONFIGURATION_CHANGED = 'gate configuration changed';

/** The changed files (either name) that match a protected glob, as `<file>` or `<old> → <new>`. */
export function protectedChanges(
  files: readonly Pick<DiffFile, 'path' | 'oldPath'>[],
  globs: readonly string[],
): string[] {
  if (globs.length === 0) return [];
  const isProtected = picomatch([...globs], { dot: true, nocase: true });
  const changes: string[] = [];
  for (const file of files) {
    const path = normalise(file.path);
    const oldPath = file.oldPath === undefined ? null : normalise(file.oldPath);
    const hit = isProtected(path) || (oldPath !== null && isProtected(oldPath));
    if (!hit) continue;
    changes.push(
      oldPath !== null && oldPath !== path ? `${shown(oldPath)} → ${shown(path)}` : shown(path),
    );
  }
  return changes;
}

/** One blocker per protected file changed (`gate configuration changed: <file>`). */
export function protectedPathBlockers(
  files: readonly Pick<DiffFile, 'path' | 'oldPath'>[],
  globs: readonly string[],
): string[] {
  const changes = protectedChanges(files, globs);
  const blockers = changes
    .slice(0, LISTED_MAX)
    .map(
      (file) =>
        `${GATE_CONFIGURATION_CHANGED}: ${file} — a change to the gate's own configuration ` +
        '(protected-paths) needs a person to review and merge it; the gate never passes it',
    );
  if (changes.length > LISTED_MAX) {
    blockers.push(
      `${GATE_CONFIGURATION_CHANGED}: … and ${changes.length - LISTED_MAX} more protected file(s)`,
    );
  }
  return blockers;
}

/**
 * The path of the workflow file running this job, from `GITHUB_WORKFLOW_REF`
 * (`owner/repo/.github/workflows/gate.yml@refs/pull/1/merge`); null when unset or unreadable.
 * That file is protected whatever `protected-paths` says: under `pull_request` the runner reads
 * it from the PR head, so a PR could otherwise edit the very inputs that protect it.
 */
export function runningWorkflowPath(workflowRef: string | undefined): string | null {
  if (workflowRef === undefined) return null;
  const at = workflowRef.lastIndexOf('@');
  const full = at >= 0 ? workflowRef.slice(0, at) : workflowRef;
  const parts = full.split('/');
  if (parts.length < 3) return null;
  const path = parts.slice(2).join('/');
  return path.trim() === '' ? null : path;
}

/** The blockers for a change to the running workflow file itself (none when it is unknown). */
export function runningWorkflowBlockers(
  files: readonly Pick<DiffFile, 'path' | 'oldPath'>[],
  workflowRef: string | undefined,
): string[] {
  const path = runningWorkflowPath(workflowRef);
  return path === null ? [] : protectedPathBlockers(files, [escapeGlob(path)]);
}

/** A literal path as a picomatch pattern (every glob metacharacter escaped). */
function escapeGlob(path: string): string {
  return path.replace(/[\\*?[\]{}()!+@|]/g, '\\$&');
}

/** Git paths never start with `./` or `/`; a diff source that adds them must not hide a match. */
function normalise(path: string): string {
  let p = path;
  while (p.startsWith('./') || p.startsWith('/')) p = p.startsWith('./') ? p.slice(2) : p.slice(1);
  return p;
}

/** A file name is untrusted text: hidden characters removed, one line, bounded. */
function shown(path: string): string {
  return cut(oneLine(sanitizeUntrusted(path, { markup: false }).text), 300);
}

// ---- protections derived from the base tree and the diff's symlinks ---------------------------

/** git's mode of a symbolic link: the blob is the link text. */
export const SYMLINK_MODE = '120000';

/**
 * The local actions a workflow (or composite action) uses, as repository paths without `./`:
 * every `uses: ./dir` step or job, in block style or flow style (`- { uses: ./dir }`,
 * `steps: [{uses: ./dir}]`), its key quoted or not. `uses: ./` (the repository's own root action)
 * is `''`. A path through `..` that stays inside the repository (`./.github/../tools/ci`) is
 * resolved, since the runner resolves it; one that leaves it names nothing a PR changes.
 * One global pattern whose every match starts at a literal `uses`, no nested quantifiers.
 */
export function localActionsUsed(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(LOCAL_USES)) {
    const path = resolveInside(m[1] ?? '');
    if (path !== null) found.add(path);
  }
  return [...found];
}

const LOCAL_USES = /(?:^|[\s{,])["']?uses["']?[ \t]*:[ \t]*["']?\.\/([^"'\s#,}\]]*)/gm;

/** A relative repository path with `.` and `..` resolved; null when it climbs out. */
function resolveInside(path: string): string | null {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** The globs that protect a local action at `dir` (the folder and everything in it). */
export function localActionGlobs(dir: string): string[] {
  if (dir === '') return ['action.yml', 'action.yaml'];
  const literal = escapeGlob(dir);
  return [literal, `${literal}/**`];
}

/**
 * Where a symlink at `path` with link text `target` points, as a repository path; null when it
 * leaves the repository or is absolute (no PR can change what lies there).
 */
export function resolveLink(path: string, target: string): string | null {
  const link = target.trim();
  if (link === '' || link.startsWith('/')) return null;
  const parts = normalise(path).split('/').slice(0, -1);
  for (const part of link.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.length === 0 ? null : parts.join('/');
}

/** The globs that protect what a symlink resolves to (a file, or a folder and all in it). */
export function linkTargetGlobs(resolved: string): string[] {
  const literal = escapeGlob(resolved);
  return [literal, `${literal}/**`];
}

/** The link text a symlink's diff adds (`+`) and removes (`-`): the hunk's only line each side. */
function linkTexts(file: Pick<DiffFile, 'hunks' | 'patch'>, kind: '+' | '-'): string[] {
  const texts: string[] = [];
  for (const hunk of Array.isArray(file.hunks) ? file.hunks : []) {
    for (const line of hunk.lines ?? []) if (line.kind === kind) texts.push(line.text);
  }
  return texts;
}

/**
 * A symlink the diff adds, changes or removes that points INTO a protected path: through it the
 * protected file is read, run or replaced under another name. One blocker per link.
 */
export function symlinkBlockers(
  files: readonly Pick<DiffFile, 'path' | 'oldPath' | 'oldMode' | 'newMode' | 'hunks' | 'patch'>[],
  globs: readonly string[],
): string[] {
  if (globs.length === 0) return [];
  const isProtected = picomatch([...globs], { dot: true, nocase: true });
  const blockers: string[] = [];
  for (const file of files) {
    if (file.oldMode !== SYMLINK_MODE && file.newMode !== SYMLINK_MODE) continue;
    const sides: Array<[string, string[]]> = [];
    if (file.newMode === SYMLINK_MODE) sides.push([file.path, linkTexts(file, '+')]);
    if (file.oldMode === SYMLINK_MODE)
      sides.push([file.oldPath ?? file.path, linkTexts(file, '-')]);
    for (const [at, texts] of sides) {
      for (const text of texts) {
        const resolved = resolveLink(at, text);
        if (resolved === null || !isProtected(resolved)) continue;
        blockers.push(
          `${GATE_CONFIGURATION_CHANGED}: ${shown(at)} is a symlink to the protected ${shown(resolved)} — ` +
            "a change to the gate's own configuration (protected-paths) needs a person to review and merge it; the gate never passes it",
        );
      }
    }
  }
  return [...new Set(blockers)].slice(0, LISTED_MAX);
}
