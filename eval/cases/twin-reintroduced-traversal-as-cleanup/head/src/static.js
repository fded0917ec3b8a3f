import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

export async function serveStatic(root, urlPath) {
  const base = resolve(root);
  // Resolved once; the containment check stays on the one resolved path.
  const path = resolve(base, '.' + urlPath);
  if (path !== base && !path.startsWith(base + sep)) return { status: 403 };
  return { status: 200, body: await readFile(path) };
}
