import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchCustomers } from '../src/search.js';

test('binds the name as a parameter', () => {
  let seen;
  searchCustomers({ all: (sql, params) => ((seen = { sql, params }), []) }, "O'Hara");
  assert.ok(!seen.sql.includes("O'Hara"));
  assert.deepEqual(seen.params, ["%o'hara%"]);
  assert.match(seen.sql, /LIMIT 50/);
});

test('escapes LIKE wildcards', () => {
  let params;
  searchCustomers({ all: (_sql, p) => ((params = p), []) }, '50%');
  assert.deepEqual(params, ['%50\\%%']);
});
