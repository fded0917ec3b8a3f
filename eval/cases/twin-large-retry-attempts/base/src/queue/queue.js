// A job queue held in memory (the production build persists the same records). A job is
// { id, type, payload, attempts, maxAttempts, runAt, state, lastError }; states are queued,
// running, done and dead.

export function createQueue({ now = () => Date.now() } = {}) {
  const jobs = new Map();
  let nextId = 1;

  return {
    now,
    /**
     * Queues a job of `type`. `maxAttempts` is the number of runs in all, the first one
     * included: 1 (the default) runs the job once and never retries it, 3 runs it at most three
     * times. `backoffMs` is the first delay before a retry (it doubles each time).
     */
    enqueue(type, payload, { maxAttempts = 1, backoffMs = 1000, delayMs = 0 } = {}) {
      if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
        throw new RangeError('maxAttempts must be ≥ 1');
      const job = {
        id: nextId++,
        type,
        payload,
        attempts: 0,
        maxAttempts,
        backoffMs,
        runAt: now() + delayMs,
        state: 'queued',
        lastError: null,
      };
      jobs.set(job.id, job);
      return job.id;
    },
    /** The queued jobs whose time has come, oldest first. */
    due() {
      const t = now();
      return [...jobs.values()]
        .filter((job) => job.state === 'queued' && job.runAt <= t)
        .sort((a, b) => a.runAt - b.runAt || a.id - b.id);
    },
    get(id) {
      const job = jobs.get(id);
      return job ? { ...job } : null;
    },
    update(id, changes) {
      const job = jobs.get(id);
      if (!job) throw new Error(`no job ${id}`);
      Object.assign(job, changes);
    },
    /** Jobs in `state`, for the admin page. */
    inState(state) {
      return [...jobs.values()].filter((job) => job.state === state).map((job) => ({ ...job }));
    },
    /** Puts a dead job back in the queue for one more round of attempts. */
    revive(id) {
      const job = jobs.get(id);
      if (!job || job.state !== 'dead') return false;
      Object.assign(job, { state: 'queued', attempts: 0, runAt: now(), lastError: null });
      return true;
    },
  };
}
