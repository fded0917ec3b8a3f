import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPort } from '../src/port.js';

test('accepts 1, 8080 and 65535', () => {
  for (const port of [1, 8080, 65535]) assert.equal(checkPort(port), port);
});

test('refuses 0, -1, 65536 and 80.5, naming the value', () => {
  for (const port of [0, -1, 65536, 80.5]) {
    assert.throws(() => checkPort(port), { message: `invalid port: ${port}` });
  }
});
