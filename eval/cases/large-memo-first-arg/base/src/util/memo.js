// A small least-recently-used cache in front of lookups by id (teams, users, settings), so a
// request that asks for the same team ten times reads the store once.

/**
 * Wraps `fn` so calls with the same first argument return the first call's result. The cache is
 * keyed on the first argument only — the lookups it was written for take one id — and lives as
 * long as the process; the oldest entry is dropped past `maxSize`.
 */
export function memoize(fn, { maxSize = 1000 } = {}) {
  const cache = new Map();
  const memoized = (key, ...rest) => {
    if (cache.has(key)) {
      const value = cache.get(key);
      // Re-insert so the entry becomes the most recently used.
      cache.delete(key);
      cache.set(key, value);
      return value;
    }
    const value = fn(key, ...rest);
    cache.set(key, value);
    if (cache.size > maxSize) cache.delete(cache.keys().next().value);
    return value;
  };
  memoized.clear = () => cache.clear();
  memoized.size = () => cache.size;
  return memoized;
}

/** Runs `fn` once; later calls return the first result. */
export function once(fn) {
  let done = false;
  let value;
  return (...args) => {
    if (!done) {
      value = fn(...args);
      done = true;
    }
    return value;
  };
}
