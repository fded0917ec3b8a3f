const BULK_QUANTITY = 10;

export function orderTotal(items) {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const quantity = items.reduce((n, item) => n + item.quantity, 0);
  // Bulk orders (10 or more items) get 10% off.
  if (quantity >= BULK_QUANTITY) return Math.round(subtotal * 0.9 * 100) / 100;
  return subtotal;
}
