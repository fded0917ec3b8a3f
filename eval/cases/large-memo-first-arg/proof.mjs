// A user who may edit one document and only read another is refused on the second, whatever
// order the checks run in.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const load = (path) => import(pathToFileURL(join(headDir, path)).href);
  const store = await load('src/docs/store.js');
  const { editDoc } = await load('src/docs/routes.js');
  store.resetStore();
  store.putDocument({ id: 'mine', title: 'Mine', ownerId: 'alice' });
  store.putDocument({
    id: 'theirs',
    title: 'Theirs',
    ownerId: 'bob',
    shares: [{ userId: 'alice', role: 'reader' }],
  });
  const save = (id) => editDoc({ userId: 'alice', params: { id }, body: { body: 'changed' } }, 1);
  assert.equal(save('mine').status, 200, 'the owner saves her own document');
  assert.equal(save('theirs').status, 403, 'a reader cannot save a document shared read-only');
  assert.equal(store.getDocument('theirs').body, '', 'the read-only document is unchanged');
}
