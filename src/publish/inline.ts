// Findings on their lines, the run: after the commit status is written, one review of line
// comments on the judged head, our comments of earlier heads hidden as outdated, nothing posted
// twice for one head. Nothing here can change the verdict: every failure is a notice.
import { publicText } from './port.js';
import type { PublishContext } from './port.js';
import type { ReviewedChange } from './port.js';
import type { ActionsCore } from './port.js';
import type { Judged } from './port.js';
import { describeGitHubError } from '../github/client.js';
import { isOwnComment } from '../github/comment.js';
import {
  createCommentReview,
  listReviewComments,
  minimizeAsOutdated,
  minimizedAmong,
} from '../github/review-comments.js';
import type { ReviewComment } from '../github/review-comments.js';
import { commentKey, inlineMarker, planInlineComments, readInlineMarker } from './inline-plan.js';
import type { InlinePlan } from './inline-plan.js';
import { inlineCode } from '../trust/markdown.js';

export interface InlineOutcome {
  /** What happened, for the log and the tests' reading of it. */
  state: 'off' | 'superseded' | 'unchanged' | 'posted' | 'nothing-to-post' | 'failed';
  posted: number;
  minimized: number;
}

function leftOutNotice(plan: InlinePlan): string | null {
  const parts: string[] = [];
  if (plan.outsideDiff > 0) parts.push(`${plan.outsideDiff} on a line outside the diff`);
  if (plan.withoutLine > 0) parts.push(`${plan.withoutLine} without a line`);
  if (plan.overCap > 0) parts.push(`${plan.overCap} over the limit of one review`);
  return parts.length === 0
    ? null
    : `done-gate: findings not posted on their lines (${parts.join(', ')}); the report lists them.`;
}

/** Whether our comments already on this head are exactly the ones planned. */
function sameComments(ours: readonly ReviewComment[], plan: InlinePlan): boolean {
  if (ours.length !== plan.comments.length) return false;
  const planned = new Set(plan.comments.map(commentKey));
  return ours.every((c) =>
    planned.has(commentKey({ path: c.path, line: c.line, start_line: c.startLine, body: c.body })),
  );
}

/**
 * Posts the review for `inline-comments` (never for a merge group, never when off) and hides our
 * earlier heads' comments. Called only after the status is final; never throws.
 */
export async function publishInlineReview(
  run: PublishContext,
  change: ReviewedChange,
  judged: Judged,
  ownLogin: string,
  core: ActionsCore,
): Promise<InlineOutcome> {
  const outcome: InlineOutcome = { state: 'off', posted: 0, minimized: 0 };
  const mode = run.config.inlineComments;
  if (mode === 'none' || change.group !== null) return outcome;
  const { pr } = change;
  // A head that moved (or could not be read) is the next run's to comment on.
  if (judged.headAtPublish !== pr.headSha) return { ...outcome, state: 'superseded' };
  const context = run.config.statusContext;
  const findings = Object.values(judged.judgement.review.gauntlet.outcomes).flatMap(
    (o) => o?.findings ?? [],
  );
  try {
    const plan = planInlineComments(findings, judged.input.evidence.diff, {
      mode,
      statusContext: context,
      headSha: pr.headSha,
      publish: (text) => publicText(run, text),
    });
    const leftOut = leftOutNotice(plan);
    if (leftOut !== null) core.notice(leftOut);
    const ours = (await listReviewComments(run.octokit, pr)).filter(
      (c) =>
        readInlineMarker(c.body, context) !== null &&
        isOwnComment({ login: c.login, type: c.userType }, ownLogin),
    );
    // Hidden ones are done with: they neither count as posted nor get hidden again.
    const hidden =
      ours.length > 0
        ? await minimizedAmong(
            run.octokit,
            ours.map((c) => c.nodeId),
          )
        : new Set();
    const visible = ours.filter((c) => !hidden.has(c.nodeId));
    const onThisHead = visible.filter(
      (c) => readInlineMarker(c.body, context)?.headSha === pr.headSha,
    );
    const unchanged = sameComments(onThisHead, plan);
    // Ours that no longer stand: earlier heads', and this head's when they are replaced.
    for (const c of visible) {
      if (unchanged && onThisHead.includes(c)) continue;
      await minimizeAsOutdated(run.octokit, c.nodeId);
      outcome.minimized += 1;
    }
    if (unchanged)
      return { ...outcome, state: plan.comments.length === 0 ? 'nothing-to-post' : 'unchanged' };
    if (plan.comments.length === 0) return { ...outcome, state: 'nothing-to-post' };
    const marker = inlineMarker(context, pr.headSha);
    await createCommentReview(run.octokit, pr, {
      headSha: pr.headSha,
      body: `done-gate: ${plan.comments.length} finding(s) on their lines at ${pr.headSha.slice(0, 7)}. The verdict is the commit status ${inlineCode(context)} and the report comment.\n\n${marker}`,
      comments: plan.comments,
    });
    core.info(
      `done-gate: posted ${plan.comments.length} inline comment(s) on ${pr.headSha.slice(0, 7)}`,
    );
    return { ...outcome, state: 'posted', posted: plan.comments.length };
  } catch (error) {
    core.notice(
      `done-gate: the findings could not be posted on their lines (${describeGitHubError(error)}); the verdict and the report stand.`,
    );
    return { ...outcome, state: 'failed' };
  }
}
