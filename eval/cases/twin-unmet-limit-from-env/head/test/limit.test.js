import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allow, limitFromEnv } from '../src/limit.js';

test('the limit is read from RATE_LIMIT_PER_MINUTE', () => {
  assert.equal(limitFromEnv({ RATE_LIMIT_PER_MINUTE: '20' }), 20);
});

test('without RATE_LIMIT_PER_MINUTE, or with an unusable value, the limit is 100', () => {
  assert.equal(limitFromEnv({}), 100);
  assert.equal(limitFromEnv({ RATE_LIMIT_PER_MINUTE: 'lots' }), 100);
  assert.equal(limitFromEnv({ RATE_LIMIT_PER_MINUTE: '0' }), 100);
});

test('the 101st request in a minute is refused at the default limit', () => {
  for (let i = 0; i < 100; i++) assert.equal(allow('k', 0, 100), true);
  assert.equal(allow('k', 0, 100), false);
});

test('a configured limit of 3 refuses the 4th request, and a new minute starts afresh', () => {
  for (let i = 0; i < 3; i++) assert.equal(allow('small', 0, 3), true);
  assert.equal(allow('small', 0, 3), false);
  assert.equal(allow('small', 60_000, 3), true);
});
