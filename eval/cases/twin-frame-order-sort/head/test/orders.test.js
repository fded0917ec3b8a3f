import { test } from 'node:test';
import assert from 'node:assert/strict';
import { orderHistoryQuery } from '../src/orders.js';

test('the history is newest first by default', () => {
  const query = orderHistoryQuery(7);
  assert.match(query.text, /ORDER BY placed_at DESC$/);
  assert.deepEqual(query.values, [7]);
});

test('oldest first on request', () => {
  assert.match(orderHistoryQuery(7, { direction: 'asc' }).text, /ORDER BY placed_at ASC$/);
});

test('sorted by total on request', () => {
  assert.match(orderHistoryQuery(7, { sort: 'total_cents' }).text, /ORDER BY total_cents DESC$/);
});

test('the customer id is a parameter, never part of the text', () => {
  const query = orderHistoryQuery("7 OR 1=1");
  assert.doesNotMatch(query.text, /1=1/);
  assert.deepEqual(query.values, ['7 OR 1=1']);
});

test('an unknown sort column or direction is refused', () => {
  assert.throws(() => orderHistoryQuery(7, { sort: 'placed_at; DROP TABLE orders' }), RangeError);
  assert.throws(() => orderHistoryQuery(7, { direction: 'sideways' }), RangeError);
});
