import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

export async function serveStatic(root, urlPath) {
  const base = resolve(root);
  const path = resolve(base, '.' + urlPath);
  if (path !== base && !path.startsWith(base + sep)) return { status: 403 };
  return { status: 200, body: await readFile(resolve(path)) };
}
