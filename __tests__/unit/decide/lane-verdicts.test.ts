import { describe, expect, it } from 'vitest';
import type { GauntletRun } from '../../../src/review/gauntlet/types.js';
import { LANE_ORDER } from '../../../src/review/gauntlet/types.js';
import { gauntletVerdict } from '../../../src/decide/lane-verdicts.js';
import { missingReport } from '../../../src/review/gauntlet/replies.js';
import {
  ADV_CONFORMS,
  ADV_DEGRADED,
  ADV_DIVERGES,
  codeReview,
  CR_MERGE_READY,
  CR_NEEDS_HUMAN,
  GREEN_REPORTS,
  PROBE_FAIL,
  PROBE_INCONCLUSIVE,
  PROBE_PASS,
  runWith,
  SEC_FAIL,
  SEC_PASS,
  summaryLine,
} from './lane-verdicts.fixtures.js';

const MERGE_READY_LINE =
  '**Verdict: MERGE-READY** — no blocking findings and no always-human triggers';

function rowOf(run: GauntletRun, lane: string) {
  return gauntletVerdict(run).rows.find((r) => r.lane === lane);
}

describe('gauntletVerdict: the all-green path', () => {
  it('PASS when every selected lane is green, rows in LANE_ORDER', () => {
    const v = gauntletVerdict(runWith(GREEN_REPORTS));
    expect(v).toEqual({
      verdict: 'PASS',
      incomplete: [],
      rows: [
        { lane: 'code-review', status: 'GREEN', detail: 'MERGE-READY' },
        { lane: 'adversary', status: 'GREEN', detail: 'CONFORMS' },
        { lane: 'security', status: 'GREEN', detail: 'PASS' },
        { lane: 'probe', status: 'GREEN', detail: 'PASS' },
      ],
      blockers: [],
      attention: [],
    });
  });

  it('unselected lanes are SKIPPED | not selected, and do not block', () => {
    const v = gauntletVerdict(runWith({ 'code-review': CR_MERGE_READY }));
    expect(v.verdict).toBe('PASS');
    expect(v.rows.map((r) => [r.lane, r.status, r.detail])).toEqual([
      ['code-review', 'GREEN', 'MERGE-READY'],
      ['adversary', 'SKIPPED', 'not selected'],
      ['security', 'SKIPPED', 'not selected'],
      ['probe', 'SKIPPED', 'not selected'],
    ]);
  });
});

describe('gauntletVerdict: code-review', () => {
  it('matches the sentinel with and without bold markers', () => {
    for (const line of [
      'Verdict: MERGE-READY',
      '**Verdict:** MERGE-READY',
      '**Verdict: MERGE-READY**',
    ]) {
      expect(rowOf(runWith({ 'code-review': codeReview(line) }), 'code-review')?.status).toBe(
        'GREEN',
      );
    }
  });

  it('MERGE-READY with a critical count in the summary line still blocks', () => {
    const report = codeReview(MERGE_READY_LINE, '', 1);
    const v = gauntletVerdict(runWith({ 'code-review': report }));
    expect(v.verdict).toBe('BLOCKED');
    expect(v.rows[0]).toEqual({
      lane: 'code-review',
      status: 'BLOCKED',
      detail: '1 🔴 finding(s)',
    });
    expect(v.blockers).toEqual([
      'code-review: 1 🔴 CRITICAL finding(s) — fix before claiming done',
    ]);
    expect(v.incomplete).toEqual([]);
  });

  it('the summary line wins over the raw 🔴 count', () => {
    const report = codeReview(MERGE_READY_LINE, '| a.ts | 🔴 1 | x |\n#### 🔴 fixed', 0);
    expect(gauntletVerdict(runWith({ 'code-review': report })).verdict).toBe('PASS');
  });

  it('the last summary line wins', () => {
    const report = `${codeReview(MERGE_READY_LINE, '', 0)}\n${summaryLine(3)}`;
    expect(rowOf(runWith({ 'code-review': report }), 'code-review')?.detail).toBe(
      '3 🔴 finding(s)',
    );
  });

  it('without a summary line, the raw 🔴 count blocks', () => {
    const report = `${MERGE_READY_LINE}\n#### 🔴 SQL injection\n#### 🔴 data loss`;
    const v = gauntletVerdict(runWith({ 'code-review': report }));
    expect(v.rows[0]?.detail).toBe('2 🔴 finding(s)');
    expect(v.blockers).toContain(
      'code-review: 2 🔴 CRITICAL finding(s) — fix before claiming done',
    );
  });

  it('a malformed summary line falls back to the raw count', () => {
    const report = `${MERGE_READY_LINE}\n🔴 x\n*Reviewed 3 files, found 0 critical*`;
    expect(rowOf(runWith({ 'code-review': report }), 'code-review')?.detail).toBe(
      '1 🔴 finding(s)',
    );
  });

  it('NEEDS-HUMAN without 🔴 passes as GREEN (attention) with an attention item', () => {
    const v = gauntletVerdict(runWith({ 'code-review': CR_NEEDS_HUMAN }));
    expect(v.verdict).toBe('PASS');
    expect(v.rows[0]).toEqual({
      lane: 'code-review',
      status: 'GREEN (attention)',
      detail: 'NEEDS-HUMAN, no 🔴',
    });
    expect(v.attention).toEqual([
      "code-review: NEEDS-HUMAN — see the lane report's 'Human attention required' section",
    ]);
  });

  it.each([
    '**Verdict: NEEDS-HUMAN** — pipeline fault(s) recorded — degraded run',
    '**Verdict: NEEDS-HUMAN** — PIPELINE-FAULT: verdict computation error: x — human review required',
    '**Verdict: NEEDS-HUMAN** — report rendering error: TypeError',
  ])('its own degraded verdict line blocks as a pipeline fault: %s', (line) => {
    const v = gauntletVerdict(runWith({ 'code-review': codeReview(line) }));
    expect(v.rows[0]).toEqual({
      lane: 'code-review',
      status: 'BLOCKED',
      detail: 'PIPELINE-FAULT (degraded lane)',
    });
    expect(v.blockers).toEqual([
      'code-review: the lane reported an internal PIPELINE-FAULT (degraded review) — a degraded lane is never a pass',
    ]);
    expect(v.incomplete).toEqual(['code-review']);
  });

  it('degraded with ×N and with a 🔴 count', () => {
    const run = runWith(
      { 'code-review': codeReview('**Verdict: NEEDS-HUMAN** — pipeline fault(s) recorded', '', 2) },
      { attempts: { 'code-review': 3 } },
    );
    const v = gauntletVerdict(run);
    expect(v.rows[0]?.detail).toBe('PIPELINE-FAULT (degraded lane ×3); 2 🔴');
    expect(v.blockers).toHaveLength(2);
  });

  it('only the first **Verdict line is checked for degradation', () => {
    const report = `${CR_NEEDS_HUMAN}\n**Verdict: NEEDS-HUMAN** — pipeline fault(s) recorded`;
    expect(rowOf(runWith({ 'code-review': report }), 'code-review')?.status).toBe(
      'GREEN (attention)',
    );
  });

  it('a missing sentinel blocks ("No changes to review." included)', () => {
    for (const report of [
      '# Code Review Summary\n\nNo changes to review.',
      'verdict: merge-ready',
      '',
    ]) {
      const v = gauntletVerdict(runWith({ 'code-review': report }));
      expect(v.verdict).toBe('BLOCKED');
      expect(v.rows[0]).toEqual({
        lane: 'code-review',
        status: 'BLOCKED',
        detail: 'missing verdict sentinel',
      });
      expect(v.blockers).toEqual([
        'code-review: no Review Verdict sentinel found — the lane failed; a missing verdict is never a pass',
      ]);
      expect(v.incomplete).toEqual(['code-review']);
    }
  });
});

describe('gauntletVerdict: adversary, security, probe', () => {
  it('adversary CONFORMS is green; DIVERGES blocks', () => {
    expect(
      rowOf(runWith({ 'code-review': CR_MERGE_READY, adversary: ADV_CONFORMS }), 'adversary'),
    ).toEqual({ lane: 'adversary', status: 'GREEN', detail: 'CONFORMS' });
    const v = gauntletVerdict(runWith({ 'code-review': CR_MERGE_READY, adversary: ADV_DIVERGES }));
    expect(v.rows[1]).toEqual({ lane: 'adversary', status: 'BLOCKED', detail: 'DIVERGES' });
    expect(v.blockers).toEqual([
      'adversary: DIVERGES — the implementation does not conform to the plan',
    ]);
    // A real DIVERGES is a finding, not an incomplete review.
    expect(v.incomplete).toEqual([]);
  });

  it.each([
    'Criteria: 1/2 met, 0 partial, 1 unmet/diverged — degraded run: pipeline fault recorded (fail-closed).',
    'Criteria: none verified — degraded run: pipeline fault recorded (fail-closed).',
    'Criteria: 1/3 met, 0 partial, 2 unmet/diverged — degraded run: 2 criterion check(s) died (fail-closed).',
    'Criteria: verdict computation error: KeyError — treat as failed, not as conforming.',
  ])('the degraded header under the sentinel blocks as a pipeline fault: %s', (header) => {
    const report = `ADVERSARIAL_REVIEW: DIVERGES\n${header}\n\nComplaints:\n1. x`;
    const v = gauntletVerdict(
      runWith({ 'code-review': CR_MERGE_READY, adversary: report }, { attempts: { adversary: 2 } }),
    );
    expect(v.rows[1]).toEqual({
      lane: 'adversary',
      status: 'BLOCKED',
      detail: 'PIPELINE-FAULT (degraded lane ×2)',
    });
    expect(v.blockers).toEqual([
      'adversary: PIPELINE-FAULT — degraded run, pipeline fault recorded inside the adversary; a degraded lane is never a pass',
    ]);
    expect(v.incomplete).toEqual(['adversary']);
  });

  it('red verification runs are a real DIVERGES, not a degraded run', () => {
    const report =
      'ADVERSARIAL_REVIEW: DIVERGES\nCriteria: 2/2 met, 0 partial, 0 unmet/diverged — 1 red verification run(s) (fail-closed).';
    expect(
      rowOf(runWith({ 'code-review': CR_MERGE_READY, adversary: report }), 'adversary')?.detail,
    ).toBe('DIVERGES');
  });

  it('the degraded header counts only directly under the sentinel', () => {
    const report = `${ADV_CONFORMS}\n${ADV_DEGRADED.split('\n')[1]}`;
    expect(
      rowOf(runWith({ 'code-review': CR_MERGE_READY, adversary: report }), 'adversary')?.status,
    ).toBe('GREEN');
  });

  it('adversary without a sentinel blocks', () => {
    const v = gauntletVerdict(runWith({ 'code-review': CR_MERGE_READY, adversary: 'CONFORMS' }));
    expect(v.blockers).toEqual([
      'adversary: no ADVERSARIAL_REVIEW sentinel found — lane failed; never a pass',
    ]);
    expect(v.rows[1]?.detail).toBe('missing verdict sentinel');
  });

  it('security PASS is green; FAIL and a missing sentinel block', () => {
    expect(
      rowOf(runWith({ 'code-review': CR_MERGE_READY, security: SEC_PASS }), 'security')?.status,
    ).toBe('GREEN');
    const fail = gauntletVerdict(runWith({ 'code-review': CR_MERGE_READY, security: SEC_FAIL }));
    expect(fail.rows[2]).toEqual({ lane: 'security', status: 'BLOCKED', detail: 'FAIL' });
    expect(fail.blockers).toEqual([
      'security: SECURITY_REVIEW: FAIL — 1 exploitable finding(s): 🟠 injection — src/run.ts:12 — PR title → shell — pass argv, not a string',
    ]);
    const missing = gauntletVerdict(runWith({ 'code-review': CR_MERGE_READY, security: 'PASS' }));
    expect(missing.blockers).toEqual([
      'security: no SECURITY_REVIEW sentinel found — lane failed; never a pass',
    ]);
    expect(missing.rows[2]?.detail).toBe('missing verdict sentinel');
  });

  it('probe PASS is green; FAIL blocks; INCONCLUSIVE blocks with the environment note', () => {
    expect(
      rowOf(runWith({ 'code-review': CR_MERGE_READY, probe: PROBE_PASS }), 'probe')?.status,
    ).toBe('GREEN');
    const fail = gauntletVerdict(runWith({ 'code-review': CR_MERGE_READY, probe: PROBE_FAIL }));
    expect(fail.blockers).toEqual([
      'probe: USAGE_PROBE: FAIL — observed behavior contradicts the contract',
    ]);
    const inconclusive = gauntletVerdict(
      runWith({ 'code-review': CR_MERGE_READY, probe: PROBE_INCONCLUSIVE }),
    );
    expect(inconclusive.verdict).toBe('BLOCKED');
    expect(inconclusive.rows[3]).toEqual({
      lane: 'probe',
      status: 'BLOCKED',
      detail: 'INCONCLUSIVE (environment)',
    });
    expect(inconclusive.blockers[0]).toMatch(
      /^probe: INCONCLUSIVE — the ENVIRONMENT could not be established; this is not a code verdict\..*INCONCLUSIVE is never treated as PASS or FAIL\.$/,
    );
    expect(inconclusive.incomplete).toEqual([]);
  });

  it('probe without a sentinel blocks', () => {
    const v = gauntletVerdict(runWith({ 'code-review': CR_MERGE_READY, probe: 'all good' }));
    expect(v.blockers).toEqual([
      'probe: no USAGE_PROBE sentinel found — lane failed; never a pass',
    ]);
  });
});

describe('gauntletVerdict: faults', () => {
  it('a fault marker blocks naming the lane, with the first fault line', () => {
    const report =
      'PIPELINE-FAULT: security lane failed after retries — Agent node failed: timeout\nmore detail';
    const v = gauntletVerdict(runWith({ 'code-review': CR_MERGE_READY, security: report }));
    expect(v.rows[2]).toEqual({
      lane: 'security',
      status: 'BLOCKED',
      detail: 'PIPELINE-FAULT (lane failed)',
    });
    expect(v.blockers).toEqual([
      'security: PIPELINE-FAULT — the lane failed after retries and produced no verdict; a degraded lane is never a pass (PIPELINE-FAULT: security lane failed after retries — Agent node failed: timeout)',
    ]);
    expect(v.incomplete).toEqual(['security']);
  });

  it('fault rows carry ×N only when the lane was re-run', () => {
    const fault = 'PIPELINE-FAULT: probe lane failed after retries — x';
    const once = runWith(
      { 'code-review': CR_MERGE_READY, probe: fault },
      { attempts: { probe: 1 } },
    );
    expect(rowOf(once, 'probe')?.detail).toBe('PIPELINE-FAULT (lane failed)');
    const thrice = runWith(
      { 'code-review': CR_MERGE_READY, probe: fault },
      { attempts: { probe: 3 } },
    );
    expect(rowOf(thrice, 'probe')?.detail).toBe('PIPELINE-FAULT (lane failed ×3)');
  });

  it('the marker is prefix-anchored: leading whitespace still counts', () => {
    const v = gauntletVerdict(
      runWith({ 'code-review': '  \n PIPELINE-FAULT: code-review lane x' }),
    );
    expect(v.rows[0]?.detail).toBe('PIPELINE-FAULT (lane failed)');
  });

  it('a real review that quotes "PIPELINE-FAULT:" is not a fault', () => {
    const report = `${SEC_PASS}\nNote: the runner's "PIPELINE-FAULT: …" text is logged verbatim.`;
    const v = gauntletVerdict(runWith({ 'code-review': CR_MERGE_READY, security: report }));
    expect(v.verdict).toBe('PASS');
    expect(v.rows[2]?.status).toBe('GREEN');
  });

  it('a selected lane with no outcome is a synthetic fault, never SKIPPED', () => {
    const run = runWith(
      { 'code-review': CR_MERGE_READY },
      { selected: ['code-review', 'security'] },
    );
    const v = gauntletVerdict(run);
    expect(v.rows[2]).toEqual({
      lane: 'security',
      status: 'BLOCKED',
      detail: 'PIPELINE-FAULT (lane failed)',
    });
    expect(v.blockers[0]).toContain('(PIPELINE-FAULT: security lane produced no report)');
    expect(missingReport('security')).toBe('PIPELINE-FAULT: security lane produced no report');
    expect(v.incomplete).toEqual(['security']);
  });

  it('a non-string lane result is malformed and blocks', () => {
    const v = gauntletVerdict(
      runWith({ 'code-review': CR_MERGE_READY, adversary: { verdict: 'CONFORMS' } }),
    );
    expect(v.rows[1]).toEqual({
      lane: 'adversary',
      status: 'BLOCKED',
      detail: 'malformed lane result (non-string)',
    });
    expect(v.blockers).toEqual([
      'adversary: malformed lane result (non-string item) — never a pass',
    ]);
  });

  it('a lane that ran without being selected is still judged', () => {
    const run = runWith(
      { 'code-review': CR_MERGE_READY, security: SEC_FAIL },
      { selected: ['code-review'] },
    );
    expect(gauntletVerdict(run).verdict).toBe('BLOCKED');
  });
});

describe('gauntletVerdict: review incomplete and pipeline faults', () => {
  it('forces a lane in reviewIncomplete to BLOCKED even when its restored report is GREEN', () => {
    const run = runWith(
      { 'code-review': CR_MERGE_READY, security: SEC_PASS },
      { reviewIncomplete: ['security'], attempts: { security: 3 } },
    );
    const v = gauntletVerdict(run);
    expect(v.verdict).toBe('BLOCKED');
    expect(v.rows[2]).toEqual({
      lane: 'security',
      status: 'BLOCKED',
      detail: 'review incomplete after 3 attempt(s)',
    });
    expect(v.blockers).toEqual([
      'security: review incomplete after 3 attempt(s) — the lane never produced a usable verdict',
    ]);
    expect(v.incomplete).toEqual(['security']);
  });

  it('does not add a second blocker for a row that is already BLOCKED', () => {
    const run = runWith(
      {
        'code-review': CR_MERGE_READY,
        probe: 'PIPELINE-FAULT: probe lane failed after retries — x',
      },
      { reviewIncomplete: ['probe'], attempts: { probe: 3 } },
    );
    const v = gauntletVerdict(run);
    expect(v.rows[3]?.detail).toBe('PIPELINE-FAULT (lane failed ×3)');
    expect(v.blockers).toHaveLength(1);
  });

  it('forces an unselected lane named in reviewIncomplete too, without an attempt count', () => {
    const v = gauntletVerdict(
      runWith({ 'code-review': CR_MERGE_READY }, { reviewIncomplete: ['probe'] }),
    );
    expect(v.rows[3]).toEqual({ lane: 'probe', status: 'BLOCKED', detail: 'review incomplete' });
    expect(v.verdict).toBe('BLOCKED');
  });

  it('sorts the incomplete names and includes pipeline', () => {
    const run = runWith(
      { 'code-review': CR_MERGE_READY, adversary: ADV_CONFORMS, security: SEC_PASS },
      {
        reviewIncomplete: ['security', 'adversary'],
        pipelineErrors: ['PIPELINE-FAULT: parse failed — cannot run the gauntlet: 500'],
      },
    );
    expect(gauntletVerdict(run).incomplete).toEqual(['adversary', 'pipeline', 'security']);
  });

  it('a PIPELINE-FAULT in the pipeline errors blocks as `pipeline: …`', () => {
    const run = runWith(GREEN_REPORTS, {
      pipelineErrors: ['NOTE: x; PIPELINE-FAULT: retry gate crashed — TypeError'],
    });
    const v = gauntletVerdict(run);
    expect(v.verdict).toBe('BLOCKED');
    expect(v.blockers).toEqual([
      'pipeline: NOTE: x; PIPELINE-FAULT: retry gate crashed — TypeError',
    ]);
    expect(v.incomplete).toEqual(['pipeline']);
  });

  it('a NOTE alone does not block', () => {
    const run = runWith(GREEN_REPORTS, {
      pipelineErrors: ['NOTE: diff signals could not be computed (x); surface UNKNOWN'],
    });
    expect(gauntletVerdict(run).verdict).toBe('PASS');
  });

  it('malformed reviewIncomplete bookkeeping is a pipeline fault, never dropped', () => {
    const run = runWith(GREEN_REPORTS, { reviewIncomplete: ['security', 42, null] });
    const v = gauntletVerdict(run);
    expect(v.verdict).toBe('BLOCKED');
    expect(v.incomplete).toEqual(['pipeline', 'security']);
    expect(v.blockers).toContain(
      'pipeline: PIPELINE-FAULT — malformed review_incomplete bookkeeping (["security",42,null]); never a pass',
    );
    const notAList = {
      ...runWith(GREEN_REPORTS),
      reviewIncomplete: 'security' as unknown as string[],
    };
    expect(gauntletVerdict(notAList).incomplete).toEqual(['pipeline']);
  });

  it('an unknown name in reviewIncomplete is malformed bookkeeping, named only in the blocker', () => {
    const v = gauntletVerdict(runWith(GREEN_REPORTS, { reviewIncomplete: ['<b>perf</b>'] }));
    expect(v.verdict).toBe('BLOCKED');
    expect(v.incomplete).toEqual(['pipeline']);
    expect(v.blockers).toEqual([
      'pipeline: PIPELINE-FAULT — malformed review_incomplete bookkeeping (["<b>perf</b>"]); never a pass',
    ]);
  });

  it('`pipeline` without any fault text gets the fallback blocker', () => {
    const v = gauntletVerdict(runWith(GREEN_REPORTS, { reviewIncomplete: ['pipeline'] }));
    expect(v.blockers).toEqual([
      'pipeline: review incomplete — a pipeline stage never completed (no fault text recorded)',
    ]);
  });

  it('non-string pipeline errors are a pipeline fault', () => {
    const v = gauntletVerdict(runWith(GREEN_REPORTS, { pipelineErrors: [{ e: 1 }] }));
    expect(v.verdict).toBe('BLOCKED');
    expect(v.incomplete).toEqual(['pipeline']);
  });

  it('an empty selection (code-review missing) blocks: code-review is always on', () => {
    const v = gauntletVerdict(runWith({}));
    expect(v.verdict).toBe('BLOCKED');
    expect(v.rows.every((r) => r.status === 'SKIPPED')).toBe(true);
    expect(v.incomplete).toEqual(['pipeline']);
  });

  it('an unknown lane in the selection is a pipeline fault', () => {
    const run = runWith(GREEN_REPORTS, { selected: [...LANE_ORDER, 'perf' as never] });
    expect(gauntletVerdict(run).incomplete).toEqual(['pipeline']);
  });
});

describe('gauntletVerdict: never throws', () => {
  it('a crash inside becomes BLOCKED with the pipeline incomplete', () => {
    const run = runWith(GREEN_REPORTS);
    Object.defineProperty(run, 'outcomes', {
      get() {
        throw new Error('boom');
      },
    });
    const v = gauntletVerdict(run);
    expect(v.verdict).toBe('BLOCKED');
    expect(v.incomplete).toEqual(['pipeline']);
    expect(v.blockers).toEqual(['verdict gate error: boom — treat as a failed gate, not a pass.']);
    expect(v.rows.map((r) => r.lane)).toEqual(LANE_ORDER);
  });

  it('null and garbage runs are BLOCKED', () => {
    for (const garbage of [null, undefined, 42, 'GAUNTLET: PASS', [], { selection: null }]) {
      expect(gauntletVerdict(garbage as unknown as GauntletRun).verdict).toBe('BLOCKED');
    }
  });
});
