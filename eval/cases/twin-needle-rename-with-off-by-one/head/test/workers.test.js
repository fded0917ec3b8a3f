import { test } from 'node:test';
import assert from 'node:assert/strict';

const ids = Array.from({ length: 30 }, (_, i) => String(i + 1).padStart(2, '0'));

test('every worker still takes 25 items per batch', async () => {
  for (const id of ids) {
    const worker = await import(`../src/workers/worker-${id}.js`);
    assert.equal(worker.nextBatch(Array.from({ length: 40 })).length, 25, `worker-${id}`);
  }
});
