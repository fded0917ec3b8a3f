import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateWebhookUrl } from '../src/webhooks/validate.js';

test('a webhook to this machine is refused', () => {
  assert.throws(() => validateWebhookUrl('https://localhost/hook'), /internal address/);
  assert.throws(() => validateWebhookUrl('https://127.0.0.1:8443/hook'), /internal address/);
  assert.throws(() => validateWebhookUrl('https://[::1]/hook'), /internal address/);
});

test('a developer tunnel is still allowed where local hooks are switched on', () => {
  assert.equal(validateWebhookUrl('http://localhost:3000/hook', { allowLocal: true }).port, '3000');
});

test('a public host is accepted', () => {
  assert.equal(validateWebhookUrl('https://hooks.example.com/orders').pathname, '/orders');
});
