// Globs a model supplies, matched in linear time. picomatch compiles a glob to a backtracking
// JavaScript RegExp (`*a*a*a*b` becomes nested lazy stars, with lookaheads RE2 cannot run), and
// both the glob (a model that may obey the PR) and the paths (the PR adds them) are
// attacker-controlled; so the glob is translated here to RE2 syntax and run by re2js.
// Supported: `*`, `?`, `**` (whole segments), `[abc]`, `[!a-z]`, `{a,b}` (nested), `\x`.
// Pure: no I/O.
import { RE2JS } from 're2js';

export const MAX_GLOB_LENGTH = 500;
const MAX_BRACE_DEPTH = 8;

export type GlobCheck =
  { ok: true; test: (path: string) => boolean } | { ok: false; reason: string };

// `/` is not special in RE2 and stays bare: the `x/**` rule below looks for it at the end.
function quote(ch: string): string {
  return /[\\^$.*+?()[\]{}|-]/.test(ch) ? `\\${ch}` : ch;
}

/** A `[...]` class starting at `at` (the `[`): its RE2 form and the index after it, or null. */
function charClass(glob: string, at: number): { re: string; next: number } | null {
  let i = at + 1;
  let negate = false;
  if (glob[i] === '!' || glob[i] === '^') {
    negate = true;
    i += 1;
  }
  let body = '';
  let first = true;
  while (i < glob.length) {
    const ch = glob[i] as string;
    if (ch === ']' && !first) {
      if (body === '') return null;
      // A class never matches the folder separator.
      return { re: negate ? `[^/${body}]` : `(?:[${body}])`, next: i + 1 };
    }
    first = false;
    if (ch === '\\' && i + 1 < glob.length) {
      body += quote(glob[i + 1] as string);
      i += 2;
      continue;
    }
    if (ch === '-' && body !== '' && glob[i + 1] !== ']' && i + 1 < glob.length) {
      body += '-';
      i += 1;
      continue;
    }
    if (ch === '/') return null;
    body += quote(ch);
    i += 1;
  }
  return null;
}

/** The glob as an anchored RE2 pattern, or why it is refused. */
export function globToRe2(
  glob: string,
): { ok: true; source: string } | { ok: false; reason: string } {
  let out = '';
  let depth = 0;
  let i = 0;
  while (i < glob.length) {
    const ch = glob[i] as string;
    const atSegmentStart = i === 0 || glob[i - 1] === '/';
    if (ch === '*' && glob[i + 1] === '*' && atSegmentStart) {
      const after = glob[i + 2];
      if (after === '/') {
        out += '(?:[^/]*/)*';
        i += 3;
        continue;
      }
      if (after === undefined) {
        // `x/**` also matches `x` itself; `**` alone matches everything.
        if (out.endsWith('/')) out = `${out.slice(0, -1)}(?:/.*)?`;
        else out += '.*';
        i += 2;
        continue;
      }
    }
    if (ch === '*') {
      while (glob[i] === '*') i += 1;
      out += '[^/]*';
      continue;
    }
    if (ch === '?') {
      out += '[^/]';
      i += 1;
      continue;
    }
    if (ch === '[') {
      const cls = charClass(glob, i);
      if (cls !== null) {
        out += cls.re;
        i = cls.next;
        continue;
      }
      out += '\\[';
      i += 1;
      continue;
    }
    if (ch === '{') {
      depth += 1;
      if (depth > MAX_BRACE_DEPTH) return { ok: false, reason: 'the glob nests braces too deeply' };
      out += '(?:';
      i += 1;
      continue;
    }
    if (ch === ',' && depth > 0) {
      out += '|';
      i += 1;
      continue;
    }
    if (ch === '}' && depth > 0) {
      depth -= 1;
      out += ')';
      i += 1;
      continue;
    }
    if (ch === '\\' && i + 1 < glob.length) {
      out += quote(glob[i + 1] as string);
      i += 2;
      continue;
    }
    out += quote(ch);
    i += 1;
  }
  if (depth > 0) return { ok: false, reason: 'the glob has an unclosed {' };
  return { ok: true, source: out };
}

/**
 * A matcher for a model's glob, matched against whole repository paths; a glob without `/`
 * matches a file's name in any folder (`*.ts` finds every TypeScript file).
 */
export function compileGlob(glob: unknown): GlobCheck {
  if (typeof glob !== 'string' || glob === '')
    return { ok: false, reason: 'the glob must be a non-empty string' };
  if (glob.length > MAX_GLOB_LENGTH) {
    return { ok: false, reason: `the glob is longer than ${MAX_GLOB_LENGTH} characters` };
  }
  let pattern = glob.startsWith('./') ? glob.slice(2) : glob;
  if (pattern.startsWith('/')) pattern = pattern.replace(/^\/+/, '');
  const translated = globToRe2(pattern);
  if (!translated.ok) return translated;
  let re: RE2JS;
  try {
    re = RE2JS.compile(translated.source);
  } catch (error) {
    return {
      ok: false,
      reason: `the glob could not be compiled: ${(error as Error).message.slice(0, 120)}`,
    };
  }
  const byName = !pattern.includes('/');
  return {
    ok: true,
    test: (path: string) =>
      re.testExact(path) || (byName && re.testExact(path.slice(path.lastIndexOf('/') + 1))),
  };
}
