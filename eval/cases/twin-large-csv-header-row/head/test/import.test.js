import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { importContacts } from '../src/contacts/import.js';
import { allContacts, contact, resetContacts } from '../src/contacts/store.js';

beforeEach(() => resetContacts());

const file =
  'email,name,phone\r\nada@example.com,Ada Lovelace,+44 20 7946 0018\r\ngrace@example.com,"Hopper, Grace",\r\n';

test('the rows of a file become contacts', () => {
  const result = importContacts(file);
  assert.equal(result.added, 2);
  assert.equal(contact('grace@example.com').name, 'Hopper, Grace');
  assert.equal(contact('ada@example.com').phone, '+442079460018');
});

test('importing the same file again updates instead of adding', () => {
  importContacts(file);
  const again = importContacts(file);
  assert.equal(again.added, 0);
  assert.equal(again.updated, 2);
  assert.ok(allContacts().every((c) => c.email.includes('@')));
});

test('a row with a bad address is rejected with its reason', () => {
  const result = importContacts(`${file}not-an-address,Bob,\r\n`);
  assert.ok(result.rejected.some((r) => r.reason === 'not an e-mail address: not-an-address'));
});

test('a valid file reports no rejection, and a bad row its line in the file', () => {
  assert.deepEqual(importContacts(file).rejected, []);
  assert.deepEqual(importContacts(`${file}nope,Bob,\r\n`).rejected, [
    { line: 4, reason: 'not an e-mail address: nope' },
  ]);
});
