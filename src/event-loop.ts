// Yielding to the event loop, where a long stretch of work must let I/O run between its parts.

/** One turn of the event loop: the I/O callbacks already due (a socket's connect, a write, a
 * timer) run before it resolves. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
