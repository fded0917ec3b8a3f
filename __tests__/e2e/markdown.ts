// The markdown oracle of the tests: what GitHub shows for a markdown body, read from a maintained
// GFM parser (micromark + micromark-extension-gfm), not from a hand-written approximation of one.
// Raw HTML is kept (`allowDangerousHtml`) because GitHub keeps `<details>`/`<summary>`; a test
// that wants to know whether foreign text became markup reads the rendered tags (`htmlTags`).
// Scans below are single passes over the rendered HTML: linear in its length.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

const OPTIONS = { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] };

// The last body rendered: a test asks for its mentions, references and images one after another.
let last: { markdown: string; html: string } | null = null;

/** `markdown` rendered to HTML as GFM, raw HTML passed through. */
export function renderedHtml(markdown: string): string {
  if (last?.markdown !== markdown) last = { markdown, html: micromark(markdown, OPTIONS) };
  return last.html;
}

/** One piece of rendered HTML: a tag (`<p>`, `</p>`, `<!-- … -->`) or the text between tags. */
interface Piece {
  tag: string | null;
  text: string;
}

/**
 * The rendered HTML split into tags and text, in one pass: the next `>` and `-->` are found once
 * and reused until passed, so text full of unclosed `<` or `<!--` costs no rescan.
 */
function pieces(html: string): Piece[] {
  const out: Piece[] = [];
  let text = '';
  let nextGt = -1;
  let nextCommentEnd = -1;
  let i = 0;
  const flush = () => {
    if (text !== '') out.push({ tag: null, text });
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      if (nextCommentEnd !== -2 && nextCommentEnd < lt + 4) {
        nextCommentEnd = html.indexOf('-->', lt + 4);
        if (nextCommentEnd === -1) nextCommentEnd = -2; // none left anywhere
      }
      if (nextCommentEnd >= 0) {
        flush();
        out.push({ tag: '!--', text: html.slice(lt, nextCommentEnd + 3) });
        i = nextCommentEnd + 3;
        continue;
      }
    }
    const name = /^<(\/?)([A-Za-z][\w-]*)/.exec(html.slice(lt, lt + 40));
    if (name !== null) {
      if (nextGt !== -2 && nextGt < lt) {
        nextGt = html.indexOf('>', lt);
        if (nextGt === -1) nextGt = -2;
      }
      const nextLt = html.indexOf('<', lt + 1);
      if (nextGt >= 0 && (nextLt === -1 || nextGt < nextLt)) {
        flush();
        out.push({ tag: `${name[1]}${name[2]!.toLowerCase()}`, text: html.slice(lt, nextGt + 1) });
        i = nextGt + 1;
        continue;
      }
    }
    text += '<';
    i = lt + 1;
  }
  flush();
  return out;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[lower] ?? '';
  });
}

/** Tags after which a reader sees a new line. */
const BLOCK = new Set(
  'p h1 h2 h3 h4 h5 h6 li tr br hr pre div details summary table thead tbody blockquote ul ol'
    .split(' ')
    .flatMap((t) => [t, `/${t}`]),
);

/**
 * The text a reader sees with every `<details>` closed: HTML stripped to text, a `<details>` body
 * left out but its `<summary>` kept, table cells separated by ` | `, one line per block, blank
 * lines dropped and each line trimmed. A line break inside a paragraph is a space, as a browser
 * shows the HTML (only `<pre>` keeps its lines): the stricter reading, since GitHub renders a
 * comment's single newline as a break but a job summary's as a space.
 */
export function visibleText(markdown: string): string {
  let text = '';
  let closedDepth = 0; // open <details> elements we are inside
  let inSummary = 0;
  let pre = 0;
  for (const piece of pieces(renderedHtml(markdown))) {
    const { tag } = piece;
    if (tag === 'pre') pre += 1;
    else if (tag === '/pre') pre = Math.max(0, pre - 1);
    else if (tag === 'details') closedDepth += 1;
    else if (tag === '/details') closedDepth = Math.max(0, closedDepth - 1);
    else if (tag === 'summary') inSummary += 1;
    else if (tag === '/summary') inSummary = Math.max(0, inSummary - 1);
    const shown = closedDepth === 0 || (closedDepth === 1 && inSummary > 0);
    if (tag === null) {
      if (shown) {
        const raw = decodeEntities(piece.text);
        text += pre > 0 ? raw : raw.replace(/\s+/g, ' ');
      }
    } else if (BLOCK.has(tag)) {
      text += '\n';
    } else if ((tag === 'td' || tag === 'th') && shown) {
      text += ' | ';
    }
  }
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The first `lines` lines of `visibleText`: what one screen of the rendered report shows. */
export function firstScreen(markdown: string, lines = 30): string {
  return visibleText(markdown).split('\n').slice(0, lines).join('\n');
}

/** Elements whose text GitHub's mention and reference filters skip. */
const INERT_PARENTS = new Set(['code', 'pre', 'a']);

/**
 * What rendered markdown shows as live text — text GitHub's notifier and linker read: every
 * text node outside `<code>`, `<pre>` and `<a>` (each becomes a space), read on its own (every
 * other tag is a space too), `<details>` bodies
 * included (hidden text still notifies), entities decoded.
 */
export function liveText(markdown: string): string {
  let out = '';
  let code = 0;
  for (const piece of pieces(renderedHtml(markdown))) {
    if (piece.tag !== null && INERT_PARENTS.has(piece.tag)) {
      code += 1;
      out += ' ';
    } else if (
      piece.tag !== null &&
      INERT_PARENTS.has(piece.tag.slice(1)) &&
      piece.tag.startsWith('/')
    ) {
      code = Math.max(0, code - 1);
    } else if (piece.tag === null && code === 0) {
      out += decodeEntities(piece.text);
    } else if (piece.tag !== null && BLOCK.has(piece.tag)) {
      out += '\n';
    } else if (piece.tag !== null) {
      // The filters read one text node at a time: `#<del>0</del>` holds no reference, and a
      // `#0` right after a tag starts one.
      out += ' ';
    }
  }
  return out;
}

/** Live mentions (`@user`, `@org/team`) in rendered markdown. */
export function liveMentions(markdown: string): string[] {
  // No `@` and no character reference (`&#64;`): rendering cannot make one; skip the parse.
  if (!/[@&]/.test(markdown)) return [];
  // An `@` inside a word (an e-mail) does not notify.
  return [...liveText(markdown).matchAll(/(?<![\w`])@[A-Za-z0-9][\w-]*(?:\/[\w.-]+)?/g)].map(
    (m) => m[0],
  );
}

/** Live issue references (`#5`, `owner/repo#5`, `GH-5`) in rendered markdown. */
export function liveRefs(markdown: string): string[] {
  if (!/[#&]|gh-/i.test(markdown)) return [];
  return [...liveText(markdown).matchAll(/(?<![\w&`])(?:[\w.-]+\/[\w.-]+)?#\d+\b|\bGH-\d+\b/g)].map(
    (m) => m[0],
  );
}

/** Every element tag the rendered HTML holds (lower-case names, closing tags and comments left out). */
export function htmlTags(markdown: string): string[] {
  return pieces(renderedHtml(markdown)).flatMap((p) =>
    p.tag === null || p.tag.startsWith('/') || p.tag === '!--' ? [] : [p.tag],
  );
}

/** How many images the rendered markdown loads (each one a request to its host). */
export function liveImages(markdown: string): number {
  // An image is `![…]` or raw `<img>`; a character reference never forms markup.
  if (!markdown.includes('![') && !/<img/i.test(markdown)) return 0;
  return htmlTags(markdown).filter((t) => t === 'img').length;
}
