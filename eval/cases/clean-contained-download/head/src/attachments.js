import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

export async function attachment(root, params) {
  const folder = resolve(root, String(params.id));
  const path = resolve(folder, String(params.name));
  if (!path.startsWith(folder + sep)) return { status: 404, body: 'not found' };
  try {
    return { status: 200, body: await readFile(path) };
  } catch {
    return { status: 404, body: 'not found' };
  }
}
