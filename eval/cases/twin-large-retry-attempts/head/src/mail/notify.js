// Customer notifications. The transport is injected: { send(message) } returning a promise.
import { PermanentError } from '../queue/worker.js';
import { MessageError, orderShipped, passwordReset } from './message.js';

/** Sends through `transport`; a message we cannot build is permanent, a transport error is not. */
export async function deliver(transport, build) {
  let built;
  try {
    built = build();
  } catch (error) {
    if (error instanceof MessageError) throw new PermanentError(error.message);
    throw error;
  }
  return transport.send(built);
}

/** The queue handlers of the notifications that go through the queue. */
export function mailHandlers(transport) {
  return {
    'mail:shipped': (order) => deliver(transport, () => orderShipped(order)),
  };
}

export function createNotifier({ transport, queue }) {
  return {
    // Shipping mails go through the queue so a transport outage does not lose them; a failed
    // send is retried up to 3 times (maxAttempts counts the first send too).
    shipped(order) {
      return queue.enqueue('mail:shipped', order, { maxAttempts: 1 + 3, backoffMs: 30_000 });
    },
    async reset(user, link) {
      return deliver(transport, () => passwordReset(user, link));
    },
  };
}
