// Small text helpers shared by pure modules (the gauntlet, evidence summaries, fault text). They
// never throw, whatever they are handed.

/**
 * Collapses all whitespace (newlines included) to single spaces and cuts to `max` characters.
 * With a finite `max` only what the line keeps is read: a megabyte-sized reply quoted in a line of
 * a few hundred characters costs those characters (and the whitespace between them), not the
 * megabyte, however often it is quoted.
 */
export function oneLine(text: unknown, max = Number.POSITIVE_INFINITY): string {
  const source = asText(text);
  if (!Number.isFinite(max)) return source.replace(/\s+/g, ' ').trim();
  // A match is at most one character longer than the line, so a word longer than the line is read
  // only as far as the cut that falls inside it; once the line is longer than `max`, reading stops.
  const word = new RegExp(`\\S{1,${Math.max(1, Math.ceil(max) + 1)}}`, 'g');
  let flat = '';
  while (flat.length <= max) {
    const m = word.exec(source);
    if (m === null) break;
    flat += flat === '' ? m[0] : ` ${m[0]}`;
  }
  return cut(flat, max);
}

/** Cuts to at most `max` UTF-16 units, ending in `…` when cut, never splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, Math.max(0, end))}…`;
}

/** Any value as text: strings as they are, errors by message, the rest by a safe conversion. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'object' && value !== null) return JSON.stringify(value) ?? String(value);
    return String(value);
  } catch {
    try {
      return Object.prototype.toString.call(value);
    } catch {
      return '[unprintable value]';
    }
  }
}

/** A caught value as one line, for fault text (`<e>` in the reference's formats). */
export function describeError(error: unknown, max = 500): string {
  let text: string;
  try {
    text = error instanceof Error ? error.message || error.name : asText(error);
  } catch {
    text = 'unknown error';
  }
  return oneLine(text, max) || 'unknown error';
}
