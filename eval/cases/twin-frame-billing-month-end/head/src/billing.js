// Subscriptions are billed on a fixed day of the month, in UTC. The first charge is on signup.
export function firstChargeDate(signedUpAt) {
  return new Date(Date.UTC(signedUpAt.getUTCFullYear(), signedUpAt.getUTCMonth(), signedUpAt.getUTCDate()));
}

function daysInMonth(year, month) {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

// The charge `months` months after the first one, on the same day of the month — or on the
// month's last day when it is shorter (a 31st signup is billed on 28 or 29 February).
export function chargeDate(signedUpAt, months) {
  const first = firstChargeDate(signedUpAt);
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + months;
  const day = Math.min(first.getUTCDate(), daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day));
}
