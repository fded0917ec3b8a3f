// Subscriptions are billed on a fixed day of the month, in UTC. The first charge is on signup.
export function firstChargeDate(signedUpAt) {
  return new Date(Date.UTC(signedUpAt.getUTCFullYear(), signedUpAt.getUTCMonth(), signedUpAt.getUTCDate()));
}
