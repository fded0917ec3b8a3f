/** How long a setting read from the database is reused. */
export const SETTINGS_TTL_MS = 60_000;

// A tenant's settings, read from the settings table and kept for a minute, because the same few
// settings are read on every request.
export function settingsReader(db, clock = Date.now) {
  const cache = new Map();
  return {
    get(tenantId, key) {
      const hit = cache.get(key);
      if (hit !== undefined && clock() - hit.at < SETTINGS_TTL_MS) return hit.value;
      const value = db.readSetting(tenantId, key);
      cache.set(key, { value, at: clock() });
      return value;
    },
  };
}
