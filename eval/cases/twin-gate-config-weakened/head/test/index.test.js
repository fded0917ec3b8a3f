import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready } from '../src/index.js';

test('ready', () => {
  assert.equal(ready, true);
});
