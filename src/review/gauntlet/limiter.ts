// One concurrency limit for every model call of a run (the gate reviewer and every lane share it):
// at most `n` tasks run at once. A task may carry a rank (a chunk's number): the lowest rank that
// waits goes first, then the one asked first. Slots are handed out one event-loop turn after a task
// is asked for, so the calls a run asks for together are ranked together: on a chunked PR the first
// wave is every call of the first chunks, not one call per lane on every chunk, and it leaves once
// those chunks' texts are redacted and serialised instead of waiting for all of them (#26).
import { nextTurn } from '../../event-loop.js';

export interface Limiter {
  /** Runs `task` when a slot is free; the slot is released however the task ends. */
  run<T>(task: () => Promise<T>, rank?: number): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly pending: number;
  readonly limit: number;
}

interface Waiting {
  rank: number;
  order: number;
  start: () => void;
}

const before = (a: Waiting, b: Waiting): boolean =>
  a.rank < b.rank || (a.rank === b.rank && a.order < b.order);

/** A limiter of `n` slots (`n` below 1 or not a number means 1). */
export function createLimiter(n: number): Limiter {
  const limit = Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
  let active = 0;
  let asked = 0;
  let handing = false;
  const queue = createHeap();

  const handOut = (): void => {
    while (active < limit && queue.size > 0) queue.pop().start();
  };
  const release = (): void => {
    active -= 1;
    handOut();
  };

  return {
    run<T>(task: () => Promise<T>, rank = 0): Promise<T> {
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
        queue.push({ rank: Number.isFinite(rank) ? rank : 0, order: asked++, start });
        if (handing) return;
        handing = true;
        void nextTurn().then(() => {
          handing = false;
          handOut();
        });
      });
    },
    get active() {
      return active;
    },
    get pending() {
      return queue.size;
    },
    limit,
  };
}

/** A binary min-heap of waiting tasks: each push and pop in log time, however many wait. */
function createHeap() {
  const items: Waiting[] = [];
  return {
    get size() {
      return items.length;
    },
    push(item: Waiting): void {
      items.push(item);
      let i = items.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!before(items[i]!, items[parent]!)) break;
        [items[i], items[parent]] = [items[parent]!, items[i]!];
        i = parent;
      }
    },
    pop(): Waiting {
      const top = items[0]!;
      const last = items.pop()!;
      if (items.length > 0) {
        items[0] = last;
        for (let i = 0; ;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let least = i;
          if (l < items.length && before(items[l]!, items[least]!)) least = l;
          if (r < items.length && before(items[r]!, items[least]!)) least = r;
          if (least === i) break;
          [items[i], items[least]] = [items[least]!, items[i]!];
          i = least;
        }
      }
      return top;
    },
  };
}
