export async function charge(gateway, order) {
  return gateway.bill(order.customer, order.total);
}
