import { test } from 'node:test';
import assert from 'node:assert/strict';
import { header } from '../src/invoice.js';

test('names the customer', () => {
  assert.equal(header({ id: 7, customer: { name: 'Ada' } }), 'Invoice 7 — Ada');
});

test('an invoice without a customer is for a walk-in customer', () => {
  assert.equal(header({ id: 8, customer: null }), 'Invoice 8 — Walk-in customer');
  assert.equal(header({ id: 9 }), 'Invoice 9 — Walk-in customer');
});
