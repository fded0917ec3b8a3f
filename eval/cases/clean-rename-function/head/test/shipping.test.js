import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeShipping } from '../src/shipping.js';
import { cartTotal } from '../src/cart.js';

test('one kilo or less', () => assert.equal(computeShipping(0.8), 4.5));
test('each started extra kilo', () => assert.equal(computeShipping(2.2), 7));
test('the cart adds shipping', () => assert.equal(cartTotal({ subtotal: 10, weightKg: 1 }), 14.5));
