// A small router: method and path pattern ("/users/:id") to a handler of { params, ...req }.

function compile(pattern) {
  const names = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), names };
}

export function createRouter(routes) {
  const table = routes.map(([method, pattern, handler]) => ({
    method,
    handler,
    ...compile(pattern),
  }));
  return function route(req) {
    const path = req.url.split('?')[0];
    for (const entry of table) {
      if (entry.method !== req.method) continue;
      const match = entry.regex.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(
        entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]),
      );
      return entry.handler({ ...req, params });
    }
    return { status: 404, body: { error: 'no such route' } };
  };
}
