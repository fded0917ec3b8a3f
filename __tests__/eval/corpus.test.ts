// The evaluation corpus through the real pipeline against the model emulators (`npm run eval --
// --emulated`), under the shipped defaults: with reviewers scripted from each case's label every
// defect must be caught at its label (the harness, the scoring and the decision wiring hold), and
// with reviewers that pass everything no clean case may be blocked while every case our
// deterministic layers should catch still is. The stored run re-scores to the same figures.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUMAN_ATTENTION_BLOCKER } from '../../src/decide/decision.js';
import { loadCases } from '../../eval/case.js';
import type { EvalCase } from '../../eval/case.js';
import { EMULATED_CONFIGURATIONS, evaluate } from '../../eval/evaluate.js';
import type { EvalOutcome } from '../../eval/evaluate.js';
import { EMULATED_TITLE, percent, renderTerminal } from '../../eval/render.js';
import type { EvalReport } from '../../eval/render.js';
import { rescore } from '../../eval/rescore.js';
import { trials } from '../../eval/stats.js';
import type { Trial } from '../../eval/stats.js';
import { scaled } from '../knobs.js';

const CASES = join(import.meta.dirname, '../../eval/cases');

/**
 * A clean case passed, or was blocked only by human-attention items (the shipped
 * `human-attention: block` waits for a person): no lane and no rule of ours blocked it.
 */
function passedButForApproval(t: Trial): boolean {
  if (t.case === 'passed') return true;
  const laneBlocked = Object.values(t.lanes).some((s) => s !== 'passed');
  return (
    !laneBlocked &&
    t.result.blockers.length > 0 &&
    t.result.blockers.every((b) => b.startsWith(HUMAN_ATTENTION_BLOCKER))
  );
}

describe('evaluation corpus, emulated', () => {
  let cases: EvalCase[];
  let outcome: EvalOutcome;
  let out: string;
  const scoresOf = (configuration: string) =>
    trials(outcome.report!.results.filter((r) => r.configuration === configuration));

  beforeAll(async () => {
    cases = await loadCases(CASES);
    out = await mkdtemp(join(tmpdir(), 'done-gate-eval-test-'));
    outcome = await evaluate({
      casesDir: CASES,
      filter: null,
      repeat: 1,
      maxCostUsd: null,
      // The shipped defaults: repository-context read, human-attention block.
      configurations: EMULATED_CONFIGURATIONS,
      emulated: true,
      dryRun: false,
      concurrency: 4,
      outDir: out,
      log: () => undefined,
    });
  }, scaled(900_000));
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

  it('with reviewers that catch what each case labels, every defect is caught at its label by every labelled lane, and no clean case is blocked but for a person to approve', () => {
    const scripted = scoresOf('emulated-scripted');
    expect(scripted).toHaveLength(cases.length);
    const wrong = scripted
      .filter((t) => (t.defect ? t.case !== 'caught' : !passedButForApproval(t)))
      .map((t) => `${t.caseId}: ${t.case} — ${t.result.error ?? t.result.blockers.join(' | ')}`);
    expect(wrong).toEqual([]);
    const lanesMissing = scripted.flatMap((t) =>
      t.result.label.catchers
        .filter((lane) => t.lanes[lane] !== 'caught')
        .map((lane) => `${t.caseId}/${lane}: ${t.lanes[lane]}`),
    );
    expect(lanesMissing).toEqual([]);
  });

  it('with reviewers that pass everything, no clean case is blocked and the deterministic cases are still caught', () => {
    const obedient = scoresOf('emulated-obedient');
    expect(obedient.every((t) => t.case !== 'error')).toBe(true);
    const falseBlocks = obedient
      .filter((t) => !t.defect && !passedButForApproval(t))
      .map((t) => `${t.caseId}: ${t.case} — ${t.result.blockers.join(' | ')}`);
    expect(falseBlocks).toEqual([]);
    const deterministic = new Set(
      cases.filter((c) => c.expected.catchers.includes('deterministic')).map((c) => c.id),
    );
    expect(deterministic.size).toBeGreaterThan(0);
    const missed = obedient.filter((t) => deterministic.has(t.caseId) && t.case !== 'caught');
    expect(missed.map((t) => `${t.caseId}: ${t.case}`)).toEqual([]);
    const summary = outcome.report!.figures.configurations.find(
      (c) => c.configuration === 'emulated-obedient',
    )!;
    const i = (r: { wilson: { low: number; high: number } | null }) =>
      r.wilson === null ? '' : ` [Wilson 95% ${percent(r.wilson.low)}–${percent(r.wilson.high)}]`;
    const waiting = obedient.filter((t) => !t.defect && t.case !== 'passed').map((t) => t.caseId);
    // The figure the README and docs/evaluation.md quote: what the deterministic layers catch unaided.
    console.log(
      `clean cases waiting only for a person's approval (human-attention: block): ${waiting.join(', ') || 'none'}`,
    );
    console.log(
      `deterministic layers alone: ${summary.detection.hits}/${summary.detection.of} defects caught ` +
        `(${percent(summary.detection.rate)})${i(summary.detection)}, ` +
        `${summary.falseBlocks.hits}/${summary.falseBlocks.of} clean PRs blocked${i(summary.falseBlocks)}`,
    );
  });

  it('stores every call with its reply, prompt version and the model the vendor reported', () => {
    const calls = outcome.report!.results.flatMap((r) => r.calls);
    expect(calls.length).toBeGreaterThan(cases.length * 2);
    for (const c of calls) {
      expect(c.promptVersion).toMatch(/^[0-9a-f]{12}$/);
      if (!c.ok) continue;
      expect(c.vendorModel, `${c.lane} ${c.step}`).not.toBeNull();
      expect(c.reply, `${c.lane} ${c.step}`).not.toBeNull();
    }
  });

  it('names every output as emulated, and --rescore reproduces the stored figures exactly', async () => {
    expect(existsSync(join(out, 'eval.json'))).toBe(false);
    const stored = JSON.parse(
      await readFile(join(out, 'eval.emulated.json'), 'utf8'),
    ) as EvalReport;
    expect(stored.emulated).toBe(true);
    expect(stored.results).toHaveLength(cases.length * 2);
    const chart = await readFile(join(out, 'chart.emulated.svg'), 'utf8');
    expect(chart).toContain(EMULATED_TITLE);
    expect(chart.match(/class="configuration"/g)).toHaveLength(2);
    const markdown = await readFile(join(out, 'eval.emulated.md'), 'utf8');
    expect(markdown.split('\n')[0]).toContain(EMULATED_TITLE);
    expect(markdown).toContain('![detection vs false blocks](chart.emulated.svg)');

    const lines: string[] = [];
    const again = await rescore(join(out, 'eval.emulated.json'), out, (l) => lines.push(l));
    expect(again.figures).toEqual(stored.figures);
    expect(renderTerminal(again)).toBe(renderTerminal(stored));
    expect(lines).toContain('The figures match the stored run exactly.');
    expect(existsSync(join(out, 'eval.emulated.rescored.json'))).toBe(true);
  });
});
