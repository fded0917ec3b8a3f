const TOKEN = 'mlr_live_4f9b2c7e81d04a6b9e3f5a2c7d1e8b60';

export async function sendReceipt(send, to, total) {
  return send({ token: TOKEN, to, subject: 'Your receipt', text: `Total: ${total}` });
}
