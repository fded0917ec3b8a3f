import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPort } from '../src/port.js';

test('accepts 8080', () => {
  assert.equal(checkPort(8080), 8080);
});

test('refuses 0', () => {
  assert.throws(() => checkPort(0), /invalid port: 0/);
});
