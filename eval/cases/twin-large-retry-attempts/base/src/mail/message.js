// Building the e-mails the shop sends: headers checked, body as plain text.

const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z]{2,}$/;

export class MessageError extends Error {}

export function isAddress(value) {
  return typeof value === 'string' && value.length <= 254 && ADDRESS.test(value);
}

/** A message ready for the transport: { from, to, subject, text }. */
export function message({ from = 'shop@example.com', to, subject, text }) {
  if (!isAddress(to)) throw new MessageError(`not an e-mail address: ${to}`);
  if (typeof subject !== 'string' || subject === '' || /[\r\n]/.test(subject)) {
    throw new MessageError('a subject is one non-empty line');
  }
  return { from, to, subject, text: String(text ?? '') };
}

export function orderShipped(order) {
  return message({
    to: order.email,
    subject: `Your order ${order.number} is on its way`,
    text: `Hello ${order.name},\n\nyour order ${order.number} left our warehouse today.\nTracking: ${order.tracking}\n`,
  });
}

export function passwordReset(user, link) {
  return message({
    to: user.email,
    subject: 'Reset your password',
    text: `Hello,\n\nsomeone asked to reset the password of this account. The link works for one hour:\n${link}\n`,
  });
}
