// The defect: the walk-in fallback is gone, so an invoice without a customer throws.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { header } = await import(pathToFileURL(join(headDir, 'src/invoice.js')).href);
  assert.equal(header({ id: 7, customer: { name: 'Ada' } }), 'Invoice 7 — Ada');
  let text;
  assert.doesNotThrow(() => (text = header({ id: 8, customer: null })));
  assert.equal(text, 'Invoice 8 — Walk-in customer');
}
