// Calls to upstream services with the retry policy of the configuration: retry on network
// errors and 5xx answers, waiting delayMs, then twice that, up to maxDelayMs.

function wait(ms, sleep) {
  return sleep ? sleep(ms) : new Promise((resolve) => setTimeout(resolve, ms));
}

/** Delays before each retry for a retry section: [delayMs, 2·delayMs, …] capped at maxDelayMs. */
export function retrySchedule(retry) {
  const delays = [];
  for (let i = 1; i < retry.attempts; i += 1) {
    delays.push(Math.min(retry.maxDelayMs, retry.delayMs * 2 ** (i - 1)));
  }
  return delays;
}

export function createUpstream({ fetch, config, sleep }) {
  const delays = retrySchedule(config.retry);
  return async function call(url, init = {}) {
    let lastError;
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      if (attempt > 0) await wait(delays[attempt - 1], sleep);
      try {
        const response = await fetch(url, {
          ...init,
          signal: AbortSignal.timeout(config.http.timeoutMs),
        });
        if (response.status < 500) return response;
        lastError = new Error(`upstream answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  };
}
