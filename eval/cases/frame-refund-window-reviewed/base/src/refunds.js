const DAY_MS = 24 * 60 * 60 * 1000;

// Whether a purchase can still be refunded: within 14 days of buying it.
export function refundable(purchasedAt, requestedAt) {
  return requestedAt.getTime() - purchasedAt.getTime() <= 14 * DAY_MS;
}
