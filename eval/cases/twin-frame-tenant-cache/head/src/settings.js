/** How long a setting read from the database is reused. */
export const SETTINGS_TTL_MS = 60_000;

// A tenant's settings, read from the settings table and kept for a minute, because the same few
// settings are read on every request. Entries are per tenant: one tenant never sees another's.
export function settingsReader(db, clock = Date.now) {
  const cache = new Map();
  return {
    get(tenantId, key) {
      const slot = JSON.stringify([tenantId, key]);
      const hit = cache.get(slot);
      if (hit !== undefined && clock() - hit.at < SETTINGS_TTL_MS) return hit.value;
      const value = db.readSetting(tenantId, key);
      cache.set(slot, { value, at: clock() });
      return value;
    },
  };
}
