// The output sanitiser: everything a model wrote passes through here before it reaches the PR
// comment, the job summary, annotations or step outputs. Rendered, the result cannot notify anyone
// (mentions), cross-reference an issue (refs, issue URLs, closing keywords), trigger a bot
// (`/command`, `@bot …`), fetch anything (images), link off the allowlist, inject HTML, forge our
// hidden marker, or break out of a code fence. Pure.
import { decodeEntities } from './entities.js';
import { stripInvisible, visibleExcerpt } from './invisible.js';
import { redactSecrets } from './redact.js';

export { redactSecrets } from './redact.js';

export interface NeutralizeOptions {
  /** Link hosts kept clickable besides github.com (e.g. a GHES host). */
  allowedHosts?: string[];
}

// Placeholders for finished pieces: U+E000 index U+E001, the index spelled in U+E010..U+E01F so no
// later pattern (digits, letters, punctuation) can match inside one. Input loses U+E000..U+E01F.
const PH_OPEN = '\uE000';
const PH_CLOSE = '\uE001';
const PLACEHOLDER = /\uE000([\uE010-\uE01F]+)\uE001/g;
const RESERVED = /[\uE000-\uE01F]/g;

class Pieces {
  private readonly items: string[] = [];
  put(text: string): string {
    this.items.push(text);
    const digits = Array.from((this.items.length - 1).toString(16), (d) =>
      String.fromCharCode(0xe010 + Number.parseInt(d, 16)),
    ).join('');
    return PH_OPEN + digits + PH_CLOSE;
  }
  /** Expands every placeholder. Where two pieces meet backtick to backtick, a space goes between:
   * adjacent backtick runs merge into one longer run and would re-pair the code spans. */
  restore(text: string): string {
    const out: string[] = [];
    let last = '';
    const emit = (chunk: string): void => {
      if (chunk.length === 0) return;
      if (last === '`' && chunk.startsWith('`')) out.push(' ');
      out.push(chunk);
      last = chunk[chunk.length - 1] ?? '';
    };
    const expand = (t: string, depth: number): void => {
      let from = 0;
      for (const m of t.matchAll(PLACEHOLDER)) {
        emit(t.slice(from, m.index).replace(RESERVED, ''));
        const hexIndex = Array.from(m[1] ?? '', (c) =>
          (c.charCodeAt(0) - 0xe010).toString(16),
        ).join('');
        const item = this.items[Number.parseInt(hexIndex, 16)] ?? '';
        // Pieces may hold placeholders of earlier pieces (a link's text); nesting is shallow.
        if (depth < 8) expand(item, depth + 1);
        else emit(item.replace(RESERVED, ''));
        from = m.index + m[0].length;
      }
      emit(t.slice(from).replace(RESERVED, ''));
    };
    expand(text, 0);
    return out.join('');
  }
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

function hostAllowed(host: string, allowed: string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((a) => h === a || h.endsWith(`.${a}`));
}

type UrlVerdict = { ok: true; href: string } | { ok: false; why: string };

/** Only https links to an allowed host survive, and never a GitHub issue/PR/discussion link
 * (those create cross-references in the target repository). */
function judgeUrl(raw: string, allowed: string[]): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw.startsWith('www.') ? `https://${raw}` : raw);
  } catch {
    return { ok: false, why: 'invalid URL' };
  }
  if (url.protocol !== 'https:') return { ok: false, why: `${url.protocol} URL` };
  if (url.username !== '' || url.password !== '') return { ok: false, why: 'URL with credentials' };
  if (!hostAllowed(url.hostname, allowed)) return { ok: false, why: url.hostname };
  if (/^\/[^/]+\/[^/]+\/(?:issues|pull|pulls|discussions)(?:\/|$)/i.test(url.pathname)) {
    return { ok: false, why: `${url.hostname} issue/PR link` };
  }
  // `(`/`)` would end the markdown destination; `@` would read as a mention in some renderers.
  const href = url.href.replace(/[()@<>`"'\s\\]/g, (c) => encodeURIComponent(c));
  return { ok: true, href };
}

function codeSpan(text: string): string {
  return '`' + text.replace(/`/g, "'") + '`';
}

interface Context {
  pieces: Pieces;
  allowed: string[];
}

// Matched anywhere, even mid-word: wrapping a neighbour in a code span starts a fresh text node,
// and the renderer links a URL at the start of a node whatever came before.
const BARE_URL = /(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>`|"\\[\]\uE000\uE001]*/gi;
const MENTION =
  /[A-Za-z0-9._%+-]*@[\p{L}\p{N}_-][\p{L}\p{N}_.-]*(?:\/[\p{L}\p{N}_-][\p{L}\p{N}_.-]*)?/gu;
const REF = /(?:[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)?#\d+|\bGH-\d+\b/gi;
const ENTITY_LIKE = /&(?=#\d{1,8};|#[xX][0-9a-fA-F]{1,7};|[A-Za-z][A-Za-z0-9]*;)/g;

/** Trailing punctuation is not part of an autolink (GFM drops it, and an unbalanced `)`). */
function trimUrl(url: string): [string, string] {
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (last !== undefined && '?!.,:*_~\'"'.includes(last)) end -= 1;
    else if (last === ')') {
      const body = url.slice(0, end);
      if ((body.match(/\(/g) ?? []).length < (body.match(/\)/g) ?? []).length) end -= 1;
      else break;
    } else break;
  }
  return [url.slice(0, end), url.slice(end)];
}

/** Plain inline text (code spans and escapes already set aside as placeholders). */
function neutralizePlain(text: string, ctx: Context, lineStart: boolean): string {
  let s = text.replace(BARE_URL, (m) => {
    const [url, rest] = trimUrl(m);
    if (url.length === 0) return m;
    const v = judgeUrl(url, ctx.allowed);
    return ctx.pieces.put(v.ok ? v.href : codeSpan(url)) + rest;
  });
  s = s.replace(MENTION, (m) => {
    const token = m.replace(/[.-]+$/, '');
    return ctx.pieces.put(codeSpan(token)) + m.slice(token.length);
  });
  // Whatever `@` is left (before an escape, a mark, a symbol) goes in a code span too.
  s = s.replace(/@(?=\S)/g, () => ctx.pieces.put('`@`'));
  s = s.replace(REF, (m) => ctx.pieces.put(codeSpan(m)));
  if (lineStart) {
    s = s.replace(
      /^(\s*)(\/[A-Za-z][\w-]*)/,
      (_m, pad: string, cmd: string) => pad + ctx.pieces.put(codeSpan(cmd)),
    );
  }
  s = s.replace(/!(?=\[|\uE000)/g, '\\!');
  s = s.replace(/[[\]]/g, (c) => `\\${c}`);
  s = s.replace(/~{3,}/g, (m) => `\\${m}`);
  s = s.replace(ENTITY_LIKE, '&amp;');
  s = s.replace(/</g, '&lt;');
  return s;
}

// Destinations may hold one level of balanced parentheses, as in `javascript:alert(1)`.
const IMAGE =
  /!\[[^[\]\n]*\]\(\s*(?:<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const LINK =
  /\[([^[\]\n]*)\]\(\s*(<[^<>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
const TASK_BOX = /^(\s*(?:[-*+]|\d{1,9}[.)])\s+)\[([ xX])\](?=\s)/;

/** One prose line: code spans and backslash escapes first (they bind tightest), then images,
 * links, and the plain text between them. */
function neutralizeLine(line: string, ctx: Context): string {
  const { pieces } = ctx;
  let buf = '';
  let i = 0;
  while (i < line.length) {
    const c = line[i] ?? '';
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
      let close = -1;
      for (let j = i + n; j < line.length;) {
        if (line[j] !== '`') {
          j += 1;
          continue;
        }
        let k = 1;
        while (line[j + k] === '`') k += 1;
        if (k === n) {
          close = j;
          break;
        }
        j += k;
      }
      const content = close >= 0 ? line.slice(i + n, close) : '';
      // A pipe inside a span splits GFM table cells; such a span is not trusted to stay code.
      if (close >= 0 && !content.includes('|')) {
        buf += pieces.put(line.slice(i, close + n));
        i = close + n;
      } else {
        buf += pieces.put('\\`'.repeat(n));
        i += n;
      }
      continue;
    }
    buf += c;
    i += 1;
  }

  const task = TASK_BOX.exec(buf);
  let prefix = '';
  if (task !== null) {
    prefix = (task[1] ?? '') + pieces.put(`[${task[2] ?? ' '}]`);
    buf = buf.slice(task[0].length);
  }
  buf = buf.replace(IMAGE, () => pieces.put('(image removed)'));
  buf = buf.replace(LINK, (_m, label: string, dest: string) => {
    const url = pieces.restore(dest).replace(/^<|>$/g, '');
    const text = neutralizePlain(label, ctx, false);
    const v = judgeUrl(url, ctx.allowed);
    if (v.ok && label.trim().length > 0) return pieces.put(`[${text}](${v.href})`);
    const why = v.ok ? 'link' : v.why;
    return pieces.put(`${text} (link removed: ${codeSpan(why)})`);
  });
  return prefix + neutralizePlain(buf, ctx, task === null);
}

function neutralizeProse(lines: string[], ctx: Context): string[] {
  const text = lines.join('\n').replace(COMMENT, '');
  return text.split('\n').map((l) => neutralizeLine(l, ctx));
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
function normalise(text: unknown): string {
  const s = typeof text === 'string' ? text : String(text ?? '');
  return stripInvisible(fold(decodeEntities(s.replace(/\r\n?/g, '\n')))).replace(RESERVED, '');
}

function neutralizeNormalised(text: string, options: NeutralizeOptions): string {
  const allowed = ['github.com', ...(options.allowedHosts ?? [])]
    .map((h) => h.toLowerCase().trim())
    .filter((h) => h.length > 0);
  const ctx: Context = { pieces: new Pieces(), allowed };
  const out: string[] = [];
  for (const block of splitFences(defangMarker(text).split('\n'))) {
    if (block.code) out.push(...block.lines);
    else out.push(...neutralizeProse(block.lines, ctx));
  }
  return ctx.pieces.restore(out.join('\n'));
}

export function neutralizeModelText(text: string, options: NeutralizeOptions = {}): string {
  return neutralizeNormalised(normalise(text), options);
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
  const first = redactSecrets(normalise(text), configuredSecrets);
  const neutral = neutralizeNormalised(first.text, options);
  const second = redactSecrets(neutral, configuredSecrets);
  return { text: second.text, redactions: first.redactions + second.redactions };
}

/** A name we quote in our own text (file name, spec ref, login): one visible line, inert. */
export function inertLabel(name: string, max = 100): string {
  return neutralizeModelText(visibleExcerpt(typeof name === 'string' ? name : String(name), max));
}
