// Best effort after a crash: `error` on the pinned SHA and a BLOCKED comment, never `success`.
// Each step is tried on its own: one failing step never stops the others.
import type { PublishRun } from './port.js';
import { publicText, runUrl } from './port.js';
import type { ActionsCore } from './port.js';
import { describeGitHubError } from '../github/client.js';
import { fitCommentBody, upsertStickyComment } from '../github/comment.js';
import { headGuard } from './head-guard.js';

function attempt(what: string, step: () => void): void {
  try {
    step();
  } catch (error) {
    process.stderr.write(`done-gate: ${what} failed: ${(error as Error).message}\n`);
  }
}

export async function reportCrash(run: PublishRun, error: unknown): Promise<void> {
  const reason = publicText(run, error instanceof Error ? error.message : String(error));
  let core: ActionsCore;
  try {
    core = await run.core.load();
  } catch {
    process.stderr.write(`done-gate: BLOCKED — the pipeline crashed: ${reason}\n`);
    process.exitCode = 1;
    return;
  }
  attempt('logging', () =>
    core.error(
      `done-gate crashed: ${error instanceof Error ? publicText(run, error.stack ?? reason) : reason}`,
    ),
  );
  attempt('outputs', () => core.setOutput('verdict', 'BLOCKED'));
  attempt('failing the step', () =>
    core.setFailed(`done-gate: BLOCKED — the pipeline crashed: ${reason}`),
  );
  process.exitCode = 1;
  const target = run.status.current();
  if (target === null || run.status.isFinal()) return;
  try {
    await run.status.crashed(`done-gate crashed: ${reason}`);
  } catch (statusError) {
    attempt('logging', () =>
      core.error(`could not write the error status: ${describeGitHubError(statusError)}`),
    );
  }
  if (run.crashComment === null) return;
  const { marker, ownLogin } = run.crashComment;
  try {
    const { renderFailureReport } = await import('../decide/report.js');
    // The report says "the pipeline crashed:" itself; the reason alone follows it.
    const report = renderFailureReport(reason, target.pr.headSha, runUrl(run.env));
    const body = fitCommentBody(report, { marker });
    await upsertStickyComment(target.octokit, target.pr, {
      marker,
      body,
      ownLogin: await ownLogin,
      replaceIf: headGuard(target.octokit, target.pr),
    });
  } catch (commentError) {
    attempt('logging', () =>
      core.error(`could not post the failure report: ${describeGitHubError(commentError)}`),
    );
  }
}
