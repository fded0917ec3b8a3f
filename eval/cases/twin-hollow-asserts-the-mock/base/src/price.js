export function price(amount) {
  return { amount, currency: 'EUR' };
}
