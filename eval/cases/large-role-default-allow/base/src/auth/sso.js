// Single sign-on: turns the identity provider's assertion into our user. The customer's IdP sends
// group names; each maps to one role, the strongest group winning.

const GROUP_ROLES = {
  'platform-admins': 'admin',
  'project-leads': 'owner',
  engineering: 'member',
  design: 'member',
  support: 'viewer',
  // Contractors and finance use the billing and time-sheet portals, which read these roles.
  contractors: 'contractor',
  finance: 'billing',
};

const STRENGTH = ['admin', 'owner', 'member', 'viewer', 'contractor', 'billing'];

export class AssertionError extends Error {}

/** The role of a user from the IdP's group names; null if no group maps to a role. */
export function roleFromGroups(groups) {
  const roles = groups.map((group) => GROUP_ROLES[group.trim().toLowerCase()]).filter(Boolean);
  if (roles.length === 0) return null;
  roles.sort((a, b) => STRENGTH.indexOf(a) - STRENGTH.indexOf(b));
  return roles[0];
}

/** Our user from a verified assertion ({ subject, email, groups }). */
export function userFromAssertion(assertion, now = Date.now()) {
  if (!assertion || typeof assertion.subject !== 'string' || assertion.subject === '') {
    throw new AssertionError('assertion has no subject');
  }
  if (typeof assertion.expiresAt === 'number' && assertion.expiresAt <= now) {
    throw new AssertionError('assertion expired');
  }
  const role = roleFromGroups(Array.isArray(assertion.groups) ? assertion.groups : []);
  if (role === null) throw new AssertionError('no group of this user has access');
  return {
    id: `sso:${assertion.subject}`,
    email: String(assertion.email ?? ''),
    role,
  };
}
