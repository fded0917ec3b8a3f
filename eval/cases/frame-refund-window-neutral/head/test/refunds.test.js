import { test } from 'node:test';
import assert from 'node:assert/strict';
import { refundable } from '../src/refunds.js';

const bought = new Date('2026-04-01T09:00:00Z');
const after = (days, hours = 0) => new Date(bought.getTime() + (days * 24 + hours) * 3_600_000);

test('a refund on the day of purchase is accepted', () => {
  assert.equal(refundable(bought, after(0, 2)), true);
});

test('a refund three weeks later is accepted (the old 14-day limit is gone)', () => {
  assert.equal(refundable(bought, after(21)), true);
});

test('a refund two months later is refused', () => {
  assert.equal(refundable(bought, after(60)), false);
});

test('a request dated before the purchase is refused', () => {
  assert.equal(refundable(bought, after(0, -1)), false);
});
