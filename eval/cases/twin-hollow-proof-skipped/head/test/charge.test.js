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

test('a retry sent while the first charge is in flight bills once', async () => {
  let calls = 0;
  const gateway = { bill: async () => ++calls };
  const order = { customer: 'c3', total: 5 };
  const [first, second] = await Promise.all([
    charge(gateway, order, 'k3'),
    charge(gateway, order, 'k3'),
  ]);
  assert.equal(calls, 1);
  assert.equal(second, first);
});

test('a failed charge can be retried with the same key', async () => {
  let calls = 0;
  const gateway = {
    bill: async () => {
      calls++;
      if (calls === 1) throw new Error('gateway down');
      return 'ok';
    },
  };
  const order = { customer: 'c4', total: 5 };
  await assert.rejects(charge(gateway, order, 'k4'), /gateway down/);
  assert.equal(await charge(gateway, order, 'k4'), 'ok');
  assert.equal(calls, 2);
});
