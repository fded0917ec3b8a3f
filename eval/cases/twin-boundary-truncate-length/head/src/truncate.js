export function truncate(text, max) {
  if (text.length <= max) return text;
  if (max < 1) return '';
  // The ellipsis counts towards the limit.
  return text.slice(0, max - 1) + '…';
}
