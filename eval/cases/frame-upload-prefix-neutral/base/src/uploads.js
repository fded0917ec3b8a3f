import { join } from 'node:path';

// Where an uploaded file lives on disk.
export function uploadPath(root, name) {
  return join(root, name);
}
