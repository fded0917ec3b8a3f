export function searchCustomers(db, name) {
  const sql = `SELECT id, name FROM customers WHERE lower(name) LIKE '%${name.toLowerCase()}%' LIMIT 50`;
  return db.all(sql);
}
