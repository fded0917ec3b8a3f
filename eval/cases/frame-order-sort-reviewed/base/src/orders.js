// The query behind a customer's order history, newest first. Values travel as parameters.
export function orderHistoryQuery(customerId) {
  return {
    text: 'SELECT id, total_cents, placed_at FROM orders WHERE customer_id = $1 ORDER BY placed_at DESC',
    values: [customerId],
  };
}
