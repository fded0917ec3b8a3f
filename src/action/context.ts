// One run of the action as a value: created once by `run()` and passed down, so nothing about a run
// lives in module state. Two phases: `ActionRun` (environment, clock, cancellation, core, status)
// exists from the first line; `RunContext` adds what the configuration gives (settings, clients,
// secrets) once the event is known to need it.
import { readFile } from 'node:fs/promises';
import type { Config } from '../config/types.js';
import { readConfig } from '../config.js';
import { createGitHubClient } from '../github/client.js';
import type { GitHubClient } from '../github/client.js';
import { UnsupportedEventError } from '../github/event.js';
import type { EventContext } from '../github/event.js';
import { configuredKeys, registerSecrets } from '../models/provider-settings.js';
import { createStatusPublisher } from '../publish/status.js';
import { publicText } from '../publish/port.js';
import type { PublishRun, ReviewedChange } from '../publish/port.js';
import { coreInputList } from '../config/inputs-table.js';
import { createCoreLoader, inputEnvName, readInput } from './core.js';
import type { CoreLoader } from './core.js';

/** The action's run: what publishing reads, and the clock, cancel signal and full core loader. */
export interface ActionRun extends PublishRun {
  now: () => number;
  startedAt: number;
  /** Aborted on SIGTERM / SIGINT (a cancelled job). */
  signal: AbortSignal;
  core: CoreLoader;
}

/** An event that needs the configuration: the run with its settings and clients. */
export interface RunContext extends ActionRun {
  config: Config;
  octokit: GitHubClient;
  event: EventContext;
}

export function createActionRun(
  env: NodeJS.ProcessEnv,
  signal: AbortSignal,
  now: () => number = Date.now,
): ActionRun {
  const run: ActionRun = {
    env,
    now,
    startedAt: now(),
    signal,
    core: createCoreLoader(),
    status: createStatusPublisher((text) => publicText(run, text)),
    secrets: [],
    crashComment: null,
  };
  return run;
}

export function ownRunId(env: NodeJS.ProcessEnv): number | null {
  return env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID) ? Number(env.GITHUB_RUN_ID) : null;
}

/** The event file and repository of the job. */
export async function readEventContext(env: NodeJS.ProcessEnv): Promise<EventContext> {
  const eventPath = env.GITHUB_EVENT_PATH;
  const repository = env.GITHUB_REPOSITORY ?? '';
  const [owner = '', repo = ''] = repository.split('/');
  if (!eventPath)
    throw new UnsupportedEventError(
      'GITHUB_EVENT_PATH is not set: done-gate runs as a step of a GitHub Actions job',
    );
  const text = await readFile(eventPath, 'utf8');
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload: JSON.parse(text) as unknown,
    owner,
    repo,
  };
}

/**
 * The run's settings and clients. A wrong configuration throws its ConfigError (every problem),
 * which the entry reports (`config-error.ts`).
 */
export async function configure(
  run: ActionRun,
  event: EventContext,
  options: { modelsRequired: boolean },
): Promise<RunContext> {
  // The lanes load only when the configuration needs them — `forced-lanes` names some, or an input
  // the core table does not know is set (a lane's own, which action.yml passes with its default):
  // loading them must not delay the first status of every run.
  const lanes = needsLanes(run.env) ? await import('../review/lane-config.js') : undefined;
  const config: Config = readConfig((name) => readInput(run.env, name), {
    ...options,
    ...(lanes === undefined
      ? {}
      : { lanes: lanes.FORCED_LANE_NAMES, extraInputs: lanes.LANE_INPUT_DEFINITIONS }),
  });
  if (config.githubToken !== '') run.core.mask(config.githubToken);
  registerSecrets(config.providers, run.core.mask);
  run.secrets = [
    ...configuredKeys(config.providers),
    ...(config.githubToken ? [config.githubToken] : []),
  ];
  const loaded = run.core.loaded;
  const octokit = createGitHubClient({
    token: config.githubToken,
    baseUrl: run.env.GITHUB_API_URL ?? 'https://api.github.com',
    // Before core loads nothing is logged (a retry warning then is not worth loading it for).
    log: {
      debug: (m) => loaded()?.debug(m),
      info: (m) => loaded()?.info(m),
      warn: (m) => loaded()?.warning(m),
      error: (m) => loaded()?.error(m),
    },
  });
  return Object.assign(run, { config, octokit, event });
}

/** A merge group has no pull request to comment on: its report is the job summary. */
export function commenting(run: RunContext, change: ReviewedChange): boolean {
  return run.config.comment && change.group === null;
}

/** Whether reading the configuration needs the lanes' names or inputs (see createRunContext). */
export function needsLanes(env: NodeJS.ProcessEnv): boolean {
  if (readInput(env, 'forced-lanes') !== '') return true;
  const core = new Set(coreInputList().map((definition) => inputEnvName(definition.name)));
  return Object.keys(env).some((key) => key.startsWith('INPUT_') && !core.has(key));
}
