// Runs the real pipeline (collect from a local range → plan → review → decide; no GitHub) on one
// case under one configuration and records what happened: the decision, each lane's row, every
// model call's model, latency and cost. A provider that cannot be reached ends the case as an
// `error` with the provider's message, never as a crash of the whole evaluation.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readConfig } from '../src/config.js';
import type { Config } from '../src/config.js';
import { collectLocalEvidence } from '../src/cli/evidence.js';
import { GATE_ROW } from '../src/decide/decision.js';
import { createModelCaller, deadlineFrom } from '../src/models/call.js';
import { configuredKeys } from '../src/models/registry.js';
import type { ModelCallRequest, ModelCallResult, ModelCaller, Usage } from '../src/models/types.js';
import { declaredChecks } from '../src/checks/declared.js';
import { estimateReview } from '../src/plan/estimate.js';
import type { LaneEstimate } from '../src/plan/estimate.js';
import { judge } from '../src/pipeline/judge.js';
import { planReview } from '../src/plan/plan.js';
import { floorSelection } from '../src/review/review.js';
import { newDelimiter } from '../src/trust/fence.js';
import type { EvalCase } from './case.js';
import type { CaseRepo } from './repo.js';

/** A named set of action inputs (models, rigor, posture, …) to evaluate. */
export interface Configuration {
  name: string;
  inputs: Record<string, string>;
}

export interface CallRecord {
  lane: string;
  model: string;
  ms: number;
  ok: boolean;
  fault: string | null;
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
}

export type Outcome = 'block' | 'pass';

export interface CaseResult {
  caseId: string;
  category: string;
  configuration: string;
  repeat: number;
  expected: Outcome;
  /** `error`: the case could not be judged (a provider unreachable, a crash); the message says why. */
  got: Outcome | 'error';
  error: string | null;
  /** Lane → its row status in the report (`gate` for the fresh-context reviewer). */
  lanes: Record<string, string>;
  /** Blockers our code raised before any model answered (plan and collect). */
  deterministicBlockers: string[];
  blockers: string[];
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
  ms: number;
  calls: CallRecord[];
}

export interface CaseInputs {
  config: Config;
  specPath: string;
  testPaths: string[];
}

/** The case's spec files joined in order (PR body first, then the issues it closes). */
export async function caseSpecText(evalCase: EvalCase): Promise<string> {
  const parts = await Promise.all(
    evalCase.spec.map((f) => readFile(join(evalCase.dir, f), 'utf8')),
  );
  return parts.map((p) => p.trimEnd()).join('\n\n') + '\n';
}

/**
 * The evaluation grades the review's verdicts, not the approval policy: unless a configuration
 * says otherwise, human-attention items are listed (`note`), so a clean change that touches auth
 * is graded on what the reviewers found rather than on the person it would wait for.
 */
const EVAL_DEFAULTS: Record<string, string> = { 'human-attention': 'note' };

function readCaseConfig(inputs: Record<string, string>): Config {
  return readConfig((name) =>
    name === 'github-token' ? '' : (inputs[name] ?? EVAL_DEFAULTS[name] ?? ''),
  );
}

function laneStatuses(rows: Array<{ lane: string; status: string }>): Record<string, string> {
  const lanes: Record<string, string> = {};
  for (const row of rows) lanes[row.lane === GATE_ROW ? 'gate' : row.lane] = row.status;
  return lanes;
}

/** Wraps the one call path to record each call; the pipeline sees the same caller. */
function recordingCaller<C extends ModelCaller & { usage(): { total: Usage } }>(
  caller: C,
  calls: CallRecord[],
): C {
  const wrapped = async <T>(request: ModelCallRequest<T>): Promise<ModelCallResult<T>> => {
    const started = Date.now();
    const result = await caller(request);
    calls.push({
      lane: request.lane,
      model: result.model,
      ms: Date.now() - started,
      ok: result.ok,
      fault: result.ok ? null : `${result.fault.kind}: ${result.fault.message}`,
      inputTokens: result.usage.inputTokens,
      outputTokens: result.usage.outputTokens,
      costUsd: result.usage.costUsd,
    });
    return result;
  };
  return Object.assign(wrapped, { usage: () => caller.usage() }) as unknown as C;
}

/** The case's evidence as the CLI collects it from a local range. */
async function collectCase(evalCase: EvalCase, repo: CaseRepo, config: Config) {
  const specPath = '.git/spec.md';
  // Relative to the repository, so the report names it briefly.
  await writeFile(join(repo.dir, specPath), await caseSpecText(evalCase));
  return collectLocalEvidence(
    {
      cwd: repo.dir,
      base: repo.base,
      head: repo.head,
      spec: specPath,
      testOutput: evalCase.tests.map((t) => join(evalCase.dir, t)),
      readStdin: () => Promise.resolve(''),
    },
    config,
  );
}

/** The deterministic plan of a case and what its review would cost; no model is asked. */
export async function planCase(
  evalCase: EvalCase,
  configuration: Configuration,
  repo: CaseRepo,
): Promise<{ estimates: LaneEstimate[]; blockers: string[]; lanes: string[] }> {
  const config = readCaseConfig(configuration.inputs);
  const { evidence, collectBlockers } = await collectCase(evalCase, repo, config);
  const plan = planReview({ evidence, config, collectBlockers, delimiter: newDelimiter() });
  const selection = floorSelection(plan, config);
  return {
    estimates: estimateReview(plan, selection, config, evidence.spec.text),
    blockers: plan.blockers,
    lanes: selection.lanes,
  };
}

export interface RunCaseOptions {
  repeat: number;
  /** The case as a git repository (materialised once, shared by configurations and repeats). */
  repo: CaseRepo;
  /** Environment for declared checks (none are declared by the corpus). */
  env?: NodeJS.ProcessEnv;
}

export async function runCase(
  evalCase: EvalCase,
  configuration: Configuration,
  options: RunCaseOptions,
): Promise<CaseResult> {
  const started = Date.now();
  const calls: CallRecord[] = [];
  const base: CaseResult = {
    caseId: evalCase.id,
    category: evalCase.category,
    configuration: configuration.name,
    repeat: options.repeat,
    expected: evalCase.expected.outcome,
    got: 'error',
    error: null,
    lanes: {},
    deterministicBlockers: [],
    blockers: [],
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0,
    ms: 0,
    calls,
  };
  try {
    const { repo } = options;
    const config = readCaseConfig(configuration.inputs);
    const { evidence, collectBlockers } = await collectCase(evalCase, repo, config);
    const secrets = configuredKeys(config.providers);
    const deadline = deadlineFrom(Date.now(), config.timeBudgetSeconds);
    // The case's own repository, run as the developer would: no isolation.
    const { verification, probe } = await declaredChecks(
      config,
      { cwd: repo.dir, secrets, deadline, env: options.env ?? process.env },
      null,
      { kind: 'run', isolation: { kind: 'none' } },
    );
    const caller = recordingCaller(
      createModelCaller({
        providers: config.providers,
        catalog: config.modelCatalog,
        deadline,
        maxTokens: config.maxTokens,
        maxCostUsd: config.maxCostUsd,
      }),
      calls,
    );
    const judgement = await judge({
      evidence,
      config,
      collectBlockers,
      verification,
      probe,
      delimiter: newDelimiter(),
      caller,
      deadline,
      secrets,
    });
    const { decision, usage } = judgement;
    const result: CaseResult = {
      ...base,
      got: decision.verdict === 'PASS' ? 'pass' : 'block',
      lanes: laneStatuses(decision.rows),
      deterministicBlockers: judgement.plan.blockers,
      blockers: decision.blockers,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      costUsd: usage.costUsd,
      ms: Date.now() - started,
    };
    // Nothing answered at all: the case was not judged, whatever the (fail-closed) verdict says.
    if (calls.length > 0 && calls.every((c) => !c.ok)) {
      return { ...result, got: 'error', error: calls[0]?.fault ?? 'every model call failed' };
    }
    return result;
  } catch (error) {
    return { ...base, error: (error as Error).message, ms: Date.now() - started };
  }
}
