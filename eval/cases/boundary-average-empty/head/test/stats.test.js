import { test } from 'node:test';
import assert from 'node:assert/strict';
import { average } from '../src/stats.js';

test('averages three samples', () => {
  assert.equal(average([10, 20, 30]), 20);
});
