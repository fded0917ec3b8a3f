import { test } from 'node:test';
import assert from 'node:assert/strict';
import { agentLabel, clientIp, trustedClientIp } from '../src/http/request-info.js';

const req = (xff, peer = '10.0.0.2') => ({
  headers: { 'x-forwarded-for': xff },
  socket: { remoteAddress: peer },
});

test('the trusted address skips our load balancer', () => {
  assert.equal(trustedClientIp(req('1.1.1.1, 198.51.100.4')), '198.51.100.4');
  assert.equal(trustedClientIp(req(undefined, '198.51.100.9')), '198.51.100.9');
});

test('the claimed address is the first entry', () => {
  assert.equal(clientIp(req('1.1.1.1, 198.51.100.4')), '1.1.1.1');
});

test('user agents get short labels', () => {
  assert.equal(
    agentLabel({ headers: { 'user-agent': 'Mozilla/5.0 Firefox/128.0' } }),
    'Firefox 128',
  );
});
