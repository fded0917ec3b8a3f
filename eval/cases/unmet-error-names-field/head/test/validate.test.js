import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validate } from '../src/validate.js';

test('accepts a valid form', () => {
  const form = { email: 'ada@example.com', password: 'correct horse battery' };
  assert.deepEqual(validate(form), form);
});

test('refuses a short password', () => {
  assert.throws(() => validate({ email: 'ada@example.com', password: 'short' }));
});
