import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function attachment(root, params) {
  const path = join(root, params.id, params.name);
  try {
    return { status: 200, body: await readFile(path) };
  } catch {
    return { status: 404, body: 'not found' };
  }
}
