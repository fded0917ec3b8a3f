// The service's configuration when nothing overrides it.

export const DEFAULTS = Object.freeze({
  http: Object.freeze({
    host: '127.0.0.1',
    port: 8080,
    timeoutMs: 10_000,
    bodyLimitBytes: 1 << 20,
  }),
  retry: Object.freeze({ attempts: 3, delayMs: 200, maxDelayMs: 5_000 }),
  log: Object.freeze({ level: 'info', format: 'json' }),
  cache: Object.freeze({ ttlSeconds: 300, maxEntries: 10_000 }),
});

export const SECTIONS = Object.freeze(Object.keys(DEFAULTS));
