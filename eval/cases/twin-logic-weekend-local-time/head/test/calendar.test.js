import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isWeekend } from '../src/calendar.js';
import { deploy } from '../scripts/deploy.js';

test('a Wednesday is not a weekend', () => {
  assert.equal(isWeekend(new Date('2026-03-04T12:00:00Z')), false);
});

test('Saturday and Sunday in UTC are the weekend, from their first to their last minute', () => {
  assert.equal(isWeekend(new Date('2026-03-07T00:00:00Z')), true);
  assert.equal(isWeekend(new Date('2026-03-08T23:59:00Z')), true);
  assert.equal(isWeekend(new Date('2026-03-06T23:59:00Z')), false);
  assert.equal(isWeekend(new Date('2026-03-09T00:00:00Z')), false);
});

test('the deploy script refuses to start on a weekend', () => {
  assert.throws(() => deploy(() => 'ran', new Date('2026-03-07T10:00:00Z')), /weekends/);
  assert.equal(
    deploy(() => 'ran', new Date('2026-03-04T10:00:00Z')),
    'ran',
  );
});
