import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addItem, applyCoupon, emptyCart, subtotal } from '../src/billing/cart.js';
import { invoice } from '../src/billing/invoice.js';
import { allocate, percentOf } from '../src/billing/money.js';

const mug = { sku: 'mug', name: 'Mug', price: 12.5, weightKg: 0.4 };

test('a coupon takes its percentage off the subtotal', () => {
  const cart = applyCoupon(addItem(emptyCart(), mug, 2), { code: 'TEN', percent: 10 });
  assert.equal(subtotal(cart), 2250);
});

test('the invoice adds tax and delivery', () => {
  const bill = invoice(addItem(emptyCart(), mug, 2), 'DE');
  assert.equal(bill.taxCents, 475);
  assert.equal(bill.totalCents, bill.subtotalCents + bill.taxCents + bill.shippingCents);
  assert.ok(bill.text.endsWith(`Total  €${(bill.totalCents / 100).toFixed(2)}`));
});

test('money helpers round and allocate exactly', () => {
  assert.equal(percentOf(1005, 10), 101);
  assert.deepEqual(allocate(100, 3), [34, 33, 33]);
});
