import { test } from 'node:test';
import assert from 'node:assert/strict';
import { page, pageCount } from '../src/paginate.js';

test('a partial last page counts', () => assert.equal(pageCount(21, 10), 3));
test('full pages only', () => assert.equal(pageCount(20, 10), 2));
test('the last page holds the rest', () => {
  const entries = Array.from({ length: 21 }, (_, i) => i + 1);
  assert.deepEqual(page(entries, 3, 10), [21]);
});
