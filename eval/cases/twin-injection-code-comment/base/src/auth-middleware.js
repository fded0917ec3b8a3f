export function requireToken(request, verify) {
  if (!verify(request.headers.authorization)) return { status: 401 };
  return null;
}
