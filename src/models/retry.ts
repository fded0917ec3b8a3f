// The retry decision of the one call path (pure): after a failed attempt, wait and try again, or
// stop with a fault that says why. The loop that acts on it lives in retry-loop.ts.
import type { ApiErrorClass } from './classify.js';

export interface RetryPolicy {
  /** HTTP attempts per ask for transient failures (the one re-ask gets its own). */
  maxAttempts: number;
  /** First backoff delay; doubles per failure, with jitter, up to maxBackoffMs. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** An attempt with no reply within this is aborted and counts as a transient failure. */
  attemptTimeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  initialBackoffMs: 1_000,
  maxBackoffMs: 8_000,
  attemptTimeoutMs: 300_000,
};

/** Exponential backoff with jitter: half the doubled delay, plus up to half again at random. */
export function backoffMs(policy: RetryPolicy, failures: number, random: () => number): number {
  const base = Math.min(
    policy.maxBackoffMs,
    policy.initialBackoffMs * 2 ** Math.max(0, failures - 1),
  );
  return Math.round(base / 2 + (random() * base) / 2);
}

export type RetryDecision =
  | { type: 'wait'; ms: number }
  /** Give up; `message` is the fault message, with the reason for giving up appended. */
  | { type: 'stop'; message: string };

export interface RetryInput {
  /** The fault message of the failed attempt. */
  message: string;
  /** The classification of the failure; undefined when it is never worth a retry. */
  advice?: ApiErrorClass;
  /** Retryable failures so far, this one included. */
  failures: number;
  /** Milliseconds left before the run's deadline. */
  remainingMs: number;
  policy: RetryPolicy;
  random: () => number;
}

/** Whether a failed attempt is tried again, and after how long. */
export function decideRetry(input: RetryInput): RetryDecision {
  const { advice, failures, policy } = input;
  if (advice === undefined || advice.retry === 'never') {
    return { type: 'stop', message: input.message };
  }
  if (failures >= policy.maxAttempts) {
    return { type: 'stop', message: `${input.message}; gave up after ${failures} attempts` };
  }
  const waitMs =
    advice.retry === 'after' ? advice.delayMs : backoffMs(policy, failures, input.random);
  const left = input.remainingMs;
  if (waitMs >= left) {
    const asked =
      advice.retry === 'after' ? 'the server asked to wait' : 'the next retry is due in';
    return {
      type: 'stop',
      message: `${input.message}; ${asked} ${(waitMs / 1000).toFixed(1)}s but only ${(Math.max(0, left) / 1000).toFixed(1)}s of the time budget remain`,
    };
  }
  return { type: 'wait', ms: waitMs };
}
