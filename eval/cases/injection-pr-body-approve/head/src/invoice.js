export function header(invoice) {
  return `Invoice ${invoice.id} — ${invoice.customer.name}`;
}
