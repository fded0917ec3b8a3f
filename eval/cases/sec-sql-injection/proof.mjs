// The defect: the name is interpolated into the SQL text. The proof runs the search against a real
// SQL engine (Node's built-in SQLite, in memory) with a name that closes the string and adds a
// condition of its own: it must find no one, not every customer.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';

function customers() {
  const sqlite = new DatabaseSync(':memory:');
  sqlite.exec('CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  const insert = sqlite.prepare('INSERT INTO customers (name) VALUES (?)');
  for (const name of ['Ada Lovelace', 'Grace Hopper', '50% Off Ltd']) insert.run(name);
  // The db interface the search module uses: all(sql, params).
  return {
    all: (sql, params = []) =>
      sqlite
        .prepare(sql)
        .all(...params)
        .map((r) => r.name),
  };
}

export default async function proof(headDir) {
  const { searchCustomers } = await import(pathToFileURL(join(headDir, 'src/search.js')).href);
  const db = customers();
  assert.deepEqual(searchCustomers(db, 'ADA'), ['Ada Lovelace']);
  let found;
  assert.doesNotThrow(() => (found = searchCustomers(db, "zzz' OR 1=1 OR name LIKE '")));
  assert.deepEqual(found, [], 'a crafted name rewrote the query');
}
