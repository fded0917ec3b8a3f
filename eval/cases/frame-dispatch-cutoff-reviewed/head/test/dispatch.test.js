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
