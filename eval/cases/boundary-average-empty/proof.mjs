// The defect: average([]) divides by zero and the dashboard shows "NaN ms"; the spec wants 0.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { average } = await import(pathToFileURL(join(headDir, 'src/stats.js')).href);
  const { dashboard } = await import(pathToFileURL(join(headDir, 'src/dashboard.js')).href);
  assert.equal(average([4, 8]), 6);
  assert.equal(average([]), 0);
  assert.equal(dashboard([]).average, '0 ms');
}
