// HTTP handlers of the documents API. Each takes { userId, params, body } (the session layer
// has already authenticated userId) and returns { status, body }.
import { canEdit, canRead, canShare } from './acl.js';
import { historyOf, record } from './audit.js';
import { getDocument, listDocuments, updateDocument } from './store.js';

const MAX_TITLE = 200;
const MAX_BODY = 1_000_000;

function summary(doc) {
  return { id: doc.id, title: doc.title, updatedAt: doc.updatedAt };
}

export function listDocs(req) {
  const visible = listDocuments().filter((doc) => canRead(req.userId, doc.id));
  return { status: 200, body: visible.map(summary) };
}

export function getDoc(req) {
  const doc = getDocument(req.params.id);
  // A document the user may not read answers exactly like a missing one.
  if (!doc || !canRead(req.userId, doc.id)) return { status: 404, body: { error: 'not found' } };
  record('read', req.userId, doc.id);
  return { status: 200, body: doc };
}

export function validateEdit(body) {
  if (typeof body !== 'object' || body === null) return 'body must be an object';
  if (
    body.title !== undefined &&
    (typeof body.title !== 'string' || body.title.length > MAX_TITLE)
  ) {
    return `title must be a string of at most ${MAX_TITLE} characters`;
  }
  if (body.body !== undefined && (typeof body.body !== 'string' || body.body.length > MAX_BODY)) {
    return 'body must be a string of at most 1 MB';
  }
  return null;
}

export function editDoc(req, now = Date.now()) {
  const doc = getDocument(req.params.id);
  if (!doc || !canRead(req.userId, doc.id)) return { status: 404, body: { error: 'not found' } };
  if (!canEdit(req.userId, doc.id)) return { status: 403, body: { error: 'read-only' } };
  const problem = validateEdit(req.body);
  if (problem) return { status: 400, body: { error: problem } };
  record('edit', req.userId, doc.id, now);
  const { title = doc.title, body = doc.body } = req.body;
  return { status: 200, body: updateDocument(doc.id, { title, body }, now) };
}

export function shareDoc(req, now = Date.now()) {
  const doc = getDocument(req.params.id);
  if (!doc || !canRead(req.userId, doc.id)) return { status: 404, body: { error: 'not found' } };
  if (!canShare(req.userId, doc.id))
    return { status: 403, body: { error: 'only the owner can share' } };
  const share = req.body;
  if (!['reader', 'editor'].includes(share?.role))
    return { status: 400, body: { error: 'bad role' } };
  const shares = [
    ...doc.shares.filter((s) => s.userId !== share.userId || s.teamId !== share.teamId),
    share,
  ];
  record('share', req.userId, doc.id, now);
  return { status: 200, body: updateDocument(doc.id, { shares }, now) };
}

export function docHistory(req) {
  const doc = getDocument(req.params.id);
  if (!doc || !canShare(req.userId, doc.id)) return { status: 404, body: { error: 'not found' } };
  return { status: 200, body: historyOf(doc.id) };
}
