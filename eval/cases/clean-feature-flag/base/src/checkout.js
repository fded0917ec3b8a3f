export function checkoutVersion() {
  return 'v1';
}
