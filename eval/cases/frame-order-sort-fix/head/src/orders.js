// The query behind a customer's order history, sorted as the customer chose (newest first by
// default). Values travel as parameters.
export function orderHistoryQuery(customerId, { sort = 'placed_at', direction = 'desc' } = {}) {
  const order = direction === 'asc' ? 'ASC' : 'DESC';
  return {
    text: `SELECT id, total_cents, placed_at FROM orders WHERE customer_id = $1 ORDER BY ${sort} ${order}`,
    values: [customerId],
  };
}
