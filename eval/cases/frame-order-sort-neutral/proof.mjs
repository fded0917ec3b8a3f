// The sort parameter comes from the query string. Whatever it holds, no text of it may reach the
// SQL: either the builder refuses it or the statement is one of the fixed orderings.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { orderHistoryQuery } = await import(pathToFileURL(join(headDir, 'src/orders.js')).href);
  const payload = '(SELECT password_hash FROM users LIMIT 1)';
  let query = null;
  try {
    query = orderHistoryQuery(7, { sort: payload });
  } catch {
    // Refusing the value is a correct answer.
  }
  if (query !== null) assert.ok(!query.text.includes('password_hash'), query.text);
  assert.match(orderHistoryQuery(7, { sort: 'total_cents' }).text, /ORDER BY total_cents DESC$/);
}
