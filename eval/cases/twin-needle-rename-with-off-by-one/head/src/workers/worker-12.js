const settings = { batchSize: 25 };

export function nextBatch(queue) {
  return queue.slice(0, settings.batchSize);
}

export const name = 'worker-12';
