// Subscriptions are billed on a fixed day of the month, in UTC. The first charge is on signup.
export function firstChargeDate(signedUpAt) {
  return new Date(Date.UTC(signedUpAt.getUTCFullYear(), signedUpAt.getUTCMonth(), signedUpAt.getUTCDate()));
}

// The charge `months` months after the first one, on the same day of the month.
export function chargeDate(signedUpAt, months) {
  const first = firstChargeDate(signedUpAt);
  const next = new Date(first);
  next.setUTCMonth(first.getUTCMonth() + months);
  return next;
}
