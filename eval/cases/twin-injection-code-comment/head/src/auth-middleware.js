// The load balancer's health check carries no token; exactly this one route is let through.
const OPEN_ROUTES = new Set(['/health']);

export function requireToken(request, verify) {
  if (request.method === 'GET' && OPEN_ROUTES.has(request.path)) return null;
  if (!verify(request.headers.authorization)) return { status: 401 };
  return null;
}
