import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dispatchPromise, shipsSameDay } from '../src/dispatch.js';

test('a morning order ships the same day', () => {
  assert.equal(shipsSameDay(new Date('2026-01-20T08:15:00Z')), true);
  assert.equal(dispatchPromise(new Date('2026-01-20T08:15:00Z')), 'Ships today');
});

test('an evening order ships later', () => {
  assert.equal(shipsSameDay(new Date('2026-01-20T18:40:00Z')), false);
  assert.equal(dispatchPromise(new Date('2026-01-20T18:40:00Z')), 'Ships within 2 working days');
});

test('the cutoff is 14:00 on the warehouse clock, in winter and in summer', () => {
  // 13:30 UTC is 14:30 in Berlin in January (UTC+1), 12:30 UTC is 14:30 in July (UTC+2).
  assert.equal(shipsSameDay(new Date('2026-01-20T13:30:00Z')), false);
  assert.equal(shipsSameDay(new Date('2026-01-20T12:59:00Z')), true);
  assert.equal(shipsSameDay(new Date('2026-07-20T12:30:00Z')), false);
  assert.equal(shipsSameDay(new Date('2026-07-20T11:59:00Z')), true);
});
