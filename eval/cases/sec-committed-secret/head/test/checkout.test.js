import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkout } from '../src/checkout.js';

test('sends a receipt', async () => {
  const sent = [];
  await checkout(
    { total: 5, email: 'a@example.com' },
    async () => 'paid',
    async (m) => sent.push(m),
  );
  assert.equal(sent.length, 1);
});
