// The gate's issues as the decision and the report show them: `file:line — claim`, with each
// anchor checked by the run's resolver (#23). An issue whose line is neither in the diff nor in
// the head snapshot is marked, so a reader knows it points nowhere; it is kept, since the gate's
// FAIL blocks on its own and what is missing has no line anyway.
import type { AnchorResolver } from '../gauntlet/claims.js';
import { issueText, type GateIssue } from './verdict.js';

/** The mark on an issue whose anchor did not resolve. */
export const NOT_IN_DIFF = '(not in the diff)';

/** One line per issue, in order; without a resolver the anchors are shown unchecked. */
export async function gateIssueLines(
  issues: readonly GateIssue[],
  resolve?: AnchorResolver,
): Promise<string[]> {
  return Promise.all(
    issues.map(async (issue) => {
      const text = issueText(issue);
      if (issue.anchor === null || resolve === undefined) return text;
      let where: unknown;
      try {
        where = await resolve(issue.anchor);
      } catch {
        where = null;
      }
      return where === 'diff' || where === 'snapshot' ? text : `${text} ${NOT_IN_DIFF}`;
    }),
  );
}
