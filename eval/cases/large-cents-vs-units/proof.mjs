// An order below $50 still pays delivery; an order of exactly $50 ships free.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const load = (path) => import(pathToFileURL(join(headDir, path)).href);
  const { addItem, emptyCart } = await load('src/billing/cart.js');
  const { shippingCents } = await load('src/billing/shipping.js');
  const book = { sku: 'book', name: 'Paperback', price: 20, weightKg: 0.5 };
  const small = addItem(emptyCart(), book);
  assert.equal(shippingCents(small, 'US'), 499, 'a $20 order pays domestic delivery');
  const bigger = addItem(emptyCart(), { ...book, price: 49.99 });
  assert.equal(shippingCents(bigger, 'DE'), 1299, 'a $49.99 order pays European delivery');
  assert.equal(
    shippingCents(addItem(emptyCart(), { ...book, price: 50 }), 'US'),
    0,
    '$50 ships free',
  );
}
