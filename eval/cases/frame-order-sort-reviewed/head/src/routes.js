import { orderHistoryQuery } from './orders.js';

export function orderHistoryRoute(db) {
  return (req) =>
    db.query(
      orderHistoryQuery(req.session.customerId, {
        sort: req.query.sort,
        direction: req.query.direction,
      }),
    );
}
