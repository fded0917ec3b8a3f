import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GauntletRun, LaneName } from '../../../src/review/gauntlet/types.js';
import { LANE_ORDER } from '../../../src/review/gauntlet/types.js';
import { gauntletVerdict } from '../../../src/decide/lane-verdicts.js';
import { runArb } from './lane-verdicts.fixtures.js';
import { propertyRuns } from '../../knobs.js';

// The seed's literals (design.md §B.8), written out here on purpose rather than imported, so these
// properties cross-check src/review/gauntlet/sentinels.ts instead of trusting it.
const SENTINEL: Record<LaneName, RegExp> = {
  'code-review': /Verdict:\**\s*\**\s*(MERGE-READY|NEEDS-HUMAN)/,
  adversary: /ADVERSARIAL_REVIEW:\s*(CONFORMS|DIVERGES)/,
  security: /SECURITY_REVIEW:\s*(PASS|FAIL)/,
  probe: /USAGE_PROBE:\s*(PASS|FAIL|INCONCLUSIVE)/,
};
const GREEN_VALUE: Record<LaneName, string[]> = {
  'code-review': ['MERGE-READY', 'NEEDS-HUMAN'],
  adversary: ['CONFORMS'],
  security: ['PASS'],
  probe: ['PASS'],
};
const CR_DEGRADED_LINE =
  /^\*\*Verdict: NEEDS-HUMAN\*\* — .*(pipeline fault\(s\) recorded|PIPELINE-FAULT:|report rendering error)/;
const ADV_DEGRADED_HEADER =
  /^Criteria: .*(degraded run: pipeline fault recorded|degraded run: \d+ criterion check\(s\) died|verdict computation error:)/;
const SUMMARY =
  /^\*Reviewed \d+ files, found (\d+) critical, \d+ warnings, \d+ suggestions, \d+ nitpicks \(\d+ deferred by quality bar\)\*$/gm;

function criticals(report: string): number {
  const all = [...report.matchAll(SUMMARY)];
  const last = all.at(-1);
  return last !== undefined ? Number(last[1]) : [...report].filter((c) => c === '🔴').length;
}

/** Why this lane, as reported, must block; null when it may pass. */
function laneMustBlock(lane: LaneName, report: unknown): string | null {
  if (typeof report !== 'string') return 'non-string';
  if (report.trim().startsWith('PIPELINE-FAULT:')) return 'fault marker';
  const m = SENTINEL[lane].exec(report);
  if (m === null) return 'no sentinel';
  if (!GREEN_VALUE[lane].includes(m[1] ?? '')) return `verdict ${m[1]}`;
  if (lane === 'code-review') {
    const first = /^\*\*Verdict: .*$/m.exec(report)?.[0];
    if (first !== undefined && CR_DEGRADED_LINE.test(first)) return 'degraded';
    if (criticals(report) > 0) return 'critical';
  }
  if (lane === 'adversary') {
    const lines = report.split('\n');
    const at = lines.findIndex((l) => SENTINEL.adversary.test(l));
    if (ADV_DEGRADED_HEADER.test(lines[at + 1] ?? '')) return 'degraded';
  }
  return null;
}

function ranOrSelected(run: GauntletRun): Array<[LaneName, unknown]> {
  return LANE_ORDER.filter((lane) => run.selection.lanes.includes(lane) || run.outcomes[lane]).map(
    (lane): [LaneName, unknown] => [
      lane,
      run.outcomes[lane] === undefined ? 'PIPELINE-FAULT: no report' : run.outcomes[lane]?.report,
    ],
  );
}

describe('gauntletVerdict properties', () => {
  it('the generator exercises both verdicts', () => {
    const verdicts = fc
      .sample(runArb, { numRuns: propertyRuns(), seed: 7 })
      .map((r) => gauntletVerdict(r).verdict);
    expect(verdicts.filter((v) => v === 'PASS').length).toBeGreaterThan(20);
    expect(verdicts.filter((v) => v === 'BLOCKED').length).toBeGreaterThan(20);
  });

  it('never PASS when a lane lacks its sentinel, is faulted, degraded, or has a critical', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const verdict = gauntletVerdict(run);
        const reasons = ranOrSelected(run)
          .map(([lane, report]) => laneMustBlock(lane, report))
          .filter((r) => r !== null);
        if (reasons.length > 0) expect(verdict.verdict).toBe('BLOCKED');
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('PASS only with code-review run, no incomplete bookkeeping and no pipeline fault', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const verdict = gauntletVerdict(run);
        if (verdict.verdict !== 'PASS') return;
        expect(typeof run.outcomes['code-review']?.report).toBe('string');
        expect(run.reviewIncomplete).toEqual([]);
        for (const e of run.pipelineErrors) {
          expect(typeof e).toBe('string');
          expect(e).not.toContain('PIPELINE-FAULT:');
        }
        expect(verdict.blockers).toEqual([]);
        expect(verdict.incomplete).toEqual([]);
        for (const row of verdict.rows) expect(row.status).not.toBe('BLOCKED');
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('BLOCKED always names at least one blocker; rows always in LANE_ORDER; names sorted', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const verdict = gauntletVerdict(run);
        if (verdict.verdict === 'BLOCKED') expect(verdict.blockers.length).toBeGreaterThan(0);
        expect(verdict.rows.map((r) => r.lane)).toEqual(LANE_ORDER);
        expect(verdict.incomplete).toEqual([...verdict.incomplete].sort());
        if (verdict.incomplete.length > 0) expect(verdict.verdict).toBe('BLOCKED');
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('a lane named in reviewIncomplete is never GREEN', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const verdict = gauntletVerdict(run);
        for (const name of run.reviewIncomplete) {
          const row = verdict.rows.find((r) => r.lane === name);
          if (row !== undefined) expect(row.status).toBe('BLOCKED');
        }
      }),
    );
  });

  it('never throws, whatever it is handed', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const verdict = gauntletVerdict(value as GauntletRun);
        expect(['PASS', 'BLOCKED']).toContain(verdict.verdict);
      }),
    );
  });
});
