// Errors worth another attempt: the service was briefly unreachable or overloaded.
export function isTransient(error) {
  return error?.code === 'ECONNRESET' || error?.code === 'ETIMEDOUT' || error?.status === 503;
}

// Runs `task` up to `attempts` times, again only after a transient error.
export async function withRetries(task, attempts = 3) {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (!isTransient(error)) throw error;
    }
  }
}
