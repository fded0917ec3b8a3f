import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validate } from '../src/validate.js';

test('accepts a valid form', () => {
  const form = { email: 'ada@example.com', password: 'correct horse battery' };
  assert.deepEqual(validate(form), form);
});

test('a short password is refused with an error naming the password', () => {
  assert.throws(() => validate({ email: 'ada@example.com', password: 'short' }), {
    message: 'password: too short',
  });
});

test('an e-mail without @ is refused with an error naming the e-mail', () => {
  assert.throws(() => validate({ email: 'ada.example.com', password: 'correct horse battery' }), {
    message: 'email: must contain @',
  });
});
