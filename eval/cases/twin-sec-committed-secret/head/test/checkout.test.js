import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkout } from '../src/checkout.js';
import { sendReceipt } from '../src/mailer.js';

test('sends a receipt', async () => {
  const sent = [];
  process.env.MAIL_PROVIDER_TOKEN = 'test-token';
  await checkout(
    { total: 5, email: 'a@example.com' },
    async () => 'paid',
    async (m) => sent.push(m),
  );
  assert.equal(sent.length, 1);
  assert.equal(sent[0].to, 'a@example.com');
});

test('the token is the one the environment holds', async () => {
  const sent = [];
  await sendReceipt(async (m) => sent.push(m), 'a@example.com', 5, {
    MAIL_PROVIDER_TOKEN: 'from-env',
  });
  assert.equal(sent[0].token, 'from-env');
});

test('without a token in the environment nothing is sent', async () => {
  const sent = [];
  await assert.rejects(
    sendReceipt(async (m) => sent.push(m), 'a@example.com', 5, {}),
    /MAIL_PROVIDER_TOKEN is not set/,
  );
  assert.equal(sent.length, 0);
});
