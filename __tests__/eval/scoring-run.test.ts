// Scoring through the real pipeline: a reviewer that blocks every case on a finding in another
// file detects nothing and blocks every clean case falsely; a lane whose every call fails blocks
// by fault, which is neither a detection nor a false block.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluate } from '../../eval/evaluate.js';
import type { EvalOutcome } from '../../eval/evaluate.js';
import { scaled } from '../knobs.js';

const CASES = join(import.meta.dirname, '../../eval/cases');

describe('scoring the reason, emulated end to end', () => {
  let outcome: EvalOutcome;
  const summary = (name: string) =>
    outcome.report!.figures.configurations.find((c) => c.configuration === name)!;

  beforeAll(async () => {
    outcome = await evaluate({
      casesDir: CASES,
      filter: 'logic-discount-threshold,clean-greeting',
      repeat: 1,
      maxCostUsd: null,
      configurations: [
        { name: 'unrelated', inputs: {}, reviewer: 'unrelated' },
        { name: 'faulty', inputs: {}, reviewer: 'faulty' },
      ],
      emulated: true,
      dryRun: false,
      concurrency: 2,
      outDir: null,
      log: () => undefined,
    });
  }, scaled(300_000));
  it('a reviewer blocking every case for an unrelated reason scores 0 % detection and 100 % false blocks', () => {
    const s = summary('unrelated');
    expect(s.errors).toBe(0);
    expect(s.detection).toMatchObject({ hits: 0, of: 1, rate: 0 });
    expect(s.blockedOther).toMatchObject({ hits: 1, of: 1 });
    expect(s.falseBlocks).toMatchObject({ hits: 1, of: 1, rate: 1 });
    const results = outcome.report!.results.filter((r) => r.configuration === 'unrelated');
    for (const r of results) {
      expect(r.got).toBe('block');
      const files = r.records['code-review']?.findings.map((f) => f.file) ?? [];
      expect(files).toHaveLength(1);
      // On the defect, the finding is in another file than the labelled one.
      if (r.label.file !== null) expect(files[0]).not.toBe(r.label.file);
    }
  });

  it('a lane that faults on every call is never a detection nor a false block', () => {
    const s = summary('faulty');
    expect(s.detection.hits).toBe(0);
    expect(s.falseBlocks.hits).toBe(0);
    expect(s.faults).toMatchObject({ hits: 2, of: 2 });
    const results = outcome.report!.results.filter((r) => r.configuration === 'faulty');
    for (const r of results) {
      expect(r.got).toBe('block');
      expect(r.records['code-review']?.fault).toMatch(/always fails/);
    }
  });
});
