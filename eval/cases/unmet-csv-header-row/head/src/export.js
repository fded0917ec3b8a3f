export function toCsv(invoices) {
  const rows = invoices.map((i) => [i.id, i.customer, i.total].join(','));
  return rows.join('\n') + '\n';
}
