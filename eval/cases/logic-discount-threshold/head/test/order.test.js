import { test } from 'node:test';
import assert from 'node:assert/strict';
import { orderTotal } from '../src/order.js';

test('an empty order costs nothing', () => {
  assert.equal(orderTotal([]), 0);
});
