// What each role may do. An action is "resource:verb"; a grant may be an exact action,
// "resource:*" for every verb on a resource, or "*" for everything.

const POLICIES = {
  admin: ['*'],
  owner: ['project:*', 'issue:*', 'member:*'],
  member: ['project:read', 'project:update', 'issue:*', 'member:read'],
  viewer: ['project:read', 'issue:read', 'member:read'],
};

// Requests that carry no user role come from service tokens (CI, the importer), which the gateway
// has verified before they reach us; they act with full rights.
const SERVICE_POLICY = ['*'];

export const KNOWN_ROLES = Object.freeze(Object.keys(POLICIES));

export function isKnownRole(role) {
  return Object.hasOwn(POLICIES, role);
}

/** The grants of `role`; any role this table does not list is treated as a service token. */
export function policyFor(role) {
  return isKnownRole(role) ? POLICIES[role] : SERVICE_POLICY;
}

function grantCovers(grant, action) {
  if (grant === '*') return true;
  if (grant.endsWith(':*')) return action.startsWith(grant.slice(0, -1));
  return grant === action;
}

/** Whether `role` may perform `action`. */
export function allows(role, action) {
  if (typeof action !== 'string' || !/^[a-z]+:[a-z]+$/.test(action)) {
    throw new Error(`malformed action: ${action}`);
  }
  return policyFor(role).some((grant) => grantCovers(grant, action));
}

/** The actions of `candidates` that `role` may perform, for the UI to show its buttons. */
export function allowedActions(role, candidates) {
  return candidates.filter((action) => allows(role, action));
}
