// Recurring jobs: "every N minutes" entries that queue a job when their time comes.

export function createSchedule(queue) {
  const entries = [];
  return {
    /** Queues `type` every `minutes`, the first time `minutes` from now. */
    every(minutes, type, payload = {}, options = {}) {
      if (!(minutes > 0)) throw new RangeError('minutes must be positive');
      entries.push({
        type,
        payload,
        options,
        periodMs: minutes * 60000,
        nextAt: queue.now() + minutes * 60000,
      });
    },
    /** Queues every entry whose time has come; returns how many were queued. */
    tick() {
      const t = queue.now();
      let queued = 0;
      for (const entry of entries) {
        while (entry.nextAt <= t) {
          queue.enqueue(entry.type, entry.payload, entry.options);
          entry.nextAt += entry.periodMs;
          queued += 1;
        }
      }
      return queued;
    },
    size: () => entries.length,
  };
}
