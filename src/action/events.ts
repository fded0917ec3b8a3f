// What each event asks the action to judge. A pull_request / workflow_run event names a pull
// request; a merge_group event names a group, settled from its PRs' verdicts or reviewed as its own
// change; anything else is ignored (a green step, no status) or refused (BLOCKED, no status).
import type { PullRequestRef } from '../evidence/types.js';
import { describeGitHubError } from '../github/client.js';
import { resolveOwnLogin, stickyMarker } from '../github/comment.js';
import {
  IgnoredEventError,
  mergeGroupRef,
  resolvePullRequest,
  triggeringRunId,
  UnsupportedEventError,
} from '../github/event.js';
import type { MergeGroupEvent } from '../github/event.js';
import { ownRunId } from './context.js';
import { runUrl } from '../publish/port.js';
import type { ActionRun, RunContext } from './context.js';
import type { ReviewedChange } from '../publish/port.js';
import { writeRunSummary } from './summary.js';

/** No pull request, no status: nothing here may turn green. */
export async function refuseEvent(run: ActionRun, message: string): Promise<void> {
  const core = await run.core.load();
  core.setOutput('verdict', 'BLOCKED');
  await writeRunSummary(run, core, 'BLOCKED — this event cannot be judged', [message]);
  core.setFailed(`done-gate: ${message}`);
}

/** Handled on purpose: no review, no model call, no status, and a green step. */
export async function ignoreEvent(run: ActionRun, message: string): Promise<void> {
  const core = await run.core.load();
  core.notice(`done-gate: ${message}`);
  await writeRunSummary(run, core, 'nothing to judge — no status written', [message]);
}

/** The pull request the event is about, or null when the event was ignored or refused. */
export async function pullRequestChange(run: RunContext): Promise<ReviewedChange | null> {
  let pr: PullRequestRef;
  try {
    pr = await resolvePullRequest(run.octokit, run.event);
  } catch (error) {
    if (error instanceof IgnoredEventError) return ignoreEvent(run, error.message).then(() => null);
    if (error instanceof UnsupportedEventError) {
      return refuseEvent(run, error.message).then(() => null);
    }
    throw error;
  }
  if (baseChanged(run.event.payload)) {
    await failBaseChanged(run, pr);
    return null;
  }
  // On workflow_run the test output is the triggering run's, unless a run id is configured.
  return { pr, runId: triggeringRunId(run.event) ?? ownRunId(run.env), group: null };
}

/** A `pull_request(_target)` `edited` event whose `changes.base` says the base branch changed. */
export function baseChanged(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const { action, changes } = payload as { action?: unknown; changes?: unknown };
  if (action !== 'edited' || typeof changes !== 'object' || changes === null) return false;
  const base = (changes as { base?: unknown }).base;
  return typeof base === 'object' && base !== null;
}

/**
 * The base branch changed: `failure` on the head at once, before anything is read or any model is
 * asked, so an auto-merge waiting on the old `success` (judged against the old base) never reads
 * it. The next push, or a re-run, reviews the PR against its new base.
 */
async function failBaseChanged(run: RunContext, pr: PullRequestRef): Promise<void> {
  const { config, octokit } = run;
  const core = await run.core.load();
  run.status.target({ octokit, pr, context: config.statusContext, targetUrl: runUrl(run.env) });
  const why = `BLOCKED — base changed: re-review (now targets ${pr.baseRef})`;
  core.setOutput('verdict', 'BLOCKED');
  core.setOutput('base-ref', pr.baseRef);
  core.setOutput('base-sha', pr.baseSha);
  try {
    await run.status.final('failure', why);
  } catch (error) {
    core.setFailed(
      `done-gate: ${why}; the failure status could not be written (${describeGitHubError(error)})`,
    );
    return;
  }
  core.info(`done-gate: ${why}`);
  await writeRunSummary(run, core, why, [
    `The base branch of #${pr.number} changed; the earlier verdict was judged against the old base. Push, or re-run this job, to review against ${pr.baseRef}.`,
  ]);
  core.setFailed(`done-gate: ${why}`);
}

/**
 * A merge queue's group: settled here from its PRs' verdicts (`merge-queue: reuse`), or returned
 * to be reviewed as its own change. Its `pending` status is written first.
 */
export async function mergeGroupChange(
  run: RunContext,
  group: MergeGroupEvent,
): Promise<ReviewedChange | null> {
  const { config, octokit } = run;
  const pr = mergeGroupRef(run.event, group);
  run.status.target({ octokit, pr, context: config.statusContext, targetUrl: runUrl(run.env) });
  const core = await run.core.load();
  try {
    await run.status.pending(`done-gate is checking merge group ${group.headSha.slice(0, 7)}…`);
    return await settleGroup(run, group, pr, core);
  } catch (error) {
    // Every GitHub fault on this path ends `failure` with its name, never `error` with a stack.
    const { GroupFault } = await import('../merge-queue/group.js');
    const reason =
      error instanceof GroupFault
        ? error.message
        : `GitHub could not be read or written (${describeGitHubError(error)})`;
    await blockGroup(run, core, [reason]);
    return null;
  }
}

type Core = Awaited<ReturnType<RunContext['core']['load']>>;

async function blockGroup(run: RunContext, core: Core, reasons: string[]): Promise<void> {
  const first = `BLOCKED — merge group: ${reasons[0] ?? 'a pull request was not judged green'}`;
  core.setOutput('verdict', 'BLOCKED');
  for (const reason of reasons) core.info(`done-gate: merge group: ${reason}`);
  await writeRunSummary(run, core, first, reasons);
  try {
    await run.status.final('failure', first);
  } catch (error) {
    core.setFailed(
      `done-gate: ${first}; the failure status could not be written (${describeGitHubError(error)})`,
    );
    return;
  }
  if (run.config.failJob) core.setFailed(`done-gate: ${first}`);
}

async function settleGroup(
  run: RunContext,
  group: MergeGroupEvent,
  pr: PullRequestRef,
  core: Core,
): Promise<ReviewedChange | null> {
  const { config, octokit, event } = run;
  // Loaded after the pending status, like the review stages.
  const { compareGroup, groupPulls, judgeGroup } = await import('../merge-queue/group.js');
  const compared = await compareGroup(octokit, event.owner, event.repo, group);
  const pulls = groupPulls(group, compared.messages);
  const change = { pr, runId: ownRunId(run.env), group: { group, pulls, compared } };
  if (config.mergeQueue !== 'reuse') return change;
  const identity = await resolveOwnLogin(octokit);
  const settings = {
    owner: event.owner,
    repo: event.repo,
    statusContext: config.statusContext,
    ownLogin: identity.login,
    marker: stickyMarker(config.statusContext),
    specInput: config.spec,
  };
  const verdict = await judgeGroup(octokit, group, settings, compared);
  if (verdict.kind === 'reuse') {
    core.setOutput('verdict', 'PASS');
    await run.status.final('success', verdict.description);
    core.info(`done-gate: ${verdict.description}`);
    await writeRunSummary(run, core, `PASS — ${verdict.description}`, [
      `Merge group ${group.headSha.slice(0, 7)} (pull request(s) ${pulls.map((n) => `#${n}`).join(', ') || 'none named'}) is accounted for by their own green verdicts (merge-queue: reuse).`,
    ]);
    return null;
  }
  if (verdict.kind === 'blocked') {
    await blockGroup(run, core, verdict.reasons);
    return null;
  }
  core.info(
    `done-gate: the merge group is reviewed as its own change: ${verdict.reasons.join('; ')}`,
  );
  await writeRunSummary(
    run,
    core,
    'the merge group is reviewed as its own change',
    verdict.reasons,
  );
  return change;
}
