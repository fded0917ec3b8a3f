import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireToken } from '../src/auth-middleware.js';

test('health needs no token', () => {
  assert.equal(
    requireToken({ path: '/health', headers: {} }, () => false),
    null,
  );
});
