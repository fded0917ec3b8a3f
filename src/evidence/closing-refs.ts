// The issues a PR body closes, read the way GitHub links them (pure).
//
// GitHub closes an issue when a PR body says `<keyword> #N`, `<keyword> owner/repo#N` or
// `<keyword> https://github.com/owner/repo/issues/N`, keyword one of close/closes/closed,
// fix/fixes/fixed, resolve/resolves/resolved (any case, optional colon). Text inside code
// (fenced blocks, inline spans) is not linked and HTML comments are invisible, so refs there are
// ignored: otherwise a hidden comment could pull an attacker's issue into the spec.

export interface IssueRef {
  owner: string;
  repo: string;
  number: number;
}

const KEYWORD = String.raw`(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;
const OWNER = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})`;
const REPO = String.raw`[A-Za-z0-9._-]{1,100}`;
const NUMBER = String.raw`[1-9][0-9]{0,9}`;
const TARGET =
  String.raw`(?:https?://(?:www\.)?github\.com/(${OWNER})/(${REPO})/issues/(${NUMBER})` +
  String.raw`|(${OWNER})/(${REPO})#(${NUMBER})` +
  String.raw`|#(${NUMBER}))`;
// The keyword is a whole word; the reference ends at a non-word character (or the end).
const CLOSING = new RegExp(String.raw`(?<![\w/#-])${KEYWORD}:?[ \t]+${TARGET}(?![\w/-])`, 'gi');

/** Blanks out fenced code blocks (``` or ~~~, CommonMark rules: unclosed runs to the end). */
function withoutFences(text: string): string {
  const out: string[] = [];
  let fence: { char: string; length: number } | null = null;
  for (const line of text.split('\n')) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (
        m &&
        m[1]?.[0] === fence.char &&
        (m[1]?.length ?? 0) >= fence.length &&
        /^\s*$/.test(m[2] ?? '')
      ) {
        fence = null;
      }
      out.push('');
      continue;
    }
    if (m && m[1] && !(m[1][0] === '`' && (m[2] ?? '').includes('`'))) {
      fence = { char: m[1][0] ?? '`', length: m[1].length };
      out.push('');
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * Blanks out HTML comments (an unclosed one hides the rest, as a browser would) and inline code
 * spans (a run of N backticks closed by a run of exactly N; an unclosed run is literal), in one
 * left-to-right pass so that whichever opens first wins, as in Markdown.
 */
function withoutCommentsAndCode(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const tick = text.indexOf('`', i);
    const comment = text.indexOf('<!--', i);
    const next = Math.min(tick < 0 ? Infinity : tick, comment < 0 ? Infinity : comment);
    if (next === Infinity) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, next);
    if (next === comment) {
      const end = text.indexOf('-->', next + 4);
      out += ' ';
      i = end < 0 ? text.length : end + 3;
      continue;
    }
    let run = 0;
    while (text[next + run] === '`') run++;
    const close = closingRun(text, next + run, run);
    if (close < 0) {
      out += '`'.repeat(run);
      i = next + run;
    } else {
      out += ' ';
      i = close + run;
    }
  }
  return out;
}

/** Index of the next run of exactly `run` backticks at or after `from`, or -1. */
function closingRun(text: string, from: number, run: number): number {
  let search = from;
  while (search < text.length) {
    const at = text.indexOf('`', search);
    if (at < 0) return -1;
    let len = 0;
    while (text[at + len] === '`') len++;
    if (len === run) return at;
    search = at + len;
  }
  return -1;
}

/**
 * The issues `body` closes, in order of first mention, without duplicates (owner and repo compare
 * case-insensitively, as GitHub's do). `#N` refers to `repo`. Never throws.
 */
export function parseClosingReferences(
  body: string,
  repo: { owner: string; repo: string },
): IssueRef[] {
  if (typeof body !== 'string' || body === '') return [];
  const visible = withoutCommentsAndCode(withoutFences(body.replace(/\r\n?/g, '\n')));
  const refs: IssueRef[] = [];
  const seen = new Set<string>();
  for (const m of visible.matchAll(CLOSING)) {
    let ref: IssueRef;
    if (m[3] !== undefined) ref = { owner: m[1] ?? '', repo: m[2] ?? '', number: Number(m[3]) };
    else if (m[6] !== undefined)
      ref = { owner: m[4] ?? '', repo: m[5] ?? '', number: Number(m[6]) };
    else ref = { owner: repo.owner, repo: repo.repo, number: Number(m[7]) };
    if (!Number.isSafeInteger(ref.number) || ref.number <= 0) continue;
    const key = `${ref.owner.toLowerCase()}/${ref.repo.toLowerCase()}#${ref.number}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs;
}
