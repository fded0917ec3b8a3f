import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_LANE_ATTEMPTS,
  MIN_RETRY_REMAINING_MS,
  retryDecision,
  retryRoomLeft,
} from '../../../../src/review/gauntlet/retry.js';

describe('retryDecision (the retry gate, pure)', () => {
  it('re-runs a faulted first attempt while time is left', () => {
    expect(
      retryDecision({ lane: 'security', attempt: 1, remainingMs: 60_000, budgetMs: 120_000 }),
    ).toEqual({
      rerun: true,
      note: 'lane security faulted (missing / sentinel-less / degraded report) — re-running: attempt 2/3',
    });
  });

  it('never goes past the last attempt', () => {
    expect(
      retryDecision({ lane: 'probe', attempt: 3, remainingMs: 60_000, budgetMs: 120_000 }),
    ).toEqual({
      rerun: false,
      note: 'lane probe faulted and was NOT re-run (attempts 3/3) — recorded in review_incomplete',
    });
  });

  it('a fault a re-run cannot fix is not re-run, and says why', () => {
    const d = retryDecision({
      lane: 'code-review',
      attempt: 1,
      noRetry: 'no evidence to review — a re-run cannot fix it',
      remainingMs: 60_000,
      budgetMs: 120_000,
    });
    expect(d.rerun).toBe(false);
    expect(d.note).toBe(
      'lane code-review faulted and was NOT re-run (attempts 1/3; no evidence to review — a re-run cannot fix it) — recorded in review_incomplete',
    );
  });

  it('no attempt starts with less than max(5 s, 10% of the budget) left', () => {
    expect(retryRoomLeft(4_999, 10_000)).toBe(false);
    expect(retryRoomLeft(5_000, 10_000)).toBe(true);
    expect(retryRoomLeft(9_999, 100_000)).toBe(false);
    expect(retryRoomLeft(10_000, 100_000)).toBe(true);
    const d = retryDecision({ lane: 'adversary', attempt: 2, remainingMs: 4_000, budgetMs: 1e6 });
    expect(d).toEqual({
      rerun: false,
      note: 'lane adversary faulted and was NOT re-run (attempts 2/3; wall-clock budget exhausted) — recorded in review_incomplete',
    });
  });

  it('property: a re-run only below the attempt cap, without a no-retry reason, with room left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.option(fc.string(), { nil: undefined }),
        fc.integer({ min: -1_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (attempt, noRetry, remainingMs, budgetMs) => {
          const d = retryDecision({
            lane: 'security',
            attempt,
            ...(noRetry === undefined ? {} : { noRetry }),
            remainingMs,
            budgetMs,
          });
          const expected =
            noRetry === undefined &&
            attempt < MAX_LANE_ATTEMPTS &&
            remainingMs >= Math.max(MIN_RETRY_REMAINING_MS, 0.1 * budgetMs);
          expect(d.rerun).toBe(expected);
          expect(d.note.startsWith('lane security faulted')).toBe(true);
        },
      ),
    );
  });
});
