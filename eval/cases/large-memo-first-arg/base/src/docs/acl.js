// Who may do what with a document. Roles, weakest first: none, reader, editor, owner. A user's
// role is the strongest of: owning the document, a share to the user, a share to a team the user
// belongs to.
import { memoize } from '../util/memo.js';
import { getDocument, getTeam } from './store.js';

const RANK = { none: 0, reader: 1, editor: 2, owner: 3 };

// Team membership is read on every check; teams change rarely, so the lookup is cached by id.
export const teamMembers = memoize((teamId) => new Set(getTeam(teamId)?.members ?? []));

function shareApplies(share, userId) {
  if (share.userId !== undefined) return share.userId === userId;
  if (share.teamId !== undefined) return teamMembers(share.teamId).has(userId);
  return false;
}

/** The strongest role `userId` holds on `doc` (a document object). */
export function roleOn(doc, userId) {
  if (!doc || !userId) return 'none';
  if (doc.ownerId === userId) return 'owner';
  let best = 'none';
  for (const share of doc.shares) {
    if (shareApplies(share, userId) && RANK[share.role] > RANK[best]) best = share.role;
  }
  return best;
}

export function hasRole(doc, userId, needed) {
  return RANK[roleOn(doc, userId)] >= RANK[needed];
}

/** Whether `userId` may read the document `docId`. */
export function canRead(userId, docId) {
  return hasRole(getDocument(docId), userId, 'reader');
}

/** Whether `userId` may change the document's shares (owners only). */
export function canShare(userId, docId) {
  return hasRole(getDocument(docId), userId, 'owner');
}
