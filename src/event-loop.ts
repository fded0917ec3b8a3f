// Yielding to the event loop, where a long stretch of work must let I/O run between its parts.

/** One turn of the event loop: the I/O callbacks already due (a socket's connect, a write, a
 * timer) run before it resolves. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Work that takes turns: each piece runs after the one queued before it has finished and the
 * event loop has turned once more, so the I/O and timers that fell due meanwhile (a socket's
 * write, a deadline) run between two pieces. A piece that throws rejects its own promise only.
 */
export interface Turns {
  run<T>(work: () => T): Promise<T>;
}

export function takeTurns(): Turns {
  let last: Promise<unknown> = Promise.resolve();
  return {
    run(work) {
      const turn = last.then(nextTurn).then(work);
      last = turn.catch(() => undefined);
      return turn;
    },
  };
}
