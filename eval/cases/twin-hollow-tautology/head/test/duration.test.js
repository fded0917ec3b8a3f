import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDuration } from '../src/duration.js';

test('parses 1h30m as 5400 seconds', () => {
  assert.equal(parseDuration('1h30m'), 5400);
});

test('parses each unit on its own', () => {
  assert.equal(parseDuration('2h'), 7200);
  assert.equal(parseDuration('45m'), 2700);
  assert.equal(parseDuration('30s'), 30);
  assert.equal(parseDuration('1h2m3s'), 3723);
});

test('refuses text that is not a duration', () => {
  assert.throws(() => parseDuration('90 minutes'), /not a duration/);
  assert.throws(() => parseDuration(''), /not a duration/);
});
