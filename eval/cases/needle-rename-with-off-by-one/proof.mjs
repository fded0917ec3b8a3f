// The defect: one of thirty renamed workers now takes batchSize + 1 items.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const folder = join(headDir, 'src/workers');
  const files = (await readdir(folder)).filter((f) => f.endsWith('.js')).sort();
  assert.equal(files.length, 30);
  for (const file of files) {
    const worker = await import(pathToFileURL(join(folder, file)).href);
    assert.equal(worker.nextBatch(Array.from({ length: 40 })).length, 25, file);
  }
}
