// Checks the URL a customer gives for a webhook subscription before we store it.
import { isIpLiteral, isLocalHost, isPublicIp } from '../net/address.js';

const MAX_URL = 2048;

export class InvalidWebhook extends Error {
  constructor(message) {
    super(message);
    this.status = 422;
  }
}

/** The parsed URL if it may be stored; throws InvalidWebhook saying why not. */
export function validateWebhookUrl(raw, { allowLocal = false } = {}) {
  if (typeof raw !== 'string' || raw.length === 0)
    throw new InvalidWebhook('a webhook needs a URL');
  if (raw.length > MAX_URL)
    throw new InvalidWebhook(`a webhook URL has at most ${MAX_URL} characters`);
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidWebhook('not a URL');
  }
  if (url.username !== '' || url.password !== '')
    throw new InvalidWebhook('credentials do not belong in the URL');
  const local = allowLocal && isLocalHost(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new InvalidWebhook('a webhook URL must use https');
  }
  if (url.hash !== '') throw new InvalidWebhook('a webhook URL has no fragment');
  // Deliveries must not reach our own network (cloud metadata, internal services). Host names
  // are checked again by the egress proxy when they are resolved.
  if (
    !local &&
    (isLocalHost(url.hostname) || (isIpLiteral(url.hostname) && !isPublicIp(url.hostname)))
  ) {
    throw new InvalidWebhook('a webhook URL must not point at an internal address');
  }
  return url;
}
