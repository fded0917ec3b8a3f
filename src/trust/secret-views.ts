// Finds configured secrets in any encoding nobody wrote a rule for, in time linear in the text.
// Two halves meet in the middle: each secret is encoded once, up front, into every form a text
// could carry it in (base64/base64url at each byte alignment, base32, hex, UTF-16 inside base64,
// ROT13, reversed, and every two-deep composition of those); each text is read once through a
// normalising view (NFKC, case folding, separators, whitespace and hidden characters dropped) in
// which those forms are looked for with one Aho–Corasick automaton. A match is mapped back to the
// original characters that produced it, so the form "as it appears" (fullwidth, line-wrapped,
// spaced out) is what gets redacted. Pure.

/** Derived needles shorter than this (in the normalised view) are dropped: they match too much. */
export const MIN_NEEDLE_LENGTH = 8;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The characters of `bytes` encoded `bits` at a time, placed `offset` bytes into a longer stream:
 * only the characters whose bits all come from `bytes` (the edge characters mix in neighbours).
 */
function coreEncoding(bytes: Uint8Array, offset: number, bits: number, alphabet: string): string {
  const first = Math.ceil((offset * 8) / bits);
  const end = Math.floor(((offset + bytes.length) * 8) / bits);
  // Base64 and base64url are native: encode the bytes behind `offset` zero bytes, keep the core.
  if (alphabet === BASE64 || alphabet === BASE64URL) {
    const placed = Buffer.alloc(offset + bytes.length);
    placed.set(bytes, offset);
    return placed.toString(alphabet === BASE64 ? 'base64' : 'base64url').slice(first, end);
  }
  // Others: a running bit buffer over the bytes, read `bits` at a time from the first whole one.
  const mask = (1 << bits) - 1;
  let out = '';
  let buffer = 0;
  let held = offset * 8 - first * bits; // bits of the stream before `first` still unread (≤ 0)
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    held += 8;
    while (held >= bits) {
      held -= bits;
      out += alphabet[(buffer >> held) & mask];
    }
  }
  return out;
}

function aligned(bytes: Uint8Array, bits: number, alphabet: string): string[] {
  // A character spans `bits`; the pattern of alignments repeats every lcm(8, bits) / 8 bytes.
  const period = bits === 6 ? 3 : bits === 5 ? 5 : 1;
  return Array.from({ length: period }, (_, o) => coreEncoding(bytes, o, bits, alphabet));
}

function utf16(text: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    out[2 * i + (bigEndian ? 1 : 0)] = unit & 0xff;
    out[2 * i + (bigEndian ? 0 : 1)] = unit >> 8;
  }
  return out;
}

function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** One encoding step: every string a text carrying `text` this way contains. */
type Encoder = (text: string) => string[];

const utf8 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'));

/** The encodings a secret is looked for in, each applicable on top of another. */
export const ENCODERS: Readonly<Record<string, Encoder>> = {
  reversed: (t) => [Array.from(t).reverse().join('')],
  rot13: (t) => [rot13(t)],
  hex: (t) => {
    const hex = Buffer.from(t, 'utf8').toString('hex');
    return [hex, hex.toUpperCase()];
  },
  base64: (t) => aligned(utf8(t), 6, BASE64),
  base64url: (t) => aligned(utf8(t), 6, BASE64URL),
  base32: (t) => aligned(utf8(t), 5, BASE32),
  'utf-16 base64': (t) => [
    ...aligned(utf16(t, false), 6, BASE64),
    ...aligned(utf16(t, true), 6, BASE64),
  ],
};

/** Every form of `secret` up to two encodings deep (the secret itself included). */
export function derivedForms(secret: string): string[] {
  const encoders = Object.values(ENCODERS);
  const once = new Set<string>([secret]);
  for (const encode of encoders) for (const f of encode(secret)) once.add(f);
  const twice = new Set<string>(once);
  for (const inner of once) {
    if (inner === secret) continue;
    for (const encode of encoders) for (const f of encode(inner)) twice.add(f);
  }
  return [...twice];
}

// --- the normalised view -------------------------------------------------------------------

/** ASCII code → its view code, 0 when dropped (whitespace, controls, separators). */
const ASCII_VIEW = new Uint16Array(128);
for (let c = 0; c < 128; c += 1) {
  const ch = String.fromCharCode(c);
  const dropped = c < 0x21 || c === 0x7f || ':-_.,='.includes(ch);
  ASCII_VIEW[c] = dropped ? 0 : ch.toLowerCase().charCodeAt(0);
}

const DROPPED_NON_ASCII = /[\s\p{Cf}\p{Cc}\p{Mn}\p{Zs}]/u;
const foldCache = new Map<number, string>();
const FOLD_CACHE_SIZE = 65_536;

/** The view of one non-ASCII code point: NFKC, lower case, separators and hidden marks dropped. */
function foldNonAscii(cp: number): string {
  const hit = foldCache.get(cp);
  if (hit !== undefined) return hit;
  let out = '';
  for (const ch of String.fromCodePoint(cp).normalize('NFKC').toLowerCase()) {
    const c = ch.charCodeAt(0);
    if (c < 128) {
      if (ASCII_VIEW[c] !== 0) out += String.fromCharCode(ASCII_VIEW[c]!);
    } else if (!DROPPED_NON_ASCII.test(ch)) out += ch;
  }
  if (foldCache.size < FOLD_CACHE_SIZE) foldCache.set(cp, out);
  return out;
}

/** ASCII characters the view drops (whitespace, controls, separators), as one class. */
// eslint-disable-next-line no-control-regex -- the controls are what the view drops
const ASCII_DROPPED = /[\x00-\x20\x7f:\-_.,=]+/g;
// eslint-disable-next-line no-control-regex -- every ASCII character, controls included
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** The view of a whole string (used for the needles, which are short). */
export function normalisedView(text: string): string {
  // Nearly every needle is ASCII (an encoding's alphabet): dropped and lower-cased natively.
  if (ASCII_ONLY.test(text)) return text.replace(ASCII_DROPPED, '').toLowerCase();
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 128) {
      if (ASCII_VIEW[c] !== 0) out += String.fromCharCode(ASCII_VIEW[c]!);
    } else out += foldNonAscii(c);
  }
  return out;
}

// --- the automaton -------------------------------------------------------------------------

/** A range of the original text, [start, end). */
export interface SecretSpan {
  start: number;
  end: number;
}

/** Nodes this close to the root get a resolved transition row (see `rowOf`). */
const DENSE_DEPTH = 2;
/**
 * At most this many resolved transitions (4 bytes each): past it only the root's children get
 * rows, and past that none.
 */
const MAX_DENSE_ENTRIES = 4_000_000;

/**
 * One matcher per set of secrets: an Aho–Corasick automaton over the normalised view of every
 * derived form. Matching costs one automaton step per view character (amortised), whatever the
 * number of needles, so a text is read in O(n). The trie lives in typed arrays (first child, next
 * sibling) — a map of some 200,000 transitions took seconds to build — with resolved rows for
 * the nodes near the root, where ordinary text keeps it.
 */
export class SecretViewMatcher {
  /** The longest needle, in view characters. */
  readonly maxNeedle: number;
  readonly needles: number;
  /** View character → symbol: ASCII is itself; other characters of the needles numbered on. */
  private readonly symbols = new Map<number, number>();
  private readonly rootNext: Int32Array;
  private readonly firstChild: Int32Array;
  private readonly sibling: Int32Array;
  private readonly symbol: Int32Array;
  private readonly fail: Int32Array;
  /** The length of the longest needle ending at each node (0: none). */
  private readonly outLen: Int32Array;
  private readonly ringMask: number;
  /** Symbols in the alphabet: the width of a transition row. */
  private readonly alphabet: number;
  /**
   * Per node, 1 + its row in `rows`, or 0: the nodes near the root (where a text that holds no
   * secret keeps the automaton) have every transition resolved, failure links included, so a
   * step from them is one read instead of a walk of siblings and failure links.
   */
  private readonly rowOf: Int32Array;
  private readonly rows: Int32Array;

  /** `maxDenseEntries`: the bound on resolved transitions (tests set 0: the walk alone). */
  constructor(secrets: readonly string[], options: { maxDenseEntries?: number } = {}) {
    const needles = new Set<string>();
    for (const secret of secrets) {
      for (const form of derivedForms(secret)) {
        const view = normalisedView(form);
        if (view.length >= MIN_NEEDLE_LENGTH) needles.add(view);
      }
    }
    this.needles = needles.size;
    let total = 1;
    let maxNeedle = 0;
    for (const needle of needles) {
      total += needle.length;
      maxNeedle = Math.max(maxNeedle, needle.length);
      for (let i = 0; i < needle.length; i += 1) {
        const code = needle.charCodeAt(i);
        if (code >= 128 && !this.symbols.has(code)) this.symbols.set(code, 128 + this.symbols.size);
      }
    }
    this.maxNeedle = maxNeedle;
    this.rootNext = new Int32Array(128 + this.symbols.size);
    this.firstChild = new Int32Array(total);
    this.sibling = new Int32Array(total);
    this.symbol = new Int32Array(total);
    this.fail = new Int32Array(total);
    this.outLen = new Int32Array(total);
    this.alphabet = 128 + this.symbols.size;
    this.rowOf = new Int32Array(total);
    let nodes = 1;
    for (const needle of needles) {
      let node = 0;
      for (let i = 0; i < needle.length; i += 1) {
        const sym = this.symbolOf(needle.charCodeAt(i));
        let child = this.child(node, sym);
        if (child === 0) {
          child = nodes;
          nodes += 1;
          this.symbol[child] = sym;
          if (node === 0) this.rootNext[sym] = child;
          else {
            this.sibling[child] = this.firstChild[node]!;
            this.firstChild[node] = child;
          }
        }
        node = child;
      }
      this.outLen[node] = needle.length;
    }
    // Breadth first: a node's failure link is the longest proper suffix that is also a prefix.
    const queue = new Int32Array(nodes);
    const depth = new Int32Array(nodes);
    let tail = 0;
    for (const child of this.rootNext) {
      if (child === 0) continue;
      queue[tail++] = child;
      depth[child] = 1;
    }
    for (let head = 0; head < tail; head += 1) {
      const node = queue[head]!;
      if (this.outLen[node] === 0) this.outLen[node] = this.outLen[this.fail[node]!]!;
      for (let c = this.firstChild[node]!; c !== 0; c = this.sibling[c]!) {
        this.fail[c] = this.step(this.fail[node]!, this.symbol[c]!);
        depth[c] = depth[node]! + 1;
        queue[tail++] = c;
      }
    }
    // Resolved rows for the nodes of depth 1 and 2, in breadth-first order (a row is filled from
    // the slow path, which reads only rows already complete: those of shallower nodes).
    const shallowTo = (maxDepth: number): number => {
      let count = 0;
      while (count < tail && depth[queue[count]!]! <= maxDepth) count += 1;
      return count;
    };
    const maxEntries = options.maxDenseEntries ?? MAX_DENSE_ENTRIES;
    let shallow = shallowTo(DENSE_DEPTH);
    if (shallow * this.alphabet > maxEntries) shallow = shallowTo(1);
    if (shallow * this.alphabet > maxEntries) shallow = 0;
    const rows = new Int32Array(shallow * this.alphabet);
    // Set before the rows are filled: filling one reads the shallower ones through `step`.
    this.rows = rows;
    for (let i = 0; i < shallow; i += 1) {
      const node = queue[i]!;
      const base = i * this.alphabet;
      for (let sym = 0; sym < this.alphabet; sym += 1) rows[base + sym] = this.step(node, sym);
      this.rowOf[node] = i + 1;
    }
    let ring = 1;
    while (ring < Math.max(maxNeedle, 1)) ring *= 2;
    this.ringMask = ring - 1;
  }

  /** -1: a character no needle has (every match in progress ends). */
  private symbolOf(code: number): number {
    return code < 128 ? code : (this.symbols.get(code) ?? -1);
  }

  /** The child of `node` on `sym`, 0 when there is none. */
  private child(node: number, sym: number): number {
    if (node === 0) return this.rootNext[sym]!;
    for (let c = this.firstChild[node]!; c !== 0; c = this.sibling[c]!) {
      if (this.symbol[c] === sym) return c;
    }
    return 0;
  }

  private step(from: number, sym: number): number {
    if (sym < 0) return 0;
    let node = from;
    for (;;) {
      const row = this.rowOf[node]!;
      if (row !== 0) return this.rows[(row - 1) * this.alphabet + sym]!;
      const child = this.child(node, sym);
      if (child !== 0 || node === 0) return child;
      node = this.fail[node]!;
    }
  }

  /**
   * A reader for text that arrives in pieces (a file streamed in chunks): `feed` says whether a
   * needle has been seen so far, the automaton's state carrying over between pieces. Pieces must
   * not split a surrogate pair (a streaming decoder's output does not).
   */
  stream(): { feed(text: string): boolean } {
    let node = 0;
    let seen = false;
    return {
      feed: (text: string): boolean => {
        if (seen || this.needles === 0) return seen;
        for (let i = 0; i < text.length && !seen;) {
          const c = text.charCodeAt(i);
          if (c < 128) {
            const mapped = ASCII_VIEW[c]!;
            i += 1;
            if (mapped === 0) continue;
            node = this.step(node, mapped);
            seen = this.outLen[node]! > 0;
            continue;
          }
          const cp = text.codePointAt(i)!;
          i += cp > 0xffff ? 2 : 1;
          const view = foldNonAscii(cp);
          for (let k = 0; k < view.length && !seen; k += 1) {
            node = this.step(node, this.symbolOf(view.charCodeAt(k)));
            seen = this.outLen[node]! > 0;
          }
        }
        return seen;
      },
    };
  }

  /**
   * Every stretch of `text` whose view holds a needle, merged and in order. The stretch runs from
   * the first to the last original character that produced the matched view characters, so the
   * separators, line breaks and hidden characters inside an encoded form go with it.
   */
  spans(text: string): SecretSpan[] {
    if (this.needles === 0 || text.length === 0) return [];
    let spans = this.scan(text, false);
    // A unified diff puts a `+` before every added line, inside a line-wrapped form too; a
    // second reading drops it (only then: `+` is a base64 character).
    if (DIFF_ADDED_LINE.test(text)) spans = unionSpans(spans, this.scan(text, true));
    // Character escapes (`%73`, `\x73`, `0x73,`, `\u0073`, `&#115;`, `\163`), whole or mixed
    // with plain characters: a third reading decodes each one before the view.
    if (ESCAPE_HINT.test(text)) spans = unionSpans(spans, this.scan(text, false, 'escapes'));
    // Bytes as decimal numbers (`[115, 107, 45, …]`, how a Node Buffer prints as JSON and a
    // Uint8Array in a test diff): a fourth reading takes each number of 1–3 digits as a byte.
    if (DECIMAL_HINT.test(text)) spans = unionSpans(spans, this.scan(text, false, 'decimal'));
    return spans;
  }

  private scan(
    text: string,
    dropAddedMarker: boolean,
    decode: 'escapes' | 'decimal' | null = null,
  ): SecretSpan[] {
    const found: SecretSpan[] = [];
    const ring = new Int32Array(this.ringMask + 1);
    let node = 0;
    let v = 0;
    let lineStart = true;
    const feed = (code: number, start: number, end: number): void => {
      ring[v & this.ringMask] = start;
      v += 1;
      node = this.step(node, code);
      const length = this.outLen[node]!;
      if (length > 0) found.push({ start: ring[(v - length) & this.ringMask]!, end });
    };
    for (let i = 0; i < text.length;) {
      const escape =
        decode === 'escapes' ? escapeAt(text, i) : decode === 'decimal' ? decimalAt(text, i) : null;
      if (escape !== null) {
        lineStart = false;
        const [cp, width] = escape;
        const view = cp < 128 ? String.fromCharCode(ASCII_VIEW[cp]!) : foldNonAscii(cp);
        for (let k = 0; k < view.length; k += 1) {
          const code = view.charCodeAt(k);
          if (code !== 0) feed(this.symbolOf(code), i, i + width);
        }
        i += width;
        continue;
      }
      const c = text.charCodeAt(i);
      if (c < 128) {
        const marker = dropAddedMarker && lineStart && c === 0x2b;
        lineStart = c === 0x0a;
        const mapped = ASCII_VIEW[c]!;
        if (mapped !== 0 && !marker) feed(mapped, i, i + 1);
        i += 1;
        continue;
      }
      lineStart = false;
      const cp = text.codePointAt(i)!;
      const width = cp > 0xffff ? 2 : 1;
      const view = foldNonAscii(cp);
      for (let k = 0; k < view.length; k += 1) {
        feed(this.symbolOf(view.charCodeAt(k)), i, i + width);
      }
      i += width;
    }
    return mergeSpans(found);
  }
}

const DIFF_ADDED_LINE = /(?:^|\n)\+/;

/**
 * A text that holds a list of at least eight decimal numbers (the shortest needle is eight view
 * characters). Deterministic: each `\d{1,3}` must end at its comma, each `\s*` at a digit.
 */
const DECIMAL_HINT = /(?:\d{1,3},\s*){7}\d/;

const isDigitAt = (text: string, at: number): boolean => {
  const c = text.charCodeAt(at);
  return c >= 0x30 && c <= 0x39;
};

/** A decimal byte at `i` (1–3 digits, a whole number: no digit on either side), or null. */
function decimalAt(text: string, i: number): [number, number] | null {
  if (!isDigitAt(text, i) || isDigitAt(text, i - 1)) return null;
  let k = i;
  let v = 0;
  while (k < i + 3 && isDigitAt(text, k)) {
    v = v * 10 + text.charCodeAt(k) - 0x30;
    k += 1;
  }
  return isDigitAt(text, k) || v > 255 ? null : [v, k - i];
}

/** A text that may hold a character escape (checked before the decoding reading). */
const ESCAPE_HINT = /[%\\]|0x|&#/i;

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** The value of `count` hex digits at `at`, or -1. */
function hexRun(text: string, at: number, count: number): number {
  let value = 0;
  for (let k = 0; k < count; k += 1) {
    const digit = hexValue(text.charCodeAt(at + k));
    if (digit < 0) return -1;
    value = value * 16 + digit;
  }
  return value;
}

const isHexAt = (text: string, at: number): boolean => hexValue(text.charCodeAt(at)) >= 0;
const isAlnumAt = (text: string, at: number): boolean => /[A-Za-z0-9]/.test(text.charAt(at));

/**
 * The character escape starting at `i` as [code point, width], or null: `%HH`, `\xHH`, `0xHH`
 * (a byte on its own: not inside a word or a longer hex number), `\uHHHH`, `\NNN` (octal),
 * `&#NNN;` and `&#xHH;`. A constant look-ahead, so a reading stays linear.
 */
function escapeAt(text: string, i: number): [number, number] | null {
  const c = text.charCodeAt(i);
  const next = text.charCodeAt(i + 1) | 0x20;
  if (c === 0x25) {
    const v = hexRun(text, i + 1, 2);
    return v < 0 ? null : [v, 3];
  }
  if (c === 0x5c) {
    if (next === 0x78) {
      const v = hexRun(text, i + 2, 2);
      return v < 0 ? null : [v, 4];
    }
    if (next === 0x75) {
      const v = hexRun(text, i + 2, 4);
      return v < 0 ? null : [v, 6];
    }
    // C's octal escape: one to three digits.
    let v = 0;
    let k = 1;
    for (; k <= 3; k += 1) {
      const d = text.charCodeAt(i + k) - 0x30;
      if (!(d >= 0 && d <= 7)) break;
      v = v * 8 + d;
    }
    return k === 1 ? null : [v, k];
  }
  if (c === 0x30 && next === 0x78 && !isAlnumAt(text, i - 1) && !isHexAt(text, i + 4)) {
    const v = hexRun(text, i + 2, 2);
    return v < 0 ? null : [v, 4];
  }
  if (c === 0x26 && text.charCodeAt(i + 1) === 0x23) {
    const hex = (text.charCodeAt(i + 2) | 0x20) === 0x78;
    let v = 0;
    let k = hex ? 3 : 2;
    for (; k < (hex ? 9 : 10); k += 1) {
      const code = text.charCodeAt(k + i);
      const digit = hex ? hexValue(code) : code >= 0x30 && code <= 0x39 ? code - 0x30 : -1;
      if (digit < 0) break;
      v = v * (hex ? 16 : 10) + digit;
    }
    if (k === (hex ? 3 : 2) || text.charCodeAt(i + k) !== 0x3b || v > 0x10ffff) return null;
    return [v, k + 1];
  }
  return null;
}

/** Two lists of spans (each in order, none overlapping) as one, merged where they overlap. */
function unionSpans(a: readonly SecretSpan[], b: readonly SecretSpan[]): SecretSpan[] {
  const out: SecretSpan[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]!.start <= b[j]!.start) ? a[i++]! : b[j++]!;
    const last = out.at(-1);
    if (last !== undefined && next.start < last.end) last.end = Math.max(last.end, next.end);
    else out.push({ ...next });
  }
  return out;
}

/** Spans found in order of their end, merged where they overlap, in order of their start. */
function mergeSpans(byEnd: SecretSpan[]): SecretSpan[] {
  // Walking back from the last end: a span that ends at or before the current group's start
  // cannot overlap it, and neither can any span before it (their ends are no later).
  const merged: SecretSpan[] = [];
  let current: SecretSpan | null = null;
  for (let i = byEnd.length - 1; i >= 0; i -= 1) {
    const span = byEnd[i]!;
    if (current !== null && span.end > current.start) {
      current.start = Math.min(current.start, span.start);
    } else {
      if (current !== null) merged.push(current);
      current = { ...span };
    }
  }
  if (current !== null) merged.push(current);
  return merged.reverse();
}

/** `text` with every span replaced by `mark`. */
export function replaceSpans(text: string, spans: readonly SecretSpan[], mark: string): string {
  if (spans.length === 0) return text;
  const parts: string[] = [];
  let last = 0;
  for (const span of spans) {
    parts.push(text.slice(last, span.start), mark);
    last = span.end;
  }
  parts.push(text.slice(last));
  return parts.join('');
}
