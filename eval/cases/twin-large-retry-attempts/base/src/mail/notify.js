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

export function createNotifier({ transport }) {
  return {
    async shipped(order) {
      return deliver(transport, () => orderShipped(order));
    },
    async reset(user, link) {
      return deliver(transport, () => passwordReset(user, link));
    },
  };
}
