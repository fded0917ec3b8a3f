import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atLabel, scoreCase, scoreDeterministic, scoreLane } from '../../eval/score.js';
import { figures } from '../../eval/stats.js';
import { CLEAN, label, record, result } from './fixtures.js';
import { propertyRuns } from '../knobs.js';

describe('scoreLane', () => {
  const blocked = (partial = {}) => record({ status: 'BLOCKED', ...partial });

  it('catches only a blocking finding within ±3 lines of the labelled file:line', () => {
    const at = (file: string, line: number | null) =>
      scoreLane(label(), blocked({ findings: [{ file, line, title: 't' }] }));
    expect(at('src/a.js', 13)).toBe('caught');
    expect(at('./src/a.js', 7)).toBe('caught');
    expect(at('b/src/a.js', 10)).toBe('caught');
    expect(at('src/a.js', 14)).toBe('blocked-other');
    expect(at('src/a.js', null)).toBe('blocked-other');
    expect(at('src/b.js', 10)).toBe('blocked-other');
  });

  it('catches by the labelled criterion not MET, or a gate issue anchored at the label', () => {
    const l = label({ criterion: 2, catchers: ['adversary'] });
    expect(scoreLane(l, blocked({ criteria: [{ id: 'c2', status: 'UNMET' }] }))).toBe('caught');
    expect(scoreLane(l, blocked({ criteria: [{ id: 'c2', status: 'MET' }] }))).toBe(
      'blocked-other',
    );
    expect(scoreLane(l, blocked({ criteria: [{ id: 'c1', status: 'UNMET' }] }))).toBe(
      'blocked-other',
    );
    expect(
      scoreLane(label(), blocked({ issues: [{ file: 'src/a.js', line: 11, claim: 'x' }] })),
    ).toBe('caught');
    expect(scoreLane(label(), blocked({ issues: [{ file: null, line: null, claim: 'x' }] }))).toBe(
      'blocked-other',
    );
  });

  it('never counts a faulted lane as a detection, even when it also named the label', () => {
    const faulted = blocked({
      fault: 'invalid-output',
      findings: [{ file: 'src/a.js', line: 10, title: 't' }],
    });
    expect(scoreLane(label(), faulted)).toBe('blocked-by-fault');
    expect(scoreLane(CLEAN, faulted)).toBe('blocked-by-fault');
  });

  it('scores a SKIPPED or absent lane as a miss on a defect and a pass on a clean case', () => {
    expect(scoreLane(label(), record({ status: 'SKIPPED' }))).toBe('missed');
    expect(scoreLane(label(), undefined)).toBe('missed');
    expect(scoreLane(CLEAN, record({ status: 'SKIPPED' }))).toBe('passed');
    expect(scoreLane(label(), record({ status: 'GREEN (attention)' }))).toBe('missed');
  });

  it('a lane blocking a clean case is a false block', () => {
    expect(scoreLane(CLEAN, blocked({ findings: [{ file: 'x', line: 1, title: 't' }] }))).toBe(
      'false-block',
    );
  });

  it('the ±3 rule: caught exactly when same file and |Δline| ≤ 3', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (a, b) => {
          const l = label({ line: a });
          expect(atLabel(l, 'src/a.js', b)).toBe(Math.abs(a - b) <= 3);
          expect(atLabel(l, 'src/other.js', b)).toBe(false);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});

describe('scoreDeterministic', () => {
  it('is caught only on a case labelled for it', () => {
    const det = label({ catchers: ['deterministic'], file: null, line: null });
    expect(scoreDeterministic(det, ['red tests'])).toBe('caught');
    expect(scoreDeterministic(label(), ['red tests'])).toBe('blocked-other');
    expect(scoreDeterministic(CLEAN, ['red tests'])).toBe('false-block');
    expect(scoreDeterministic(det, [])).toBe('missed');
  });
});

describe('scoreCase', () => {
  it('a SKIPPED catcher lane is a miss of its own even when the case was caught elsewhere', () => {
    const l = label({ catchers: ['security', 'code-review'] });
    const scored = scoreCase(
      result(
        {
          caseId: 'x',
          records: {
            security: record({ status: 'SKIPPED' }),
            'code-review': record({
              status: 'BLOCKED',
              findings: [{ file: 'src/a.js', line: 10, title: 't' }],
            }),
          },
        },
        l,
      ),
    );
    expect(scored.case).toBe('caught');
    expect(scored.lanes.security).toBe('missed');
  });

  it('a catcher lane missing from the rows is scored, as a miss', () => {
    const scored = scoreCase(result({ caseId: 'x', got: 'pass' }));
    expect(scored.lanes['code-review']).toBe('missed');
    expect(scored.case).toBe('missed');
  });

  it('a block explained only by a fault is blocked-by-fault; another reason wins over it', () => {
    const faultOnly = result({
      caseId: 'x',
      records: { 'code-review': record({ status: 'BLOCKED', fault: 'timeout' }) },
    });
    expect(scoreCase(faultOnly).case).toBe('blocked-by-fault');
    const alsoOther = result({
      caseId: 'x',
      records: {
        'code-review': record({ status: 'BLOCKED', fault: 'timeout' }),
        gate: record({ status: 'BLOCKED', issues: [{ file: 'z.js', line: 1, claim: 'nit' }] }),
      },
    });
    expect(scoreCase(alsoOther).case).toBe('blocked-other');
  });

  it('a block no lane owns (an attention item) is another reason, on a clean case a false block', () => {
    expect(scoreCase(result({ caseId: 'x' })).case).toBe('blocked-other');
    expect(scoreCase(result({ caseId: 'c' }, CLEAN)).case).toBe('false-block');
    expect(scoreCase(result({ caseId: 'e', got: 'error', error: 'net' })).case).toBe('error');
  });
});

describe('a reviewer that blocks every case for an unrelated reason', () => {
  it('scores 0 % detection and 100 % false blocks', () => {
    const unrelated = record({
      status: 'BLOCKED',
      findings: [{ file: 'test/other.test.js', line: 1, title: 'naming' }],
    });
    const results = [
      ...Array.from({ length: 6 }, (_, i) =>
        result({ caseId: `d${i}`, records: { 'code-review': unrelated } }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        result({ caseId: `c${i}`, records: { 'code-review': unrelated } }, CLEAN),
      ),
    ];
    const f = figures(results, ['a']);
    const summary = f.configurations[0]!;
    expect(summary.detection).toMatchObject({ hits: 0, of: 6, rate: 0 });
    expect(summary.blockedOther).toMatchObject({ hits: 6, of: 6 });
    expect(summary.falseBlocks).toMatchObject({ hits: 4, of: 4, rate: 1 });
    const lane = f.lanes.find((l) => l.lane === 'code-review')!;
    expect(lane.detection.rate).toBe(0);
    expect(lane.falseBlocks.rate).toBe(1);
  });
});

describe('a reviewer whose lane faults on every case', () => {
  it('detects nothing and blocks no clean case falsely: the blocks are faults', () => {
    const faulted = record({
      status: 'BLOCKED',
      fault: 'bad-request',
      findings: [{ file: 'src/a.js', line: 10, title: 'would have been right' }],
    });
    const results = [
      result({ caseId: 'd', records: { 'code-review': faulted } }),
      result({ caseId: 'c', records: { 'code-review': faulted } }, CLEAN),
    ];
    const summary = figures(results, ['a']).configurations[0]!;
    expect(summary.detection.hits).toBe(0);
    expect(summary.falseBlocks.hits).toBe(0);
    expect(summary.faults).toMatchObject({ hits: 2, of: 2 });
  });
});
