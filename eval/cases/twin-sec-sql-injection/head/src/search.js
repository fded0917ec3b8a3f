// The name travels as a bound parameter, never as SQL text. LIKE's own wildcards in it are escaped
// so that "contains" means the characters typed.
export function searchCustomers(db, name) {
  const pattern = `%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.all("SELECT id, name FROM customers WHERE lower(name) LIKE ? ESCAPE '\\' LIMIT 50", [
    pattern,
  ]);
}
