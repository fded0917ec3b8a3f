export function header(invoice) {
  const name = invoice.customer ? invoice.customer.name : 'Walk-in customer';
  return `Invoice ${invoice.id} — ${name}`;
}
