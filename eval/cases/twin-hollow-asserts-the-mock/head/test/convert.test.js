import { test } from 'node:test';
import assert from 'node:assert/strict';
import { convert } from '../src/convert.js';

test('100 EUR at 1.10 is 110 USD', async () => {
  const asked = [];
  const rates = {
    get: async (from, to) => {
      asked.push([from, to]);
      return 1.1;
    },
  };
  assert.equal(await convert(100, 'EUR', 'USD', rates), 110);
  assert.deepEqual(asked, [['EUR', 'USD']]);
});

test('rounds to cents', async () => {
  assert.equal(await convert(10, 'EUR', 'GBP', { get: async () => 0.8567 }), 8.57);
});
