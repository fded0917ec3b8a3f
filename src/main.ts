// The action: event → config → collect → plan → review → decide → publish. Every path that does
// not end in an explicit PASS ends BLOCKED (status `failure`) or, when the pipeline itself crashed,
// `error`. `success` is written on three explicit paths only: a review's PASS (after the stale-head
// check), a merge group its judged PRs account for (merge-queue/group.ts), and a person's recorded
// decision on the judged head (approval/apply.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as Core from '@actions/core';
import type { Config } from './config.js';
import { ConfigError, readConfig } from './config.js';
import type { PullRequestRef } from './evidence/types.js';
import type { GauntletEvent } from './gauntlet/runner.js';
import type { VerificationInput } from './gauntlet/lanes/adversary.js';
import type { ProbeInput } from './gauntlet/lanes/probe.js';
import { createGitHubClient, describeGitHubError } from './github/client.js';
import type { GitHubClient } from './github/client.js';
import {
  COMMENT_MAX_CHARS,
  fitCommentBody,
  resolveOwnLogin,
  stickyMarker,
  upsertStickyComment,
} from './github/comment.js';
import { createHeadGuard } from './github/comment-head.js';
import type { HeadGuard } from './github/comment-head.js';
import {
  IgnoredEventError,
  resolvePullRequest,
  routeEvent,
  triggeringRunId,
  UnsupportedEventError,
} from './github/event.js';
import type { CommandEvent, EventContext, MergeGroupEvent } from './github/event.js';
import { withRecord } from './approval/record.js';
import type { GroupCompare } from './merge-queue/group.js';
import { createProgressCommenter } from './github/progress.js';
import type { LaneProgressState, ProgressCommenter } from './github/progress.js';
import { annotate, setCommitStatus } from './github/publish.js';
import type { CommitState } from './github/publish.js';
import { deadlineFrom } from './models/deadline.js';
import { configuredKeys, modelProblems, registerSecrets } from './models/provider-settings.js';
import type { Judgement } from './pipeline/judge.js';
import { inertLine } from './trust/markdown.js';
import { redactSecrets } from './trust/redact.js';
import type * as StageModule from './action/stages.js';

type Stages = typeof StageModule;

interface StatusTarget {
  octokit: GitHubClient;
  pr: PullRequestRef;
  context: string;
  targetUrl: string | null;
}

// @actions/core (with its HTTP client, about a third of the bundle) loads once the `pending`
// status is written: until then inputs are read from the environment exactly as core reads them,
// and nothing is logged. Every path that needs it, the crash path included, loads it first.
let core: typeof Core | null = null;
/** Secrets known before core loaded: masked the moment it does, before anything is logged. */
const masks: string[] = [];
async function loadCore(): Promise<typeof Core> {
  if (core === null) {
    core = await import('@actions/core');
    for (const secret of masks) core.setSecret(secret);
  }
  return core;
}

/** Core if it is loaded (for loggers created before it is). */
function loadedCore(): typeof Core | null {
  return core;
}

function mask(secret: string): void {
  if (core === null) masks.push(secret);
  else core.setSecret(secret);
}

/** `core.getInput`'s reading of an input, without loading core. */
function readInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** Every secret value of this run: redacted, in every spelling, from whatever leaves the process. */
let runSecrets: string[] = [];

/** Text for a status description, a log line or an annotation: no spelling of any secret. */
function publicText(text: string): string {
  return redactSecrets(text, runSecrets).text;
}

let statusTarget: StatusTarget | null = null;
let finalWritten = false;
let cancelled = false;
/** SIGTERM to exit: the runner sends SIGKILL a few seconds after SIGTERM, so the cancel path
 * gives its `failure` write this long and then exits whatever GitHub is doing. */
const CANCEL_GRACE_MS = 800;
let commentTarget: { marker: string; ownLogin: string } | null = null;

function runUrl(env: NodeJS.ProcessEnv): string | null {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env;
  if (!GITHUB_SERVER_URL || !GITHUB_REPOSITORY || !GITHUB_RUN_ID) return null;
  return `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`;
}

async function writeStatus(
  state: CommitState,
  description: string,
  options: { cancelling?: boolean } = {},
): Promise<void> {
  if (statusTarget === null) return;
  // After a SIGTERM only the cancel path writes: a verdict racing the `failure` must not land last.
  if (cancelled && options.cancelling !== true) return;
  const { octokit, pr, context, targetUrl } = statusTarget;
  await setCommitStatus(octokit, {
    owner: pr.owner,
    repo: pr.repo,
    sha: pr.headSha,
    state,
    context,
    // Plain text on GitHub, but it may quote a file name or fault text: one neutralised line.
    // Plain text where GitHub shows it: redacted, and made one line without hidden characters.
    description: publicText(description),
    targetUrl,
  });
}

/** The PR's head commit as GitHub has it now. */
function headNow(octokit: GitHubClient, pr: PullRequestRef): () => Promise<string> {
  return async () =>
    (await octokit.rest.pulls.get({ owner: pr.owner, repo: pr.repo, pull_number: pr.number })).data
      .head.sha;
}

/** A run writes over another head's comment only while its own head is still the PR's. */
function headGuard(octokit: GitHubClient, pr: PullRequestRef): HeadGuard {
  return createHeadGuard(pr.headSha, headNow(octokit, pr));
}

/** Runs a best-effort step of the crash path; one failing step never stops the others. */
function attempt(what: string, step: () => void): void {
  try {
    step();
  } catch (error) {
    process.stderr.write(`done-gate: ${what} failed: ${(error as Error).message}\n`);
  }
}

/** Best effort after a crash: `error` on the pinned SHA and a BLOCKED comment, never `success`. */
async function reportCrash(error: unknown): Promise<void> {
  const reason = publicText(error instanceof Error ? error.message : String(error));
  let core: typeof Core;
  try {
    core = await loadCore();
  } catch {
    process.stderr.write(`done-gate: BLOCKED — the pipeline crashed: ${reason}\n`);
    process.exitCode = 1;
    return;
  }
  attempt('logging', () =>
    core.error(
      `done-gate crashed: ${error instanceof Error ? publicText(error.stack ?? reason) : reason}`,
    ),
  );
  attempt('outputs', () => core.setOutput('verdict', 'BLOCKED'));
  attempt('failing the step', () =>
    core.setFailed(`done-gate: BLOCKED — the pipeline crashed: ${reason}`),
  );
  process.exitCode = 1;
  if (statusTarget === null || finalWritten) return;
  finalWritten = true;
  const target = statusTarget;
  try {
    await writeStatus('error', `done-gate crashed: ${reason}`);
  } catch (statusError) {
    attempt('logging', () =>
      core.error(`could not write the error status: ${describeGitHubError(statusError)}`),
    );
  }
  if (commentTarget !== null) {
    const { marker, ownLogin } = commentTarget;
    try {
      const { renderFailureReport } = await import('./gauntlet/report.js');
      const report = renderFailureReport(`the pipeline crashed: ${reason}`, target.pr.headSha);
      const body = fitCommentBody(report, { marker });
      await upsertStickyComment(target.octokit, target.pr, {
        marker,
        body,
        ownLogin,
        replaceIf: headGuard(target.octokit, target.pr),
      });
    } catch (commentError) {
      attempt('logging', () =>
        core.error(`could not post the failure report: ${describeGitHubError(commentError)}`),
      );
    }
  }
}

function readEventContext(
  env: NodeJS.ProcessEnv,
): Promise<{ eventName: string; payload: unknown; owner: string; repo: string }> {
  const eventPath = env.GITHUB_EVENT_PATH;
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  if (!eventPath)
    throw new UnsupportedEventError(
      'GITHUB_EVENT_PATH is not set: done-gate runs as a step of a GitHub Actions job',
    );
  return readFile(eventPath, 'utf8').then((text) => ({
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload: JSON.parse(text) as unknown,
    owner,
    repo,
  }));
}

const PROGRESS_STATE: Record<GauntletEvent['kind'], LaneProgressState> = {
  started: 'running',
  finished: 'finished',
  faulted: 'faulted',
  retrying: 'retrying',
};

function totalTokens(judgement: Judgement): number {
  return judgement.usage.inputTokens + judgement.usage.outputTokens;
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  statusTarget = null;
  runSecrets = [];
  finalWritten = false;
  cancelled = false;
  masks.length = 0;
  commentTarget = null;
  const onRejection = (reason: unknown) => void reportCrash(reason).finally(() => process.exit(1));
  process.on('unhandledRejection', onRejection);
  const onTerm = () => {
    // A cancelled run (cancel-in-progress) leaves a failure, not a pending that a later run races.
    // It runs only when the event loop is free: no stage may hold it long (linear-time text
    // handling keeps even a megabyte-sized hostile reply well under a second).
    const wasFinal = finalWritten;
    cancelled = true;
    finalWritten = true;
    setTimeout(() => process.exit(1), CANCEL_GRACE_MS).unref();
    const done =
      statusTarget !== null && !wasFinal
        ? writeStatus('failure', 'done-gate was cancelled before it finished: not reviewed', {
            cancelling: true,
          })
        : Promise.resolve();
    void done.catch(() => undefined).finally(() => process.exit(1));
  };
  process.once('SIGTERM', onTerm);
  process.once('SIGINT', onTerm);
  try {
    await pipeline(env);
  } catch (error) {
    await reportCrash(error);
  } finally {
    process.off('unhandledRejection', onRejection);
    process.off('SIGTERM', onTerm);
    process.off('SIGINT', onTerm);
  }
}

/** The lane inputs of the declared commands: run here, or read from a run-checks record. */
async function declaredChecks(
  stages: Stages,
  config: Config,
  workspace: string,
  secrets: string[],
  deadline: number,
  env: NodeJS.ProcessEnv,
  headSha: string,
): Promise<{ verification: VerificationInput; probe: ProbeInput; blockers: string[] }> {
  if (config.checksRecordPath === null) {
    // PR code in the job that holds the keys and the token: a throwaway user, or not at all.
    const outcomes = await stages.executeDeclared(config, workspace, secrets, deadline, env, {
      kind: 'required',
      protectedPaths: stages.gateProtectedPaths(env, workspace, config),
    });
    return {
      verification: outcomes.verification,
      probe: stages.probeInput(outcomes.probe),
      blockers: outcomes.blockers,
    };
  }
  let text: string;
  try {
    text = await stages.readWorkspaceFile(workspace, config.checksRecordPath);
  } catch (error) {
    const fromRecord = stages.checksFromRecord('', config, headSha);
    return {
      ...fromRecord,
      blockers: [`checks record missing: ${config.checksRecordPath} (${(error as Error).message})`],
    };
  }
  const fromRecord = stages.checksFromRecord(text, config, headSha);
  return { ...fromRecord, blockers: fromRecord.blocker === null ? [] : [fromRecord.blocker] };
}

/** The merge group a review is about, when it is not a pull request's own change. */
interface GroupReview {
  group: MergeGroupEvent;
  pulls: number[];
  compared: GroupCompare;
}

async function refuseEvent(message: string): Promise<void> {
  // No pull request, no status: nothing here may turn green.
  const core = await loadCore();
  core.setOutput('verdict', 'BLOCKED');
  core.setFailed(`done-gate: ${message}`);
}

async function ignoreEvent(message: string): Promise<void> {
  // Handled on purpose: no review, no model call, no status, and a green step.
  const core = await loadCore();
  core.notice(`done-gate: ${message}`);
}

async function pipeline(env: NodeJS.ProcessEnv): Promise<void> {
  const startedAt = Date.now();
  let ctx: EventContext;
  try {
    ctx = await readEventContext(env);
  } catch (error) {
    if (error instanceof UnsupportedEventError) return refuseEvent(error.message);
    throw error;
  }
  const route = routeEvent(ctx);
  if (route.kind === 'ignore') return ignoreEvent(route.reason);
  if (route.kind === 'unsupported') return refuseEvent(route.reason);

  let config: Config;
  try {
    // A command changes a status; it never asks a model, so it needs no model configuration.
    config = readConfig(readInput, { modelsRequired: route.kind !== 'command' });
  } catch (error) {
    if (error instanceof ConfigError) {
      const core = await loadCore();
      core.setOutput('verdict', 'BLOCKED');
      core.setFailed(`done-gate: configuration error — ${error.message}`);
      return;
    }
    throw error;
  }
  if (config.githubToken !== '') mask(config.githubToken);
  registerSecrets(config.providers, mask);
  const secrets = [
    ...configuredKeys(config.providers),
    ...(config.githubToken ? [config.githubToken] : []),
  ];
  runSecrets = secrets;

  const octokit = createGitHubClient({
    token: config.githubToken,
    baseUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    // Before core loads nothing is logged (a retry warning then is not worth loading it for).
    log: {
      debug: (m) => loadedCore()?.debug(m),
      info: (m) => loadedCore()?.info(m),
      warn: (m) => loadedCore()?.warning(m),
      error: (m) => loadedCore()?.error(m),
    },
  });

  if (route.kind === 'command') return runCommand(env, config, octokit, ctx, route.command);
  if (route.kind === 'merge-group') {
    return runMergeGroup(env, config, octokit, ctx, route.group, secrets, startedAt);
  }

  let pr: PullRequestRef;
  try {
    pr = await resolvePullRequest(octokit, ctx);
  } catch (error) {
    if (error instanceof IgnoredEventError) return ignoreEvent(error.message);
    if (error instanceof UnsupportedEventError) return refuseEvent(error.message);
    throw error;
  }
  // On workflow_run the test output is the triggering run's, unless a run id is configured.
  const runId = triggeringRunId(ctx) ?? ownRunId(env);
  return review(env, config, octokit, secrets, startedAt, pr, runId, null);
}

function ownRunId(env: NodeJS.ProcessEnv): number | null {
  return env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID) ? Number(env.GITHUB_RUN_ID) : null;
}

/** `/done-gate approve|override` or an approving review: checked, then applied or refused. */
async function runCommand(
  env: NodeJS.ProcessEnv,
  config: Config,
  octokit: GitHubClient,
  ctx: EventContext,
  command: CommandEvent,
): Promise<void> {
  const core = await loadCore();
  const { applyCommand } = await import('./approval/apply.js');
  const identity = await resolveOwnLogin(octokit);
  const outcome = await applyCommand(octokit, command, {
    owner: ctx.owner,
    repo: ctx.repo,
    statusContext: config.statusContext,
    marker: stickyMarker(config.statusContext),
    ownLogin: identity.login,
    approvers: config.approvers,
    targetUrl: runUrl(env),
  });
  const what = command.source === 'review' ? 'approving review' : `/done-gate ${command.verb}`;
  if (outcome.applied) {
    core.setOutput('verdict', 'PASS');
    core.notice(`done-gate: ${what} by @${command.actor} applied — ${outcome.description}`);
  } else {
    core.notice(`done-gate: ${what} by @${command.actor} changed nothing — ${outcome.why}`);
  }
}

/** A merge queue's group: reused from its PRs' verdicts, or reviewed as its own change. */
async function runMergeGroup(
  env: NodeJS.ProcessEnv,
  config: Config,
  octokit: GitHubClient,
  ctx: EventContext,
  group: MergeGroupEvent,
  secrets: string[],
  startedAt: number,
): Promise<void> {
  const pr: PullRequestRef = {
    owner: ctx.owner,
    repo: ctx.repo,
    number: group.prNumber ?? 0,
    title: `merge group ${group.headRef.replace(/^refs\/heads\//, '')}`,
    headSha: group.headSha,
    baseSha: group.baseSha,
    headRef: group.headRef,
    baseRef: group.baseRef,
    author: null,
    htmlUrl: null,
  };
  statusTarget = { octokit, pr, context: config.statusContext, targetUrl: runUrl(env) };
  await writeStatus('pending', `done-gate is checking merge group ${group.headSha.slice(0, 7)}…`);
  const core = await loadCore();
  // Loaded after the pending status, like the review stages.
  const { compareGroup, groupPulls, judgeGroup } = await import('./merge-queue/group.js');
  const compared = await compareGroup(octokit, ctx.owner, ctx.repo, group);
  const pulls = groupPulls(group, compared.messages);
  if (config.mergeQueue === 'reuse') {
    const identity = await resolveOwnLogin(octokit);
    const verdict = await judgeGroup(
      octokit,
      group,
      {
        owner: ctx.owner,
        repo: ctx.repo,
        statusContext: config.statusContext,
        ownLogin: identity.login,
      },
      compared,
    );
    if (verdict.kind === 'reuse') {
      core.setOutput('verdict', 'PASS');
      await writeStatus('success', verdict.description);
      finalWritten = true;
      core.info(`done-gate: ${verdict.description}`);
      return;
    }
    if (verdict.kind === 'blocked') {
      const first = `BLOCKED — merge group: ${verdict.reasons[0] ?? 'a pull request was not judged green'}`;
      core.setOutput('verdict', 'BLOCKED');
      await writeStatus('failure', first);
      finalWritten = true;
      for (const reason of verdict.reasons) core.info(`done-gate: merge group: ${reason}`);
      if (config.failJob) core.setFailed(`done-gate: ${first}`);
      return;
    }
    core.info(
      `done-gate: the merge group is reviewed as its own change: ${verdict.reasons.join('; ')}`,
    );
  }
  return review(env, config, octokit, secrets, startedAt, pr, ownRunId(env), {
    group,
    pulls,
    compared,
  });
}

/** collect → plan → review → decide → publish, for a pull request or a merge group. */
async function review(
  env: NodeJS.ProcessEnv,
  config: Config,
  octokit: GitHubClient,
  secrets: string[],
  startedAt: number,
  pr: PullRequestRef,
  runId: number | null,
  groupReview: GroupReview | null,
): Promise<void> {
  statusTarget = { octokit, pr, context: config.statusContext, targetUrl: runUrl(env) };
  if (groupReview === null) {
    await writeStatus('pending', `done-gate is reviewing ${pr.headSha.slice(0, 7)}…`);
  }
  const core = await loadCore();
  // A merge group has no pull request to comment on: its report is the job summary.
  const commenting = config.comment && groupReview === null;
  core.info(`done-gate: reviewing ${pr.owner}/${pr.repo}#${pr.number} at ${pr.headSha}`);
  // The model layer (the AI SDK and its providers, a large part of the bundle) loads while the
  // evidence is collected, not before the first write: parsing it first delayed the `pending`
  // status by ~0.15 s. A failed load is a crash (an `error` status), never a pass.
  const modelLayer = import('./models/call.js');
  modelLayer.catch(() => undefined);
  const stages = await import('./action/stages.js');

  const marker = stickyMarker(config.statusContext);
  const deadline = deadlineFrom(startedAt, config.timeBudgetSeconds);
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const overrides =
    groupReview === null
      ? {}
      : {
          diff: groupReview.compared.diff,
          commitMessages: groupReview.compared.messages,
          spec: async () =>
            (await import('./merge-queue/group.js')).groupSpec(
              octokit,
              { owner: pr.owner, repo: pr.repo },
              groupReview.pulls,
              config.spec,
            ),
        };

  // Independent I/O at once: who we are, the evidence, and the declared commands (the commands
  // read only the workspace and the base workflow's declaration, never PR text).
  const [identity, collected, checks] = await Promise.all([
    resolveOwnLogin(octokit),
    stages.collectEvidence(
      octokit,
      pr,
      config,
      { workspace, runId, token: config.githubToken },
      overrides,
    ),
    declaredChecks(stages, config, workspace, secrets, deadline, env, pr.headSha),
  ]);
  const { verification, probe } = checks;
  const collectBlockers = [
    ...collected.collectBlockers,
    ...checks.blockers,
    // The workflow file running this job is the gate's configuration whatever protected-paths
    // says (a PR-triggered run reads it from the PR head). Same text as the plan's, deduplicated.
    ...stages.runningWorkflowBlockers(collected.evidence.diff.files, env.GITHUB_WORKFLOW_REF),
  ];

  let progress: ProgressCommenter | null = null;
  const laneStates = new Map<string, LaneProgressState>();
  if (commenting) {
    commentTarget = { marker, ownLogin: identity.login };
    progress = createProgressCommenter(octokit, pr, {
      marker,
      ownLogin: identity.login,
      headSha: pr.headSha,
      guard: headGuard(octokit, pr),
    });
  }

  // Every model that cannot be called is named at once, so one run tells the user all to fix.
  const problems = modelProblems(config.models, config.providers);
  const modelProblem = problems.length > 0 ? `model configuration: ${problems.join('; ')}` : null;
  if (modelProblem !== null) collectBlockers.push(modelProblem);

  const caller =
    modelProblem === null
      ? (await modelLayer).createModelCaller({
          providers: config.providers,
          catalog: config.modelCatalog,
          deadline,
          maxTokens: config.maxTokens,
          maxCostUsd: config.maxCostUsd,
          setSecret: (secret) => core.setSecret(secret),
          log: (line) => core.info(line),
          secrets,
        })
      : null;
  const judgeInput = {
    evidence: collected.evidence,
    config,
    collectBlockers,
    verification,
    probe,
    delimiter: stages.newDelimiter(),
    caller,
    deadline,
    secrets,
    ...(modelProblem === null ? {} : { noModelReason: modelProblem }),
    logger: {
      info: (m: string) => core.info(publicText(m)),
      warn: (m: string) => core.warning(publicText(m)),
    },
    onEvent: (event: GauntletEvent) => {
      laneStates.set(event.lane, PROGRESS_STATE[event.kind]);
      progress?.update([...laneStates].map(([lane, state]) => ({ lane, state })));
    },
  };
  let judgement = await stages.judge(judgeInput);
  await progress?.flush();

  // Before publishing: the PR must still be what was judged — its head, base branch, open state
  // and every spec source. Any difference supersedes the run: it never writes PASS, and it never
  // overwrites the report of a newer head. A merge group's head is a fixed commit: there is no
  // pull request to re-read.
  const late: string[] = [];
  let headAtPublish: string | null = groupReview === null ? null : pr.headSha;
  if (groupReview === null) {
    try {
      const now = await stages.rereadPullRequest(octokit, pr, config.spec);
      headAtPublish = now.headSha;
      late.push(
        ...stages.supersededReasons(
          {
            headSha: pr.headSha,
            baseRef: pr.baseRef,
            spec: collected.specDigest,
            specProblems: collected.specProblems,
          },
          now,
        ),
      );
    } catch (error) {
      late.push(
        `superseded: the pull request could not be read again before publishing (${describeGitHubError(error)}); what was judged cannot be confirmed current`,
      );
    }
  }
  if (late.length > 0)
    judgement = { ...judgement, ...stages.decideAndRender(judgement, judgeInput, late) };

  // The audit trail first: a PASS nobody can read is not a PASS.
  let commentId = '';
  if (commenting) {
    try {
      // The record an approval run reads: what this report judged, bound to the head SHA.
      const body = withRecord(
        fitCommentBody(judgement.report, { marker, maxChars: COMMENT_MAX_CHARS - 1000 }),
        marker,
        {
          v: 1,
          context: config.statusContext,
          head: pr.headSha,
          verdict: judgement.decision.verdict,
          onlyHumanAttention: judgement.decision.onlyHumanAttention,
        },
      );
      const posted = await upsertStickyComment(octokit, pr, {
        marker,
        body,
        ownLogin: identity.login,
        // The head just re-read decides; a head that could not be read replaces nothing.
        replaceIf: createHeadGuard(pr.headSha, () =>
          headAtPublish === null
            ? Promise.reject(new Error('head unknown'))
            : Promise.resolve(headAtPublish),
        ),
      });
      commentId = String(posted.id);
      if (!posted.written && headAtPublish !== pr.headSha) {
        core.info('done-gate: the sticky comment reports a newer head; left as it is');
      }
    } catch (error) {
      const why = `audit comment could not be posted: ${describeGitHubError(error)}`;
      core.error(why);
      judgement = {
        ...judgement,
        ...stages.decideAndRender(judgement, judgeInput, [...late, why]),
      };
    }
  }

  const { decision, report } = judgement;
  const reportPath = join(
    env.RUNNER_TEMP ?? workspace,
    `done-gate-report-${stages.hashText(config.statusContext).slice(0, 8)}.md`,
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
      title: inertLine(publicText(`${f.lane}: ${f.title}`), 250),
      message: inertLine(publicText(`${f.severity}: ${f.title}`), 1000),
      blocking: f.blocking,
    })),
    core,
  );
  core.setOutput('verdict', decision.verdict);
  // A gate that never ran counts as `fail` (action.yml): there is no `none` verdict to act on.
  core.setOutput('gate-state', decision.gateState === 'none' ? 'fail' : decision.gateState);
  core.setOutput('review-incomplete', decision.incomplete.join(','));
  core.setOutput('report-path', reportPath);
  core.setOutput('comment-id', commentId);
  core.setOutput('tokens', String(totalTokens(judgement)));
  core.setOutput(
    'cost-usd',
    judgement.usage.costUsd === null ? 'unknown' : judgement.usage.costUsd.toFixed(4),
  );

  // The one place `success` is written: the decision said PASS and the report's first line agrees.
  const pass = decision.verdict === 'PASS' && report.startsWith('GAUNTLET: PASS\n');
  await writeStatus(pass ? 'success' : 'failure', decision.statusDescription);
  finalWritten = true;
  core.info(report.split('\n', 2).join('\n'));
  if (!pass && config.failJob) {
    core.setFailed(
      publicText(`done-gate: BLOCKED — ${decision.blockers[0] ?? decision.statusDescription}`),
    );
  }
}
