// Fencing untrusted text as data inside a prompt. The delimiter is random per run, so a source
// cannot guess it; a source that contains it anyway (e.g. echoed from an earlier prompt) has it
// broken first, so no source can close its own fence.
import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `DG-` + 12 random base32 characters (60 bits). */
export function newDelimiter(): string {
  const bytes = randomBytes(12);
  let out = 'DG-';
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function breakDelimiter(text: string, delimiter: string): string {
  if (delimiter.length === 0) return text;
  return text.replace(new RegExp(escapeRegExp(delimiter), 'gi'), '[fence delimiter removed]');
}

/** The fence label is shown on the opening line: one line, no fence syntax, bounded. */
function safeLabel(label: string, delimiter: string): string {
  const flat = breakDelimiter(label, delimiter)
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/<<<|>>>/g, '')
    .trim();
  return (flat.length > 200 ? flat.slice(0, 199) + '…' : flat) || 'source';
}

export function fenceUntrusted(label: string, text: string, delimiter: string): string {
  const body = breakDelimiter(text, delimiter);
  const newline = body.endsWith('\n') ? '' : '\n';
  return (
    `<<<UNTRUSTED ${safeLabel(label, delimiter)} ${delimiter}>>>\n` +
    body +
    newline +
    `<<<END ${delimiter}>>>`
  );
}
