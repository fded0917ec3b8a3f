// Publishing a review: the audit comment first (a PASS nobody can read is not a PASS), then the
// report file, job summary, annotations and outputs, and last the commit status — `success` only
// when the decision said PASS and the report's first line agrees.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { actionWorkspace, publicText } from './port.js';
import type { PublishContext } from './port.js';
import type { ReviewedChange } from './port.js';
import type { ActionsCore } from './port.js';
import type { Judged } from './port.js';
import { withRecord } from '../approval/record.js';
import { describeGitHubError } from '../github/client.js';
import {
  COMMENT_MAX_CHARS,
  fitCommentBody,
  stickyMarker,
  upsertStickyComment,
} from '../github/comment.js';
import { createHeadGuard } from '../github/comment-head.js';
import { annotate } from '../github/publish.js';
import { hashText } from '../github/pull.js';
import { decideAndRender } from '../pipeline/judge.js';
import type { Judgement } from '../pipeline/judge.js';
import { inertLine } from '../trust/markdown.js';
import { publishInlineReview } from './inline.js';

/** The sticky comment with the record an approval run reads; its id, or '' when not posted. A
 * comment that cannot be posted blocks the verdict (returned re-decided). */
async function postAuditComment(
  run: PublishContext,
  change: ReviewedChange,
  judged: Judged,
  ownLogin: string,
  core: ActionsCore,
): Promise<{ judgement: Judgement; commentId: string }> {
  const { pr } = change;
  const { judgement, headAtPublish } = judged;
  const marker = stickyMarker(run.config.statusContext);
  try {
    // The record an approval run reads: what this report judged, bound to the head SHA.
    const body = withRecord(
      fitCommentBody(judgement.report, { marker, maxChars: COMMENT_MAX_CHARS - 1000 }),
      marker,
      {
        v: 2,
        context: run.config.statusContext,
        head: pr.headSha,
        baseRef: pr.baseRef,
        baseSha: pr.baseSha,
        specDigest: judged.specDigest,
        // A command answering this report must be written after this moment.
        reportedAt: new Date().toISOString(),
        verdict: judgement.decision.verdict,
        onlyHumanAttention: judgement.decision.onlyHumanAttention,
      },
    );
    const posted = await upsertStickyComment(run.octokit, pr, {
      marker,
      body,
      ownLogin,
      // The head just re-read decides; a head that could not be read replaces nothing.
      replaceIf: createHeadGuard(pr.headSha, () =>
        headAtPublish === null
          ? Promise.reject(new Error('head unknown'))
          : Promise.resolve(headAtPublish),
      ),
    });
    if (!posted.written && headAtPublish !== pr.headSha) {
      core.info('done-gate: the sticky comment reports a newer head; left as it is');
    }
    return { judgement, commentId: String(posted.id) };
  } catch (error) {
    const why = `audit comment could not be posted: ${describeGitHubError(error)}`;
    core.error(why);
    const redecided = decideAndRender(judgement, judged.input, [...judged.late, why]);
    return { judgement: { ...judgement, ...redecided }, commentId: '' };
  }
}

/** The report as a file, the job summary and one annotation per located finding. */
async function writeReport(run: PublishContext, judgement: Judgement, core: ActionsCore) {
  const { report } = judgement;
  const reportPath = join(
    run.env.RUNNER_TEMP ?? actionWorkspace(run.env),
    `done-gate-report-${hashText(run.config.statusContext).slice(0, 8)}.md`,
  );
  await writeFile(reportPath, report.endsWith('\n') ? report : `${report}\n`);
  try {
    await core.summary.addRaw(report).write();
  } catch (error) {
    core.warning(`could not write the job summary: ${(error as Error).message}`);
  }
  const findings = Object.values(judgement.review.gauntlet.outcomes).flatMap(
    (o) => o?.findings ?? [],
  );
  annotate(
    findings.map((f) => ({
      file: f.file,
      line: f.line,
      title: inertLine(publicText(run, `${f.lane}: ${f.title}`), 250),
      message: inertLine(publicText(run, `${f.severity}: ${f.title}`), 1000),
      blocking: f.blocking,
    })),
    core,
  );
  return reportPath;
}

/** GitHub's cap on a commit status description. */
const STATUS_DESCRIPTION_MAX = 140;

/** The verdict's description with what it was judged against, when that still fits. */
export function boundDescription(
  description: string,
  bound: { baseRef: string; baseSha: string; specDigest: string },
): string {
  const suffix = ` · vs ${bound.baseRef}@${bound.baseSha.slice(0, 7)} · spec ${bound.specDigest.slice(0, 8)}`;
  return [...description].length + [...suffix].length <= STATUS_DESCRIPTION_MAX
    ? `${description}${suffix}`
    : description;
}

function setOutputs(
  core: ActionsCore,
  judgement: Judgement,
  paths: { reportPath: string; commentId: string },
  bound: { baseRef: string; baseSha: string; specDigest: string },
): void {
  const { decision, usage } = judgement;
  core.setOutput('base-ref', bound.baseRef);
  core.setOutput('base-sha', bound.baseSha);
  core.setOutput('spec-digest', bound.specDigest);
  core.setOutput('verdict', decision.verdict);
  // A gate that never ran counts as `fail` (action.yml): there is no `none` verdict to act on.
  core.setOutput('gate-state', decision.gateState === 'none' ? 'fail' : decision.gateState);
  core.setOutput('review-incomplete', decision.incomplete.join(','));
  core.setOutput('report-path', paths.reportPath);
  core.setOutput('comment-id', paths.commentId);
  core.setOutput('tokens', String(usage.inputTokens + usage.outputTokens));
  core.setOutput('cost-usd', usage.costUsd === null ? 'unknown' : usage.costUsd.toFixed(4));
}

/** Comment, report, outputs, then the status: the last write of a review. */
export async function publishVerdict(
  run: PublishContext,
  change: ReviewedChange,
  judged: Judged,
  options: { comment: boolean; ownLogin: string },
  core: ActionsCore,
): Promise<void> {
  const { judgement, commentId } = options.comment
    ? await postAuditComment(run, change, judged, options.ownLogin, core)
    : { judgement: judged.judgement, commentId: '' };
  const reportPath = await writeReport(run, judgement, core);
  const { pr } = change;
  const bound = { baseRef: pr.baseRef, baseSha: pr.baseSha, specDigest: judged.specDigest };
  setOutputs(core, judgement, { reportPath, commentId }, bound);

  const { decision, report } = judgement;
  // The one place a review writes `success`: the decision said PASS and the report's first line
  // agrees.
  const pass = decision.verdict === 'PASS' && report.startsWith('GAUNTLET: PASS\n');
  await run.status.final(
    pass ? 'success' : 'failure',
    boundDescription(decision.statusDescription, bound),
  );
  core.info(report.split('\n', 2).join('\n'));
  if (!pass && run.config.failJob) {
    core.setFailed(
      publicText(run, `done-gate: BLOCKED — ${decision.blockers[0] ?? decision.statusDescription}`),
    );
  }
  // Only now, with the verdict written: the line comments can neither delay nor change it.
  await publishInlineReview(run, change, judged, options.ownLogin, core);
}
