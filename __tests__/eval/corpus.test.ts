// The evaluation corpus through the real pipeline against the model emulators (`npm run eval --
// --emulated`): with reviewers scripted from each case's expected finding every case must come out
// as expected (the harness and the decision wiring hold), and with reviewers that pass everything
// no clean case may be blocked while every case our deterministic layers should catch still is.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCases } from '../../eval/case.js';
import type { EvalCase } from '../../eval/case.js';
import { EMULATED_CONFIGURATIONS, evaluate } from '../../eval/evaluate.js';
import type { EvalOutcome } from '../../eval/evaluate.js';
import { percent } from '../../eval/render.js';

const CASES = join(import.meta.dirname, '../../eval/cases');

describe('evaluation corpus, emulated', () => {
  let cases: EvalCase[];
  let outcome: EvalOutcome;
  let out: string;

  beforeAll(async () => {
    cases = await loadCases(CASES);
    out = await mkdtemp(join(tmpdir(), 'done-gate-eval-test-'));
    outcome = await evaluate({
      casesDir: CASES,
      filter: null,
      repeat: 1,
      maxCostUsd: null,
      configurations: EMULATED_CONFIGURATIONS,
      emulated: true,
      dryRun: false,
      compare: false,
      concurrency: 1,
      outDir: out,
      log: () => undefined,
    });
  }, 600_000);

  afterAll(async () => {
    await rm(out, { recursive: true, force: true });
  });

  it('holds at least 40 cases, a third of them clean, each with its spec and test report', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const clean = cases.filter((c) => c.expected.outcome === 'pass');
    expect(clean.length * 3).toBeGreaterThanOrEqual(cases.length);
    for (const c of cases) {
      for (const file of [...c.spec, ...c.tests])
        expect(existsSync(join(c.dir, file)), `${c.id}/${file}`).toBe(true);
      expect(c.tests.length, c.id).toBeGreaterThan(0);
    }
  });

  it('with reviewers that catch what each case expects, every case ends as expected', () => {
    const scripted = outcome.report!.results.filter((r) => r.configuration === 'emulated-scripted');
    expect(scripted).toHaveLength(cases.length);
    const wrong = scripted
      .filter((r) => r.got !== r.expected)
      .map(
        (r) =>
          `${r.caseId}: expected ${r.expected}, got ${r.got} ${r.error ?? r.blockers.join(' | ')}`,
      );
    expect(wrong).toEqual([]);
  });

  it('with reviewers that pass everything, no clean case is blocked and the deterministic cases still are', () => {
    const obedient = outcome.report!.results.filter((r) => r.configuration === 'emulated-obedient');
    expect(obedient.every((r) => r.got !== 'error')).toBe(true);
    const falseBlocks = obedient
      .filter((r) => r.expected === 'pass' && r.got !== 'pass')
      .map((r) => `${r.caseId}: ${r.blockers.join(' | ')}`);
    expect(falseBlocks).toEqual([]);
    const deterministic = new Set(
      cases.filter((c) => c.expected.catchers.includes('deterministic')).map((c) => c.id),
    );
    expect(deterministic.size).toBeGreaterThan(0);
    const missed = obedient.filter((r) => deterministic.has(r.caseId) && r.got !== 'block');
    expect(missed.map((r) => r.caseId)).toEqual([]);
    const summary = outcome.report!.configurations.find(
      (c) => c.configuration === 'emulated-obedient',
    )!;
    // The figure docs/evaluation.md quotes: what the deterministic layers catch unaided.
    console.log(
      `deterministic layers alone: ${summary.detection.hits}/${summary.detection.of} defects blocked ` +
        `(${percent(summary.detection.rate)}), ${summary.falseBlocks.hits}/${summary.falseBlocks.of} clean PRs blocked`,
    );
  });

  it('writes the JSON, the markdown and a chart with one point per configuration', async () => {
    const json = JSON.parse(await readFile(join(out, 'eval.json'), 'utf8')) as {
      results: unknown[];
    };
    expect(json.results).toHaveLength(cases.length * 2);
    const chart = await readFile(join(out, 'chart.svg'), 'utf8');
    expect(chart.length).toBeGreaterThan(500);
    expect(chart.match(/class="configuration"/g)).toHaveLength(2);
    const markdown = await readFile(join(out, 'eval.md'), 'utf8');
    expect(markdown).toContain('![detection vs false blocks](chart.svg)');
    expect(markdown).toContain('| emulated-obedient |');
  });
});
