import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

const NOT_FOUND = { status: 404, body: 'not found' };

export async function attachment(root, params) {
  const top = resolve(root);
  // Both parts come from the URL: the ticket folder must sit directly in the root and the file
  // directly in that folder, so `..`, `.` or a nested path in either one answers 404.
  const folder = resolve(top, String(params.id));
  if (dirname(folder) !== top) return NOT_FOUND;
  const path = resolve(folder, String(params.name));
  if (dirname(path) !== folder) return NOT_FOUND;
  try {
    return { status: 200, body: await readFile(path) };
  } catch {
    return NOT_FOUND;
  }
}
