export function exportUsers(session, users) {
  if (session.user === undefined) return { status: 401 };
  if (!Array.isArray(session.user.roles) || !session.user.roles.includes('admin')) {
    return { status: 403 };
  }
  return { status: 200, body: users.map((u) => ({ id: u.id, email: u.email })) };
}
