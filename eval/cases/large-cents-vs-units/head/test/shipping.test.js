import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addItem, emptyCart } from '../src/billing/cart.js';
import { shippingCents } from '../src/billing/shipping.js';

const lamp = { sku: 'lamp', name: 'Desk lamp', price: 64, weightKg: 2.5 };

test('an order of $50 or more ships free', () => {
  assert.equal(shippingCents(addItem(emptyCart(), lamp), 'US'), 0);
});

test('a large order to Europe ships free too', () => {
  assert.equal(shippingCents(addItem(emptyCart(), lamp, 3), 'DE'), 0);
});

test('an empty cart has no delivery to pay', () => {
  assert.equal(shippingCents(emptyCart(), 'US'), 0);
});
