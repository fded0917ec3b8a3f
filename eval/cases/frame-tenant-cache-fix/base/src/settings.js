// A tenant's settings, read from the settings table on every request.
export function settingsReader(db) {
  return {
    get: (tenantId, key) => db.readSetting(tenantId, key),
  };
}
