import { test } from 'node:test';
import assert from 'node:assert/strict';
import { header } from '../src/invoice.js';

test('names the customer', () => {
  assert.equal(header({ id: 7, customer: { name: 'Ada' } }), 'Invoice 7 — Ada');
});
