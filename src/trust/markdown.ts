// Foreign text (model text, fault text, file names, test names, commands, refs) placed inside
// markdown that our own code writes: one report line, an inline code span, a table cell. This is
// the one home for those rules; every renderer uses it instead of escaping on its own. Built on
// the neutraliser (output.ts) and the hidden-character rules (invisible.ts). Pure, and linear in
// the length of its input.
import { oneLine } from '../plain-text.js';
import { stripInvisible, visibleExcerpt } from './invisible.js';
import { neutralizeModelText, neutralizeNormalised, normaliseModelText } from './output.js';

/** How much of a foreign text one report line keeps when the caller does not say. */
export const INERT_LINE_MAX = 500;

// Our reports embed foreign text mid-line, never at a line start, so it is neutralised as such: a
// leading ``` or `#` in it is not a fence or a heading where it lands.
const MID_LINE = 'x ';

/**
 * Foreign text for one line of a report: flattened (newlines included, so it can never start a
 * line of its own — no forged sentinel, verdict or summary line) and cut FIRST, then neutralised —
 * never cut afterwards, since a cut could leave half a code span whose backtick pairs with a later
 * one and turns a neutralised mention live again. No live mention, reference, image, HTML, marker
 * or raw `<`; a second pass changes nothing.
 */
export function inertLine(text: unknown, max = INERT_LINE_MAX): string {
  // Flattened again once normalised: an entity-spelled newline (`&#10;`) is a newline only then,
  // and left for the neutraliser it would start a line of its own (a fence line, say).
  const flat = oneLine(normaliseModelText(oneLine(text, max)));
  if (flat === '') return '';
  const out = neutralizeNormalised(MID_LINE + flat);
  // Flattened again: stripping hidden characters or comments can leave doubled or edge spaces the
  // first flattening had not seen, and a second pass must change nothing.
  return (out.startsWith(MID_LINE) ? out.slice(MID_LINE.length) : out).replace(/\s+/g, ' ').trim();
}

/** A name we quote in our own text (file name, spec ref, login): one visible line, inert. */
export function inertLabel(name: string, max = 100): string {
  return neutralizeModelText(visibleExcerpt(typeof name === 'string' ? name : String(name), max));
}

/** Length of the longest run of backticks in `text` (a scan: no array of matches to spread). */
export function longestBacktickRun(text: string): number {
  let longest = 0;
  for (let i = text.indexOf('`'); i !== -1; i = text.indexOf('`', i)) {
    let n = 0;
    while (text.charCodeAt(i + n) === 96) n += 1;
    if (n > longest) longest = n;
    i += n;
  }
  return longest;
}

/** A backtick fence that no run inside `text` can close: longer than its longest run. */
export function backtickFence(text: string, minLength = 1): string {
  return '`'.repeat(Math.max(minLength, longestBacktickRun(text) + 1));
}

/**
 * Foreign text as one inline code span that no content can end early: flattened to one line and
 * cut to `max` first (so a megabyte of hidden characters costs no more than `max` of them), hidden
 * characters then removed BEFORE the fence is measured (a later pass that strips them could join
 * two runs into one that closes the span), a `<` shown as `＜` (no parser takes it for markup), and
 * `(empty)` for nothing (a bare pair of backticks would open a span of its own).
 */
export function inlineCode(text: unknown, max = Number.POSITIVE_INFINITY): string {
  const body = oneLine(stripInvisible(oneLine(text, max))).replace(/</g, '\uFF1C');
  if (body === '') return '`(empty)`';
  const fence = backtickFence(body);
  // A span that starts or ends with a backtick needs a space inside each fence; CommonMark strips
  // one space from each end of a span that has both, so the content shows exactly.
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/**
 * One line of inert markdown (from `inertLine` or `inlineCode`) as the content of a GFM table
 * cell: line breaks flattened and every `|` escaped — in code spans too, since GitHub splits the
 * row before it reads inline markup, and removes one backslash before each `|` as it does so —
 * so the cell never ends early or adds a column, and shows exactly its content. Never empty.
 * Written between spaces (`| ${cell} |`), as every table of ours is.
 */
export function tableCell(markdown: string): string {
  const out = markdown.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/\|/g, '\\|');
  return out.trim() === '' ? ' ' : out;
}
