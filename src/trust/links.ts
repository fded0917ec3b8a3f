// Links in model text, for the neutraliser (src/trust/output.ts): which destinations may stay
// clickable, and where a bare URL ends. Pure.
import { REFERENCE_START } from './entities.js';

function hostAllowed(host: string, allowed: string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((a) => h === a || h.endsWith(`.${a}`));
}

type UrlVerdict = { ok: true; href: string } | { ok: false; why: string };

/** Only https links to an allowed host survive, and never a GitHub issue/PR/discussion link
 * (those create cross-references in the target repository). */
export function judgeUrl(raw: string, allowed: string[]): UrlVerdict {
  // Decided without parsing where the scheme alone decides: a hostile text may hold a hundred
  // thousand links, and a URL parse that throws costs microseconds each.
  const www = /^www\./i.test(raw);
  const scheme = www ? 'https' : /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(raw)?.[1]?.toLowerCase();
  if (scheme === undefined) return { ok: false, why: 'invalid URL' };
  if (scheme !== 'https') return { ok: false, why: `${scheme}: URL` };
  const url = URL.parse(www ? `https://${raw}` : raw);
  if (url === null) return { ok: false, why: 'invalid URL' };
  if (url.protocol !== 'https:') return { ok: false, why: `${url.protocol} URL` };
  if (url.username !== '' || url.password !== '') return { ok: false, why: 'URL with credentials' };
  if (!hostAllowed(url.hostname, allowed)) return { ok: false, why: url.hostname };
  if (/^\/[^/]+\/[^/]+\/(?:issues|pull|pulls|discussions)(?:\/|$)/i.test(url.pathname)) {
    return { ok: false, why: `${url.hostname} issue/PR link` };
  }
  // `(`/`)` would end the markdown destination; `@` would read as a mention in some renderers.
  // An `&` that starts a character reference is written `&amp;` (markdown reads it back as `&`):
  // else a pass over our own output would decode `&#5` that only a stripped comment had joined.
  const href = url.href
    .replace(/[()@<>`"'\s\\]/g, (c) => encodeURIComponent(c))
    .replace(REFERENCE_START, '&amp;');
  return { ok: true, href };
}

// Matched anywhere, even mid-word: wrapping a neighbour in a code span starts a fresh text node,
// and the renderer links a URL at the start of a node whatever came before.
const URL_START = /https?:\/\/|ftp:\/\/|www\./gi;
/** Characters that end a bare URL (GFM's, plus the placeholders of pieces already set aside). */
const URL_STOP = new Set([...' \t\n\r\f\v<>`|"\\[]\uE000\uE001']);
const URL_TRAILING = '?!.,:*_~\'"';

/** What may follow a kept URL before a space: the neutraliser leaves these as they are (an escaped
 * `~` or `!` would put a backslash after the URL, which a renderer reads as part of it). */
const ALONE_TAIL = '?.,:*_\')"';

/**
 * Whether renderers agree that text[start, end), kept, renders as one whole link. What is kept is
 * the URL's href, which always starts with its scheme (`www.x` becomes `https://www.x`), and GFM
 * links a scheme only after something other than a letter or digit; where the text goes on
 * without a space, renderers differ on where the link ends (cmark-gfm stops at a code span,
 * micromark reads through it). Anything else is plain text, whose `owner/repo#5` tail GitHub
 * would read as a reference.
 */
function standsAlone(text: string, start: number, end: number): boolean {
  if (/[\p{L}\p{N}_]/u.test(text[start - 1] ?? ' ')) return false;
  let i = end;
  while (i < text.length && ALONE_TAIL.includes(text[i]!)) i += 1;
  return i === text.length || /\s/.test(text[i]!);
}

/**
 * Every bare URL of a text, each handed to `put` with whether it stands alone (standsAlone). A
 * URL ends where GFM's would, and also at the first `)` that closes nothing: renderers differ on where such a link stops, so what follows is
 * left as text for the other rules. Scanned by hand so each character is read once — a regex run
 * to the end of a chain of URLs from every URL in it would be quadratic.
 */
export function replaceBareUrls(
  text: string,
  put: (url: string, alone: boolean) => string,
): string {
  URL_START.lastIndex = 0;
  let out = '';
  let copied = 0;
  for (let m = URL_START.exec(text); m !== null; m = URL_START.exec(text)) {
    const start = m.index;
    let end = start + m[0].length;
    let depth = 0;
    for (; end < text.length; end++) {
      const c = text[end]!;
      if (URL_STOP.has(c) || /\s/.test(c)) break;
      if (c === '(') depth += 1;
      else if (c === ')') {
        if (depth === 0) break;
        depth -= 1;
      }
    }
    while (end > start && URL_TRAILING.includes(text[end - 1]!)) end -= 1;
    if (end === start) continue;
    out += text.slice(copied, start) + put(text.slice(start, end), standsAlone(text, start, end));
    copied = end;
    URL_START.lastIndex = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
