import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withRetry } from '../src/retry.js';

test('returns the value of a call that succeeds at once', async () => {
  assert.equal(await withRetry(async () => 42, 3), 42);
});

test('retries until a call succeeds', async () => {
  let calls = 0;
  const flaky = async () => {
    calls++;
    if (calls < 3) throw new Error(`failure ${calls}`);
    return 'stored';
  };
  assert.equal(await withRetry(flaky, 3), 'stored');
  assert.equal(calls, 3);
});

test('throws the last error when every attempt fails', async () => {
  let calls = 0;
  const broken = async () => {
    calls++;
    throw new Error(`failure ${calls}`);
  };
  await assert.rejects(withRetry(broken, 3), { message: 'failure 3' });
  assert.equal(calls, 3);
});
