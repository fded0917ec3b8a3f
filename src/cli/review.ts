// `done-gate review`: the same collect → plan → review → decide stages as the action, on a local
// git range, printing the report to the terminal. Exit 0 PASS, 1 BLOCKED, 2 usage/config error.
import { gitAccess } from '../repository/access.js';
import type { Config } from '../config/types.js';
import { readConfig } from '../config.js';
import { newDelimiter } from '../trust/fence.js';
import { createModelCaller, deadlineFrom } from '../models/call.js';
import { configuredKeys, validateModels } from '../models/registry.js';
import { estimateReview } from '../plan/estimate.js';
import { judge } from '../pipeline/judge.js';
import { planReview } from '../plan/plan.js';
import { floorSelection } from '../review/review.js';
import { UsageError } from './args.js';
import type { ReviewArgs } from './args.js';
import { collectLocalEvidence } from './evidence.js';
import { DiffTooLargeError } from './git.js';
import { FORCED_LANE_NAMES } from '../review/forced-lane-names.js';
import { diffTooLarge, MAX_DIFF_BYTES } from '../evidence/diff-stream.js';
import { declaredChecks } from '../checks/declared.js';
import { COLOUR, PLAIN, paintReport, renderEvent, renderPlan } from './render.js';

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
  const paint = io.isTTY ? COLOUR : PLAIN;
  const { inputs, keyed } = cliInputs(args, io.env);
  const config: Config = readConfig((name) => inputs[name] ?? '', { lanes: FORCED_LANE_NAMES });
  const dryRun = args.dryRun || !keyed;
  if (!dryRun) validateModels(config.models, config.providers);

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
    const blocker = diffTooLarge(error.bytes, error.limit, error.atLeast);
    if (args.json) {
      io.stdout(JSON.stringify({ verdict: 'BLOCKED', blockers: [blocker] }, null, 2) + '\n');
    } else {
      io.stdout(paintReport(`GAUNTLET: BLOCKED\n\n## Blockers\n\n- ${blocker}\n`, paint));
    }
    return 1;
  }
  const { evidence, collectBlockers } = collected;
  const secrets = configuredKeys(config.providers);

  if (dryRun) {
    const plan = planReview({ evidence, config, collectBlockers, delimiter: newDelimiter() });
    const selection = floorSelection(plan, config);
    // No chunk, no call: an empty range (or one with nothing reviewable) costs nothing.
    const estimates =
      plan.chunkPlan.chunks.length === 0
        ? []
        : estimateReview(plan, selection, config, evidence.spec.text);
    const why = args.dryRun
      ? '--dry-run was given'
      : 'no model API key is set; see --help for the variables';
    if (args.json) {
      const coverage = plan.chunkPlan.coverage;
      io.stdout(
        JSON.stringify(
          {
            // A plan is not a verdict: `PLAN` for an explicit dry run (exit 0), `BLOCKED` when
            // no key was set and the review could not run (exit 1).
            verdict: args.dryRun ? 'PLAN' : 'BLOCKED',
            dryRun: true,
            reason: `no model was asked: ${why}`,
            signals: plan.signals,
            lanes: selection,
            files: {
              total: coverage.length,
              reviewed: coverage.filter((c) => c.state === 'reviewed').length,
              notReviewable: coverage.filter((c) => c.state === 'not-reviewable').length,
              excluded: coverage.filter((c) => c.state === 'excluded').length,
            },
            coverage,
            chunks: plan.chunkPlan.chunks.length,
            chunkFiles: plan.chunkPlan.chunks.map((c) => c.files),
            estimates,
            blockers: plan.blockers,
            attention: plan.attention,
            notes: plan.notes,
          },
          null,
          2,
        ) + '\n',
      );
    } else {
      io.stdout(renderPlan(plan, selection, estimates, config, paint, { allFiles: args.allFiles }));
      io.stdout(`\n${paint.yellow(`No verdict: no model was asked — ${why}.`)}\n`);
    }
    // An explicit dry run asked for a plan and got one; an implicit one could not judge: BLOCKED.
    return args.dryRun ? 0 : 1;
  }

  const startedAt = Date.now();
  const deadline = deadlineFrom(startedAt, config.timeBudgetSeconds);
  // A local review runs the developer's own code on their machine, as they would themselves.
  const checks = await declaredChecks(
    config,
    { cwd: args.cwd, secrets, deadline, env: io.env },
    null,
    { kind: 'run', isolation: { kind: 'none' } },
  );
  const caller = createModelCaller({
    providers: config.providers,
    catalog: config.modelCatalog,
    deadline,
    maxTokens: config.maxTokens,
    maxCostUsd: config.maxCostUsd,
  });
  const judgement = await judge({
    evidence,
    config,
    // Unisolated checks find no blockers of their own; kept so both entries read alike.
    collectBlockers: [...collectBlockers, ...checks.blockers],
    verification: checks.verification,
    probe: checks.probe,
    delimiter: newDelimiter(),
    caller,
    deadline,
    secrets,
    onEvent: (event) => io.stderr(renderEvent(event, startedAt, paint)),
    // The two commits from the object database, never the work tree (it may hold uncommitted files).
    repository:
      config.repositoryContext === 'read'
        ? gitAccess(args.cwd, { head: evidence.pr.headSha, base: evidence.pr.baseSha })
        : null,
  });
  const { decision } = judgement;
  if (args.json) {
    io.stdout(
      JSON.stringify(
        {
          verdict: decision.verdict,
          gateState: decision.gateState,
          blockers: decision.blockers,
          attention: decision.attention,
          incomplete: decision.incomplete,
          usage: judgement.usage,
          report: judgement.report,
        },
        null,
        2,
      ) + '\n',
    );
  } else {
    io.stdout(paintReport(judgement.report, paint) + '\n');
  }
  return decision.verdict === 'PASS' ? 0 : 1;
}
