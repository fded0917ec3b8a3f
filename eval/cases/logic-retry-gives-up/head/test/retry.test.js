import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withRetry } from '../src/retry.js';

test('returns the value of a call that succeeds at once', async () => {
  assert.equal(await withRetry(async () => 42, 3), 42);
});
