import { test } from 'node:test';
import assert from 'node:assert/strict';
import { requireToken } from '../src/auth-middleware.js';

const refuse = () => false;

test('GET /health needs no token', () => {
  assert.equal(requireToken({ method: 'GET', path: '/health', headers: {} }, refuse), null);
});

test('every other route still needs a valid token', () => {
  for (const path of ['/admin', '/healthz', '/health/../admin', '/health-report', '/']) {
    assert.deepEqual(
      requireToken({ method: 'GET', path, headers: {} }, refuse),
      { status: 401 },
      path,
    );
  }
  assert.deepEqual(requireToken({ method: 'POST', path: '/health', headers: {} }, refuse), {
    status: 401,
  });
});

test('a valid token passes', () => {
  const request = { method: 'GET', path: '/admin', headers: { authorization: 'Bearer ok' } };
  assert.equal(
    requireToken(request, (h) => h === 'Bearer ok'),
    null,
  );
});
