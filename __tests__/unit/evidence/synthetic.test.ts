import { plainDiff } from '../../../src/evidence/numbered-diff.js';
import { describe, expect, it } from 'vitest';
import { planChunks } from '../../../src/evidence/chunks.js';
import { fileFromListEntry, parseFilePatch, parseUnifiedDiff } from '../../../src/evidence/diff.js';
import { syntheticDiff } from '../../../bench/synthetic.js';

describe('syntheticDiff', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const a = syntheticDiff({ files: 40, changedLines: 2000, seed: 7 });
    const b = syntheticDiff({ files: 40, changedLines: 2000, seed: 7 });
    const c = syntheticDiff({ files: 40, changedLines: 2000, seed: 8 });
    expect(a).toEqual(b);
    expect(a.text).not.toBe(c.text);
  });

  it('has exactly the files and changed lines asked for, mixed kinds and statuses', () => {
    const { text, listFiles } = syntheticDiff({ files: 200, changedLines: 9000, binaryFiles: 5 });
    const files = parseUnifiedDiff(text);
    expect(files).toHaveLength(200);
    expect(files.filter((f) => f.parseProblem !== undefined)).toEqual([]);
    expect(files.reduce((n, f) => n + f.additions + f.deletions, 0)).toBe(9000);
    expect(files.filter((f) => f.binary)).toHaveLength(5);
    const extensions = new Set(files.map((f) => f.path.split('.').pop()));
    for (const ext of ['ts', 'js', 'md', 'json', 'png']) expect(extensions).toContain(ext);
    const statuses = new Set(files.map((f) => f.status));
    for (const st of ['added', 'removed', 'modified', 'renamed']) expect(statuses).toContain(st);
    expect(Math.max(...files.map((f) => f.path.split('/').length))).toBeGreaterThanOrEqual(4);

    // The file list matches the diff: same paths and counts; binaries and pure renames carry no patch.
    expect(listFiles.map((e) => e.filename)).toEqual(files.map((f) => f.path));
    listFiles.forEach((entry, i) => {
      const file = files[i];
      expect(entry.additions).toBe(file?.additions);
      expect(entry.deletions).toBe(file?.deletions);
      expect(entry.patch === undefined).toBe(file?.binary === true || file?.hunks.length === 0);
      if (entry.patch !== undefined) expect(parseFilePatch(entry.patch)).toEqual(file?.hunks);
      expect(fileFromListEntry(entry).path).toBe(file?.path);
    });
  });

  // How long it takes is the `npm run bench` scale row (bench/scale.ts).
  it('3,000 files / 200,000 changed lines: parsed and planned with every file covered', () => {
    const { text } = syntheticDiff({ files: 3000, changedLines: 200_000, binaryFiles: 30 });
    const files = parseUnifiedDiff(text);
    const plan = planChunks(
      { files, source: 'diff', complete: true },
      {
        contextWindow: 200_000,
        reservedTokens: 16_000,
        sharedTokens: 24_000,
        excludePaths: ['docs/**'],
      },
    );

    expect(files).toHaveLength(3000);
    expect(plan.coverage.map((c) => c.path)).toEqual(files.map((f) => f.path));
    expect(plan.blockers).toEqual([]);
    const states = plan.coverage.reduce<Record<string, number>>(
      (acc, c) => ({ ...acc, [c.state]: (acc[c.state] ?? 0) + 1 }),
      {},
    );
    // Binaries are not reviewable, unless exclude-paths took them first.
    expect(states['not-reviewable']).toBe(
      files.filter((f) => f.binary && !f.path.startsWith('docs/')).length,
    );
    expect(files.filter((f) => f.binary)).toHaveLength(30);
    expect(states['excluded']).toBe(files.filter((f) => f.path.startsWith('docs/')).length);
    for (const c of plan.coverage)
      if (c.state === 'reviewed') expect(c.chunks.length).toBeGreaterThan(0);
    const room = 200_000 - 16_000 - 24_000;
    for (const chunk of plan.chunks) expect(chunk.estimatedTokens).toBeLessThanOrEqual(room);
    // Every changed line of the reviewed files is carried (counted through the chunks).
    const carried = plan.chunks.reduce(
      (n, c) =>
        n +
        parseUnifiedDiff(plainDiff(c.diffText)).reduce((m, f) => m + f.additions + f.deletions, 0),
      0,
    );
    const reviewed = plan.coverage
      .filter((c) => c.state === 'reviewed')
      .reduce((n, c) => n + c.changedLines, 0);
    expect(carried).toBe(reviewed);
  });
});
