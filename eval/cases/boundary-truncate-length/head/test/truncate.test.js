import { test } from 'node:test';
import assert from 'node:assert/strict';
import { truncate } from '../src/truncate.js';

test('short titles are unchanged', () => {
  assert.equal(truncate('Build passed', 50), 'Build passed');
});

test('long titles end with an ellipsis', () => {
  assert.ok(truncate('x'.repeat(80), 50).endsWith('…'));
});
