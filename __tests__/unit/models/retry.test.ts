// The retry decision (pure): what is retried, how long it waits, when it gives up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiErrorClass } from '../../../src/models/classify.js';
import { backoffMs, decideRetry, DEFAULT_RETRY_POLICY } from '../../../src/models/retry.js';

const policy = {
  ...DEFAULT_RETRY_POLICY,
  maxAttempts: 4,
  initialBackoffMs: 100,
  maxBackoffMs: 800,
};
const backoff: ApiErrorClass = { kind: 'server-error', retry: 'backoff', message: 'm: 500' };
const after = (delayMs: number): ApiErrorClass => ({
  kind: 'rate-limited',
  retry: 'after',
  delayMs,
  message: 'm: 429',
});
const input = (over: Partial<Parameters<typeof decideRetry>[0]> = {}) => ({
  message: 'm: failed',
  advice: backoff,
  failures: 1,
  remainingMs: 60_000,
  policy,
  random: () => 0.5,
  ...over,
});

describe('decideRetry', () => {
  it('stops at once on a failure that is never retried, message unchanged', () => {
    expect(decideRetry(input({ advice: undefined }))).toEqual({
      type: 'stop',
      message: 'm: failed',
    });
    const never: ApiErrorClass = { kind: 'auth', retry: 'never', message: 'x' };
    expect(decideRetry(input({ advice: never }))).toEqual({ type: 'stop', message: 'm: failed' });
  });

  it('waits the backoff, doubling per failure', () => {
    const random = () => 1; // no jitter: the full base
    expect(decideRetry(input({ failures: 1, random }))).toEqual({ type: 'wait', ms: 100 });
    expect(decideRetry(input({ failures: 2, random }))).toEqual({ type: 'wait', ms: 200 });
    expect(decideRetry(input({ failures: 3, random }))).toEqual({ type: 'wait', ms: 400 });
  });

  it("gives up after the policy's attempts, saying so", () => {
    expect(decideRetry(input({ failures: 4 }))).toEqual({
      type: 'stop',
      message: 'm: failed; gave up after 4 attempts',
    });
  });

  it('honours a server wait that fits the budget and refuses one that does not', () => {
    expect(decideRetry(input({ advice: after(1_000) }))).toEqual({ type: 'wait', ms: 1_000 });
    expect(decideRetry(input({ advice: after(3_600_000), remainingMs: 10_000 }))).toEqual({
      type: 'stop',
      message:
        'm: failed; the server asked to wait 3600.0s but only 10.0s of the time budget remain',
    });
  });

  it('does not start a backoff that would outlive the budget', () => {
    const decision = decideRetry(input({ remainingMs: 10, random: () => 1 }));
    expect(decision).toEqual({
      type: 'stop',
      message: 'm: failed; the next retry is due in 0.1s but only 0.0s of the time budget remain',
    });
  });

  it('never waits as long as the time left, and never gives more attempts than the policy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: -1_000, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
        (failures, remainingMs, r, serverWait) => {
          const advice = serverWait === undefined ? backoff : after(serverWait);
          const decision = decideRetry(input({ failures, remainingMs, random: () => r, advice }));
          if (decision.type === 'wait') {
            expect(decision.ms).toBeLessThan(remainingMs);
            expect(failures).toBeLessThan(policy.maxAttempts);
          }
          if (failures >= policy.maxAttempts) expect(decision.type).toBe('stop');
        },
      ),
    );
  });
});

describe('backoffMs', () => {
  it('stays between half and all of the capped doubled delay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (failures, r) => {
          const base = Math.min(800, 100 * 2 ** (failures - 1));
          const ms = backoffMs(policy, failures, () => r);
          expect(ms).toBeGreaterThanOrEqual(Math.floor(base / 2));
          expect(ms).toBeLessThanOrEqual(base);
        },
      ),
    );
  });
});
