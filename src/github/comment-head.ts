// Which head commit a sticky comment speaks for, and whether a run may replace it. A run never
// overwrites the comment of a different head unless its own head is the PR's head now: a slow run
// for an older head (its progress updates included) leaves the newer head's report alone, while
// the run for a new push replaces the older head's report.

/** A commit SHA (SHA-1, or SHA-256 repositories). */
const SHA = '([0-9a-f]{40}(?:[0-9a-f]{24})?)';
const PROGRESS_HEAD = new RegExp(`^\\*\\*done-gate: review in progress\\*\\* of \`${SHA}\``);
const REPORT_HEAD = new RegExp(`^Judged head \`${SHA}\``);
const LINES_READ = 8;

/** The first `n` lines of a text, found without scanning the rest. */
function firstLines(text: string, n: number): string[] {
  const lines: string[] = [];
  let start = 0;
  while (lines.length < n) {
    const end = text.indexOf('\n', start);
    if (end < 0) {
      lines.push(text.slice(start));
      break;
    }
    lines.push(text.slice(start, end));
    start = end + 1;
  }
  return lines;
}

/**
 * The head SHA a comment body of ours names, read only where our renderers put it: the progress
 * body's first line, or the report's head line right after its `GAUNTLET:` lines and headline —
 * `GAUNTLET: …`, [blank, `GAUNTLET_REVIEW_INCOMPLETE: …`], blank, [`## headline`, blank],
 * `Judged head …`. Text quoted further down (a PR body, a model's reply) can never be mistaken for
 * it. Null when the body has neither shape.
 */
export function commentHead(body: string): string | null {
  const lines = firstLines(body, LINES_READ);
  const first = lines[0] ?? '';
  const progress = PROGRESS_HEAD.exec(first);
  if (progress) return progress[1] ?? null;
  if (first !== 'GAUNTLET: PASS' && first !== 'GAUNTLET: BLOCKED') return null;
  let at = 1;
  if (lines[at] === '' && lines[at + 1]?.startsWith('GAUNTLET_REVIEW_INCOMPLETE: ')) at += 2;
  else if (lines[at]?.startsWith('GAUNTLET_REVIEW_INCOMPLETE: ')) at += 1;
  if (lines[at] !== '') return null;
  at += 1;
  if (lines[at]?.startsWith('## ')) {
    if (lines[at + 1] !== '') return null;
    at += 2;
  }
  return REPORT_HEAD.exec(lines[at] ?? '')?.[1] ?? null;
}

/** Whether a run may replace an existing sticky comment (async: it may read the PR's head). */
export type HeadGuard = (existing: { body: string }) => Promise<boolean>;

/**
 * The guard for a run that judges `ownHead`. A comment that names no head or `ownHead` may be
 * replaced. One that names another head may be replaced only while `ownHead` is still the PR's
 * head (`currentHead()`): the comment is then the report of an older push. Otherwise — the PR
 * moved on, or its head cannot be read — the comment is left alone, and stays so for the rest of
 * the run (a run whose head was replaced never becomes current again).
 */
export function createHeadGuard(ownHead: string, currentHead: () => Promise<string>): HeadGuard {
  let overtaken = false;
  return async (existing) => {
    const head = commentHead(existing.body);
    if (head === null || head === ownHead) return true;
    if (overtaken) return false;
    let current: string;
    try {
      current = await currentHead();
    } catch {
      return false;
    }
    if (current !== ownHead) overtaken = true;
    return !overtaken;
  };
}
