export function checkoutVersion(config = {}) {
  return config.flags?.newCheckout === true ? 'v2' : 'v1';
}
