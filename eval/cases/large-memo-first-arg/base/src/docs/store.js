// The document store: documents, their owners and shares, and teams. In memory here; the
// production build swaps in the database behind the same functions.

const documents = new Map();
const teams = new Map();

export function resetStore() {
  documents.clear();
  teams.clear();
}

export function putTeam(team) {
  teams.set(team.id, { id: team.id, name: team.name, members: [...team.members] });
}

export function getTeam(teamId) {
  return teams.get(teamId) ?? null;
}

/** Saves a document; `shares` lists { userId | teamId, role: 'reader' | 'editor' }. */
export function putDocument(doc) {
  documents.set(doc.id, {
    id: doc.id,
    title: doc.title,
    body: doc.body ?? '',
    ownerId: doc.ownerId,
    shares: (doc.shares ?? []).map((share) => ({ ...share })),
    updatedAt: doc.updatedAt ?? 0,
  });
}

export function getDocument(docId) {
  return documents.get(docId) ?? null;
}

export function updateDocument(docId, changes, now) {
  const doc = documents.get(docId);
  if (!doc) return null;
  const next = { ...doc, ...changes, id: doc.id, ownerId: doc.ownerId, updatedAt: now };
  documents.set(docId, next);
  return next;
}

export function listDocuments() {
  return [...documents.values()];
}
