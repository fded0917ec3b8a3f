// A shopping cart: catalogue lines (sku, decimal unit price, quantity) and the coupon applied.
import { percentOf, sumCents, toCents } from './money.js';

export function emptyCart() {
  return { lines: [], coupon: null };
}

/** Adds `quantity` of a catalogue item, merging with a line of the same sku. */
export function addItem(cart, item, quantity = 1) {
  if (!Number.isInteger(quantity) || quantity <= 0)
    throw new RangeError(`bad quantity: ${quantity}`);
  const lines = cart.lines.map((line) =>
    line.sku === item.sku ? { ...line, quantity: line.quantity + quantity } : line,
  );
  if (!lines.some((line) => line.sku === item.sku)) {
    lines.push({
      sku: item.sku,
      name: item.name,
      price: item.price,
      weightKg: item.weightKg ?? 0,
      quantity,
    });
  }
  return { ...cart, lines };
}

export function removeItem(cart, sku) {
  return { ...cart, lines: cart.lines.filter((line) => line.sku !== sku) };
}

export function applyCoupon(cart, coupon) {
  return { ...cart, coupon };
}

/** One line's total, in cents. */
export function lineCents(line) {
  return toCents(line.price) * line.quantity;
}

/** The cart's subtotal in cents: the lines, less the coupon's percentage. */
export function subtotal(cart) {
  const gross = sumCents(cart.lines.map(lineCents));
  if (cart.coupon === null) return gross;
  return gross - percentOf(gross, cart.coupon.percent);
}

export function itemCount(cart) {
  return cart.lines.reduce((n, line) => n + line.quantity, 0);
}

export function totalWeightKg(cart) {
  return cart.lines.reduce((kg, line) => kg + line.weightKg * line.quantity, 0);
}
