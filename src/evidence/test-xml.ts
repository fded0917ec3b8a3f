// A streaming XML tokenizer for test reports (pure, linear time, bounded memory): text is pushed in
// chunks of any size and split anywhere; the handler receives element opens and closes and the
// text between them. It checks what a report reader needs to trust a document — tags balanced,
// one root, nothing cut off at the end — and throws XmlSyntaxError otherwise.
//
// No streaming XML parser is among the project's dependencies (fast-xml-parser needs the whole
// document as one string), so this is a careful hand-written one: every search resumes where the
// previous chunk's search stopped, so a token split across many chunks is scanned once.

export interface XmlHandler {
  /** An element starts; `attrs` are entity-decoded. Names lose their namespace prefix. */
  open(name: string, attrs: Record<string, string>): void;
  /** An element ends (also right after `open` for `<x/>`). */
  close(name: string): void;
  /** Character data (entity-decoded; CDATA included), possibly in several pieces. */
  text(text: string): void;
}

export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} (at character ${offset})`);
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
  /** Characters consumed before `buf` starts: for error offsets. */
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
    this.buf += chunk;
    this.drain(false);
  }

  /** The document is complete: anything open or unfinished is an error. */
  end(): void {
    this.drain(true);
    if (this.pending !== 'none' || this.buf.includes('<')) {
      throw new XmlSyntaxError(
        'the document ends inside a tag, comment or CDATA section',
        this.at(0),
      );
    }
    if (this.buf.trim() !== '') this.textOutside(this.buf, 0);
    if (!this.rootSeen) throw new XmlSyntaxError('no root element', this.at(0));
    if (this.stack.length > 0) {
      throw new XmlSyntaxError(
        `the document ends before </${this.stack[this.stack.length - 1] ?? ''}> (cut off?)`,
        this.at(this.buf.length),
      );
    }
  }

  private at(i: number): number {
    return this.consumed + i;
  }

  private consume(n: number): void {
    this.buf = this.buf.slice(n);
    this.consumed += n;
    this.pending = 'none';
    this.scanned = 0;
    this.quote = 0;
    this.bracketDepth = 0;
  }

  private drain(final: boolean): void {
    for (;;) {
      if (this.buf.length === 0) return;
      if (this.pending === 'none') {
        const lt = this.buf.indexOf('<');
        if (lt === -1) {
          // Text: hand over all but a possibly unfinished entity reference.
          const amp = this.buf.lastIndexOf('&');
          const keep = amp !== -1 && this.buf.indexOf(';', amp) === -1 && !final ? amp : -1;
          const upto = keep === -1 ? this.buf.length : keep;
          if (upto > 0) {
            this.textOutside(this.buf.slice(0, upto), 0);
            this.consume(upto);
          }
          return;
        }
        if (lt > 0) {
          this.textOutside(this.buf.slice(0, lt), 0);
          this.consume(lt);
        }
        if (this.buf.length < 9 && !final) {
          // Not enough to tell `<!--`, `<![CDATA[`, `<!DOCTYPE` or `<?` apart yet.
          const head = this.buf;
          if (
            '<![CDATA['.startsWith(head) ||
            '<!--'.startsWith(head) ||
            '<!DOCTYPE'.startsWith(head)
          )
            return;
        }
        if (this.buf.startsWith('<!--')) this.pending = 'comment';
        else if (this.buf.startsWith('<![CDATA[')) this.pending = 'cdata';
        else if (this.buf.startsWith('<?')) this.pending = 'pi';
        else if (this.buf.startsWith('<!')) this.pending = 'doctype';
        else this.pending = 'tag';
        this.scanned = this.pending === 'cdata' ? 9 : this.pending === 'comment' ? 4 : 1;
      }
      const end = this.findEnd();
      if (end === -1) return;
      this.token(end);
    }
  }

  /** Index just past the current token's end, or -1 when more input is needed. */
  private findEnd(): number {
    const b = this.buf;
    switch (this.pending) {
      case 'comment':
      case 'cdata':
      case 'pi': {
        const term = this.pending === 'comment' ? '-->' : this.pending === 'cdata' ? ']]>' : '?>';
        const found = b.indexOf(term, Math.max(0, this.scanned - term.length + 1));
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
        for (let i = this.scanned; i < b.length; i++) {
          const c = b.charCodeAt(i);
          if (this.quote !== 0) {
            if (c === this.quote) this.quote = 0;
          } else if (c === 34 || c === 39) {
            this.quote = c;
          } else if (this.pending === 'doctype' && c === 91) {
            this.bracketDepth++;
          } else if (this.pending === 'doctype' && c === 93) {
            this.bracketDepth = Math.max(0, this.bracketDepth - 1);
          } else if (c === 62 && this.bracketDepth === 0) {
            return i + 1;
          } else if (c === 60 && this.pending === 'tag' && i > 0) {
            throw new XmlSyntaxError("'<' inside a tag", this.at(i));
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
    const raw = this.buf.slice(0, end);
    const kind = this.pending;
    this.consume(end);
    if (kind === 'cdata') {
      if (this.stack.length === 0) throw new XmlSyntaxError('CDATA outside the root', this.at(0));
      this.handler.text(raw.slice(9, -3));
      return;
    }
    if (kind !== 'tag') return; // comments, processing instructions, DOCTYPE: nothing to report
    if (raw.startsWith('</')) {
      const name = raw.slice(2, -1).trim();
      const open = this.stack.pop();
      if (open !== name) {
        throw new XmlSyntaxError(
          open === undefined ? `</${name}> closes nothing` : `</${name}> closes <${open}>`,
          this.at(-raw.length),
        );
      }
      if (this.stack.length === 0) this.rootClosed = true;
      this.handler.close(localName(name));
      return;
    }
    const selfClosing = raw.endsWith('/>');
    const inner = raw.slice(1, selfClosing ? -2 : -1);
    const nameEnd = inner.search(/[\s/]|$/);
    const name = inner.slice(0, nameEnd);
    if (name === '' || !NAME_START.test(name[0] ?? '')) {
      throw new XmlSyntaxError(`not a tag name: '${name.slice(0, 40)}'`, this.at(-raw.length));
    }
    if (this.stack.length === 0) {
      if (this.rootSeen) throw new XmlSyntaxError('a second root element', this.at(-raw.length));
      this.rootSeen = true;
    }
    const attrs = parseAttributes(inner.slice(nameEnd), this.at(-raw.length));
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

/** ` a="1" b='2'` → { a: '1', b: '2' }, one left-to-right pass. */
function parseAttributes(text: string, offset: number): Record<string, string> {
  const attrs: Record<string, string> = {};
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && text[j] !== '=' && !/\s/.test(text[j] ?? '')) j++;
    const name = text.slice(i, j);
    while (j < n && /\s/.test(text[j] ?? '')) j++;
    if (text[j] !== '=') throw new XmlSyntaxError(`attribute '${name}' has no value`, offset);
    j++;
    while (j < n && /\s/.test(text[j] ?? '')) j++;
    const q = text[j];
    if (q !== '"' && q !== "'") {
      throw new XmlSyntaxError(`attribute '${name}' value is not quoted`, offset);
    }
    const close = text.indexOf(q, j + 1);
    if (close === -1) throw new XmlSyntaxError(`attribute '${name}' is not closed`, offset);
    // Attribute values normalise whitespace characters to spaces (XML 1.0 §3.3.3).
    attrs[localName(name)] = decodeEntities(text.slice(j + 1, close).replace(/[\t\n\r]/g, ' '));
    i = close + 1;
  }
  return attrs;
}
