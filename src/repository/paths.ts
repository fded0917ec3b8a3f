// Paths into a repository snapshot: a path the model asks for and a path an archive entry carries
// are both untrusted. Both are reduced to one canonical form (relative to the repository root,
// `/`-separated, no empty, `.` or `..` segment) or refused with a plain reason. Nothing here
// touches a file system: a snapshot is a map, so a path that passes can only name a map key.
// Pure: no I/O.

export type PathCheck = { ok: true; path: string } | { ok: false; reason: string };

/** Longer paths are refused (git itself allows 4,096 bytes on most systems). */
export const MAX_PATH_LENGTH = 4096;

/** Every segment is compared in lower case: `.GIT` names git's folder on a case-folding disk. */
function isGitFolder(segment: string): boolean {
  return segment.toLowerCase() === '.git';
}

/** Characters that never appear in a path done-gate serves: NUL and the C0 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const PERCENT_ESCAPE = /%([0-9A-Fa-f]{2})/g;
/** Percent-decoding rounds: `%252e` is `%2e` after one. Each round is linear; a few cover any nesting used in practice. */
const DECODE_ROUNDS = 4;

/**
 * A segment as a path parser elsewhere could read it: percent-escapes decoded (a few rounds) and
 * look-alike characters folded (NFKC: full-width `．` and `／`, the two-dot leader `‥`, …).
 * Linear in the segment's length.
 */
function unmasked(segment: string): string {
  let out = segment;
  for (let round = 0; round < DECODE_ROUNDS && out.includes('%'); round++) {
    const next = out.replace(PERCENT_ESCAPE, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === out) break;
    out = next;
  }
  return out.normalize('NFKC');
}

/**
 * A segment that is `.`, `..` or `.git`, or holds a separator, once unmasked: no honest reviewer
 * writes one, and a missing-file answer would let a model steered by the pull request carry on as
 * if nothing had been asked. Refused, so the lane faults.
 */
function disguisedTraversal(segment: string): boolean {
  if (!segment.includes('%') && /^[ -~]*$/.test(segment)) return false;
  const plain = unmasked(segment);
  return (
    plain === '.' ||
    plain === '..' ||
    isGitFolder(plain) ||
    plain.includes('/') ||
    plain.includes('\\') ||
    CONTROL.test(plain)
  );
}

/**
 * A model's path, as a canonical repository path (`''` is the root). Refused: absolute paths,
 * drive letters, backslashes, control characters, any `..` segment (even one that would stay
 * inside: the model is told to name paths from the root), anything under `.git`, and any of
 * these disguised (percent-encoded, look-alike characters).
 */
export function normaliseToolPath(input: unknown): PathCheck {
  if (typeof input !== 'string') return { ok: false, reason: 'the path must be a string' };
  if (input.length > MAX_PATH_LENGTH) {
    return { ok: false, reason: `the path is longer than ${MAX_PATH_LENGTH} characters` };
  }
  if (CONTROL.test(input)) {
    return { ok: false, reason: 'the path contains a control character (such as NUL)' };
  }
  if (input.includes('\\')) {
    return { ok: false, reason: 'the path contains a backslash; separate folders with /' };
  }
  const absolute = {
    ok: false as const,
    reason: 'absolute paths are refused; name the file relative to the repository root',
  };
  if (input.startsWith('/')) return absolute;
  const segments: string[] = [];
  for (const segment of input.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      return {
        ok: false,
        reason: "'..' is refused; name the file relative to the repository root",
      };
    }
    if (isGitFolder(segment)) {
      return { ok: false, reason: "git's own folder (.git) is never served" };
    }
    if (disguisedTraversal(segment)) {
      return {
        ok: false,
        reason:
          "'..', '.git' or a separator written another way (percent-encoded or with look-alike characters) is refused; name the file as it is spelt in the repository",
      };
    }
    segments.push(segment);
  }
  const path = segments.join('/');
  // A drive letter (`C:/…`) is a Windows absolute path; checked on the canonical form
  // so `./C:` and `C:` are refused alike. (`~` needs no rule: nothing here expands it.)
  if (/^[A-Za-z]:/.test(path)) return absolute;
  return { ok: true, path };
}

/**
 * An archive entry's name without its top folder (GitHub's `owner-repo-sha/`), or a refusal.
 * Stricter than a model's path: an entry outside the top folder, with an empty, `.` or `..`
 * segment, absolute, or with a backslash or control character is refused — a real `git archive`
 * never writes one, so such an entry is hostile or broken.
 */
export function archiveEntryPath(name: string, top: string): PathCheck {
  if (CONTROL.test(name)) return { ok: false, reason: 'the name contains a control character' };
  if (name.includes('\\')) return { ok: false, reason: 'the name contains a backslash' };
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
    return { ok: false, reason: 'the name is absolute' };
  }
  // Directories end in `/` in tar; one trailing slash is allowed.
  const trimmed = name.endsWith('/') ? name.slice(0, -1) : name;
  const segments = trimmed.split('/');
  if (segments.some((s) => s === '..')) return { ok: false, reason: "the name contains '..'" };
  if (segments.some((s) => s === '' || s === '.')) {
    return { ok: false, reason: 'the name has an empty or "." segment' };
  }
  if (segments[0] !== top) {
    return { ok: false, reason: `the entry is outside the archive's top folder ${top}/` };
  }
  const rest = segments.slice(1);
  if (rest.some(isGitFolder))
    return { ok: false, reason: "git's own folder (.git) is never served" };
  if (trimmed.length > MAX_PATH_LENGTH) return { ok: false, reason: 'the name is too long' };
  return { ok: true, path: rest.join('/') };
}
