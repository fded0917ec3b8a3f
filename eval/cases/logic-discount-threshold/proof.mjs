// The defect: the comparison is inverted — small orders get the discount, bulk orders do not.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { orderTotal } = await import(pathToFileURL(join(headDir, 'src/order.js')).href);
  assert.equal(orderTotal([{ price: 10, quantity: 9 }]), 90, '9 items pay in full');
  assert.equal(orderTotal([{ price: 10, quantity: 10 }]), 90, '10 items get 10% off');
}
