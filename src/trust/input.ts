// The input sanitiser: untrusted text (PR body, issues, commit messages, file names, test output,
// artifacts) loses what a human reviewer cannot see before it reaches a prompt. Everything removed
// is recorded, so the report can show a human what was hidden.
import { decodeEntities } from './entities.js';
import { HIDING_KINDS, scanInvisible, visibleExcerpt } from './invisible.js';
import type { InvisibleKind } from './invisible.js';

export type RemovalKind =
  | InvisibleKind
  | 'invisible-entity'
  | 'html-comment'
  | 'image-text'
  | 'picture-source'
  | 'hidden-element'
  | 'hidden-attribute'
  | 'link-title'
  | 'collapsed-details';

export interface Removal {
  kind: RemovalKind;
  count: number;
  /** Short, visible, one-line excerpt of what was removed (or, for kept text, of what it says). */
  excerpt: string;
  /** True for content that stays in the text but is worth a human's look (collapsed details). */
  kept: boolean;
}

export interface SanitizeOptions {
  /**
   * Strip hidden markup (comments, hidden elements, image text). Default true; pass false for a
   * diff, where `<!-- -->` and `<img alt>` are the code under review, not hidden prose.
   */
  markup?: boolean;
}

/** Removal kinds that hide prose from a human reader (the pre-screen reports these). */
export const HIDDEN_MARKUP_KINDS: ReadonlySet<RemovalKind> = new Set([
  'html-comment',
  'image-text',
  'picture-source',
  'hidden-element',
  'hidden-attribute',
  'link-title',
]);

class Recorder {
  private readonly byKind = new Map<RemovalKind, { count: number; samples: string[] }>();
  add(kind: RemovalKind, sample: string, count = 1): void {
    const entry = this.byKind.get(kind) ?? { count: 0, samples: [] };
    entry.count += count;
    const shown = visibleExcerpt(sample, 60);
    if (entry.samples.length < 3 && shown.length > 0) entry.samples.push(shown);
    this.byKind.set(kind, entry);
  }
  list(kept: ReadonlySet<RemovalKind>): Removal[] {
    return [...this.byKind].map(([kind, e]) => ({
      kind,
      count: e.count,
      excerpt: visibleExcerpt(e.samples.join(' | '), 120),
      kept: kept.has(kind),
    }));
  }
}

const COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/g;
const PICTURE = /<picture\b[\s\S]*?(?:<\/picture\s*>|$)/gi;
const SOURCE_TAG = /<source\b[^<>]*>/gi;
const IMG_TAG = /<img\b[^<>]*>?/gi;
// Tags never contain `<` or `>` here, so every scan stops at the next angle bracket: linear even
// on a hostile multi-megabyte log full of unclosed tags.
const OPEN_TAG = /<([A-Za-z][\w-]*)\b([^<>]*)>/g;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>"']+))?/g;
const HIDDEN_STYLE =
  /(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d])|opacity\s*:\s*0(?![.\d]))/i;
const HIDDEN_ATTRIBUTE_NAMES =
  /^(?:title|alt|aria-label|aria-description|placeholder|data-[\w-]+)$/i;
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
const MD_IMAGE_ALT = /!\[([^\]\n]+)\]/g;
const MD_LINK_TITLE = /(\]\(\s*<?[^\s()<>]*>?)\s+("[^"\n]*"|'[^'\n]*'|\([^()\n]*\))\s*\)/g;
const MD_REF_TITLE =
  /^( {0,3}\[[^\]\n]+\]:\s*<?\S+?>?)[ \t]+("[^"\n]*"|'[^'\n]*'|\([^()\n]*\))[ \t]*$/gm;
const DETAILS = /<details\b[^<>]*>([\s\S]*?)(?:<\/details\s*>|$)/gi;

function unquote(value: string | undefined): string {
  if (value === undefined) return '';
  const v = value.trim();
  return (v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))
    ? v.slice(1, -1)
    : v;
}

function attributes(attrs: string): Array<{ name: string; value: string; raw: string }> {
  const out: Array<{ name: string; value: string; raw: string }> = [];
  for (const m of attrs.matchAll(ATTRIBUTE)) {
    out.push({ name: (m[1] ?? '').toLowerCase(), value: unquote(m[2]), raw: m[0] });
  }
  return out;
}

const PAYLOAD_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'srcset', 'src']);

/** What a human would not see in a piece of markup: its payload attributes and inner text. */
function describeMarkup(html: string): string {
  const parts: string[] = [];
  for (const m of html.matchAll(/<\/[^<>]*>?|<[A-Za-z][\w-]*\b([^<>]*)>?|([^<]+)/g)) {
    if (m[2] !== undefined) parts.push(m[2]);
    for (const a of attributes(m[1] ?? '')) {
      if (PAYLOAD_ATTRIBUTES.has(a.name) && a.value.length > 0)
        parts.push(`${a.name}="${a.value}"`);
    }
  }
  return parts.join(' ');
}

function isHiddenElement(attrs: string): boolean {
  return attributes(attrs).some(
    (a) =>
      a.name === 'hidden' ||
      (a.name === 'aria-hidden' && a.value.toLowerCase() === 'true') ||
      (a.name === 'style' && HIDDEN_STYLE.test(a.value)),
  );
}

/** End index of the element opened at `tagEnd`, counting nested elements of the same name. */
function elementEnd(text: string, name: string, tagEnd: number): number {
  const tags = new RegExp(`<(/?)${name}\\b[^<>]*>`, 'gi');
  tags.lastIndex = tagEnd;
  let depth = 1;
  for (let m = tags.exec(text); m !== null; m = tags.exec(text)) {
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  // Unclosed: the renderer hides everything after it, so everything after it goes.
  return text.length;
}

function stripHiddenElements(text: string, rec: Recorder): string {
  let out = '';
  let from = 0;
  OPEN_TAG.lastIndex = 0;
  for (let m = OPEN_TAG.exec(text); m !== null; m = OPEN_TAG.exec(text)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!isHiddenElement(m[2] ?? '')) continue;
    const tagEnd = m.index + m[0].length;
    const end = VOID_ELEMENTS.has(name) ? tagEnd : elementEnd(text, name, tagEnd);
    rec.add('hidden-element', text.slice(m.index, end).replace(/<[^>]*>/g, ' ') || m[0]);
    out += text.slice(from, m.index);
    from = end;
    OPEN_TAG.lastIndex = end;
  }
  return out + text.slice(from);
}

function stripHiddenAttributes(text: string, rec: Recorder): string {
  return text.replace(OPEN_TAG, (whole, name: string, attrs: string) => {
    let changed = false;
    let kept = attrs;
    for (const a of attributes(attrs)) {
      if (HIDDEN_ATTRIBUTE_NAMES.test(a.name)) {
        if (a.value.length > 0) rec.add('hidden-attribute', `${a.name}="${a.value}"`);
        kept = kept.replace(a.raw, '');
        changed = true;
      }
    }
    return changed ? `<${name}${kept.replace(/\s+/g, ' ').replace(/\s+$/, '')}>` : whole;
  });
}

function stripMarkup(text: string, rec: Recorder): string {
  let s = text.replace(COMMENT, (m) => {
    rec.add('html-comment', m.replace(/^<!--/, '').replace(/--!?>$/, ''));
    return '';
  });
  s = s.replace(PICTURE, (m) => {
    rec.add('picture-source', describeMarkup(m));
    return '';
  });
  s = s.replace(SOURCE_TAG, (m) => {
    rec.add('picture-source', describeMarkup(m));
    return '';
  });
  s = s.replace(IMG_TAG, (m) => {
    rec.add('image-text', describeMarkup(m));
    return '';
  });
  s = stripHiddenElements(s, rec);
  s = stripHiddenAttributes(s, rec);
  s = s.replace(MD_IMAGE_ALT, (_m, alt: string) => {
    rec.add('image-text', alt);
    return '![]';
  });
  s = s.replace(MD_LINK_TITLE, (_m, head: string, title: string) => {
    rec.add('link-title', unquote(title).replace(/^\(|\)$/g, ''));
    return `${head})`;
  });
  s = s.replace(MD_REF_TITLE, (_m, head: string, title: string) => {
    rec.add('link-title', unquote(title).replace(/^\(|\)$/g, ''));
    return head;
  });
  for (const m of s.matchAll(DETAILS)) {
    rec.add('collapsed-details', (m[1] ?? '').replace(/<[^>]*>/g, ' '));
  }
  return s;
}

/** Numeric references to invisible code points render as nothing; they go like the code points. */
function stripInvisibleEntities(text: string, rec: Recorder): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#\d{1,8}|#[xX][0-9a-fA-F]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});?/g, (m) => {
    const decoded = decodeEntities(m);
    if (decoded === m || decoded.length === 0) return m;
    const scan = scanInvisible(decoded);
    if (scan.text.length === 0 && scan.findings.some((f) => HIDING_KINDS.has(f.kind))) {
      rec.add('invisible-entity', m);
      return '';
    }
    return m;
  });
}

export function sanitizeUntrusted(
  text: string,
  options: SanitizeOptions = {},
): { text: string; removed: Removal[] } {
  const rec = new Recorder();
  const scan = scanInvisible(text);
  for (const f of scan.findings) rec.add(f.kind, f.excerpt, f.count);
  let s = stripInvisibleEntities(scan.text, rec);
  if (options.markup !== false) s = stripMarkup(s, rec);
  return { text: s, removed: rec.list(new Set<RemovalKind>(['collapsed-details'])) };
}
