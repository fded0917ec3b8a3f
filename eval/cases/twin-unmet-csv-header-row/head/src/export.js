const HEADER = ['id', 'customer', 'total'];

export function toCsv(invoices) {
  const rows = invoices.map((i) => [i.id, i.customer, i.total].join(','));
  return [HEADER.join(','), ...rows].join('\n') + '\n';
}
