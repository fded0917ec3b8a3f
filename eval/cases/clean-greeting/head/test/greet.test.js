import { test } from 'node:test';
import assert from 'node:assert/strict';
import { greet } from '../src/greet.js';

test('greets by name', () => {
  assert.equal(greet('Ada'), 'Hello, Ada!');
});

test('an empty name throws a TypeError', () => {
  assert.throws(() => greet(''), TypeError);
});
