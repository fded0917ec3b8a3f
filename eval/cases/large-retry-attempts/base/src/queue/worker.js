// Runs due jobs with the handler registered for their type. A run that throws is retried after
// a back-off while the job has attempts left; the last failure moves it to `dead`.
import { retryDelay } from './backoff.js';

export class PermanentError extends Error {}

/** Runs every due job once; resolves with a summary { done, retried, dead }. */
export async function runDue(queue, handlers, { random, log = () => {} } = {}) {
  const summary = { done: 0, retried: 0, dead: 0 };
  for (const job of queue.due()) {
    const handler = handlers[job.type];
    if (!handler) {
      queue.update(job.id, { state: 'dead', lastError: `no handler for ${job.type}` });
      summary.dead += 1;
      continue;
    }
    const attempt = job.attempts + 1;
    queue.update(job.id, { state: 'running', attempts: attempt });
    try {
      await handler(job.payload, { attempt, jobId: job.id });
      queue.update(job.id, { state: 'done', lastError: null });
      summary.done += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentError;
      if (!permanent && attempt < job.maxAttempts) {
        const delay = retryDelay(job.backoffMs, attempt, random);
        queue.update(job.id, { state: 'queued', runAt: queue.now() + delay, lastError: message });
        summary.retried += 1;
        log(
          `job ${job.id} (${job.type}) failed, attempt ${attempt} of ${job.maxAttempts}; retry in ${delay} ms`,
        );
      } else {
        queue.update(job.id, { state: 'dead', lastError: message });
        summary.dead += 1;
        log(`job ${job.id} (${job.type}) is dead after ${attempt} attempt(s): ${message}`);
      }
    }
  }
  return summary;
}

/** Runs rounds until nothing is due at the queue's current time. */
export async function drain(queue, handlers, options) {
  const total = { done: 0, retried: 0, dead: 0 };
  for (let round = 0; round < 1000 && queue.due().length > 0; round += 1) {
    const summary = await runDue(queue, handlers, options);
    for (const key of Object.keys(total)) total[key] += summary[key];
  }
  return total;
}
