// Per-vendor back-off of concurrency: the run's limiter lets up to `max-concurrency` calls out at
// once; when one vendor answers 429, only that vendor's attempts are held to fewer in flight
// (half of what was in flight when it said so), and each later success there gives one slot back
// until the vendor is unbounded again. Other vendors never wait for it. The retry-after wait itself
// is the retry loop's (retry.ts); this only decides how many attempts may be in flight meanwhile.

export interface VendorLimiter {
  /** Resolves with a release function once `vendor` has a free slot; rejects when `signal` aborts. */
  acquire(vendor: string, signal: AbortSignal): Promise<() => void>;
  /** The vendor answered 429: halve what it may have in flight (at least 1). */
  rateLimited(vendor: string): void;
  /** The vendor answered: one slot back, up to unbounded. */
  succeeded(vendor: string): void;
  /** The vendor's current bound (Infinity when it has not backed off), and attempts in flight. */
  state(vendor: string): { limit: number; active: number; waiting: number };
}

interface Lane {
  limit: number;
  /** The most in flight at once since the last back-off: past it, the bound is lifted. */
  peak: number;
  active: number;
  queue: (() => void)[];
}

export function createVendorLimiter(): VendorLimiter {
  const lanes = new Map<string, Lane>();
  const laneOf = (vendor: string): Lane => {
    let lane = lanes.get(vendor);
    if (lane === undefined) {
      lane = { limit: Infinity, peak: 0, active: 0, queue: [] };
      lanes.set(vendor, lane);
    }
    return lane;
  };
  const admit = (lane: Lane): void => {
    while (lane.active < lane.limit && lane.queue.length > 0) lane.queue.shift()?.();
  };

  return {
    acquire(vendor, signal) {
      const lane = laneOf(vendor);
      return new Promise((resolve, reject) => {
        let released = false;
        const release = (): void => {
          if (released) return;
          released = true;
          lane.active -= 1;
          admit(lane);
        };
        const start = (): void => {
          signal.removeEventListener('abort', onAbort);
          lane.active += 1;
          lane.peak = Math.max(lane.peak, lane.active);
          resolve(release);
        };
        const onAbort = (): void => {
          const index = lane.queue.indexOf(start);
          if (index >= 0) lane.queue.splice(index, 1);
          reject(signal.reason as Error);
        };
        if (signal.aborted) {
          reject(signal.reason as Error);
          return;
        }
        if (lane.active < lane.limit && lane.queue.length === 0) {
          start();
          return;
        }
        lane.queue.push(start);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
    rateLimited(vendor) {
      const lane = laneOf(vendor);
      const inFlight = Math.min(lane.limit, Math.max(lane.active, 1));
      lane.peak = Math.max(lane.peak, lane.active);
      lane.limit = Math.max(1, Math.floor(inFlight / 2));
    },
    succeeded(vendor) {
      const lane = laneOf(vendor);
      if (lane.limit === Infinity) return;
      lane.limit += 1;
      if (lane.limit >= lane.peak) {
        lane.limit = Infinity;
        lane.peak = 0;
      }
      admit(lane);
    },
    state(vendor) {
      const lane = laneOf(vendor);
      return { limit: lane.limit, active: lane.active, waiting: lane.queue.length };
    },
  };
}
