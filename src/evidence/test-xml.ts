// A streaming XML tokenizer for test reports (pure, linear time, bounded memory): text is pushed in
// chunks of any size and split anywhere; the handler receives element opens and closes and the
// text between them. It checks what a report reader needs to trust a document — tags balanced,
// one root, nothing cut off at the end — and throws XmlSyntaxError otherwise.
//
// No streaming XML parser is among the project's dependencies (fast-xml-parser needs the whole
// document as one string), so this is a careful hand-written one: every search resumes where the
// previous chunk's search stopped, so a token split across many chunks is scanned once.
import { DoneGateError } from '../errors.js';

export interface XmlHandler {
  /** An element starts; `attrs` are entity-decoded. Names lose their namespace prefix. */
  open(name: string, attrs: Record<string, string>): void;
  /** An element ends (also right after `open` for `<x/>`). */
  close(name: string): void;
  /** Character data (entity-decoded; CDATA included), possibly in several pieces. */
  text(text: string): void;
}

export class XmlSyntaxError extends DoneGateError {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super('evidence', `${message} (at character ${offset})`);
    this.name = 'XmlSyntaxError';
  }
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Entity references decoded in one pass; an unknown or malformed one is kept as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  let out = '';
  let last = 0;
  let at = text.indexOf('&');
  while (at !== -1) {
    const semi = text.indexOf(';', at + 1);
    // Entity names are short; a far `;` is not this reference's end.
    if (semi === -1 || semi - at > 12) {
      at = text.indexOf('&', at + 1);
      continue;
    }
    const ref = text.slice(at + 1, semi);
    let value: string | undefined;
    if (ref.startsWith('#x') || ref.startsWith('#X')) {
      const code = /^[0-9a-fA-F]+$/.test(ref.slice(2)) ? parseInt(ref.slice(2), 16) : NaN;
      value = validCodePoint(code) ? String.fromCodePoint(code) : undefined;
    } else if (ref.startsWith('#')) {
      const code = /^[0-9]+$/.test(ref.slice(1)) ? parseInt(ref.slice(1), 10) : NaN;
      value = validCodePoint(code) ? String.fromCodePoint(code) : undefined;
    } else {
      value = NAMED[ref];
    }
    if (value !== undefined) {
      out += text.slice(last, at) + value;
      last = semi + 1;
    }
    at = text.indexOf('&', value !== undefined ? semi + 1 : at + 1);
  }
  return out + text.slice(last);
}

function validCodePoint(code: number): boolean {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

const NAME_START = /[A-Za-z_:\u00C0-\uFFFF]/;

type Pending = 'none' | 'tag' | 'comment' | 'cdata' | 'pi' | 'doctype';

export class XmlStream {
  private buf = '';
  /** Where the unread part of `buf` starts: tokens advance it; `write` drops what is behind it. */
  private pos = 0;
  /** Characters dropped before `buf` starts: for error offsets. */
  private consumed = 0;
  private readonly stack: string[] = [];
  private rootSeen = false;
  private rootClosed = false;
  /** The kind of token `buf` starts with while it is incomplete, and how far it was scanned. */
  private pending: Pending = 'none';
  private scanned = 0;
  private quote = 0;
  private bracketDepth = 0;

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    if (this.pos > 0) {
      this.consumed += this.pos;
      this.scanned -= this.pos;
      this.buf = this.buf.slice(this.pos);
      this.pos = 0;
    }
    this.buf += chunk;
    this.drain(false);
  }

  /** The document is complete: anything open or unfinished is an error. */
  end(): void {
    this.drain(true);
    const rest = this.buf.slice(this.pos);
    if (this.pending !== 'none' || rest.includes('<')) {
      throw new XmlSyntaxError(
        'the document ends inside a tag, comment or CDATA section',
        this.at(0),
      );
    }
    if (rest.trim() !== '') this.textOutside(rest, 0);
    if (!this.rootSeen) throw new XmlSyntaxError('no root element', this.at(0));
    if (this.stack.length > 0) {
      throw new XmlSyntaxError(
        `the document ends before </${this.stack[this.stack.length - 1] ?? ''}> (cut off?)`,
        this.at(rest.length),
      );
    }
  }

  private at(i: number): number {
    return this.consumed + this.pos + i;
  }

  private consume(n: number): void {
    this.pos += n;
    this.pending = 'none';
    this.scanned = 0;
    this.quote = 0;
    this.bracketDepth = 0;
  }

  private drain(final: boolean): void {
    for (;;) {
      const b = this.buf;
      const p = this.pos;
      if (p >= b.length) return;
      if (this.pending === 'none') {
        const lt = b.indexOf('<', p);
        if (lt === -1) {
          // Text: hand over all but a possibly unfinished entity reference.
          const amp = b.lastIndexOf('&');
          const keep = amp >= p && b.indexOf(';', amp) === -1 && !final ? amp : -1;
          const upto = keep === -1 ? b.length : keep;
          if (upto > p) {
            this.textOutside(b.slice(p, upto), 0);
            this.consume(upto - p);
          }
          return;
        }
        if (lt > p) {
          this.textOutside(b.slice(p, lt), 0);
          this.consume(lt - p);
        }
        const left = b.length - lt;
        if (left < 9 && !final) {
          // Not enough to tell `<!--`, `<![CDATA[`, `<!DOCTYPE` or `<?` apart yet.
          const head = b.slice(lt);
          if (
            '<![CDATA['.startsWith(head) ||
            '<!--'.startsWith(head) ||
            '<!DOCTYPE'.startsWith(head)
          )
            return;
        }
        if (b.startsWith('<!--', lt)) this.pending = 'comment';
        else if (b.startsWith('<![CDATA[', lt)) this.pending = 'cdata';
        else if (b.startsWith('<?', lt)) this.pending = 'pi';
        else if (b.startsWith('<!', lt)) this.pending = 'doctype';
        else this.pending = 'tag';
        this.scanned = lt + (this.pending === 'cdata' ? 9 : this.pending === 'comment' ? 4 : 1);
      }
      const end = this.findEnd();
      if (end === -1) return;
      this.token(end);
    }
  }

  /** Index (in `buf`) just past the current token's end, or -1 when more input is needed. */
  private findEnd(): number {
    const b = this.buf;
    switch (this.pending) {
      case 'comment':
      case 'cdata':
      case 'pi': {
        const term = this.pending === 'comment' ? '-->' : this.pending === 'cdata' ? ']]>' : '?>';
        const found = b.indexOf(term, Math.max(this.pos, this.scanned - term.length + 1));
        if (found === -1) {
          this.scanned = b.length;
          return -1;
        }
        return found + term.length;
      }
      case 'doctype':
      case 'tag': {
        // `>` ends the tag unless it is inside a quoted attribute value (or a DOCTYPE's
        // internal subset in brackets).
        const doctype = this.pending === 'doctype';
        for (let i = this.scanned; i < b.length; i++) {
          const c = b.charCodeAt(i);
          if (this.quote !== 0) {
            if (c === this.quote) this.quote = 0;
            else {
              // Skip to the closing quote at once.
              const close = b.indexOf(this.quote === 34 ? '"' : "'", i);
              if (close === -1) {
                i = b.length - 1;
                continue;
              }
              i = close;
              this.quote = 0;
            }
          } else if (c === 34 || c === 39) {
            this.quote = c;
          } else if (doctype && c === 91) {
            this.bracketDepth++;
          } else if (doctype && c === 93) {
            this.bracketDepth = Math.max(0, this.bracketDepth - 1);
          } else if (c === 62 && this.bracketDepth === 0) {
            return i + 1;
          } else if (c === 60 && !doctype) {
            throw new XmlSyntaxError("'<' inside a tag", this.consumed + i);
          }
        }
        this.scanned = b.length;
        return -1;
      }
      default:
        return -1;
    }
  }

  private token(end: number): void {
    const start = this.pos;
    const kind = this.pending;
    const b = this.buf;
    this.consume(end - start);
    if (kind === 'cdata') {
      if (this.stack.length === 0) throw new XmlSyntaxError('CDATA outside the root', this.at(0));
      this.handler.text(b.slice(start + 9, end - 3));
      return;
    }
    if (kind !== 'tag') return; // comments, processing instructions, DOCTYPE: nothing to report
    const rawLength = end - start;
    if (b.charCodeAt(start + 1) === 47) {
      const name = b.slice(start + 2, end - 1).trim();
      const open = this.stack.pop();
      if (open !== name) {
        throw new XmlSyntaxError(
          open === undefined ? `</${name}> closes nothing` : `</${name}> closes <${open}>`,
          this.at(-rawLength),
        );
      }
      if (this.stack.length === 0) this.rootClosed = true;
      this.handler.close(localName(name));
      return;
    }
    const selfClosing = b.charCodeAt(end - 2) === 47;
    const innerEnd = selfClosing ? end - 2 : end - 1;
    let nameEnd = start + 1;
    while (nameEnd < innerEnd) {
      const c = b.charCodeAt(nameEnd);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47) break;
      nameEnd++;
    }
    const name = b.slice(start + 1, nameEnd);
    if (name === '' || !NAME_START.test(name[0] ?? '')) {
      throw new XmlSyntaxError(`not a tag name: '${name.slice(0, 40)}'`, this.at(-rawLength));
    }
    if (this.stack.length === 0) {
      if (this.rootSeen) throw new XmlSyntaxError('a second root element', this.at(-rawLength));
      this.rootSeen = true;
    }
    const attrs = parseAttributes(b, nameEnd, innerEnd, this.at(-rawLength));
    const local = localName(name);
    this.handler.open(local, attrs);
    if (selfClosing) {
      if (this.stack.length === 0) this.rootClosed = true;
      this.handler.close(local);
    } else {
      this.stack.push(name);
    }
  }

  private textOutside(text: string, offset: number): void {
    if (this.stack.length === 0) {
      if (text.trim() !== '') {
        throw new XmlSyntaxError(
          this.rootClosed ? 'text after the root element' : 'text before the root element',
          this.at(offset),
        );
      }
      return;
    }
    this.handler.text(decodeEntities(text));
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** `text[from, to)` as ` a="1" b='2'` → { a: '1', b: '2' }, one left-to-right pass. */
function parseAttributes(
  text: string,
  from: number,
  to: number,
  offset: number,
): Record<string, string> {
  const attrs: Record<string, string> = {};
  let i = from;
  while (i < to) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    while (j < to && text.charCodeAt(j) !== 61 && !isSpace(text.charCodeAt(j))) j++;
    const name = text.slice(i, j);
    while (j < to && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 61) {
      throw new XmlSyntaxError(`attribute '${name}' has no value`, offset);
    }
    j++;
    while (j < to && isSpace(text.charCodeAt(j))) j++;
    const q = text[j];
    if (q !== '"' && q !== "'") {
      throw new XmlSyntaxError(`attribute '${name}' value is not quoted`, offset);
    }
    const close = text.indexOf(q, j + 1);
    if (close === -1 || close >= to) {
      throw new XmlSyntaxError(`attribute '${name}' is not closed`, offset);
    }
    let value = text.slice(j + 1, close);
    // Attribute values normalise whitespace characters to spaces (XML 1.0 §3.3.3).
    if (/[\t\n\r]/.test(value)) value = value.replace(/[\t\n\r]/g, ' ');
    attrs[localName(name)] = decodeEntities(value);
    i = close + 1;
  }
  return attrs;
}
