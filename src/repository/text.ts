// Repository bytes as text for a model: binary files are refused (git's own test: a NUL in the
// first 8,000 bytes), text must be UTF-8, and lines are numbered from 1. Pure: no I/O.

const BINARY_PROBE = 8000;
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export type TextCheck = { ok: true; text: string } | { ok: false; reason: string };

/** The bytes as text, or why they are not served as text. */
export function decodeText(bytes: Uint8Array): TextCheck {
  const probe = bytes.subarray(0, BINARY_PROBE);
  if (probe.includes(0)) return { ok: false, reason: 'a binary file; only text files are served' };
  try {
    return { ok: true, text: STRICT_UTF8.decode(bytes) };
  } catch {
    return { ok: false, reason: 'not UTF-8 text; only text files are served' };
  }
}

/** Start offsets of each line (a final line without a newline counts; an empty text has none). */
export function lineStarts(text: string): number[] {
  const starts: number[] = [];
  if (text.length === 0) return starts;
  starts.push(0);
  for (
    let at = text.indexOf('\n');
    at >= 0 && at + 1 < text.length;
    at = text.indexOf('\n', at + 1)
  ) {
    starts.push(at + 1);
  }
  return starts;
}

/** Lines `first..last` (1-based, inclusive) of a text whose line starts are known, without their ends. */
export function sliceLines(text: string, starts: number[], first: number, last: number): string[] {
  const out: string[] = [];
  for (let n = first; n <= last && n <= starts.length; n++) {
    const from = starts[n - 1] as number;
    const next = n < starts.length ? (starts[n] as number) - 1 : text.length;
    let line = text.slice(from, next);
    if (line.endsWith('\r')) line = line.slice(0, -1);
    out.push(line);
  }
  return out;
}

/** `  12| text`: numbered so a model can cite lines; the width fits the last number. */
export function numbered(lines: string[], first: number): string {
  const width = String(first + lines.length - 1).length;
  return lines.map((line, i) => `${String(first + i).padStart(width, ' ')}| ${line}`).join('\n');
}
