// The promise shown at checkout.
export function dispatchPromise() {
  return 'Ships within 2 working days';
}
