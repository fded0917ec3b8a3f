import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csvLine, parseCsv } from '../src/csv/parse.js';
import { exportContacts } from '../src/contacts/export.js';
import { resetContacts, upsertContact } from '../src/contacts/store.js';

test('quoted fields hold commas, quotes and line breaks', () => {
  assert.deepEqual(parseCsv('a,"b,c","d""e"\r\n"f\ng",h\n'), [
    ['a', 'b,c', 'd"e'],
    ['f\ng', 'h'],
  ]);
});

test('a field is quoted only when it must be', () => {
  assert.equal(csvLine(['x', 'y,z', 'q"']), 'x,"y,z","q"""');
});

test('the export starts with the header row', () => {
  resetContacts();
  upsertContact({ email: 'ada@example.com', name: 'Ada Lovelace' });
  assert.equal(exportContacts(), 'email,name,phone\r\nada@example.com,Ada Lovelace,\r\n');
});
