import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MIN_CHUNK_TOKENS,
  NO_PATCH_REASON,
  budgetBlocker,
  planChunks,
} from '../../../src/evidence/chunks.js';
import type { ChunkPlanOptions } from '../../../src/evidence/chunks.js';
import { fileFromListEntry, parseUnifiedDiff } from '../../../src/evidence/diff.js';
import { plainDiff, renderNumberedFile } from '../../../src/evidence/numbered-diff.js';
import { estimateTokens } from '../../../src/evidence/tokens.js';
import type { ChunkPlan, Diff, DiffFile, DiffHunk, DiffLine } from '../../../src/evidence/types.js';
import {
  PROPERTY_LIMITS,
  arbitraryFile,
  arbitraryPath,
  changedLines,
  lineText,
} from './arbitraries.js';
import { propertyRuns } from '../../knobs.js';

const diffOf = (files: DiffFile[]): Diff => ({ files, source: 'diff', complete: true });

/** Options whose room for the diff is exactly `room` tokens. */
const withRoom = (room: number, excludePaths: string[] = []): ChunkPlanOptions => ({
  contextWindow: room + 3000,
  reservedTokens: 2000,
  sharedTokens: 1000,
  excludePaths,
});

function textFile(path: string, hunks: DiffHunk[], extra: Partial<DiffFile> = {}): DiffFile {
  const changed = changedLines(hunks);
  return {
    path,
    status: 'modified',
    additions: changed.filter((l) => l.kind === '+').length,
    deletions: changed.filter((l) => l.kind === '-').length,
    binary: false,
    patch: '',
    hunks,
    ...extra,
  };
}

/** A hunk of `n` added lines starting at new line `start`, each line `width` characters. */
function addedHunk(start: number, n: number, width = 60, section = ''): DiffHunk {
  const lines: DiffLine[] = Array.from({ length: n }, (_, i) => ({
    kind: '+',
    line: start + i,
    text: `${String(start + i).padStart(6, '0')} ${'x'.repeat(Math.max(0, width - 7))}`,
  }));
  return {
    header: `@@ -${start - 1},0 +${start},${n} @@${section}`,
    oldStart: start - 1,
    oldLines: 0,
    newStart: start,
    newLines: n,
    lines,
  };
}

/** Every (path, kind, line, text) of a changed line carried by the plan's chunks. */
function carried(plan: ChunkPlan): Set<string> {
  const keys = new Set<string>();
  for (const chunk of plan.chunks) {
    for (const file of parseUnifiedDiff(plainDiff(chunk.diffText))) {
      for (const line of changedLines(file.hunks))
        keys.add(`${file.path}\0${line.kind}${line.line}\0${line.text}`);
    }
  }
  return keys;
}

describe('planChunks: coverage states', () => {
  it('reports excluded files with the glob that matched, dot files included, before any other reason', () => {
    const plan = planChunks(
      diffOf([
        textFile('vendor/lib.js', [addedHunk(1, 2)]),
        textFile('.github/workflows/ci.yml', [addedHunk(1, 1)]),
        { ...textFile('vendor/logo.png', []), binary: true },
        textFile('src/app.ts', [addedHunk(1, 1)]),
      ]),
      withRoom(4000, ['vendor/**', '.github/**']),
    );
    expect(plan.coverage.map((c) => [c.path, c.state, c.reason])).toEqual([
      ['vendor/lib.js', 'excluded', 'excluded by exclude-paths: vendor/**'],
      ['.github/workflows/ci.yml', 'excluded', 'excluded by exclude-paths: .github/**'],
      ['vendor/logo.png', 'excluded', 'excluded by exclude-paths: vendor/**'],
      ['src/app.ts', 'reviewed', undefined],
    ]);
    expect(plan.blockers).toEqual([]);
    expect(plan.chunks).toHaveLength(1);
    expect(plan.chunks[0]?.files).toEqual(['src/app.ts']);
  });

  it('names why a file is not reviewable, and reviews none of it', () => {
    const noPatch = fileFromListEntry({
      filename: 'huge.sql',
      status: 'modified',
      additions: 5,
      deletions: 0,
      changes: 5,
    });
    const pureRename = fileFromListEntry({
      filename: 'b.ts',
      previous_filename: 'a.ts',
      status: 'renamed',
      additions: 0,
      deletions: 0,
      changes: 0,
    });
    const shortPatch = fileFromListEntry({
      filename: 'short.ts',
      status: 'modified',
      additions: 3,
      deletions: 0,
      changes: 3,
      patch: '@@ -0,0 +1,1 @@\n+one',
    });
    const noHunks = fileFromListEntry({
      filename: 'empty-patch.ts',
      status: 'modified',
      additions: 2,
      deletions: 0,
      changes: 2,
      patch: '',
    });
    const [cut] = parseUnifiedDiff(
      'diff --git a/cut.ts b/cut.ts\n--- a/cut.ts\n+++ b/cut.ts\n@@ -1,3 +1,3 @@\n a\n',
    );
    const binary = { ...textFile('img.png', []), binary: true };
    const plan = planChunks(
      diffOf([noPatch, pureRename, shortPatch, noHunks, cut as DiffFile, binary]),
      withRoom(4000),
    );
    expect(plan.coverage.map((c) => [c.path, c.state, c.reason, c.chunks])).toEqual([
      ['huge.sql', 'not-reviewable', NO_PATCH_REASON, []],
      [
        'b.ts',
        'not-reviewable',
        'GitHub sent no patch (a pure rename, or a binary file: GitHub does not say which)',
        [],
      ],
      ['short.ts', 'not-reviewable', 'the patch shows 1 of 3 changed lines', []],
      [
        'empty-patch.ts',
        'not-reviewable',
        '2 changed lines reported but the patch has no hunks',
        [],
      ],
      [
        'cut.ts',
        'not-reviewable',
        expect.stringMatching(/^the diff of this file could not be read: hunk .* ends early/),
        [],
      ],
      ['img.png', 'not-reviewable', 'binary file', []],
    ]);
    expect(plan.coverage.map((c) => c.changedLines)).toEqual([5, 0, 3, 2, 0, 0]);
    expect(plan.chunks).toEqual([]);
    expect(plan.blockers).toEqual([]); // the lead blocks on not-reviewable coverage
  });

  it('reviews header-only changes (pure rename, mode change, empty new file) in a chunk', () => {
    const files = parseUnifiedDiff(
      'diff --git a/old.ts b/new.ts\nsimilarity index 100%\nrename from old.ts\nrename to new.ts\n' +
        'diff --git a/run.sh b/run.sh\nold mode 100644\nnew mode 100755\n' +
        'diff --git a/empty.txt b/empty.txt\nnew file mode 100644\nindex 0000000..e69de29\n',
    );
    const plan = planChunks(diffOf(files), withRoom(4000));
    expect(plan.coverage.map((c) => [c.path, c.state, c.chunks])).toEqual([
      ['new.ts', 'reviewed', [1]],
      ['run.sh', 'reviewed', [1]],
      ['empty.txt', 'reviewed', [1]],
    ]);
    const text = plan.chunks[0]?.diffText ?? '';
    expect(text).toContain('rename from old.ts\nrename to new.ts\n');
    expect(text).toContain('old mode 100644\nnew mode 100755\n');
    expect(text).toContain('new file mode 100644\n');
  });
});

describe('planChunks: budget', () => {
  it('blocks, with no chunks, when spec and test output leave no room', () => {
    const files = [
      textFile('src/a.ts', [addedHunk(1, 3)]),
      textFile('vendor/x.js', [addedHunk(1, 1)]),
    ];
    const options = {
      contextWindow: 8000,
      reservedTokens: 4000,
      sharedTokens: 4000,
      excludePaths: ['vendor/**'],
    };
    const plan = planChunks(diffOf(files), options);
    expect(plan.blockers).toEqual([budgetBlocker(8000)]);
    expect(plan.blockers[0]).toBe(
      "spec and test output alone exceed 8000 tokens of the reviewer model's context window",
    );
    expect(plan.chunks).toEqual([]);
    expect(plan.coverage.map((c) => [c.path, c.state])).toEqual([
      ['src/a.ts', 'not-reviewable'],
      ['vendor/x.js', 'excluded'],
    ]);
  });

  it('blocks when the room left is below the minimum, and not at the minimum', () => {
    const files = [textFile('a.ts', [addedHunk(1, 1)])];
    expect(planChunks(diffOf(files), withRoom(MIN_CHUNK_TOKENS - 1)).blockers).toHaveLength(1);
    expect(planChunks(diffOf(files), withRoom(MIN_CHUNK_TOKENS)).blockers).toEqual([]);
    const nan = { contextWindow: Number.NaN, reservedTokens: 0, sharedTokens: 0, excludePaths: [] };
    expect(planChunks(diffOf(files), nan).chunks).toEqual([]);
    expect(planChunks(diffOf(files), nan).blockers).toHaveLength(1);
  });

  it('plans no chunks for an empty diff', () => {
    expect(planChunks(diffOf([]), withRoom(4000))).toEqual({
      chunks: [],
      coverage: [],
      blockers: [],
    });
  });
});

describe('planChunks: grouping and splitting', () => {
  it('groups small files into one chunk, ordered by directory, each text from renderNumberedFile', () => {
    const files = [
      textFile('src/b/two.ts', [addedHunk(1, 2)]),
      textFile('docs/readme.md', [addedHunk(1, 2)]),
      textFile('src/a/one.ts', [addedHunk(1, 2)]),
      textFile('src/b/one.ts', [addedHunk(1, 2)]),
    ];
    const plan = planChunks(diffOf(files), withRoom(4000));
    expect(plan.chunks).toHaveLength(1);
    const chunk = plan.chunks[0];
    expect(chunk?.files).toEqual([
      'docs/readme.md',
      'src/a/one.ts',
      'src/b/one.ts',
      'src/b/two.ts',
    ]);
    expect(chunk?.diffText).toBe(
      [files[1], files[2], files[3], files[0]]
        .map((f) => renderNumberedFile(f as DiffFile))
        .join(''),
    );
    expect(chunk).toMatchObject({
      index: 1,
      total: 1,
      estimatedTokens: estimateTokens(chunk?.diffText ?? ''),
    });
  });

  it('keeps a file whole by starting a fresh chunk when it does not fit the open one', () => {
    // Each file is ~55% of a chunk: two cannot share one, and neither is split.
    const room = 1000;
    const lines = Math.floor((room * 3 * 0.55) / 62);
    const files = ['a/1.ts', 'a/2.ts', 'a/3.ts'].map((p) => textFile(p, [addedHunk(1, lines)]));
    const plan = planChunks(diffOf(files), withRoom(room));
    expect(plan.chunks.map((c) => c.files)).toEqual([['a/1.ts'], ['a/2.ts'], ['a/3.ts']]);
    expect(plan.coverage.map((c) => c.chunks)).toEqual([[1], [2], [3]]);
    for (const c of plan.chunks) expect(c.total).toBe(3);
  });

  it('splits a file larger than a chunk at hunk boundaries, keeping each hunk whole', () => {
    const hunks = Array.from({ length: 6 }, (_, i) =>
      addedHunk(1 + i * 100, 12, 60, ` section${i}`),
    );
    const file = textFile('src/big.ts', hunks);
    const room = 700; // about two hunks per chunk
    const plan = planChunks(diffOf([file]), withRoom(room));
    expect(plan.chunks.length).toBeGreaterThan(1);
    const seen: DiffHunk[] = [];
    for (const chunk of plan.chunks) {
      expect(chunk.estimatedTokens).toBeLessThanOrEqual(room);
      const parsed = parseUnifiedDiff(plainDiff(chunk.diffText));
      expect(parsed.map((f) => f.path)).toEqual(['src/big.ts']);
      seen.push(...(parsed[0]?.hunks ?? []));
    }
    expect(seen).toEqual(hunks);
    expect(plan.coverage[0]?.chunks).toEqual(plan.chunks.map((c) => c.index));
  });

  it('splits one hunk larger than a chunk at line boundaries, repeating its header', () => {
    const hunk: DiffHunk = {
      header: '@@ -10,90 +10,90 @@ class Big',
      oldStart: 10,
      oldLines: 90,
      newStart: 10,
      newLines: 90,
      lines: [],
    };
    let oldPos = 10;
    let newPos = 10;
    for (let i = 0; i < 120; i++) {
      const kind = i % 4 === 0 ? ' ' : i % 4 === 1 || i % 4 === 2 ? '-' : '+';
      const text = `line ${i} ${'y'.repeat(50)}`;
      if (kind === ' ') hunk.lines.push({ kind, line: (oldPos++, newPos++), text });
      else if (kind === '-') hunk.lines.push({ kind, line: oldPos++, text });
      else hunk.lines.push({ kind, line: newPos++, text });
    }
    const file = textFile('src/huge.ts', [hunk]);
    const room = MIN_CHUNK_TOKENS;
    const plan = planChunks(diffOf([file]), withRoom(room));
    expect(plan.chunks.length).toBeGreaterThan(3);
    const got: DiffLine[] = [];
    for (const chunk of plan.chunks) {
      expect(chunk.estimatedTokens).toBeLessThanOrEqual(room);
      const [piece] = parseUnifiedDiff(plainDiff(chunk.diffText));
      expect(piece?.parseProblem).toBeUndefined();
      expect(piece?.hunks).toHaveLength(1);
      expect(piece?.hunks[0]?.header).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@ class Big$/);
      got.push(...(piece?.hunks[0]?.lines ?? []));
    }
    // Every line, with its number, arrives exactly once and in order.
    expect(got).toEqual(hunk.lines);
  });

  it('puts a single line larger than a chunk alone in its chunk', () => {
    const long = 'z'.repeat(MIN_CHUNK_TOKENS * 3 * 2);
    const hunk: DiffHunk = {
      header: '@@ -1,3 +1,3 @@',
      oldStart: 1,
      oldLines: 3,
      newStart: 1,
      newLines: 3,
      lines: [
        { kind: ' ', line: 1, text: 'before' },
        { kind: '-', line: 2, text: 'old' },
        { kind: '+', line: 2, text: long },
        { kind: ' ', line: 3, text: 'after' },
      ],
    };
    const plan = planChunks(diffOf([textFile('min.js', [hunk])]), withRoom(MIN_CHUNK_TOKENS));
    const over = plan.chunks.filter((c) => c.estimatedTokens > MIN_CHUNK_TOKENS);
    expect(over).toHaveLength(1);
    const [alone] = parseUnifiedDiff(plainDiff(over[0]?.diffText ?? ''));
    expect(alone?.hunks.flatMap((h) => h.lines)).toEqual([{ kind: '+', line: 2, text: long }]);
    expect(carried(plan).size).toBe(2);
  });
});

describe('planChunks: properties', () => {
  const bigFile = arbitraryFile({ maxHunks: 5, maxLines: 40, maxText: 120 });
  // A minified-style file: one line longer than any budget here.
  const longLineFile = fc
    .tuple(arbitraryPath, lineText(20), fc.integer({ min: 50, max: 150 }))
    .map(([path, seed, times]) =>
      textFile(path, [
        {
          header: '@@ -0,0 +1,1 @@',
          oldStart: 0,
          oldLines: 0,
          newStart: 1,
          newLines: 1,
          lines: [{ kind: '+', line: 1, text: `${seed}${'w'.repeat(times * 100)}` }],
        },
      ]),
    );
  const files = fc.uniqueArray(
    fc.oneof({ weight: 6, arbitrary: bigFile }, { weight: 1, arbitrary: longLineFile }),
    {
      maxLength: 12,
      selector: (f) => f.path,
    },
  );

  it('carries every changed line, respects the budget, and lists every file once', () => {
    fc.assert(
      fc.property(files, fc.integer({ min: MIN_CHUNK_TOKENS, max: 2500 }), (diffFiles, room) => {
        const plan = planChunks(diffOf(diffFiles), withRoom(room));
        expect(plan.blockers).toEqual([]);

        // Coverage: every file exactly once, in diff order.
        expect(plan.coverage.map((c) => c.path)).toEqual(diffFiles.map((f) => f.path));

        // Every changed line of every reviewed file is in at least one chunk.
        const keys = carried(plan);
        diffFiles.forEach((file, i) => {
          const entry = plan.coverage[i];
          if (file.binary) {
            expect(entry?.state).toBe('not-reviewable');
            return;
          }
          expect(entry?.state).toBe('reviewed');
          expect(entry?.chunks.length).toBeGreaterThan(0);
          for (const line of changedLines(file.hunks)) {
            expect(keys.has(`${file.path}\0${line.kind}${line.line}\0${line.text}`)).toBe(true);
          }
          for (const index of entry?.chunks ?? [])
            expect(plan.chunks[index - 1]?.files).toContain(file.path);
        });

        // No chunk exceeds the budget unless one line alone does, and then it is alone.
        for (const chunk of plan.chunks) {
          expect(chunk.estimatedTokens).toBe(estimateTokens(chunk.diffText));
          expect(chunk.total).toBe(plan.chunks.length);
          const parsed = parseUnifiedDiff(plainDiff(chunk.diffText));
          expect(parsed.every((f) => f.parseProblem === undefined)).toBe(true);
          expect([...new Set(parsed.map((f) => f.path))]).toEqual(chunk.files);
          if (chunk.estimatedTokens > room) {
            const lines = parsed.flatMap((f) => f.hunks.flatMap((h) => h.lines));
            expect(lines).toHaveLength(1);
          }
        }
        expect(plan.chunks.map((c) => c.index)).toEqual(plan.chunks.map((_, i) => i + 1));
      }),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });
});
