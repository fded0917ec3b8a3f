// A streaming XML tokenizer for test reports (pure, linear time, bounded memory): text is pushed in
// chunks of any size and split anywhere; the handler receives element opens and closes and the
// text between them. It checks what a report reader needs to trust a document — tags balanced,
// one root, nothing cut off at the end, nesting within a depth cap — and throws XmlSyntaxError
// otherwise.
//
// Linear on every shape: the unread buffer never holds more than the current chunk plus a few
// characters. An unfinished token is set aside as it is scanned — CDATA text is handed on at once,
// comments and declarations are dropped, a tag's text is kept in pieces joined once when it ends —
// so no chunk ever re-reads (or re-copies) text an earlier chunk scanned. Each `write` costs
// O(chunk): a caller with a time budget stops between chunks.
//
// Hand-written rather than saxes: saxes walks every character through a JavaScript state machine
// (several times slower on the large CDATA bodies reports carry) and this reader needs only the
// well-formedness checks above, each a plain indexOf.
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

/** Elements open at once: real reports nest a few dozen deep; deeper is an attack or a fault. */
export const XML_DEPTH_MAX = 512;
/** Characters in one tag (its attributes): far beyond any report, well within memory. */
export const XML_TAG_MAX = 256 * 1024 * 1024;
/** Attributes on one element. */
export const XML_ATTRIBUTES_MAX = 10_000;
/** Longest entity reference kept whole (`&#x10FFFF;` is 10 characters). */
const ENTITY_MAX = 12;

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Entity references decoded in one pass; an unknown or malformed one is kept as written. */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  const out: string[] = [];
  let last = 0;
  let at = text.indexOf('&');
  while (at !== -1) {
    // Entity names are short: look for `;` only within ENTITY_MAX characters, stopping at the
    // next `&`, so a run of `&` before a far `;` stays linear.
    let semi = -1;
    const limit = Math.min(text.length, at + ENTITY_MAX + 1);
    for (let k = at + 1; k < limit; k++) {
      const c = text.charCodeAt(k);
      if (c === 59) {
        semi = k;
        break;
      }
      if (c === 38) break;
    }
    if (semi === -1) {
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
      value = Object.hasOwn(NAMED, ref) ? NAMED[ref] : undefined;
    }
    if (value !== undefined) {
      out.push(text.slice(last, at), value);
      last = semi + 1;
    }
    at = text.indexOf('&', value !== undefined ? semi + 1 : at + 1);
  }
  out.push(text.slice(last));
  return out.join('');
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

const TERMINATOR: Record<'comment' | 'cdata' | 'pi', string> = {
  comment: '-->',
  cdata: ']]>',
  pi: '?>',
};

export class XmlStream {
  /** The unread text: the current chunk plus a few characters held from the one before. */
  private buf = '';
  /** Where the unread part of `buf` starts. */
  private pos = 0;
  /** Characters dropped before `buf` starts: for error offsets. */
  private consumed = 0;
  private readonly stack: string[] = [];
  private rootSeen = false;
  private rootClosed = false;
  /** The kind of token being read while it is unfinished. */
  private pending: Pending = 'none';
  /** Where (in `buf`) the pending token's unconsumed body starts, and how far it was scanned. */
  private bodyStart = 0;
  private scanned = 0;
  /** A tag's text from earlier chunks, joined once the tag ends. */
  private tagParts: string[] = [];
  private tagLength = 0;
  private tagOffset = 0;
  private quote = 0;

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    if (this.pos > 0) {
      this.consumed += this.pos;
      this.buf = this.buf.slice(this.pos);
      this.bodyStart -= this.pos;
      this.scanned -= this.pos;
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
        'the document ends inside a tag, comment or CDATA section (cut off?)',
        this.at(0),
      );
    }
    if (rest.trim() !== '') this.textOutside(rest);
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

  private drain(final: boolean): void {
    for (;;) {
      const b = this.buf;
      const p = this.pos;
      if (this.pending === 'none') {
        if (p >= b.length) return;
        const lt = b.indexOf('<', p);
        if (lt === -1) {
          // Text: hand over all but a possibly unfinished entity reference at the very end.
          const amp = final ? -1 : b.lastIndexOf('&');
          const keep =
            amp >= p && amp >= b.length - ENTITY_MAX && b.indexOf(';', amp) === -1 ? amp : -1;
          const upto = keep === -1 ? b.length : keep;
          if (upto > p) {
            this.textOutside(b.slice(p, upto));
            this.pos = upto;
          }
          return;
        }
        if (lt > p) {
          this.textOutside(b.slice(p, lt));
          this.pos = lt;
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
        if (b.startsWith('<!--', lt)) this.begin('comment', lt + 4);
        else if (b.startsWith('<![CDATA[', lt)) {
          if (this.stack.length === 0)
            throw new XmlSyntaxError('CDATA outside the root', this.at(0));
          this.begin('cdata', lt + 9);
        } else if (b.startsWith('<?', lt)) this.begin('pi', lt + 2);
        else if (b.startsWith('<!', lt)) this.begin('doctype', lt + 2);
        else {
          this.tagOffset = this.at(0);
          this.begin('tag', lt);
          this.scanned = lt + 1;
        }
      }
      const end = this.findEnd();
      if (end === -1) {
        this.setAside();
        return;
      }
      this.finish(end);
    }
  }

  private begin(kind: Pending, body: number): void {
    this.pending = kind;
    this.bodyStart = body;
    this.scanned = body;
    this.quote = 0;
  }

  /**
   * The chunk ended inside a token: keep only what the token still needs, so the next chunk is
   * appended to a few characters rather than to everything scanned so far.
   */
  private setAside(): void {
    const b = this.buf;
    const kind = this.pending;
    let keepFrom = b.length;
    if (kind === 'comment' || kind === 'cdata' || kind === 'pi') {
      // The terminator may start in the last characters: keep them.
      keepFrom = Math.max(this.bodyStart, b.length - (TERMINATOR[kind].length - 1));
      if (kind === 'cdata' && keepFrom > this.bodyStart) {
        this.handler.text(b.slice(this.bodyStart, keepFrom));
      }
    } else if (kind === 'tag') {
      const piece = b.slice(this.bodyStart);
      this.tagLength += piece.length;
      if (this.tagLength > XML_TAG_MAX) {
        throw new XmlSyntaxError(
          `a tag longer than ${XML_TAG_MAX} characters (an attribute never closed?)`,
          this.tagOffset,
        );
      }
      this.tagParts.push(piece);
    }
    this.consumed += keepFrom;
    this.buf = b.slice(keepFrom);
    this.pos = 0;
    this.bodyStart = 0;
    this.scanned = 0;
  }

  /** Index (in `buf`) just past the current token's end, or -1 when more input is needed. */
  private findEnd(): number {
    const b = this.buf;
    switch (this.pending) {
      case 'comment':
      case 'cdata':
      case 'pi': {
        const found = b.indexOf(TERMINATOR[this.pending], this.bodyStart);
        return found === -1 ? -1 : found + TERMINATOR[this.pending].length;
      }
      case 'doctype':
      case 'tag': {
        // `>` ends the tag unless it is inside a quoted attribute value (or a DOCTYPE's
        // internal subset, refused below).
        const doctype = this.pending === 'doctype';
        let i = this.scanned;
        while (i < b.length) {
          if (this.quote !== 0) {
            const close = b.indexOf(this.quote === 34 ? '"' : "'", i);
            if (close === -1) {
              i = b.length;
              break;
            }
            this.quote = 0;
            i = close + 1;
            continue;
          }
          const c = b.charCodeAt(i);
          if (c === 34 || c === 39) this.quote = c;
          else if (doctype && c === 91) {
            // An internal subset declares entities (whose expansion a real parser would read as
            // elements, `<!ENTITY f "<failure/>">`, or blow up, a billion laughs) and attribute
            // defaults (`<!ATTLIST testsuite failures CDATA "1">`): what it declares changes what
            // the document says, and it is not expanded here — so it is not read at all.
            throw new XmlSyntaxError(
              'a DOCTYPE with an internal subset (entity or attribute declarations) is not read',
              this.consumed + i,
            );
          } else if (c === 62) return i + 1;
          else if (c === 60 && !doctype) {
            throw new XmlSyntaxError("'<' inside a tag", this.consumed + i);
          }
          i++;
        }
        this.scanned = b.length;
        return -1;
      }
      default:
        return -1;
    }
  }

  private finish(end: number): void {
    const kind = this.pending;
    const b = this.buf;
    this.pending = 'none';
    this.pos = end;
    if (kind === 'cdata') {
      if (end - 3 > this.bodyStart) this.handler.text(b.slice(this.bodyStart, end - 3));
      return;
    }
    if (kind !== 'tag') return; // comments, processing instructions, DOCTYPE: nothing to report
    let raw = b.slice(this.bodyStart, end);
    if (this.tagParts.length > 0) {
      this.tagParts.push(raw);
      raw = this.tagParts.join('');
      this.tagParts = [];
      this.tagLength = 0;
    }
    this.tag(raw, this.tagOffset);
  }

  /** One whole tag, `<…>`. */
  private tag(raw: string, offset: number): void {
    const end = raw.length;
    if (raw.charCodeAt(1) === 47) {
      const name = raw.slice(2, end - 1).trim();
      const open = this.stack.pop();
      if (open !== name) {
        throw new XmlSyntaxError(
          open === undefined ? `</${name}> closes nothing` : `</${name}> closes <${open}>`,
          offset,
        );
      }
      if (this.stack.length === 0) this.rootClosed = true;
      this.handler.close(localName(name));
      return;
    }
    const selfClosing = raw.charCodeAt(end - 2) === 47;
    const innerEnd = selfClosing ? end - 2 : end - 1;
    let nameEnd = 1;
    while (nameEnd < innerEnd) {
      const c = raw.charCodeAt(nameEnd);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47) break;
      nameEnd++;
    }
    const name = raw.slice(1, nameEnd);
    if (name === '' || !NAME_START.test(name[0] ?? '')) {
      throw new XmlSyntaxError(`not a tag name: '${name.slice(0, 40)}'`, offset);
    }
    if (this.stack.length === 0) {
      if (this.rootSeen) throw new XmlSyntaxError('a second root element', offset);
      this.rootSeen = true;
    }
    if (!selfClosing && this.stack.length >= XML_DEPTH_MAX) {
      throw new XmlSyntaxError(`elements nested deeper than ${XML_DEPTH_MAX}`, offset);
    }
    const attrs = parseAttributes(raw, nameEnd, innerEnd, offset);
    const local = localName(name);
    this.handler.open(local, attrs);
    if (selfClosing) {
      if (this.stack.length === 0) this.rootClosed = true;
      this.handler.close(local);
    } else {
      this.stack.push(name);
    }
  }

  private textOutside(text: string): void {
    if (this.stack.length === 0) {
      if (text.trim() !== '') {
        throw new XmlSyntaxError(
          this.rootClosed ? 'text after the root element' : 'text before the root element',
          this.at(0),
        );
      }
      return;
    }
    this.handler.text(decodeXmlEntities(text));
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
  const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  let i = from;
  while (i < to) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    if (++count > XML_ATTRIBUTES_MAX) {
      throw new XmlSyntaxError(`more than ${XML_ATTRIBUTES_MAX} attributes on one element`, offset);
    }
    let j = i;
    while (j < to && text.charCodeAt(j) !== 61 && !isSpace(text.charCodeAt(j))) j++;
    const name = text.slice(i, j);
    while (j < to && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 61) {
      throw new XmlSyntaxError(`attribute '${name.slice(0, 40)}' has no value`, offset);
    }
    j++;
    while (j < to && isSpace(text.charCodeAt(j))) j++;
    const q = text[j];
    if (q !== '"' && q !== "'") {
      throw new XmlSyntaxError(`attribute '${name.slice(0, 40)}' value is not quoted`, offset);
    }
    const close = text.indexOf(q, j + 1);
    if (close === -1 || close >= to) {
      throw new XmlSyntaxError(`attribute '${name.slice(0, 40)}' is not closed`, offset);
    }
    let value = text.slice(j + 1, close);
    // Attribute values normalise whitespace characters to spaces (XML 1.0 §3.3.3).
    if (/[\t\n\r]/.test(value)) value = value.replace(/[\t\n\r]/g, ' ');
    // A namespace declaration is not an attribute of the element's own: kept by its full name.
    const key = name === 'xmlns' || name.startsWith('xmlns:') ? name : localName(name);
    if (Object.hasOwn(attrs, key)) {
      // Not well-formed (§3.1), and whichever copy a reader keeps decides `failures="…"`.
      throw new XmlSyntaxError(`attribute '${key.slice(0, 40)}' given twice`, offset);
    }
    attrs[key] = decodeXmlEntities(value);
    i = close + 1;
  }
  return attrs;
}
