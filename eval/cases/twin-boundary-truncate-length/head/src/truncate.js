export function truncate(text, max) {
  if (text.length <= max) return text;
  // The ellipsis counts towards the limit.
  return text.slice(0, max - 1) + '…';
}
