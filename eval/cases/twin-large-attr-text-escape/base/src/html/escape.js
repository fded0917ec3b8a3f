// Escaping for the server-rendered pages. Which function to use depends on where the value goes:
// text between tags, a quoted attribute value, or a URL attribute.

const TEXT = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE = { ...TEXT, '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/**
 * For text between tags only. Quotes are left as they are so user text reads naturally in the
 * page source and in copied snippets; never use it inside an attribute value.
 */
export function escapeText(value) {
  return String(value ?? '').replace(/[&<>]/g, (ch) => TEXT[ch]);
}

/** For a double- or single-quoted attribute value. */
export function escapeAttr(value) {
  return String(value ?? '').replace(/[&<>"'`]/g, (ch) => ATTRIBUTE[ch]);
}

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** A URL for href/src if its scheme is safe, else "#" (javascript:, data: and the like). */
export function safeUrl(value) {
  try {
    const url = new URL(String(value ?? ''));
    return SAFE_SCHEMES.has(url.protocol) ? url.href : '#';
  } catch {
    return '#';
  }
}

/** Joins the parts of a page, dropping empty ones. */
export function html(parts) {
  return parts.filter((part) => part !== '' && part !== null && part !== undefined).join('\n');
}
