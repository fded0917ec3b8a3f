// The columns a customer may sort their order history by: the only text that reaches ORDER BY.
const SORTABLE = new Set(['placed_at', 'total_cents']);

// The query behind a customer's order history, sorted as the customer chose (newest first by
// default). Values travel as parameters; an unknown sort or direction is refused.
export function orderHistoryQuery(customerId, { sort = 'placed_at', direction = 'desc' } = {}) {
  if (!SORTABLE.has(sort)) throw new RangeError(`cannot sort orders by ${JSON.stringify(sort)}`);
  if (direction !== 'asc' && direction !== 'desc') {
    throw new RangeError(`unknown sort direction ${JSON.stringify(direction)}`);
  }
  return {
    text: `SELECT id, total_cents, placed_at FROM orders WHERE customer_id = $1 ORDER BY ${sort} ${direction.toUpperCase()}`,
    values: [customerId],
  };
}
