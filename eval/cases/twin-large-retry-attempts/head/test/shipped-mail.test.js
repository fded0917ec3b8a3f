import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createNotifier, mailHandlers } from '../src/mail/notify.js';
import { createQueue } from '../src/queue/queue.js';
import { drain } from '../src/queue/worker.js';

const order = { email: 'ana@example.com', name: 'Ana', number: 'A-17', tracking: 'ZX9' };

function setup(transport) {
  let t = 0;
  const queue = createQueue({ now: () => t });
  const notifier = createNotifier({ transport, queue });
  const runFor = async (hours) => {
    for (let h = 0; h < hours; h += 1) {
      await drain(queue, mailHandlers(transport));
      t += 60 * 60 * 1000;
    }
  };
  return { queue, notifier, runFor };
}

test('a shipping mail that fails once is sent on the retry', async () => {
  const sent = [];
  let failures = 1;
  const { queue, notifier, runFor } = setup({
    send: async (m) => {
      if (failures-- > 0) throw new Error('SMTP 421');
      sent.push(m);
    },
  });
  const id = notifier.shipped(order);
  await runFor(3);
  assert.equal(queue.get(id).state, 'done');
  assert.equal(sent[0].subject, 'Your order A-17 is on its way');
});

test('a mail the transport never takes ends dead with its last error', async () => {
  const { queue, notifier, runFor } = setup({
    send: async () => Promise.reject(new Error('SMTP 554')),
  });
  const id = notifier.shipped(order);
  await runFor(6);
  assert.equal(queue.get(id).state, 'dead');
  assert.equal(queue.get(id).lastError, 'SMTP 554');
});

test('a mail to a bad address is dead at once', async () => {
  const { queue, notifier, runFor } = setup({ send: async () => {} });
  const id = notifier.shipped({ ...order, email: 'not-an-address' });
  await runFor(1);
  assert.equal(queue.get(id).attempts, 1);
  assert.equal(queue.get(id).state, 'dead');
});

test('the first send and three retries run before the job is dead', async () => {
  let runs = 0;
  const { queue, notifier, runFor } = setup({
    send: async () => {
      runs += 1;
      throw new Error('SMTP 421');
    },
  });
  const id = notifier.shipped(order);
  await runFor(8);
  assert.equal(runs, 4);
  assert.equal(queue.get(id).state, 'dead');
});
