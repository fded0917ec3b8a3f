// The people of a project and what they see of each other.
import { allows } from '../auth/policies.js';
import { Forbidden } from './service.js';

const memberships = new Map();

export function resetMembers() {
  memberships.clear();
}

function listOf(projectId) {
  if (!memberships.has(projectId)) memberships.set(projectId, new Map());
  return memberships.get(projectId);
}

export function addMember(user, projectId, { userId, email }) {
  if (!allows(user.role, 'member:invite')) throw new Forbidden('member:invite');
  if (typeof userId !== 'string' || userId === '') throw new Error('a member needs a user id');
  listOf(projectId).set(userId, { userId, email: String(email ?? ''), addedBy: user.id });
  return listOf(projectId).size;
}

export function removeMember(user, projectId, userId) {
  if (!allows(user.role, 'member:remove')) throw new Forbidden('member:remove');
  return listOf(projectId).delete(userId);
}

/** Members of a project; e-mail addresses only for those who may manage members. */
export function membersOf(user, projectId) {
  if (!allows(user.role, 'member:read')) throw new Forbidden('member:read');
  const showEmail = allows(user.role, 'member:invite');
  return [...listOf(projectId).values()].map((m) => (showEmail ? { ...m } : { userId: m.userId }));
}
