import { test } from 'node:test';
import assert from 'node:assert/strict';
import { page, pageCount } from '../src/paginate.js';

test('20 entries in pages of 10 make 2 pages', () => {
  assert.equal(pageCount(20, 10), 2);
});

test('21 entries in pages of 10 make 3 pages, the last holding one entry', () => {
  const entries = Array.from({ length: 21 }, (_, i) => i + 1);
  assert.equal(pageCount(21, 10), 3);
  assert.deepEqual(page(entries, 3, 10), [21]);
});

test('page 2 holds entries 11 to 20', () => {
  const entries = Array.from({ length: 20 }, (_, i) => i + 1);
  assert.deepEqual(page(entries, 2, 10), [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
});
