// The adversary's fan-out: criteria × chunks plus the holistic pass, all sent at once, merged.
import { describe, expect, it } from 'vitest';
import { fanOut, mergeFanOut } from '../../../../../src/review/gauntlet/lanes/adversary-run.js';
import type { LaneCall } from '../../../../../src/review/gauntlet/lanes/lane.js';
import type { CallOutcome } from '../../../../../src/review/gauntlet/replies.js';
import { verdictMismatch } from '../../../../../src/decide/verdict-check.js';

const criteria = [
  { id: 'c1', text: 'returns 404', kind: 'behaviour' as const },
  { id: 'c2', text: 'logs the id', kind: 'behaviour' as const },
];
const verification = { kind: 'none' } as const;
const met = (id: string) => ({
  id,
  status: 'MET',
  evidence: 'src/a.ts:1',
  complaint: '',
  citations: [{ file: 'src/a.ts', line: 1, end_line: null }],
});

describe('fanOut', () => {
  it('sends one check per criterion and one holistic pass, before any answers', async () => {
    const steps: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const perChunk = async <T>(call: LaneCall<T>): Promise<CallOutcome<T>[]> => {
      steps.push(call.step);
      await gate;
      const value = call.step === 'holistic' ? { complaints: [] } : met(call.step.slice(10));
      return [{ ok: true, value: value as T }];
    };
    const pending = fanOut({ perChunk }, criteria, verification);
    await Promise.resolve();
    expect(steps).toEqual(['criterion:c1', 'criterion:c2', 'holistic']);
    release();
    const results = await pending;
    expect(results.checks).toHaveLength(2);
    expect(results.holistic).toHaveLength(1);
  });
});

describe('mergeFanOut', () => {
  it('all met, no complaints: CONFORMS, and the data agrees with the text', () => {
    const merged = mergeFanOut(
      criteria,
      {
        checks: [[{ ok: true, value: met('c1') }], [{ ok: true, value: met('c2') }]] as never,
        holistic: [{ ok: true, value: { complaints: [] } }],
      },
      verification,
    );
    expect(merged.verdict).toEqual({ word: 'CONFORMS', degraded: false });
    expect(merged.report.split('\n')[0]).toBe('ADVERSARIAL_REVIEW: CONFORMS');
    expect(verdictMismatch('adversary', merged.verdict, merged.report)).toBeNull();
    expect(merged.noRetry).toBeUndefined();
  });

  it('a criterion check that faulted on any chunk died: a degraded DIVERGES', () => {
    const merged = mergeFanOut(
      criteria,
      {
        checks: [
          [{ ok: true, value: met('c1') }],
          [
            { ok: true, value: met('c2') },
            { ok: false, fault: { kind: 'timeout', message: 'late' } },
          ],
        ] as never,
        holistic: [{ ok: true, value: { complaints: [] } }],
      },
      verification,
    );
    expect(merged.verdict).toEqual({ word: 'DIVERGES', degraded: true });
    expect(merged.report).toMatch(/degraded run: 1 criterion check\(s\) died/);
    expect(verdictMismatch('adversary', merged.verdict, merged.report)).toBeNull();
  });

  it('a spent budget in the holistic pass refuses a re-run', () => {
    const merged = mergeFanOut(
      criteria,
      {
        checks: [[{ ok: true, value: met('c1') }], [{ ok: true, value: met('c2') }]] as never,
        holistic: [{ ok: false, fault: { kind: 'budget-exhausted', message: 'cap' } }],
      },
      verification,
    );
    expect(merged.verdict).toEqual({ word: 'DIVERGES', degraded: true });
    expect(merged.report).toMatch(/PIPELINE-FAULT: holistic pass failed — budget-exhausted: cap/);
    expect(merged.noRetry).toMatch(/budget exhausted/);
  });
});
