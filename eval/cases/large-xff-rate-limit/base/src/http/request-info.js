// What we know about the client of a request. The service runs behind our load balancers, which
// append the address they received the connection from to X-Forwarded-For; anything to the left
// of their entry was written by the client and is whatever the client wants it to be.

/** The load balancers' own addresses (the socket peer of every request in production). */
export const TRUSTED_PROXIES = Object.freeze(['10.0.0.2', '10.0.0.3']);

function forwardedFor(req) {
  const header = req.headers['x-forwarded-for'];
  if (typeof header !== 'string' || header === '') return [];
  return header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The address the client claims: the first X-Forwarded-For entry, else the socket peer. For logs
 * and analytics (it keeps the origin of a request through a corporate proxy); spoofable, so
 * nothing may be decided on it.
 */
export function clientIp(req) {
  return forwardedFor(req)[0] ?? req.socket.remoteAddress;
}

/**
 * The nearest address no trusted proxy vouches for: walk X-Forwarded-For from the right while
 * the hop that wrote the entry is one of ours. This is the address to rate-limit or block.
 */
export function trustedClientIp(req, trusted = TRUSTED_PROXIES) {
  let peer = req.socket.remoteAddress;
  const hops = forwardedFor(req);
  while (trusted.includes(peer) && hops.length > 0) peer = hops.pop();
  return peer;
}

/** A short, stable label for a user agent ("Firefox 128", "curl", "unknown"). */
export function agentLabel(req) {
  const agent = String(req.headers['user-agent'] ?? '');
  const browser = /(Firefox|Chrome|Safari|Edg)\/(\d+)/.exec(agent);
  if (browser) return `${browser[1] === 'Edg' ? 'Edge' : browser[1]} ${browser[2]}`;
  if (agent.startsWith('curl/')) return 'curl';
  return agent === '' ? 'unknown' : 'other';
}

/** The request id the load balancer set, or a fresh one. */
export function requestId(req, fresh) {
  const id = req.headers['x-request-id'];
  return typeof id === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(id) ? id : fresh();
}
