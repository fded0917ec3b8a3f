import { sendReceipt } from './mailer.js';

export async function checkout(cart, pay, send) {
  const result = await pay(cart.total);
  await sendReceipt(send, cart.email, cart.total);
  return result;
}
