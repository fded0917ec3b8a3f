import { calc } from './shipping.js';

export function cartTotal(cart) {
  return cart.subtotal + calc(cart.weightKg);
}
