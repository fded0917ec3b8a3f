// The retry gate's decision (design.md §B.5), pure: whether a lane whose last report is faulted
// is run again. At most MAX_LANE_ATTEMPTS whole-lane attempts, never for a fault a re-run cannot
// fix, and never when less than max(5 s, 10% of the run's budget) is left — a late retry must not
// eat the time the decide and publish stages need.

export const MAX_LANE_ATTEMPTS = 3;
/** No attempt starts with less than this left before the deadline… */
export const MIN_RETRY_REMAINING_MS = 5_000;
/** …nor with less than this share of the run's whole budget left. */
export const MIN_RETRY_REMAINING_SHARE = 0.1;

export interface RetryQuestion {
  lane: string;
  /** The 1-based attempt that just faulted. */
  attempt: number;
  /** Why a re-run cannot help, when the fault says so. */
  noRetry?: string;
  /** ms left before the run's deadline. */
  remainingMs: number;
  /** The run's whole budget in ms. */
  budgetMs: number;
}

export type RetryDecision = { rerun: true; note: string } | { rerun: false; note: string };

export function retryRoomLeft(remainingMs: number, budgetMs: number): boolean {
  return remainingMs >= Math.max(MIN_RETRY_REMAINING_MS, MIN_RETRY_REMAINING_SHARE * budgetMs);
}

/** The decision and the retry note the report shows for it. */
export function retryDecision(q: RetryQuestion): RetryDecision {
  let declined: string | null = null;
  if (q.noRetry !== undefined) declined = `; ${q.noRetry}`;
  else if (q.attempt >= MAX_LANE_ATTEMPTS) declined = '';
  else if (!retryRoomLeft(q.remainingMs, q.budgetMs)) declined = '; wall-clock budget exhausted';
  if (declined !== null) {
    return {
      rerun: false,
      note: `lane ${q.lane} faulted and was NOT re-run (attempts ${q.attempt}/${MAX_LANE_ATTEMPTS}${declined}) — recorded in review_incomplete`,
    };
  }
  return {
    rerun: true,
    note: `lane ${q.lane} faulted (missing / sentinel-less / degraded report) — re-running: attempt ${q.attempt + 1}/${MAX_LANE_ATTEMPTS}`,
  };
}
