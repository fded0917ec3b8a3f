export function average(values) {
  // No samples yet is a normal state of the dashboard, not a division by zero.
  if (values.length === 0) return 0;
  return values.reduce((a, b) => a + b, 0) / values.length;
}
