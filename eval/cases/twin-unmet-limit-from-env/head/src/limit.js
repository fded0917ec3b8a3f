const DEFAULT_LIMIT = 100;
const windows = new Map();

/** RATE_LIMIT_PER_MINUTE as a positive integer; unset or unusable, the default of 100. */
export function limitFromEnv(env = process.env) {
  const raw = env.RATE_LIMIT_PER_MINUTE;
  if (raw === undefined || !/^[1-9][0-9]*$/.test(raw)) return DEFAULT_LIMIT;
  return Number(raw);
}

export function allow(key, now = Date.now(), limit = limitFromEnv()) {
  const minute = Math.floor(now / 60_000);
  const entry = windows.get(key);
  if (entry === undefined || entry.minute !== minute) {
    windows.set(key, { minute, count: 1 });
    return true;
  }
  entry.count++;
  return entry.count <= limit;
}
