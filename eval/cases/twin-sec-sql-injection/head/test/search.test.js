import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchCustomers } from '../src/search.js';

function recorder() {
  const calls = [];
  return { calls, all: (sql, params) => (calls.push({ sql, params }), []) };
}

test('passes a LIMIT 50 query to the database', () => {
  const db = recorder();
  searchCustomers(db, 'Ada');
  assert.match(db.calls[0].sql, /LIMIT 50$/);
});

test('the name is a bound parameter, lower-cased, never part of the SQL text', () => {
  const db = recorder();
  searchCustomers(db, "O'Brien' OR 1=1 --");
  assert.equal(db.calls[0].sql.includes('Brien'), false);
  assert.deepEqual(db.calls[0].params, ["%o'brien' or 1=1 --%"]);
});

test('LIKE wildcards typed in the name match only themselves', () => {
  const db = recorder();
  searchCustomers(db, '50%_off\\');
  assert.deepEqual(db.calls[0].params, ['%50\\%\\_off\\\\%']);
});
