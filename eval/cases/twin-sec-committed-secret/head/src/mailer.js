// The provider token comes from the environment (a CI or deployment secret), never from the
// repository.
export async function sendReceipt(send, to, total, env = process.env) {
  const token = env.MAIL_PROVIDER_TOKEN;
  if (token === undefined || token === '') throw new Error('MAIL_PROVIDER_TOKEN is not set');
  return send({ token, to, subject: 'Your receipt', text: `Total: ${total}` });
}
