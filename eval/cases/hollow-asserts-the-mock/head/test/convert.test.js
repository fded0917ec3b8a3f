import { test } from 'node:test';
import assert from 'node:assert/strict';

test('100 EUR at 1.10 is 110 USD', async () => {
  const rates = { get: async () => 1.1 };
  assert.equal(await rates.get('EUR', 'USD'), 1.1);
});
