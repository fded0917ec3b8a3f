import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withRetries } from '../src/retry.js';
import { loadRates } from '../src/rates.js';

const reset = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });

test('a transient failure is retried until an attempt succeeds', async () => {
  const seen = [];
  const value = await withRetries(async (attempt) => {
    seen.push(attempt);
    if (attempt < 3) throw reset();
    return 'ok';
  });
  assert.equal(value, 'ok');
  assert.deepEqual(seen, [1, 2, 3]);
});

test('a permanent failure is not retried', async () => {
  let calls = 0;
  const denied = Object.assign(new Error('forbidden'), { status: 403 });
  await assert.rejects(
    withRetries(async () => {
      calls += 1;
      throw denied;
    }),
    denied,
  );
  assert.equal(calls, 1);
});

test('rates load through the retry', async () => {
  let calls = 0;
  const client = {
    async get(path) {
      calls += 1;
      assert.equal(path, '/v1/rates');
      if (calls === 1) throw Object.assign(new Error('busy'), { status: 503 });
      return { rates: { EUR: 1, USD: 1.08 } };
    },
  };
  assert.deepEqual(await loadRates(client), { EUR: 1, USD: 1.08 });
  assert.equal(calls, 2);
});
