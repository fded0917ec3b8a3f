// Delivering an event: the JSON body, signed with the subscription's secret, POSTed with a
// short timeout through the injected fetch (the egress proxy in production).
import { createHmac } from 'node:crypto';
import { subscribersOf } from './registry.js';

const TIMEOUT_MS = 5000;

export function signature(secret, timestamp, body) {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

async function post(fetch, subscription, event, payload, now) {
  const body = JSON.stringify({ event, data: payload });
  const timestamp = Math.floor(now / 1000);
  const headers = {
    'content-type': 'application/json',
    'x-webhook-timestamp': String(timestamp),
    'x-webhook-signature': `sha256=${signature(subscription.secret, timestamp, body)}`,
  };
  try {
    const response = await fetch(subscription.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { id: subscription.id, ok: response.ok, status: response.status };
  } catch (error) {
    return { id: subscription.id, ok: false, status: 0, error: error.message };
  }
}

/** Sends `event` to every subscription of the account that wants it. */
export async function deliverEvent(fetch, accountId, event, payload, now = Date.now()) {
  return Promise.all(
    subscribersOf(accountId, event).map((s) => post(fetch, s, event, payload, now)),
  );
}
