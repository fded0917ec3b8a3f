import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchCustomers } from '../src/search.js';

test('passes a LIMIT 50 query to the database', () => {
  let seen = '';
  searchCustomers({ all: (sql) => ((seen = sql), []) }, 'Ada');
  assert.match(seen, /LIMIT 50/);
});
