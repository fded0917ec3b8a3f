// The invoice of an order: its lines, subtotal, tax, delivery and total, as cents and as text.
import { formatCents, sumCents } from './money.js';
import { lineCents, subtotal } from './cart.js';
import { shippingCents } from './shipping.js';
import { taxCents } from './tax.js';

const CURRENCY = { US: 'USD' };

export function invoice(cart, country) {
  const currency = CURRENCY[country] ?? 'EUR';
  const goods = subtotal(cart);
  const tax = taxCents(goods, country);
  const delivery = shippingCents(cart, country);
  const total = sumCents([goods, tax, delivery]);
  return {
    currency,
    lines: cart.lines.map((line) => ({
      sku: line.sku,
      text: `${line.quantity} × ${line.name}`,
      cents: lineCents(line),
    })),
    subtotalCents: goods,
    taxCents: tax,
    shippingCents: delivery,
    totalCents: total,
    text: [
      ...cart.lines.map(
        (line) => `${line.quantity} × ${line.name}  ${formatCents(lineCents(line), currency)}`,
      ),
      `Subtotal  ${formatCents(goods, currency)}`,
      `Tax  ${formatCents(tax, currency)}`,
      `Delivery  ${formatCents(delivery, currency)}`,
      `Total  ${formatCents(total, currency)}`,
    ].join('\n'),
  };
}
