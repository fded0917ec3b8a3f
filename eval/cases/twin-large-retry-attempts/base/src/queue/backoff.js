// Delays between attempts: exponential from the job's first delay, capped, with optional jitter
// so a burst of failures does not retry in lockstep.

const MAX_DELAY_MS = 15 * 60 * 1000;

/** The delay after the `attempt`-th failed run (1-based). */
export function retryDelay(firstDelayMs, attempt, random = () => 0.5) {
  const exponential = firstDelayMs * 2 ** (attempt - 1);
  const capped = Math.min(MAX_DELAY_MS, exponential);
  // ±20 % around the capped delay.
  return Math.round(capped * (0.8 + 0.4 * random()));
}
