import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDuration } from '../src/duration.js';

test('parses 1h30m', () => {
  assert.equal(parseDuration('1h30m'), parseDuration('1h30m'));
});
