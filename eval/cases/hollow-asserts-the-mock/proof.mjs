// The defect: convert divides by the rate (the inverse conversion), which the stub-only test
// cannot see.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { convert } = await import(pathToFileURL(join(headDir, 'src/convert.js')).href);
  const rates = { get: async (from, to) => (from === 'EUR' && to === 'USD' ? 1.1 : NaN) };
  assert.equal(await convert(100, 'EUR', 'USD', rates), 110);
}
