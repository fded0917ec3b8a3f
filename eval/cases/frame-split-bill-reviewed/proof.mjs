// No two shares may differ by more than a cent, whatever the bill and the head count: a bill of
// €10.05 split six ways leaves 3 cents over, and one person must not pay all of them.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { splitBill } = await import(pathToFileURL(join(headDir, 'src/split.js')).href);
  for (const [total, people] of [
    [1005, 6],
    [10, 4],
    [99, 10],
  ]) {
    const shares = splitBill(total, people);
    assert.equal(shares.length, people);
    assert.equal(shares.reduce((a, b) => a + b, 0), total);
    assert.ok(Math.max(...shares) - Math.min(...shares) <= 1, `${total} split ${people} ways: ${shares}`);
  }
}
