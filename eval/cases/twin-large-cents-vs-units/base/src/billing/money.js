// Money in the shop is counted in integer cents from the moment it enters the billing code, so
// sums and percentages never carry binary fractions. Only the catalogue (prices as decimals) and
// the display (formatCents) see units.

/** A decimal price from the catalogue (e.g. 19.99) as integer cents (1999). */
export function toCents(amount) {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new TypeError(`not an amount: ${amount}`);
  }
  return Math.round(amount * 100);
}

/** Integer cents as a price people read: formatCents(1999, 'EUR') → "€19.99". */
export function formatCents(cents, currency = 'USD') {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** The sum of a list of cent amounts. */
export function sumCents(amounts) {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isInteger(amount)) throw new TypeError(`not whole cents: ${amount}`);
    total += amount;
  }
  return total;
}

/** `percent` % of an amount in cents, rounded half away from zero to whole cents. */
export function percentOf(cents, percent) {
  const exact = (cents * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** Splits cents into `parts` shares that differ by at most one cent and add up exactly. */
export function allocate(cents, parts) {
  if (!Number.isInteger(parts) || parts <= 0) throw new RangeError(`bad part count: ${parts}`);
  const share = Math.floor(cents / parts);
  const remainder = cents - share * parts;
  return Array.from({ length: parts }, (_, i) => share + (i < remainder ? 1 : 0));
}

/** An amount typed by a person ("19.99", "1,250.00", "$5") as integer cents; null if it is not one. */
export function parseAmount(text) {
  const cleaned = String(text).trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
