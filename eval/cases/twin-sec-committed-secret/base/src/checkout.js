export async function checkout(cart, pay) {
  return pay(cart.total);
}
