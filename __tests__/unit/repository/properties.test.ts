// Properties of the parts that read untrusted text: path normalisation, globs and search never
// throw, never let `..`, an absolute path or `.git` through, stay bounded, and stay linear.
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { ToolBudget, DEFAULT_TOOL_CAPS } from '../../../src/repository/budget.js';
import { compileGlob } from '../../../src/repository/glob.js';
import { archiveEntryPath, normaliseToolPath } from '../../../src/repository/paths.js';
import { ToolReadRecord } from '../../../src/repository/screen.js';
import { SnapshotBuilder, DEFAULT_SNAPSHOT_CAPS } from '../../../src/repository/snapshot.js';
import { createRepositoryToolset, searchSnapshot } from '../../../src/repository/tools.js';
import { propertyRuns } from '../../knobs.js';

const segment = fc
  .stringMatching(/^[A-Za-z0-9_.-]{1,12}$/)
  .filter((s) => s !== '.' && s !== '..' && s.toLowerCase() !== '.git');
const hostilePiece = fc.constantFrom(
  '..',
  '.',
  '',
  '/',
  '\\',
  '\u0000',
  '.git',
  '.GIT',
  'C:',
  '~',
  '%2e%2e',
  '\u202e',
);
const pathLike = fc
  .array(fc.oneof(segment, hostilePiece, fc.string({ maxLength: 6 })), { maxLength: 8 })
  .chain((parts) => fc.constantFrom('/', '//', '/./').map((sep) => parts.join(sep)));

function isCanonical(path: string): boolean {
  if (path === '') return true;
  // eslint-disable-next-line no-control-regex
  if (path.startsWith('/') || path.includes('\\') || /[\u0000-\u001f]/.test(path)) return false;
  return path
    .split('/')
    .every((s) => s !== '' && s !== '.' && s !== '..' && s.toLowerCase() !== '.git');
}

describe('normaliseToolPath (property)', () => {
  it('never throws; what it accepts is canonical and a fixed point', () => {
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.string(), fc.anything()), (input) => {
        const out = normaliseToolPath(input);
        if (!out.ok) return typeof out.reason === 'string' && out.reason.length > 0;
        const again = normaliseToolPath(out.path);
        return isCanonical(out.path) && again.ok && again.path === out.path;
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('refuses any path with a `..` segment, an absolute path, or a .git segment', () => {
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom('..', '.git', '.Git'),
        (a, b, bad) => {
          expect(normaliseToolPath([...a, bad, ...b].join('/')).ok).toBe(false);
          expect(normaliseToolPath(`/${[...a, ...b].join('/')}`).ok).toBe(false);
        },
      ),
    );
  });

  it('refuses `..`, `.git` and separators in disguise: percent-encoded or look-alike characters', () => {
    for (const disguised of [
      '%2e%2e/%2e%2e/etc/passwd',
      'src/%2E%2E/secret',
      '%252e%252e/etc/passwd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '\uff0e\uff0e/\uff0e\uff0e/etc/passwd',
      '\u2025/etc/passwd',
      'src/..%5c..%5cwindows',
      '%2egit/config',
      '.%67it/config',
      '\uff0e\uff27\uff29\uff34/config',
      'a%2fb',
      'a%00b',
      '%2e/x',
    ]) {
      const out = normaliseToolPath(disguised);
      expect(out.ok, disguised).toBe(false);
      expect(out.ok ? '' : out.reason).toMatch(/written another way/);
    }
    // Ordinary names that hold a `%` or non-ASCII letters are kept as they are.
    for (const kept of [
      'docs/100%.md',
      'a%20b.md',
      'src/\uff46ull.ts',
      'caf\u00e9/men\u00fc.ts',
      'x/..a/b..',
    ]) {
      expect(normaliseToolPath(kept)).toEqual({ ok: true, path: kept });
    }
  });

  it('keeps ordinary segments, dropping only `.` and empty ones', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (parts) => {
        const noisy = `./${parts.join('//./')}/`;
        expect(normaliseToolPath(noisy)).toEqual({ ok: true, path: parts.join('/') });
      }),
    );
  });

  it('archive entry names under the top folder map to the same canonical path, or are refused', () => {
    fc.assert(
      fc.property(pathLike, (name) => {
        const out = archiveEntryPath(`top/${name}`, 'top');
        return !out.ok || isCanonical(out.path);
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('compileGlob (property)', () => {
  it('never throws, whatever the glob', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^[*?[\]{},!\\/a-c.-]{0,40}$/)),
        (glob) => {
          const out = compileGlob(glob);
          if (out.ok) out.test('a/b/c.ts');
          return true;
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('a glob without wildcards matches exactly its own path; `*` never crosses a folder', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 2, maxLength: 5 }), (parts) => {
        const path = parts.join('/');
        const literal = path.replace(/[*?[\]{}\\!,]/g, (c) => `\\${c}`);
        const exact = compileGlob(literal);
        expect(exact.ok && exact.test(path)).toBe(true);
        expect(exact.ok && exact.test(`${path}x`)).toBe(false);
        const star = compileGlob(`${parts[0]}/*`);
        expect(star.ok && star.test(path)).toBe(parts.length === 2);
        // `dir/**` (found refused in review: the escaped `/` broke the rule for a trailing `**`).
        const dir = parts
          .slice(0, -1)
          .join('/')
          .replace(/[*?[\]{}\\!,]/g, (c) => `\\${c}`);
        const under = compileGlob(`${dir}/**`);
        expect(under).toMatchObject({ ok: true });
        expect(under.ok && under.test(path)).toBe(true);
        expect(under.ok && under.test(parts.slice(0, -1).join('/'))).toBe(true);
        expect(under.ok && under.test(`${path}x`)).toBe(true);
        expect(under.ok && under.test(`x${path}`)).toBe(false);
      }),
    );
  });

  it('is linear on hostile globs against long names (RE2, not backtracking)', () => {
    const glob = compileGlob(`${'*a'.repeat(40)}*b`);
    expect(glob.ok).toBe(true);
    const name = 'a'.repeat(4000);
    expect(glob.ok && glob.test(name)).toBe(false);
  });
});

function snapshotOf(files: Record<string, string>) {
  const builder = new SnapshotBuilder('c'.repeat(40), 'git', DEFAULT_SNAPSHOT_CAPS);
  for (const [path, text] of Object.entries(files))
    builder.addFile(path, Buffer.from(text, 'utf8'));
  return builder.build();
}

describe('search (property)', () => {
  it('never throws and stays bounded, whatever the pattern and the text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 30 }),
        fc.dictionary(segment, fc.string({ maxLength: 400 }), { maxKeys: 5 }),
        async (pattern, files) => {
          const budget = new ToolBudget({
            ...DEFAULT_TOOL_CAPS,
            searchMatches: 5,
            readBytes: 2048,
          });
          const set = createRepositoryToolset({
            head: Promise.resolve({ ok: true, snapshot: snapshotOf(files) }),
            budget,
            record: new ToolReadRecord(),
            maxSteps: 4,
          });
          const search = set.tools.find((t) => t.name === 'search');
          const outcome = await search?.execute({ pattern }, new AbortController().signal);
          if (outcome === undefined) return false;
          if (!outcome.ok) return outcome.refusal.length > 0;
          const matchLines = outcome.text.split('\n').filter((l) => /^[^ ]+:\d+: /.test(l));
          return (
            matchLines.length <= 5 && outcome.bytes <= 2048 && budget.usedBytes === outcome.bytes
          );
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('scans at most the byte cap and says where it stopped', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 10; i++) files[`f${i}.txt`] = 'x'.repeat(1000);
    const result = searchSnapshot(snapshotOf(files), RE2JS.compile('y'), null, 3500, 10);
    expect(result.scannedBytes).toBe(3000);
    expect(result.stoppedAt).toBe('f3.txt');
  });

  it('is linear on a long line with a pattern that backtracks exponentially in JavaScript', () => {
    // /(a|aa)+$/ on 'a'.repeat(n) + 'b' takes exponential time with a backtracking engine.
    const line = `${'a'.repeat(200_000)}b`;
    const result = searchSnapshot(
      snapshotOf({ 'long.txt': line }),
      RE2JS.compile('(a|aa)+$'),
      null,
      1 << 20,
      10,
    );
    expect(result.matches).toEqual([]);
    expect(result.filesScanned).toBe(1);
  });
});
