// The defect: the ellipsis is added after `max` characters, one over the limit.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { truncate } = await import(pathToFileURL(join(headDir, 'src/truncate.js')).href);
  for (const length of [49, 50, 51, 80]) {
    const out = truncate('x'.repeat(length), 50);
    assert.ok(out.length <= 50, `${length} characters came out as ${out.length}`);
    if (length > 50) assert.ok(out.endsWith('…'));
    else assert.equal(out, 'x'.repeat(length));
  }
}
