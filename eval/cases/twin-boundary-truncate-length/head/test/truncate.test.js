import { test } from 'node:test';
import assert from 'node:assert/strict';
import { truncate } from '../src/truncate.js';

test('short titles are unchanged', () => {
  assert.equal(truncate('Build passed', 50), 'Build passed');
});

test('a title of exactly 50 characters is unchanged', () => {
  assert.equal(truncate('y'.repeat(50), 50), 'y'.repeat(50));
});

test('long titles are cut to 50 characters ending with an ellipsis', () => {
  const cut = truncate('x'.repeat(80), 50);
  assert.equal(cut.length, 50);
  assert.ok(cut.endsWith('…'));
});
