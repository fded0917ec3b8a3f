import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkoutVersion } from '../src/checkout.js';

test('v2 with the flag on', () =>
  assert.equal(checkoutVersion({ flags: { newCheckout: true } }), 'v2'));
test('v1 with the flag off', () =>
  assert.equal(checkoutVersion({ flags: { newCheckout: false } }), 'v1'));
test('v1 without flags', () => assert.equal(checkoutVersion({}), 'v1'));
