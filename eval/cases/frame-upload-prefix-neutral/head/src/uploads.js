import { resolve } from 'node:path';

// Where an uploaded file lives on disk, or null when the name points outside the upload root.
export function uploadPath(root, name) {
  const base = resolve(root);
  const path = resolve(base, String(name));
  if (!path.startsWith(base) || path === base) return null;
  return path;
}
