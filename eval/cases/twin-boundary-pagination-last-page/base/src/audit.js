export function list(entries) {
  return entries;
}
