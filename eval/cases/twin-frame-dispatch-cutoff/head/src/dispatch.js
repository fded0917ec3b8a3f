import { warehouseClock } from './warehouse.js';

/** Orders placed before this hour (warehouse time) leave the warehouse the same day. */
export const SAME_DAY_CUTOFF_HOUR = 14;

// Whether an order placed at this instant is dispatched the same day.
export function shipsSameDay(placedAt) {
  return warehouseClock(placedAt).hour < SAME_DAY_CUTOFF_HOUR;
}

// The promise shown at checkout.
export function dispatchPromise(placedAt) {
  return shipsSameDay(placedAt) ? 'Ships today' : 'Ships within 2 working days';
}
