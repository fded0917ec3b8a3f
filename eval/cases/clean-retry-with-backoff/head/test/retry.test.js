import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withRetry } from '../src/retry.js';

test('succeeds on the third attempt', async () => {
  let calls = 0;
  const value = await withRetry(async () => {
    calls++;
    if (calls < 3) throw new Error(`fail ${calls}`);
    return 'ok';
  }, 3);
  assert.equal(value, 'ok');
  assert.equal(calls, 3);
});

test('throws the last error when every attempt fails', async () => {
  let calls = 0;
  await assert.rejects(
    withRetry(async () => {
      calls++;
      throw new Error(`fail ${calls}`);
    }, 2),
    /fail 2/,
  );
});
