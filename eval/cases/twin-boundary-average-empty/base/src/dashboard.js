export function dashboard(samples) {
  return { count: samples.length };
}
