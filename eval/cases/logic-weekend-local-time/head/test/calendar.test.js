import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isWeekend } from '../src/calendar.js';

test('a Wednesday is not a weekend', () => {
  assert.equal(isWeekend(new Date('2026-03-04T12:00:00Z')), false);
});
