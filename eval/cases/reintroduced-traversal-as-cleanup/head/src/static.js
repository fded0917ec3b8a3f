import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function serveStatic(root, urlPath) {
  const path = join(root, urlPath);
  return { status: 200, body: await readFile(path) };
}
