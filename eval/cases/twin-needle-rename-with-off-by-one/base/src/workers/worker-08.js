const settings = { batch_size: 25 };

export function nextBatch(queue) {
  return queue.slice(0, settings.batch_size);
}

export const name = 'worker-08';
