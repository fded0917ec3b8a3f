// Keyed by idempotency key. The pending charge is stored before the gateway answers, so a retry
// sent while the first call is still in flight waits for it instead of billing again; a charge
// that fails is forgotten so that it can be retried.
const charges = new Map();

export async function charge(gateway, order, key) {
  if (!charges.has(key)) {
    const pending = Promise.resolve().then(() => gateway.bill(order.customer, order.total));
    charges.set(key, pending);
    pending.catch(() => charges.delete(key));
  }
  return charges.get(key);
}
