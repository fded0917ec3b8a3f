// The report once a person has decided (#25 item 2): the human decision leads. The headline says
// who accepted what, for which head and base, and links their comment; the review's own blockers
// stay listed, now under "Accepted by @who"; the full audit lines close the report. Pure: it
// rewrites a report our renderer wrote, at the fixed places that renderer puts things.
import { inertLabel } from '../trust/markdown.js';
import type { HumanDecision } from './record.js';

/** A link we may write: GitHub's own web URL of the comment or review, nothing else. */
function safeUrl(url: unknown): string | null {
  return typeof url === 'string' && /^https?:\/\/[^\s"'<>()\\]{1,800}$/.test(url) ? url : null;
}

function short(sha: string): string {
  return sha.slice(0, 7);
}

/** `@login` in a code span: named, never pinged. Logins are GitHub's, checked for shape anyway. */
function who(login: string): string {
  return /^[A-Za-z0-9-]{1,39}$/.test(login) ? `\`@${login}\`` : `\`@${inertLabel(login, 39)}\``;
}

/** The decision's headline. */
export function decisionHeadline(decision: HumanDecision, baseRef: string): string {
  const what = decision.verb === 'approve' ? 'Accepted' : 'Overridden';
  const how =
    decision.verb === 'approve'
      ? 'the human-attention items were approved'
      : 'BLOCKED was turned into success';
  return (
    `## ✅ ${what} by ${who(decision.by)} — ${how} for head \`${short(decision.sha)}\` against ` +
    `\`${inertLabel(baseRef, 100)}\` at \`${short(decision.baseSha)}\``
  );
}

/** The line under the headline: their comment (linked), when, and why. */
export function decisionLine(decision: HumanDecision, url: string | null): string {
  const source = decision.source === 'review' ? 'review' : 'comment';
  const link = safeUrl(url);
  const what = link === null ? `Their ${source}` : `[Their ${source}](${link})`;
  const why =
    decision.reason.trim().length > 0 ? `, reason: ${inertLabel(decision.reason, 300)}` : '';
  return (
    `${what} at ${decision.at}${why}. The review's blockers are listed below as accepted; ` +
    'a new push starts a fresh review.'
  );
}

const WHAT_TO_DO = '### What to do';

/**
 * `report` with the decision leading: after the `GAUNTLET…` lines, the decision's headline takes
 * the place of the review's (kept, as the first line under the accepted blockers), and the line
 * naming their comment follows the judged head line (which stays where `commentHead` reads it);
 * "What to do" becomes "Accepted by @who". A report without our headline (written by an older
 * version) gets the headline right after its `GAUNTLET…` lines.
 */
export function withDecisionLeading(
  report: string,
  decision: HumanDecision,
  baseRef: string,
  url: string | null,
): string {
  const lines = report.split('\n');
  let at = 0;
  while (at < lines.length && (/^GAUNTLET[A-Z_]*:/.test(lines[at] ?? '') || lines[at] === '')) {
    at += 1;
  }
  const original = lines[at]?.startsWith('## ') === true ? (lines[at] ?? '').slice(3) : null;
  if (original === null) lines.splice(at, 0, decisionHeadline(decision, baseRef), '');
  else lines[at] = decisionHeadline(decision, baseRef);
  // The judged head line stays where commentHead reads it: right below the headline.
  const head = lines[at + 2]?.startsWith('Judged head ') === true ? at + 2 : at;
  lines.splice(head + 1, 0, '', decisionLine(decision, url));
  const todo = lines.indexOf(WHAT_TO_DO);
  if (todo >= 0) {
    const said = original === null ? [] : ['', `The review said: ${original}.`];
    lines.splice(todo, 1, `### Accepted by ${who(decision.by)}`, ...said);
  }
  return lines.join('\n');
}
