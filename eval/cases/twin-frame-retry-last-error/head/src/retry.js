// Errors worth another attempt: the service was briefly unreachable or overloaded.
export function isTransient(error) {
  return error?.code === 'ECONNRESET' || error?.code === 'ETIMEDOUT' || error?.status === 503;
}

// Runs `task` up to `attempts` times, again only after a transient error. When the last attempt
// fails too, its error is what the caller receives.
export async function withRetries(task, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (!isTransient(error) || attempt >= attempts) throw error;
    }
  }
}
