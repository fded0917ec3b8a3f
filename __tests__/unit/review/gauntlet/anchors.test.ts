import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorResolver, pathCandidates } from '../../../../src/review/gauntlet/anchors.js';
import { parseUnifiedDiff } from '../../../../src/evidence/diff.js';
import type { DiffFile } from '../../../../src/evidence/types.js';
import { DEFAULT_SNAPSHOT_CAPS, SnapshotBuilder } from '../../../../src/repository/snapshot.js';
import type { SnapshotResult } from '../../../../src/repository/tools.js';
import { arbitraryFile } from '../../evidence/arbitraries.js';
import { propertyRuns } from '../../../knobs.js';

const DIFF = [
  'diff --git a/src/Auth.ts b/src/Auth.ts',
  '--- a/src/Auth.ts',
  '+++ b/src/Auth.ts',
  '@@ -10,4 +10,4 @@',
  ' keep',
  '-if (!user) return deny();',
  '+if (user) return allow();',
  ' keep',
  ' keep',
  'diff --git a/old/name.ts b/new/name.ts',
  'similarity index 90%',
  'rename from old/name.ts',
  'rename to new/name.ts',
  '--- a/old/name.ts',
  '+++ b/new/name.ts',
  '@@ -1,2 +1,2 @@',
  '-a',
  '+b',
  ' c',
  'diff --git a/gone.ts b/gone.ts',
  'deleted file mode 100644',
  '--- a/gone.ts',
  '+++ /dev/null',
  '@@ -1,3 +0,0 @@',
  '-x',
  '-y',
  '-z',
  '',
].join('\n');

const files = parseUnifiedDiff(DIFF);

function snapshotOf(entries: Record<string, string>): Promise<SnapshotResult> {
  const builder = new SnapshotBuilder('head', 'git', DEFAULT_SNAPSHOT_CAPS);
  for (const [path, text] of Object.entries(entries)) {
    builder.addFile(path, new TextEncoder().encode(text));
  }
  return Promise.resolve({ ok: true, snapshot: builder.build() });
}

describe('anchorResolver against the diff', () => {
  const resolve = anchorResolver(files);

  it('resolves a line the numbered diff shows, on the new side', async () => {
    expect(await resolve({ file: 'src/Auth.ts', line: 11 })).toBe('diff');
    expect(await resolve({ file: 'src/Auth.ts', line: 13 })).toBe('diff');
    expect(await resolve({ file: 'src/Auth.ts', line: 14 })).toBeNull();
    expect(await resolve({ file: 'src/Auth.ts', line: 9 })).toBeNull();
    expect(await resolve({ file: 'src/Auth.ts', line: 1, endLine: 10 })).toBe('diff');
  });

  it('accepts the path as a model echoes it: ./, a/, b/, another case', async () => {
    for (const file of [
      './src/Auth.ts',
      'a/src/Auth.ts',
      'b/src/auth.ts',
      'SRC/AUTH.TS',
      ' src/Auth.ts ',
    ]) {
      expect(await resolve({ file, line: 11 })).toBe('diff');
    }
    expect(await resolve({ file: 'src/Auth.tsx', line: 11 })).toBeNull();
    expect(await resolve({ file: 'Auth.ts', line: 11 })).toBeNull();
  });

  it('finds a renamed file by its old path, and a deleted file by its old-side lines', async () => {
    expect(await resolve({ file: 'old/name.ts', line: 1 })).toBe('diff');
    expect(await resolve({ file: 'new/name.ts', line: 2 })).toBe('diff');
    expect(await resolve({ file: 'gone.ts', line: 3 })).toBe('diff');
    expect(await resolve({ file: 'gone.ts', line: 4 })).toBeNull();
  });

  it('refuses malformed ranges rather than guessing', async () => {
    expect(await resolve({ file: 'src/Auth.ts', line: 0 })).toBeNull();
    expect(await resolve({ file: 'src/Auth.ts', line: 12, endLine: 11 })).toBeNull();
    expect(await resolve({ file: 'src/Auth.ts', line: 1.5 })).toBeNull();
    expect(await resolve({ file: '', line: 11 })).toBeNull();
  });
});

describe('anchorResolver against the head snapshot', () => {
  it('resolves a context line of a file the lanes may read, up to its last line', async () => {
    const resolve = anchorResolver(
      files,
      snapshotOf({ 'src/db.ts': 'a\nb\nc\n', 'src/Auth.ts': 'x\n'.repeat(40) }),
    );
    expect(await resolve({ file: 'src/db.ts', line: 2, endLine: 3 })).toBe('snapshot');
    expect(await resolve({ file: './SRC/DB.ts', line: 3 })).toBe('snapshot');
    expect(await resolve({ file: 'src/db.ts', line: 3, endLine: 4 })).toBeNull();
    expect(await resolve({ file: 'src/Auth.ts', line: 30 })).toBe('snapshot');
    expect(await resolve({ file: 'src/Auth.ts', line: 11 })).toBe('diff');
    expect(await resolve({ file: 'src/missing.ts', line: 1 })).toBeNull();
    expect(await resolve({ file: '../etc/passwd', line: 1 })).toBeNull();
  });

  it('resolves nothing beyond the diff when the snapshot could not be read, or is binary', async () => {
    const failed = anchorResolver(files, Promise.resolve({ ok: false, error: 'download broke' }));
    expect(await failed({ file: 'src/db.ts', line: 1 })).toBeNull();
    expect(await failed({ file: 'src/Auth.ts', line: 11 })).toBe('diff');
    const binary = anchorResolver(files, snapshotOf({ 'img.png': 'a\u0000b\nc\n' }));
    expect(await binary({ file: 'img.png', line: 1 })).toBeNull();
  });

  it('without repository access (no snapshot) a context line does not resolve', async () => {
    expect(await anchorResolver(files)({ file: 'src/db.ts', line: 1 })).toBeNull();
  });
});

describe('anchorResolver properties', () => {
  /** Brute force: the numbers each side of each file shows. */
  function shown(fs: DiffFile[], path: string): Set<number> {
    const out = new Set<number>();
    for (const f of fs) {
      if (
        f.path.toLowerCase() !== path.toLowerCase() &&
        f.oldPath?.toLowerCase() !== path.toLowerCase()
      )
        continue;
      for (const h of f.hunks) for (const l of h.lines) out.add(l.line);
    }
    return out;
  }

  it("resolves to 'diff' exactly when the range overlaps a shown line of that file", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryFile(), { minLength: 1, maxLength: 3 }),
        fc.nat({ max: 2 }),
        fc.integer({ min: 1, max: 200 }),
        fc.nat({ max: 20 }),
        fc.constantFrom('', './', 'b/', 'a/'),
        async (fs, pick, line, span, prefix) => {
          const target = fs[pick % fs.length] as DiffFile;
          const resolve = anchorResolver(fs);
          const got = await resolve({ file: prefix + target.path, line, endLine: line + span });
          const lines = shown(fs, target.path);
          // A prefixed spelling may also name another file literally; the oracle accepts either.
          const literal = prefix === '' ? new Set<number>() : shown(fs, prefix + target.path);
          let expected = false;
          for (let n = line; n <= line + span; n++)
            if (lines.has(n) || literal.has(n)) expected = true;
          expect(got).toBe(expected ? 'diff' : null);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('an anchor outside the diff and the snapshot never resolves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryFile(), { maxLength: 3 }),
        fc.nat({ max: 50 }),
        async (fs, line) => {
          const resolve = anchorResolver(fs, snapshotOf({ 'present.txt': 'one\n' }));
          expect(await resolve({ file: 'not/in/the/diff.zz', line: line + 1 })).toBeNull();
          expect(await resolve({ file: 'present.txt', line: line + 2 })).toBeNull();
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('lists the most literal spelling first', () => {
    expect(pathCandidates('./b/x.ts')).toEqual(['./b/x.ts', 'b/x.ts', 'x.ts']);
    expect(pathCandidates('x.ts')).toEqual(['x.ts']);
  });
});
