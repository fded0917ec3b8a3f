import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allow } from '../src/limit.js';

test('the 101st request in a minute is refused', () => {
  for (let i = 0; i < 100; i++) assert.equal(allow('k', 0), true);
  assert.equal(allow('k', 0), false);
});
