// The defect: pageCount floors, so a last page that is not full is never counted.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { page, pageCount } = await import(pathToFileURL(join(headDir, 'src/paginate.js')).href);
  const entries = Array.from({ length: 21 }, (_, i) => i + 1);
  assert.equal(pageCount(20, 10), 2);
  assert.equal(pageCount(21, 10), 3, 'the 21st entry needs a third page');
  // Every entry is reachable through the counted pages.
  const served = [];
  for (let n = 1; n <= pageCount(entries.length, 10); n++) served.push(...page(entries, n, 10));
  assert.deepEqual(served, entries);
}
