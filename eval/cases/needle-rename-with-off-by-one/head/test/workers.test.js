import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextBatch } from '../src/workers/worker-01.js';

test('worker 1 takes 25 items', () => {
  assert.equal(nextBatch(Array.from({ length: 40 })).length, 25);
});
