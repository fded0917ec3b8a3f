// The action's review of one change around the shared plan → review → decide stages
// (pipeline/judge.ts): the model caller, progress in the sticky comment, and the re-read of the
// pull request that decides whether what was judged is still what GitHub holds.
import type { RepositoryAccess } from '../repository/access.js';
import { describeGitHubError } from '../github/client.js';
import { stickyMarker } from '../github/comment.js';
import { ancestryProblem, rereadPullRequest } from '../github/pull.js';
import { createProgressCommenter } from '../github/progress.js';
import type { LaneProgress, LaneProgressState, ProgressCommenter } from '../github/progress.js';
import type { GauntletEvent } from '../review/gauntlet/runner.js';
import type * as ModelLayer from '../models/call.js';
import { modelProblems } from '../models/provider-settings.js';
import { decideAndRender } from '../pipeline/judge.js';
import type { Judgement, JudgeInput } from '../pipeline/judge.js';
import { supersededReasons } from '../publish/superseded.js';
import { newDelimiter } from '../trust/fence.js';
import { headGuard } from '../publish/head-guard.js';
import type { CollectedChange } from './collect.js';
import { commenting } from './context.js';
import { runUrl } from '../publish/port.js';
import { publicText } from '../publish/port.js';
import type { RunContext } from './context.js';
import type { ReviewedChange } from '../publish/port.js';
import type { ActionsCore, Judged } from '../publish/port.js';

const PROGRESS_STATE: Record<GauntletEvent['kind'], LaneProgressState> = {
  started: 'running',
  finished: 'finished',
  faulted: 'faulted',
  retrying: 'retrying',
};

/** Lane progress in the sticky comment while the review runs (null: no comment). */
function progressComment(
  run: RunContext,
  change: ReviewedChange,
  ownLogin: string,
): ProgressCommenter | null {
  if (!commenting(run, change)) return null;
  return createProgressCommenter(run.octokit, change.pr, {
    marker: stickyMarker(run.config.statusContext),
    ownLogin,
    headSha: change.pr.headSha,
    guard: headGuard(run.octokit, change.pr),
  });
}

/**
 * The progress comment once the token's login is known: the review does not wait for that read,
 * so lane updates made before it answers are kept (the latest only) and written when it does.
 */
function progressOnceKnown(
  run: RunContext,
  change: ReviewedChange,
  ownLogin: Promise<string>,
): ProgressCommenter | null {
  if (!commenting(run, change)) return null;
  // A crash before the login answers still replaces the sticky comment: the crash path waits.
  run.crashComment = { marker: stickyMarker(run.config.statusContext), ownLogin };
  let commenter: ProgressCommenter | null = null;
  let latest: LaneProgress[] | null = null;
  const ready = ownLogin.then(
    (login) => {
      commenter = progressComment(run, change, login);
      if (latest !== null) commenter?.update(latest);
      return commenter;
    },
    () => null,
  );
  return {
    update(lanes) {
      latest = lanes;
      commenter?.update(lanes);
    },
    async flush() {
      await (await ready)?.flush();
    },
  };
}

/** What the shared stages judge, and the progress comment that follows them. */
export async function reviewInput(
  run: RunContext,
  change: ReviewedChange,
  gathered: CollectedChange,
  ownLogin: Promise<string>,
  modelLayer: Promise<typeof ModelLayer>,
  deadline: number,
  core: ActionsCore,
  repository: RepositoryAccess | null = null,
): Promise<{ input: JudgeInput; progress: ProgressCommenter | null }> {
  const { config, secrets } = run;
  const progress = progressOnceKnown(run, change, ownLogin);
  const laneStates = new Map<string, LaneProgressState>();
  const collectBlockers = [...gathered.collectBlockers];
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
          // A cancelled run stops its calls: a reply still arriving is not read or handled.
          signal: run.signal,
          maxTokens: config.maxTokens,
          maxCostUsd: config.maxCostUsd,
          setSecret: (secret) => core.setSecret(secret),
          log: (line) => core.info(line),
          secrets,
        })
      : null;
  const input: JudgeInput = {
    evidence: gathered.collected.evidence,
    config,
    collectBlockers,
    verification: gathered.checks.verification,
    probe: gathered.checks.probe,
    delimiter: newDelimiter(),
    caller,
    deadline,
    secrets,
    repository,
    runUrl: runUrl(run.env),
    ...(modelProblem === null ? {} : { noModelReason: modelProblem }),
    logger: {
      info: (m: string) => core.info(publicText(run, m)),
      warn: (m: string) => core.warning(publicText(run, m)),
    },
    onEvent: (event: GauntletEvent) => {
      laneStates.set(event.lane, PROGRESS_STATE[event.kind]);
      progress?.update([...laneStates].map(([lane, state]) => ({ lane, state })));
    },
  };
  return { input, progress };
}

/**
 * The judgement with the blockers of the reads that ran beside the review (the base protection)
 * joined to the plan's, decided again: the verdict is the one every read that can block agrees
 * with. A blocker the plan already names is not repeated.
 */
export function withBesideBlockers(
  judgement: Judgement,
  input: JudgeInput,
  blockers: readonly string[],
): Judgement {
  const known = new Set(judgement.plan.blockers);
  const fresh = [...new Set(blockers)].filter((b) => !known.has(b));
  if (fresh.length === 0) return judgement;
  const plan = { ...judgement.plan, blockers: [...judgement.plan.blockers, ...fresh] };
  const joined = { ...judgement, plan };
  return { ...joined, ...decideAndRender(joined, input) };
}

/**
 * Before publishing: the PR must still be what was judged — its head, base branch, open state and
 * every spec source. Any difference supersedes the run: it never writes PASS, and it never
 * overwrites the report of a newer head. A merge group's head is a fixed commit: there is no pull
 * request to re-read.
 */
export async function recheck(
  run: RunContext,
  change: ReviewedChange,
  gathered: CollectedChange,
  judgement: Judgement,
  input: JudgeInput,
): Promise<Judged> {
  const { pr } = change;
  const specDigest = gathered.collected.specDigest.hash;
  if (change.group !== null) {
    return { judgement, input, late: [], headAtPublish: pr.headSha, specDigest };
  }
  const late: string[] = [];
  let headAtPublish: string | null = null;
  try {
    const now = await rereadPullRequest(run.octokit, pr, run.config.spec);
    headAtPublish = now.headSha;
    const judged = {
      headSha: pr.headSha,
      baseRef: pr.baseRef,
      spec: gathered.collected.specDigest,
      specProblems: gathered.collected.specProblems,
    };
    late.push(...supersededReasons(judged, now));
    // A PASS is judged against its base SHA: it stands only while that is an ancestor of the base.
    if (late.length === 0 && now.baseSha !== pr.baseSha) {
      const ancestry = await ancestryProblem(run.octokit, pr, pr.baseSha, now.baseSha);
      if (ancestry !== null) late.push(`superseded: ${ancestry}`);
    }
  } catch (error) {
    late.push(
      `superseded: the pull request could not be read again before publishing (${describeGitHubError(error)}); what was judged cannot be confirmed current`,
    );
  }
  if (late.length === 0) return { judgement, input, late, headAtPublish, specDigest };
  return {
    judgement: { ...judgement, ...decideAndRender(judgement, input, late) },
    input,
    late,
    headAtPublish,
    specDigest,
  };
}
