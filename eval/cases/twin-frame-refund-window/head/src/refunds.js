const DAY_MS = 24 * 60 * 60 * 1000;

/** Refunds are accepted for this many whole days after the purchase. */
export const REFUND_WINDOW_DAYS = 30;

// Whole days since the purchase, so a request is judged by the day it falls on.
function daysSince(purchasedAt, requestedAt) {
  return Math.floor((requestedAt.getTime() - purchasedAt.getTime()) / DAY_MS);
}

// Whether a purchase can still be refunded.
export function refundable(purchasedAt, requestedAt) {
  const days = daysSince(purchasedAt, requestedAt);
  return days >= 0 && days <= REFUND_WINDOW_DAYS;
}
