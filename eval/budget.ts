// Runs tasks a few at a time under a cost cap (pure apart from the tasks it runs). A task starts
// only when what was spent, what the tasks in flight are estimated to spend and its own estimate
// all fit under the cap; each task's own spend is held to the largest estimate (the caller gives
// it that cap), so the run ends above the cap by at most concurrency × the largest estimate.

/**
 * Whether a task may start under the cap: what was spent, what the tasks in flight are estimated
 * to spend, and this task's estimate must all fit.
 */
export function admits(
  capUsd: number | null,
  spentUsd: number,
  inFlightUsd: readonly number[],
  estimateUsd: number,
): boolean {
  if (capUsd === null) return true;
  return spentUsd + inFlightUsd.reduce((a, b) => a + b, 0) + estimateUsd <= capUsd;
}

/** The most a capped run can spend above its cap. */
export function overshootBound(concurrency: number, largestEstimateUsd: number): number {
  return concurrency * largestEstimateUsd;
}

export interface ScheduleOptions<T, R> {
  /** Workers; worker `w` runs its tasks one after another. */
  concurrency: number;
  capUsd: number | null;
  estimateUsd: (task: T) => number;
  /** Runs a task on worker `w`; its cost is what it actually spent. */
  run: (task: T, worker: number) => Promise<{ result: R; costUsd: number }>;
  /** The result of a task the cap refused to start. */
  refuse: (task: T) => R;
}

/** Every task's result (run or refused), in completion order. */
export async function schedule<T, R>(
  tasks: readonly T[],
  options: ScheduleOptions<T, R>,
): Promise<R[]> {
  const results: R[] = [];
  const queue = [...tasks];
  const inFlight = new Map<number, number>();
  let spent = 0;
  let ticket = 0;
  const worker = async (w: number): Promise<void> => {
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
      const estimate = options.estimateUsd(task);
      if (!admits(options.capUsd, spent, [...inFlight.values()], estimate)) {
        results.push(options.refuse(task));
        continue;
      }
      const mine = ticket++;
      inFlight.set(mine, estimate);
      try {
        const { result, costUsd } = await options.run(task, w);
        spent += costUsd;
        results.push(result);
      } finally {
        inFlight.delete(mine);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, (_, w) => worker(w)));
  return results;
}
