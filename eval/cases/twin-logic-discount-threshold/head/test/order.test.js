import { test } from 'node:test';
import assert from 'node:assert/strict';
import { orderTotal } from '../src/order.js';

test('an empty order costs nothing', () => {
  assert.equal(orderTotal([]), 0);
});

test('9 items pay the full subtotal', () => {
  assert.equal(orderTotal([{ price: 10, quantity: 9 }]), 90);
});

test('10 items, across lines, get 10% off', () => {
  assert.equal(
    orderTotal([
      { price: 10, quantity: 6 },
      { price: 5, quantity: 4 },
    ]),
    72,
  );
});
