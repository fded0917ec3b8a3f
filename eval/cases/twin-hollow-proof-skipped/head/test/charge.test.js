import { test } from 'node:test';
import assert from 'node:assert/strict';
import { charge } from '../src/charge.js';

test('bills the customer', async () => {
  const gateway = { bill: async () => 'ok' };
  assert.equal(await charge(gateway, { customer: 'c1', total: 5 }, 'k1'), 'ok');
});

test('a retried charge with the same key bills once', async () => {
  let calls = 0;
  const gateway = { bill: async () => ++calls };
  const first = await charge(gateway, { customer: 'c2', total: 5 }, 'k2');
  const retried = await charge(gateway, { customer: 'c2', total: 5 }, 'k2');
  assert.equal(calls, 1);
  assert.equal(retried, first);
});
