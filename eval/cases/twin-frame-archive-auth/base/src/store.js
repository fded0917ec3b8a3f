// An in-memory project store; production swaps in the database-backed one with the same methods.
export function projectStore(projects = []) {
  const byId = new Map(projects.map((p) => [p.id, { ...p }]));
  return {
    get: (id) => (byId.has(id) ? { ...byId.get(id) } : null),
    update(id, changes) {
      const next = { ...byId.get(id), ...changes };
      byId.set(id, next);
      return { ...next };
    },
  };
}
