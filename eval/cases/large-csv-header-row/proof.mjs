// The export's own file imports back with no rejection, and a bad row is reported on its line.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const load = (path) => import(pathToFileURL(join(headDir, path)).href);
  const { importContacts } = await load('src/contacts/import.js');
  const { exportContacts } = await load('src/contacts/export.js');
  const store = await load('src/contacts/store.js');
  store.resetContacts();
  store.upsertContact({ email: 'ada@example.com', name: 'Ada Lovelace', phone: '' });
  store.upsertContact({ email: 'grace@example.com', name: 'Grace Hopper', phone: '+15550100' });
  const file = exportContacts();
  store.resetContacts();
  const result = importContacts(file);
  assert.deepEqual(
    result,
    { added: 2, updated: 0, rejected: [] },
    'a valid file imports with no rejection',
  );
  const bad = importContacts('email,name,phone\nada@example.com,Ada,\nnope,Bob,\n');
  assert.deepEqual(bad.rejected, [{ line: 3, reason: 'not an e-mail address: nope' }]);
}
