// A shipping mail whose first three sends fail is sent by the third retry (the fourth run).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const load = (path) => import(pathToFileURL(join(headDir, path)).href);
  const { createNotifier, mailHandlers } = await load('src/mail/notify.js');
  const { createQueue } = await load('src/queue/queue.js');
  const { drain } = await load('src/queue/worker.js');
  let t = 0;
  let runs = 0;
  const transport = {
    send: async () => {
      runs += 1;
      if (runs <= 3) throw new Error('SMTP 421 try later');
    },
  };
  const queue = createQueue({ now: () => t });
  const id = createNotifier({ transport, queue }).shipped({
    email: 'ana@example.com',
    name: 'Ana',
    number: 'A-17',
    tracking: 'ZX9',
  });
  for (let hour = 0; hour < 10; hour += 1) {
    await drain(queue, mailHandlers(transport), { random: () => 0.5 });
    t += 60 * 60 * 1000;
  }
  assert.equal(runs, 4, 'the first send and three retries run');
  assert.equal(queue.get(id).state, 'done', 'the third retry delivers the mail');
}
