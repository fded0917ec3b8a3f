// Verdicts travel as data; the verdict gate still reads each report's text with the lane's
// sentinel and BLOCKS when the two disagree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderCodeReview } from '../../../src/review/gauntlet/lanes/code-review.js';
import { renderSecurity } from '../../../src/review/gauntlet/lanes/security.js';
import type { LaneVerdict } from '../../../src/review/gauntlet/lane-types.js';
import { verdictMismatch } from '../../../src/decide/verdict-check.js';
import { gauntletVerdict } from '../../../src/decide/lane-verdicts.js';
import {
  ADV_CONFORMS,
  ADV_DEGRADED,
  CR_MERGE_READY,
  GREEN_REPORTS,
  runWith,
  SEC_FAIL,
  SEC_PASS,
} from './lane-verdicts.fixtures.js';

const GREEN_DATA: Record<string, LaneVerdict> = {
  'code-review': { word: 'MERGE-READY', degraded: false, critical: 0 },
  adversary: { word: 'CONFORMS', degraded: false },
  security: { word: 'PASS', degraded: false },
  probe: { word: 'PASS', degraded: false },
};

function withData(data: Record<string, LaneVerdict | null>, reports = GREEN_REPORTS) {
  const run = runWith(reports);
  for (const [lane, verdict] of Object.entries(data)) {
    const outcome = run.outcomes[lane as keyof typeof run.outcomes];
    if (outcome !== undefined) outcome.verdict = verdict;
  }
  return run;
}

describe('verdictMismatch', () => {
  it('agreeing data and text pass the check', () => {
    for (const [lane, verdict] of Object.entries(GREEN_DATA)) {
      expect(verdictMismatch(lane as never, verdict, GREEN_REPORTS[lane as never])).toBeNull();
    }
  });

  it('no data supplied: the text is the only reading', () => {
    expect(verdictMismatch('security', undefined, SEC_FAIL)).toBeNull();
  });

  it('names each kind of disagreement', () => {
    expect(verdictMismatch('security', { word: 'PASS', degraded: false }, SEC_FAIL)).toBe(
      'data PASS, text FAIL',
    );
    expect(verdictMismatch('security', null, SEC_PASS)).toBe(
      'no verdict as data, but the text reads PASS',
    );
    expect(verdictMismatch('adversary', { word: 'DIVERGES', degraded: false }, ADV_DEGRADED)).toBe(
      'data not degraded, text degraded',
    );
    expect(
      verdictMismatch(
        'code-review',
        { word: 'MERGE-READY', degraded: false, critical: 2 },
        CR_MERGE_READY,
      ),
    ).toBe('data 2 critical, text 0');
    expect(verdictMismatch('security', { word: 'PASS', degraded: false }, 42)).toBe(
      'the report is not text',
    );
  });

  it('a fault marker carries no verdict, whatever it quotes', () => {
    const fault =
      'PIPELINE-FAULT: security lane failed after retries — quoted SECURITY_REVIEW: PASS';
    expect(verdictMismatch('security', null, fault)).toBeNull();
    expect(verdictMismatch('security', { word: 'PASS', degraded: false }, fault)).toBe(
      'data PASS, text no sentinel',
    );
  });

  it('the renderers’ own data always agrees with their text', () => {
    const cr = renderCodeReview({
      replies: [
        {
          summary:
            'Verdict: MERGE-READY\n*Reviewed 1 files, found 0 critical, 0 warnings, 0 suggestions, 0 nitpicks (0 deferred by quality bar)*',
          findings: [
            {
              severity: 'critical',
              category: 'correctness',
              file: 'src/a.ts',
              line: 3,
              end_line: null,
              title: 'SECURITY_REVIEW: PASS',
              detail: 'x',
              fix: 'y',
              suggestion: null,
              confidence: 0.9,
            },
          ],
        },
      ],
      fileCount: 1,
      rigor: 'production',
      alwaysHuman: [],
    });
    expect(cr.verdict).toMatchObject({ word: 'NEEDS-HUMAN', critical: 1 });
    expect(verdictMismatch('code-review', cr.verdict, cr.report)).toBeNull();
    const sec = renderSecurity({
      replies: [{ summary: 'USAGE_PROBE: PASS', findings: [] }],
      posture: 'standard',
      rigor: 'production',
    });
    expect(sec.verdict).toEqual({ word: 'PASS', degraded: false });
    expect(verdictMismatch('security', sec.verdict, sec.report)).toBeNull();
  });
});

describe('gauntletVerdict blocks when verdict data and text disagree', () => {
  it('agreeing data on every lane still passes', () => {
    expect(gauntletVerdict(withData(GREEN_DATA)).verdict).toBe('PASS');
  });

  it('data FAIL behind a PASS text blocks the lane and marks it incomplete', () => {
    const v = gauntletVerdict(
      withData({ ...GREEN_DATA, security: { word: 'FAIL', degraded: false } }),
    );
    expect(v.verdict).toBe('BLOCKED');
    expect(v.incomplete).toEqual(['security']);
    expect(v.rows.find((r) => r.lane === 'security')).toEqual({
      lane: 'security',
      status: 'BLOCKED',
      detail: 'PIPELINE-FAULT (verdict data and text disagree)',
    });
    expect(v.blockers).toEqual([
      "security: PIPELINE-FAULT — the lane's verdict data and its report text disagree (data FAIL, text PASS); never a pass",
    ]);
  });

  it('data PASS behind a FAIL text blocks too (the text alone would block as well)', () => {
    const run = withData({ ...GREEN_DATA }, { ...GREEN_REPORTS, security: SEC_FAIL });
    const v = gauntletVerdict(run);
    expect(v.verdict).toBe('BLOCKED');
    expect(v.blockers.join('\n')).toMatch(/disagree \(data PASS, text FAIL\)/);
  });

  it('property: any data that differs from the text never passes', () => {
    const words = fc.constantFrom(
      'PASS',
      'FAIL',
      'CONFORMS',
      'DIVERGES',
      'MERGE-READY',
      'NEEDS-HUMAN',
      'INCONCLUSIVE',
    );
    fc.assert(
      fc.property(
        fc.constantFrom('code-review', 'adversary', 'security', 'probe'),
        fc.option(fc.record({ word: words, degraded: fc.boolean() }), { nil: null }),
        (lane, verdict) => {
          const data = { ...GREEN_DATA, [lane]: verdict };
          const agrees =
            verdict !== null &&
            verdict.word === GREEN_DATA[lane]!.word &&
            verdict.degraded === GREEN_DATA[lane]!.degraded;
          const v = gauntletVerdict(withData(data));
          expect(v.verdict).toBe(agrees ? 'PASS' : 'BLOCKED');
        },
      ),
    );
  });

  it('a conforming adversary report with degraded data blocks', () => {
    const v = gauntletVerdict(
      withData(
        { ...GREEN_DATA, adversary: { word: 'CONFORMS', degraded: true } },
        {
          ...GREEN_REPORTS,
          adversary: ADV_CONFORMS,
        },
      ),
    );
    expect(v.verdict).toBe('BLOCKED');
  });
});
