export function orderTotal(items) {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const quantity = items.reduce((n, item) => n + item.quantity, 0);
  // Bulk orders get 10% off.
  if (quantity < 10) return Math.round(subtotal * 0.9 * 100) / 100;
  return subtotal;
}
