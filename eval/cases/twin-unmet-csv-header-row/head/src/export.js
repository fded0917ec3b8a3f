const HEADER = ['id', 'customer', 'total'];

// A field holding a comma, a quote or a line break is quoted, its quotes doubled (RFC 4180).
function field(value) {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(invoices) {
  const rows = invoices.map((i) => [i.id, i.customer, i.total].map(field).join(','));
  return [HEADER.join(','), ...rows].join('\n') + '\n';
}
