// The action: read the run's context → route the event → collect → plan → review → decide →
// publish. Every path that does not end in an explicit PASS ends BLOCKED (status `failure`) or,
// when the pipeline itself crashed, `error`. `success` is written on three explicit paths only: a
// review's PASS (publish/verdict.ts, after the stale-head check), a merge group its judged PRs
// account for (merge-queue/group.ts), and a person's recorded decision on the judged head
// (approval/apply.ts). Only what the first write needs is loaded before it: @actions/core, the
// model layer and the stages load after the `pending` status.
import { runCommand } from './action/command.js';
import { reportConfigError } from './action/config-error.js';
import { ConfigError } from './errors.js';
import { commenting, configure, createActionRun, readEventContext } from './action/context.js';
import type { ActionRun, RunContext } from './action/context.js';
import { runUrl } from './publish/port.js';
import type { ReviewedChange } from './publish/port.js';
import { ignoreEvent, mergeGroupChange, pullRequestChange, refuseEvent } from './action/events.js';
import { routeEvent, UnsupportedEventError } from './github/event.js';
import type { EventContext, EventRoute } from './github/event.js';
import { deadlineFrom } from './models/deadline.js';
import { reportCrash } from './publish/crash.js';

/**
 * How long the cancel path gives its `failure` write before it exits whatever GitHub is doing.
 * A cancelled step gets SIGINT, then SIGTERM 7,500 ms later, then is killed 2,500 ms after that
 * (GitHub's workflow cancellation reference); each grace ends half a second before the next
 * signal. The process exits as soon as the write lands.
 */
const CANCEL_GRACE_MS = { SIGINT: 7_000, SIGTERM: 2_000 } as const;

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const cancellation = new AbortController();
  const action = createActionRun(env, cancellation.signal);
  // A stray rejection ends the run: the pipeline is told to stop, and the crash path's `error`
  // is the final state (the status publisher lets no verdict land after it).
  const onRejection = (reason: unknown) => {
    cancellation.abort();
    void reportCrash(action, reason).finally(() => process.exit(1));
  };
  const onTerm = (signal: keyof typeof CANCEL_GRACE_MS) => {
    // A cancelled run (cancel-in-progress) leaves a failure, not a pending that a later run races.
    // It runs only when the event loop is free: no stage may hold it long (linear-time text
    // handling keeps even a megabyte-sized hostile reply well under a second).
    cancellation.abort();
    setTimeout(() => process.exit(1), CANCEL_GRACE_MS[signal]).unref();
    void action.status
      .cancel('done-gate was cancelled before it finished: not reviewed')
      .catch(() => undefined)
      .finally(() => process.exit(1));
  };
  process.on('unhandledRejection', onRejection);
  const onSigterm = () => onTerm('SIGTERM');
  const onSigint = () => onTerm('SIGINT');
  process.once('SIGTERM', onSigterm);
  process.once('SIGINT', onSigint);
  try {
    await pipeline(action);
  } catch (error) {
    await reportCrash(action, error);
  } finally {
    process.off('unhandledRejection', onRejection);
    process.off('SIGTERM', onSigterm);
    process.off('SIGINT', onSigint);
  }
}

/** An event the action acts on (the rest are ignored or refused before configuration). */
type RoutedEvent = Exclude<EventRoute, { kind: 'ignore' | 'unsupported' }>;

/** What each routed event does once the configuration is read. */
type Routes = {
  [K in RoutedEvent['kind']]: (
    run: RunContext,
    route: Extract<RoutedEvent, { kind: K }>,
  ) => Promise<void>;
};

const ROUTES: Routes = {
  'pull-request': async (run) => reviewIfAny(run, await pullRequestChange(run)),
  'merge-group': async (run, route) => reviewIfAny(run, await mergeGroupChange(run, route.group)),
  command: (run, route) => runCommand(run, route.command),
};

async function pipeline(action: ActionRun): Promise<void> {
  let event: EventContext;
  try {
    event = await readEventContext(action.env);
  } catch (error) {
    if (error instanceof UnsupportedEventError) return refuseEvent(action, error.message);
    throw error;
  }
  const route = routeEvent(event);
  if (route.kind === 'ignore') return ignoreEvent(action, route.reason);
  if (route.kind === 'unsupported') return refuseEvent(action, route.reason);
  // A command changes a status; it never asks a model, so it needs no model configuration.
  let run: RunContext;
  try {
    run = await configure(action, event, { modelsRequired: route.kind !== 'command' });
  } catch (error) {
    if (error instanceof ConfigError) return reportConfigError(action, event, route, error);
    throw error;
  }
  return dispatch(run, route);
}

function dispatch(run: RunContext, route: RoutedEvent): Promise<void> {
  // TypeScript cannot correlate the key with the handler's parameter: the table's type does.
  const handler = ROUTES[route.kind] as (run: RunContext, route: RoutedEvent) => Promise<void>;
  return handler(run, route);
}

async function reviewIfAny(run: RunContext, change: ReviewedChange | null): Promise<void> {
  if (change !== null) await reviewChange(run, change);
}

/** collect → plan → review → decide → publish, for a pull request or a merge group. */
async function reviewChange(run: RunContext, change: ReviewedChange): Promise<void> {
  const { config, octokit } = run;
  const { pr } = change;
  run.status.target({ octokit, pr, context: config.statusContext, targetUrl: runUrl(run.env) });
  // A merge group's pending status is already written.
  if (change.group === null) {
    await run.status.pending(`done-gate is reviewing ${pr.headSha.slice(0, 7)}…`);
  }
  // The model layer (the AI SDK and its providers, a large part of the bundle) loads while the
  // evidence is collected, not before the first write: parsing it first delayed the `pending`
  // status by ~0.15 s. A failed load is a crash (an `error` status), never a pass.
  const modelLayer = import('./models/call.js');
  modelLayer.catch(() => undefined);
  const [core, stages] = await Promise.all([run.core.load(), import('./action/stages.js')]);
  core.info(`done-gate: reviewing ${pr.owner}/${pr.repo}#${pr.number} at ${pr.headSha}`);
  const deadline = deadlineFrom(run.startedAt, config.timeBudgetSeconds);

  // Started now: the download runs beside collect and the first model round.
  const repository = stages.repositoryAccess(run, change);
  const collect = stages.collectChange(run, change, deadline);
  // Awaited before the verdict; a rejection of its own is the review's, thrown where that is.
  collect.beside.catch(() => undefined);
  // The models start once what they are shown is read; who we are and what the base protects are
  // read beside them, and the verdict waits for both (either can block).
  const gathered = await collect.review;
  const { input, progress } = await stages.reviewInput(
    run,
    change,
    gathered,
    collect.ownLogin,
    modelLayer,
    deadline,
    core,
    repository,
  );
  const reviewed = await stages.judge(input);
  repository?.stop();
  // Cancelled: the cancel path owns the final `failure` and exits once it lands; nothing more is
  // rendered or sent, so that write does not wait behind ours for a CPU a loaded runner lacks.
  if (run.signal.aborted) return;
  await progress?.flush();
  const beside = await collect.beside;
  const judgement = stages.withBesideBlockers(reviewed, input, beside.blockers);
  const judged = await stages.recheck(run, change, gathered, judgement, input);
  const options = { comment: commenting(run, change), ownLogin: beside.ownLogin };
  await stages.publishVerdict(run, change, judged, options, core);
}
