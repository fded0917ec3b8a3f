// A user who may not archive a project must not change it: the 403 has to come before the write,
// not after it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const load = (file) => import(pathToFileURL(join(headDir, file)).href);
  const { archiveProject } = await load('src/projects.js');
  const { projectStore } = await load('src/store.js');
  const store = projectStore([{ id: 'p1', ownerId: 'ana', teamId: 't1', archived: false }]);
  const res = archiveProject(store, { userId: 'eve' }, 'p1', new Date('2026-03-02T10:00:00Z'));
  assert.equal(res.status, 403);
  assert.deepEqual(store.get('p1'), { id: 'p1', ownerId: 'ana', teamId: 't1', archived: false });
}
