import { test } from 'node:test';
import assert from 'node:assert/strict';
import { average } from '../src/stats.js';
import { dashboard } from '../src/dashboard.js';

test('averages three samples', () => {
  assert.equal(average([10, 20, 30]), 20);
});

test('no samples average to 0', () => {
  assert.equal(average([]), 0);
});

test('the dashboard shows 0 ms before the first sample', () => {
  assert.deepEqual(dashboard([]), { count: 0, average: '0 ms' });
});
