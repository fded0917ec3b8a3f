import { computeShipping } from './shipping.js';

export function cartTotal(cart) {
  return cart.subtotal + computeShipping(cart.weightKg);
}
