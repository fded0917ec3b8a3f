// The defect: any signed-in user gets the export; the admin role is never checked.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { exportUsers } = await import(pathToFileURL(join(headDir, 'src/admin/export.js')).href);
  const users = [{ id: 1, email: 'ada@example.com' }];
  assert.equal(exportUsers({}, users).status, 401);
  assert.equal(exportUsers({ user: { id: 2, roles: ['support'] } }, users).status, 403);
  assert.equal(exportUsers({ user: { id: 3, roles: ['admin'] } }, users).status, 200);
}
