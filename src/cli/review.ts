// `done-gate review`: the same collect → plan → review → decide stages as the action, on a local
// git range, printing the report to the terminal. Exit 0 PASS, 1 BLOCKED, 2 usage/config error.
import { gitAccess } from '../repository/access.js';
import type { Config } from '../config/types.js';
import { readConfig } from '../config.js';
import { newDelimiter } from '../trust/fence.js';
import { createModelCaller, deadlineFrom } from '../models/call.js';
import { configuredKeys, validateModels } from '../models/registry.js';
import { estimateReview } from '../review/estimate.js';
import { judge } from '../pipeline/judge.js';
import type { ReviewPlan } from '../plan/plan.js';
import { floorSelection } from '../review/review.js';
import { UsageError } from './args.js';
import type { ReviewArgs } from './args.js';
import { collectLocalEvidence } from './evidence.js';
import { DiffTooLargeError } from '../repository/git.js';
import { FORCED_LANE_NAMES, LANE_INPUT_DEFINITIONS } from '../review/lane-config.js';
import { diffTooLarge, MAX_DIFF_BYTES } from '../evidence/diff-stream.js';
import { declaredChecks } from '../checks/declared.js';
import type { DeclaredChecks } from '../checks/declared.js';
import { COLOUR, PLAIN, renderEvent, renderPlan } from './render.js';
import { noVerdictLine, planJson, refusedDiffView, verdictView } from './views.js';
import type { ViewFormat } from './views.js';

export interface CliIO {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
  readStdin: () => Promise<string>;
}

/** Key and base-URL inputs from the usual environment variables. */
const ENV_INPUTS: Record<string, string> = {
  ANTHROPIC_API_KEY: 'anthropic-api-key',
  OPENAI_API_KEY: 'openai-api-key',
  GOOGLE_GENERATIVE_AI_API_KEY: 'google-api-key',
  OPENAI_COMPATIBLE_API_KEY: 'openai-compatible-api-key',
  ANTHROPIC_BASE_URL: 'anthropic-base-url',
  OPENAI_BASE_URL: 'openai-base-url',
  GOOGLE_GENERATIVE_AI_BASE_URL: 'google-base-url',
  OPENAI_COMPATIBLE_BASE_URL: 'openai-compatible-base-url',
};

/** One current model per vendor, used when --models is not given. */
export const DEFAULT_MODELS: Record<string, string> = {
  'anthropic-api-key': 'anthropic/claude-sonnet-5-5',
  'openai-api-key': 'openai/gpt-6.2-sol',
  'google-api-key': 'google/gemini-4-neon',
};

export function cliInputs(
  args: Pick<ReviewArgs, 'inputs'>,
  env: NodeJS.ProcessEnv,
): {
  inputs: Record<string, string>;
  keyed: boolean;
} {
  const inputs: Record<string, string> = {};
  for (const [variable, input] of Object.entries(ENV_INPUTS)) {
    const value = env[variable];
    if (value !== undefined && value.trim() !== '') inputs[input] = value;
  }
  const keyed = Object.keys(inputs).some((k) => k.endsWith('-api-key'));
  Object.assign(inputs, args.inputs);
  if (inputs.models === undefined && env.DONE_GATE_MODELS) inputs.models = env.DONE_GATE_MODELS;
  if (inputs.models === undefined) {
    const withKeys = Object.entries(DEFAULT_MODELS).filter(([key]) => inputs[key] !== undefined);
    inputs.models = (withKeys.length > 0 ? withKeys : Object.entries(DEFAULT_MODELS))
      .map(([, model]) => model)
      .join(',');
  }
  inputs['github-token'] ??= '';
  return { inputs, keyed };
}

/**
 * The diff size limit: MAX_DIFF_BYTES, or `DONE_GATE_MAX_DIFF_MB` (decimal megabytes) when set to
 * a positive number.
 */
export function maxDiffBytes(env: NodeJS.ProcessEnv): number {
  const raw = env.DONE_GATE_MAX_DIFF_MB;
  if (raw === undefined || raw.trim() === '') return MAX_DIFF_BYTES;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb <= 0) {
    throw new UsageError(
      `DONE_GATE_MAX_DIFF_MB=${JSON.stringify(raw).slice(0, 40)} is not a size: give a positive number of megabytes (e.g. 200), or unset it for the default ${MAX_DIFF_BYTES / 1_000_000}`,
    );
  }
  return Math.floor(mb * 1_000_000);
}

export async function reviewCommand(args: ReviewArgs, io: CliIO): Promise<number> {
  const format: ViewFormat = { json: args.json, paint: io.isTTY ? COLOUR : PLAIN };
  const { inputs, keyed } = cliInputs(args, io.env);
  const config = readConfig((name) => inputs[name] ?? '', {
    lanes: FORCED_LANE_NAMES,
    extraInputs: LANE_INPUT_DEFINITIONS,
  });
  // Why no model is asked, or null when the review runs.
  const noModel = args.dryRun
    ? '--dry-run was given'
    : keyed
      ? null
      : 'no model API key is set; see --help for the variables';
  if (noModel === null) validateModels(config.models, config.providers);

  let collected: Awaited<ReturnType<typeof collectLocalEvidence>>;
  try {
    collected = await collectLocalEvidence(
      {
        cwd: args.cwd,
        base: args.base,
        head: args.head,
        spec: args.spec,
        testOutput: args.testOutput,
        readStdin: io.readStdin,
        maxDiffBytes: maxDiffBytes(io.env),
      },
      config,
    );
  } catch (error) {
    if (!(error instanceof DiffTooLargeError)) throw error;
    // Refused before any plan: nothing was read past the limit, and nothing is a pass.
    io.stdout(refusedDiffView(diffTooLarge(error.bytes, error.limit, error.atLeast), format));
    return 1;
  }
  const { evidence, collectBlockers } = collected;
  const secrets = configuredKeys(config.providers);
  const startedAt = Date.now();
  const deadline = deadlineFrom(startedAt, config.timeBudgetSeconds);
  // A dry run runs no declared command either: it shows the plan, and changes nothing.
  // A local review runs the developer's own code on their machine, as they would themselves.
  const checks =
    noModel === null
      ? await declaredChecks(config, { cwd: args.cwd, secrets, deadline, env: io.env }, null, {
          kind: 'run',
          isolation: { kind: 'none' },
        })
      : NO_CHECKS;
  const caller =
    noModel === null
      ? createModelCaller({
          providers: config.providers,
          catalog: config.modelCatalog,
          deadline,
          maxTokens: config.maxTokens,
          maxCostUsd: config.maxCostUsd,
        })
      : null;
  // The dry run takes the real path (secret redaction, plan, decision) with no caller, so its
  // plan is the one a review would run.
  const judgement = await judge({
    evidence,
    config,
    // Unisolated checks find no blockers of their own; kept so both entries read alike.
    collectBlockers: [...collectBlockers, ...checks.blockers],
    verification: checks.verification,
    probe: checks.probe,
    delimiter: newDelimiter(),
    caller,
    ...(noModel === null ? {} : { noModelReason: noModel }),
    deadline,
    secrets,
    onEvent: (event) => io.stderr(renderEvent(event, startedAt, format.paint)),
    // The two commits from the object database, never the work tree (it may hold uncommitted files).
    repository:
      config.repositoryContext === 'read'
        ? gitAccess(args.cwd, { head: evidence.pr.headSha, base: evidence.pr.baseSha })
        : null,
  });
  if (noModel !== null) {
    io.stdout(planView(judgement.plan, config, evidence.spec.text, args, noModel, format));
    // An explicit dry run asked for a plan and got one; an implicit one could not judge: BLOCKED.
    return args.dryRun ? 0 : 1;
  }
  io.stdout(verdictView(judgement, format));
  return judgement.decision.verdict === 'PASS' ? 0 : 1;
}

/** What the lanes read when no declared command runs. */
const NO_CHECKS: DeclaredChecks = {
  verification: { kind: 'none' },
  probe: { kind: 'no-recipe' },
  blockers: [],
};

/** The dry run's output: the plan, its lanes and their estimated calls. */
function planView(
  plan: ReviewPlan,
  config: Config,
  specText: string,
  args: ReviewArgs,
  why: string,
  format: ViewFormat,
): string {
  const selection = floorSelection(plan, config);
  // No chunk, no call: an empty range (or one with nothing reviewable) costs nothing.
  const estimates =
    plan.chunkPlan.chunks.length === 0 ? [] : estimateReview(plan, selection, config, specText);
  if (format.json) return planJson({ plan, selection, estimates, explicit: args.dryRun, why });
  return (
    renderPlan(plan, selection, estimates, config, format.paint, { allFiles: args.allFiles }) +
    noVerdictLine(why, format.paint)
  );
}
