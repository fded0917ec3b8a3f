// Webhook subscriptions of each account: a URL, the events it wants and its signing secret.
import { randomBytes } from 'node:crypto';
import { isLocalHost } from '../net/address.js';
import { validateWebhookUrl } from './validate.js';

export const EVENTS = Object.freeze([
  'order.created',
  'order.paid',
  'order.shipped',
  'refund.created',
]);

const subscriptions = new Map();
let nextId = 1;

export function resetSubscriptions() {
  subscriptions.clear();
  nextId = 1;
}

export function subscribe(accountId, { url, events }, options = {}) {
  const parsed = validateWebhookUrl(url, options);
  const wanted = [...new Set(events ?? [])];
  if (wanted.length === 0 || !wanted.every((e) => EVENTS.includes(e))) {
    throw new Error(`events must be some of ${EVENTS.join(', ')}`);
  }
  const subscription = {
    id: String(nextId++),
    accountId,
    url: parsed.href,
    events: wanted,
    secret: randomBytes(32).toString('hex'),
    label: isLocalHost(parsed.hostname) ? 'local' : parsed.hostname,
  };
  subscriptions.set(subscription.id, subscription);
  return subscription;
}

export function unsubscribe(accountId, id) {
  const found = subscriptions.get(id);
  if (!found || found.accountId !== accountId) return false;
  return subscriptions.delete(id);
}

/** The subscriptions of an account that want `event`. */
export function subscribersOf(accountId, event) {
  return [...subscriptions.values()].filter(
    (s) => s.accountId === accountId && s.events.includes(event),
  );
}
