import { test } from 'node:test';
import assert from 'node:assert/strict';
import { retryDelay } from '../src/queue/backoff.js';
import { createQueue } from '../src/queue/queue.js';
import { drain } from '../src/queue/worker.js';

test('a job that succeeds runs once', async () => {
  const queue = createQueue({ now: () => 0 });
  const id = queue.enqueue('ping', {});
  await drain(queue, { ping: async () => {} });
  assert.equal(queue.get(id).state, 'done');
});

test('backoff doubles and is capped', () => {
  assert.equal(retryDelay(1000, 1), 1000);
  assert.equal(retryDelay(1000, 3), 4000);
  assert.equal(retryDelay(1000, 20), 15 * 60 * 1000);
});
