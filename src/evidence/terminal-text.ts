// Text as a terminal shows it (pure, linear time): what a person reading a CI log sees is what
// the test-evidence floor matches. ANSI/VT escapes are dropped (CSI including private modes, OSC
// ended by BEL or ST — OSC 8 hyperlinks keep their visible text —, DCS/SOS/PM/APC strings, other
// ESC sequences, C1 controls and stray C0 controls); a line rewritten with `\r` shows only its last
// segment (`\r\n` is a newline); a backspace moves back one column so the next character
// overwrites; every Unicode space folds to an ASCII space and zero-width characters go.
//
// No sequence spans a newline (an unterminated OSC string ends at the line's end), so text cut at
// line boundaries reads the same piece by piece as whole: `TerminalTextStream` holds the
// unfinished last line, which makes an escape split across chunks safe.
//
// Every pattern starts with a fixed character (ESC, a C1 or a space code) and has no nested
// quantifier: each character is looked at a bounded number of times.

/* eslint-disable no-control-regex -- matching control characters is this module's job */

/** Escapes and invisible controls in UTF-16 text. */
const INVISIBLE =
  /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b\n]*(?:\x07|\x1b\\)?|[PX^_][^\x1b\n]*(?:\x1b\\)?|[ -/]*[0-~]?)|\x9b[0-?]*[ -/]*[@-~]|[\x90\x98\x9d-\x9f][^\x07\x1b\x9c\n]*[\x07\x9c]?|[\x00-\x07\x0e-\x1a\x1c-\x1f\x7f-\x9f\u200b-\u200d\u2060\ufeff]/g;

/** The same, for UTF-8 bytes held one per character (a log decoded as Latin-1). */
const INVISIBLE_BYTES =
  /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b\n]*(?:\x07|\x1b\\)?|[PX^_][^\x1b\n]*(?:\x1b\\)?|[ -/]*[0-~]?)|\xc2\x9b[0-?]*[ -/]*[@-~]|\xc2[\x90\x98\x9d-\x9f][^\x07\x1b\xc2\n]*(?:\x07|\xc2\x9c)?|\xc2[\x80-\x9f]|[\x00-\x07\x0e-\x1a\x1c-\x1f\x7f]|\xe2\x80[\x8b-\x8d]|\xe2\x81\xa0|\xef\xbb\xbf/g;

/** Unicode spaces (and vertical tab, form feed) in UTF-16 text. */
const SPACES = /[\x0b\x0c\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g;

/** The same as UTF-8 bytes. */
const SPACES_BYTES =
  /[\x0b\x0c]|\xc2\xa0|\xe1\x9a\x80|\xe2\x80[\x80-\x8a\xa8\xa9\xaf]|\xe2\x81\x9f|\xe3\x80\x80/g;

/** Quick screens: text with none of these is already as a terminal shows it. */
const DIRTY =
  /[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f-\xa0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]|\r(?!\n)/;
const DIRTY_BYTES = /[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f\xc2\xe1-\xe3\xef]|\r(?!\n)/;

/** A lone `\r` (not the first half of `\r\n`) or a backspace. */
const REWRITE = /\r(?!\n)|\x08/g;

/**
 * `text` as a terminal shows it. With `bytes`, the text holds UTF-8 bytes one per character and
 * the result does too.
 */
export function terminalText(text: string, bytes = false): string {
  if (!(bytes ? DIRTY_BYTES : DIRTY).test(text)) return text;
  let out = text.replace(bytes ? INVISIBLE_BYTES : INVISIBLE, '');
  out = out.replace(bytes ? SPACES_BYTES : SPACES, ' ');
  return rewrites(out, bytes);
}

/** Every line holding a lone `\r` or a backspace rewritten; each line is looked at once. */
function rewrites(text: string, bytes: boolean): string {
  REWRITE.lastIndex = 0;
  let m = REWRITE.exec(text);
  if (m === null) return text;
  const parts: string[] = [];
  let from = 0;
  while (m !== null) {
    const start = text.lastIndexOf('\n', m.index) + 1;
    let end = text.indexOf('\n', m.index);
    if (end === -1) end = text.length;
    parts.push(text.slice(from, start), rewriteLine(text.slice(start, end), bytes));
    from = end;
    REWRITE.lastIndex = end;
    m = REWRITE.exec(text);
  }
  parts.push(text.slice(from));
  return parts.join('');
}

/** One line with `\r` and backspaces, as a terminal leaves it (a trailing `\r` is kept). */
function rewriteLine(line: string, bytes: boolean): string {
  const crlf = line.endsWith('\r');
  const body = crlf ? line.slice(0, -1) : line;
  // The last `\r` segment wins; in it a backspace moves the cursor back one column.
  const last = body.slice(body.lastIndexOf('\r') + 1);
  if (!last.includes('\b')) return crlf ? `${last}\r` : last;
  const cells: string[] = [];
  let cursor = 0;
  for (const ch of last) {
    if (ch === '\b') {
      cursor = Math.max(0, cursor - 1);
      // As bytes, one column back is back to the first byte of the character there.
      while (bytes && cursor > 0 && /[\x80-\xbf]/.test(cells[cursor] ?? '')) cursor--;
    } else {
      cells[cursor] = ch;
      cursor++;
    }
  }
  const shown = cells.join('');
  return crlf ? `${shown}\r` : shown;
}

/**
 * The same reading for text arriving in chunks cut anywhere: only complete lines are returned by
 * `write`, the rest by `end`. An unfinished line longer than `maxLine` is cut there (its start is
 * what a pattern looks at) so memory stays bounded.
 */
export class TerminalTextStream {
  private held = '';
  private cut = false;

  constructor(
    private readonly bytes = false,
    private readonly maxLine = 1024 * 1024,
  ) {}

  write(chunk: string): string {
    const nl = chunk.lastIndexOf('\n');
    if (nl === -1) {
      this.hold(chunk);
      return '';
    }
    const complete = this.cut
      ? `${this.held}${chunk.slice(chunk.indexOf('\n'), nl + 1)}`
      : `${this.held}${chunk.slice(0, nl + 1)}`;
    this.held = '';
    this.cut = false;
    this.hold(chunk.slice(nl + 1));
    return terminalText(complete, this.bytes);
  }

  end(): string {
    const rest = this.held;
    this.held = '';
    this.cut = false;
    return terminalText(rest, this.bytes);
  }

  private hold(text: string): void {
    if (this.cut) return;
    const room = this.maxLine - this.held.length;
    if (text.length > room) {
      this.held += text.slice(0, room);
      this.cut = true;
    } else {
      this.held += text;
    }
  }
}
