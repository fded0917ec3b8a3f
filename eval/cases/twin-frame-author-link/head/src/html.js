// Escapes text placed between HTML tags.
export function escapeText(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// Escapes a value placed inside a quoted HTML attribute: quotes too, so it cannot end the attribute.
export function escapeAttribute(value) {
  return escapeText(value).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
