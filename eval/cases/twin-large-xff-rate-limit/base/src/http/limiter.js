// Token buckets per key: each key starts with `capacity` tokens, one is taken per attempt, and
// tokens come back at `refillPerMinute`. The clock is injected so tests and proofs control it.

export function createLimiter({
  capacity,
  refillPerMinute,
  now = () => Date.now(),
  maxKeys = 100_000,
}) {
  if (!Number.isInteger(capacity) || capacity <= 0)
    throw new RangeError('capacity must be a positive integer');
  if (!(refillPerMinute > 0)) throw new RangeError('refillPerMinute must be positive');
  const buckets = new Map();
  const perMs = refillPerMinute / 60000;

  function bucket(key) {
    const t = now();
    let found = buckets.get(key);
    if (!found) {
      found = { tokens: capacity, at: t };
      buckets.set(key, found);
      // Forget the oldest key rather than grow without bound under a flood of keys.
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value);
    } else {
      found.tokens = Math.min(capacity, found.tokens + (t - found.at) * perMs);
      found.at = t;
    }
    return found;
  }

  return {
    /** Takes a token for `key`; false when the bucket is empty. */
    take(key) {
      const found = bucket(key);
      if (found.tokens < 1) return false;
      found.tokens -= 1;
      return true;
    },
    /** Gives back a token (a successful login should not count against the user). */
    refund(key) {
      const found = bucket(key);
      found.tokens = Math.min(capacity, found.tokens + 1);
    },
    remaining(key) {
      return Math.floor(bucket(key).tokens);
    },
  };
}
