export function pageCount(total, size) {
  return Math.ceil(total / size);
}

export function page(entries, n, size) {
  return entries.slice((n - 1) * size, n * size);
}
