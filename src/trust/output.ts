// The output sanitiser: everything a model wrote passes through here before it reaches the PR
// comment, the job summary, annotations or step outputs. Rendered, the result cannot notify anyone
// (mentions), cross-reference an issue (refs, issue URLs, closing keywords), trigger a bot
// (`/command`, `@bot …`), fetch anything (images), link off the allowlist, inject HTML, forge our
// hidden marker, or break out of a code fence. Pure.
// Split for size: placeholders (placeholders.ts) and link rules (links.ts) live beside it; the
// one-line and code-span helpers built on it for our reports are in markdown.ts.
import { decodeEntities, literalReferences, REFERENCE_START } from './entities.js';
import { stripInvisible } from './invisible.js';
import { judgeUrl, replaceBareUrls } from './links.js';
import { inertCode, Pieces, stripReserved } from './placeholders.js';
import { redactSecrets } from './redact.js';

export interface NeutralizeOptions {
  /** Link hosts kept clickable besides github.com (e.g. a GHES host). */
  allowedHosts?: string[];
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/g;
const ASCII_PUNCT = /^[!-/:-@[-`{-~]$/;
const LOOKALIKES: Readonly<Record<string, string>> = {
  '\uFF20': '@',
  '\uFE6B': '@',
  '\uFF03': '#',
  '\uFE5F': '#',
  '\uFF3B': '[',
  '\uFF3D': ']',
  '\uFF1C': '<',
  '\uFE64': '<',
  '\uFF40': '`',
};

interface Block {
  code: boolean;
  lines: string[];
}

/** Splits into fenced code blocks and prose, CommonMark-style. Fence lines are re-emitted at
 * column 0 (so no list or quote container can end them early) and an unterminated fence is
 * closed at the end. */
function splitFences(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let prose: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const open = FENCE_OPEN.exec(line);
    const fence = open?.[1];
    if (
      open === null ||
      fence === undefined ||
      (fence[0] === '`' && (open[2] ?? '').includes('`'))
    ) {
      prose.push(line);
      i += 1;
      continue;
    }
    if (prose.length > 0) blocks.push({ code: false, lines: prose });
    prose = [];
    const char = fence[0] ?? '`';
    const close = new RegExp(`^ {0,3}\\${char}{${fence.length},}[ \\t]*$`);
    const body: string[] = [fence + (open[2] ?? '')];
    i += 1;
    while (i < lines.length) {
      const l = lines[i] ?? '';
      i += 1;
      if (close.test(l)) break;
      body.push(l);
    }
    // Closed with the opener's own fence, whether or not the model closed it.
    body.push(fence);
    blocks.push({ code: true, lines: body });
  }
  if (prose.length > 0) blocks.push({ code: false, lines: prose });
  return blocks;
}

function codeSpan(text: string): string {
  return '`' + literalReferences(text.replace(/`/g, "'")) + '`';
}

interface Context {
  pieces: Pieces;
  allowed: string[];
}

// Each run-prefixed pattern starts only where its run starts (the lookbehinds): tried from every
// position inside a long run of word characters, the run would be rescanned each time — quadratic.
const MENTION =
  /(?:(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+)?@[\p{L}\p{N}_-][\p{L}\p{N}_.-]*(?:\/[\p{L}\p{N}_-][\p{L}\p{N}_.-]*)?/gu;
const REF = /(?:(?<![A-Za-z0-9_.-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)?#\d+|GH-\d+/gi;
const LEFTOVER_AT = /[^\s\p{L}\p{N}_|\\`\uE000-\uE01F]*@[^\s\p{L}\p{N}_|\\`\uE000-\uE01F]*(?=\S)/gu;

/** Whatever a rule below rewrites starts with one of these; a text with none is left as it is. */
const PLAIN_TRIGGER = /[@#/![\]~&<:]|www\.|GH-/i;

/** Plain inline text (code spans and escapes already set aside as placeholders). */
function neutralizePlain(text: string, ctx: Context, lineStart: boolean): string {
  if (!PLAIN_TRIGGER.test(text)) return text;
  let s = !/:|www\./i.test(text)
    ? text
    : replaceBareUrls(text, (url, alone) => {
        const v = judgeUrl(url, ctx.allowed);
        return ctx.pieces.put(v.ok && alone ? v.href : codeSpan(url));
      });
  if (s.includes('@')) {
    s = s.replace(MENTION, (m) => {
      let end = m.length;
      while (end > 0 && (m[end - 1] === '.' || m[end - 1] === '-')) end -= 1;
      return ctx.pieces.put(codeSpan(m.slice(0, end))) + m.slice(end);
    });
    // Whatever `@` is left (before an escape, a mark, a symbol) goes in a code span too, with
    // the symbols around it: one piece for a run like `@/@/@/`, not one per `@`.
    s = s.replace(LEFTOVER_AT, (m) => ctx.pieces.put(codeSpan(m)));
  }
  if (s.includes('#') || /GH-/i.test(s)) s = s.replace(REF, (m) => ctx.pieces.put(codeSpan(m)));
  if (lineStart && s.includes('/')) {
    s = s.replace(
      /^([^\S\n]*)(\/[A-Za-z][\w-]*)/gm,
      // Written in place, not as a piece: `[\w-]` holds nothing a later rule rewrites, and the
      // restore pass spaces it from a following backtick. A line per command stays cheap.
      // A replacement pattern, not a callback: a command has no backtick to fold.
      '$1`$2`',
    );
    // A `/` before a piece (a link whose label then follows it, say) is set apart the same way.
    if (s.includes('\uE000')) s = s.replace(/^([^\S\n]*)\/(?=\uE000)/gm, '$1`/`');
  }
  // Every tilde of the run escaped (not just the first): a second pass then finds no run left.
  if (s.includes('~~~')) s = s.replace(/~{3,}/g, (m) => '\\~'.repeat(m.length));
  // A whole run of `!` before a bracket, an escape or a piece, each escaped: a second pass then finds none bare.
  // Matched from the run's start only, so a long run is scanned once.
  if (s.includes('!')) {
    s = s.replace(/(?<!!)!+(?=[[\]\\\uE000])/g, (m) => '\\!'.repeat(m.length));
  }
  if (s.includes('[') || s.includes(']')) s = s.replace(/[[\]]/g, (c) => `\\${c}`);
  if (s.includes('&')) s = s.replace(REFERENCE_START, '&amp;');
  if (s.includes('<')) s = s.replace(/</g, '&lt;');
  return s;
}

// Destinations may hold one level of balanced parentheses, as in `javascript:alert(1)`.
const IMAGE =
  /!\[[^[\]\n]*\]\(\s*(?:<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const LINK =
  /\[([^[\]\n]*)\]\(\s*(<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const TASK_BOX = /^(\s*(?:[-*+]|\d{1,9}[.)])\s+)\[([ xX])\](?=\s)/;

/**
 * The maximal backtick runs of a line, by length, for finding a code span's closer: the first run
 * of exactly the opener's length after it. Openers are met left to right, so one cursor per
 * length makes every lookup together linear (a closer search per opener was quadratic on a line
 * of unmatched runs).
 */
class BacktickRuns {
  private readonly starts = new Map<number, number[]>();
  private readonly cursor = new Map<number, number>();
  private readonly pipes: number[] = [];
  private pipeCursor = 0;
  constructor(line: string) {
    for (let p = line.indexOf('|'); p !== -1; p = line.indexOf('|', p + 1)) this.pipes.push(p);
    let i = line.indexOf('`');
    while (i !== -1) {
      let n = 1;
      while (line[i + n] === '`') n += 1;
      const list = this.starts.get(n);
      if (list === undefined) this.starts.set(n, [i]);
      else list.push(i);
      i = line.indexOf('`', i + n);
    }
  }
  /** Start of the first run of exactly `length` backticks at or after `from`, or -1. */
  next(length: number, from: number): number {
    const list = this.starts.get(length);
    if (list === undefined) return -1;
    let k = this.cursor.get(length) ?? 0;
    while (k < list.length && (list[k] ?? 0) < from) k += 1;
    this.cursor.set(length, k);
    return k < list.length ? (list[k] ?? -1) : -1;
  }
  /** Whether a `|` lies in [from, to); `from` never decreases between calls. */
  pipeBetween(from: number, to: number): boolean {
    while (this.pipeCursor < this.pipes.length && (this.pipes[this.pipeCursor] ?? 0) < from) {
      this.pipeCursor += 1;
    }
    return this.pipeCursor < this.pipes.length && (this.pipes[this.pipeCursor] ?? to) < to;
  }
}

/** More markup characters than any prose line carries: each would become its own piece. */
const DENSE_LINE_MARKUP = 2000;

function denseLine(line: string): boolean {
  if (line.length < DENSE_LINE_MARKUP) return false;
  let n = 0;
  for (let i = 0; i < line.length; i += 1) {
    const c = line.charCodeAt(i);
    // @ # [ ] \ ` ! < & ( :
    if (c === 64 || c === 35 || c === 91 || c === 93 || c === 92 || c === 96 || c === 33) n += 1;
    else if (c === 60 || c === 38 || c === 40 || c === 58) n += 1;
  }
  return n > DENSE_LINE_MARKUP;
}

/**
 * A line dense with markup (thousands of mentions, links, escapes — machine-made or hostile) is
 * shown whole as one inline code span, which no markup survives, instead of one piece per
 * character of markup: the same inert result at a fraction of the cost.
 */
function bulkCodeSpan(line: string): string {
  // One pass over the UTF-16 units (a replace per backtick or pipe of a megabyte line is slow).
  const units = new Uint16Array(line.length);
  for (let i = 0; i < line.length; i += 1) {
    const c = line.charCodeAt(i);
    units[i] = c === 96 ? 39 : c === 124 ? 0xa6 : c;
  }
  return '`' + literalReferences(Buffer.from(units.buffer).toString('utf16le')) + '`';
}

const ESCAPE_OR_TICK = /[\\`]/g;
const LINE_TRIGGER = /[\\`@#/![\]~&<:]|www\.|GH-/i;

/** One prose line: code spans and backslash escapes first (they bind tightest), then images and
 * links; the plain text between them is left to neutralizeProse. A task box's `[ ]` becomes a
 * piece, so no command is matched after it. */
function neutralizeLine(line: string, ctx: Context): string {
  if (!LINE_TRIGGER.test(line)) return line;
  const { pieces } = ctx;
  if (denseLine(line)) return pieces.put(bulkCodeSpan(line));
  const runs = line.includes('`') ? new BacktickRuns(line) : null;
  let buf = '';
  let i = 0;
  while (i < line.length) {
    ESCAPE_OR_TICK.lastIndex = i;
    const found = ESCAPE_OR_TICK.exec(line);
    if (found === null) {
      buf += line.slice(i);
      break;
    }
    buf += line.slice(i, found.index);
    i = found.index;
    const c = found[0];
    if (c === '\\') {
      const next = line[i + 1];
      if (next !== undefined && ASCII_PUNCT.test(next)) {
        // An escaped `@`, `#` or `<` still renders as that character: let the rules see it.
        if ('@#<&'.includes(next)) buf += next;
        else buf += pieces.put(`\\${next}`);
        i += 2;
      } else {
        // A lone backslash could escape something we insert after it; make it literal.
        buf += pieces.put('\\\\');
        i += 1;
      }
      continue;
    }
    if (c === '`') {
      let n = 1;
      while (line[i + n] === '`') n += 1;
      const close = runs === null ? -1 : runs.next(n, i + n);
      // A pipe inside a span splits GFM table cells; such a span is not trusted to stay code.
      if (runs !== null && close >= 0 && !runs.pipeBetween(i + n, close)) {
        buf += pieces.put(literalReferences(line.slice(i, close + n)));
        i = close + n;
      } else {
        buf += pieces.put('\\`'.repeat(n));
        i += n;
      }
    }
  }

  const task = TASK_BOX.exec(buf);
  let prefix = '';
  if (task !== null) {
    prefix = (task[1] ?? '') + pieces.put(`[${task[2] ?? ' '}]`);
    buf = buf.slice(task[0].length);
  }
  if (buf.includes('](')) buf = replaceLinks(buf, ctx);
  return prefix + buf;
}

/** Images go; links survive only to an allowed https destination, with a neutralised label. */
function replaceLinks(text: string, ctx: Context): string {
  const { pieces } = ctx;
  let buf = text.replace(IMAGE, () => pieces.put('(image removed)'));
  buf = buf.replace(LINK, (_m, label: string, dest: string) => {
    const url = pieces.restore(dest).replace(/^<|>$/g, '');
    const text = neutralizePlain(label, ctx, false);
    const v = judgeUrl(url, ctx.allowed);
    if (v.ok && label.trim().length > 0) return pieces.put(`[${text}](${v.href})`);
    const why = v.ok ? 'link' : v.why;
    return pieces.put(`${text} (link removed: ${codeSpan(why)})`);
  });
  return buf;
}

/**
 * A prose block: each line's code spans, escapes, task box and links first, then the plain-text
 * rules once over the whole block. None of those rules crosses a line (a command is matched at
 * each line start), and one pass per block instead of per line keeps a text of a million short
 * lines cheap.
 */
function neutralizeProse(lines: string[], ctx: Context): string[] {
  return neutralizeProseText(lines.join('\n'), ctx);
}

function neutralizeProseText(block: string, ctx: Context): string[] {
  const text = block.includes('<!--') ? block.replace(COMMENT, '') : block;
  const prepared = text.split('\n').map((l) => neutralizeLine(l, ctx));
  return neutralizePlain(prepared.join('\n'), ctx, true).split('\n');
}

/** Our own sticky-comment marker, wherever it appears (even in code, where it stays literal). */
function defangMarker(text: string): string {
  return text.replace(/<!--(\s*)done-gate\s*:/gi, '<!--$1done-gate (quoted):');
}

function fold(text: string): string {
  return text.replace(
    /[\uFF20\uFE6B\uFF03\uFE5F\uFF3B\uFF3D\uFF1C\uFE64\uFF40]/g,
    (c) => LOOKALIKES[c] ?? c,
  );
}

/** Entities decoded (so `&#64;` is seen as `@`), lookalikes folded, invisibles and reserved
 * placeholder characters gone: the text every later rule reads. */
export function normaliseModelText(text: unknown): string {
  const s = typeof text === 'string' ? text : String(text ?? '');
  return stripReserved(stripInvisible(fold(decodeEntities(s.replace(/\r\n?/g, '\n')))));
}

/** The neutraliser on a text `normaliseModelText` has already read (decoding twice would read
 * `&amp;#64;` as `@`). */
export function neutralizeNormalised(text: string, options: NeutralizeOptions = {}): string {
  const allowed = ['github.com', ...(options.allowedHosts ?? [])]
    .map((h) => h.toLowerCase().trim())
    .filter((h) => h.length > 0);
  const ctx: Context = { pieces: new Pieces(), allowed };
  const defanged = defangMarker(text);
  // No fence can open without three backticks or tildes: the whole text is one prose block.
  if (!defanged.includes('```') && !defanged.includes('~~~')) {
    return ctx.pieces.restore(neutralizeProseText(defanged, ctx).join('\n'));
  }
  const out: string[] = [];
  // Appended line by line: spreading a block of a million lines into push() overflows the stack.
  for (const block of splitFences(defanged.split('\n'))) {
    if (block.code) for (const line of block.lines) out.push(inertCode(literalReferences(line)));
    else for (const line of neutralizeProse(block.lines, ctx)) out.push(line);
  }
  return ctx.pieces.restore(out.join('\n'));
}

export function neutralizeModelText(text: string, options: NeutralizeOptions = {}): string {
  return neutralizeNormalised(normaliseModelText(text), options);
}

/**
 * The whole outbound pass for model text: redact (on the normalised text, so an entity-spelled
 * key is caught), neutralise, and redact again (nothing neutralising produced may spell a key).
 */
export function sanitizeModelOutput(
  text: string,
  configuredSecrets: string[],
  options: NeutralizeOptions = {},
): { text: string; redactions: number } {
  const first = redactSecrets(normaliseModelText(text), configuredSecrets);
  const neutral = neutralizeNormalised(first.text, options);
  const second = redactSecrets(neutral, configuredSecrets);
  return { text: second.text, redactions: first.redactions + second.redactions };
}
