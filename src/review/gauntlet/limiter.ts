// One concurrency limit for every model call of a run (the gate reviewer and every lane share it):
// at most `n` tasks run at once; the rest wait in FIFO order.

export interface Limiter {
  /** Runs `task` when a slot is free; the slot is released however the task ends. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly pending: number;
  readonly limit: number;
}

/** A limiter of `n` slots (`n` below 1 or not a number means 1). */
export function createLimiter(n: number): Limiter {
  const limit = Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next !== undefined) next();
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active += 1;
          let result: Promise<T>;
          try {
            result = Promise.resolve(task());
          } catch (error) {
            result = Promise.reject(error);
          }
          result.then(
            (value) => {
              release();
              resolve(value);
            },
            (error: unknown) => {
              release();
              reject(error);
            },
          );
        };
        if (active < limit) start();
        else queue.push(start);
      });
    },
    get active() {
      return active;
    },
    get pending() {
      return queue.length;
    },
    limit,
  };
}
