// Sales tax by destination (a percentage of the goods, never of delivery in this shop).
import { percentOf } from './money.js';

const RATES = {
  US: 0,
  DE: 19,
  FR: 20,
  NL: 21,
  IE: 23,
  ES: 21,
  IT: 22,
  PL: 23,
  SE: 25,
};

export function taxRate(country) {
  return RATES[country] ?? 0;
}

/** Tax on a subtotal in cents for `country`, in cents. */
export function taxCents(subtotalCents, country) {
  return percentOf(subtotalCents, taxRate(country));
}
