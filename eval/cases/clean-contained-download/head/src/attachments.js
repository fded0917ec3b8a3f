import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

const NOT_FOUND = { status: 404, body: 'not found' };

export async function attachment(root, params) {
  const top = resolve(root);
  // The id and the name both come from the request: the ticket's folder must be a direct child of
  // the root and the file a direct child of that folder, or it is not an attachment of the ticket.
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
