import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLocalHost, isPublicIp } from '../src/net/address.js';
import { validateWebhookUrl } from '../src/webhooks/validate.js';

test('local names are labelled local', () => {
  assert.ok(isLocalHost('dev.localhost'));
  assert.ok(isLocalHost('[::1]'));
});

test('private and metadata addresses are not public', () => {
  assert.ok(!isPublicIp('169.254.169.254'));
  assert.ok(!isPublicIp('[fd00::1]'));
  assert.ok(isPublicIp('93.184.216.34'));
});

test('a webhook URL must use https', () => {
  assert.throws(() => validateWebhookUrl('http://hooks.example.com/x'), { status: 422 });
  assert.equal(validateWebhookUrl('https://hooks.example.com/x').hostname, 'hooks.example.com');
});
