export function exportUsers(session, users) {
  if (session.user === undefined) return { status: 401 };
  return { status: 200, body: users.map((u) => ({ id: u.id, email: u.email })) };
}
