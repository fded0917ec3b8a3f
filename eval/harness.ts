// Runs the real pipeline (collect from a local range → plan → review → decide; no GitHub) on one
// case under one configuration and records what happened and what scoring needs, as data: each
// lane's row, its blocking findings, the adversary's criterion statuses, the gate's issues, the
// lane faults, and every model call (reply, prompt version, the model id the vendor reported,
// tokens, cost). A provider that cannot be reached ends the case as an `error` with the provider's
// message, never as a crash of the whole evaluation.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readConfig } from '../src/config.js';
import type { Config } from '../src/config/types.js';
import { collectLocalEvidence } from '../src/cli/evidence.js';
import { GATE_ROW } from '../src/decide/decision.js';
import { createModelCaller, deadlineFrom } from '../src/models/call.js';
import { configuredKeys } from '../src/models/registry.js';
import type { ModelCallRequest, ModelCallResult, ModelCaller, Usage } from '../src/models/types.js';
import { declaredChecks } from '../src/checks/declared.js';
import { estimateReview } from '../src/review/estimate.js';
import type { LaneEstimate } from '../src/review/estimate.js';
import { judge } from '../src/pipeline/judge.js';
import { planForReview } from '../src/pipeline/plan-review.js';
import { floorSelection } from '../src/review/review.js';
import { modelForLane } from '../src/review/models.js';
import { gitAccess } from '../src/repository/access.js';
import type { RepositoryAccess } from '../src/repository/access.js';
import type { CallerLane } from '../src/models/types.js';
import type { Judgement } from '../src/pipeline/judge.js';
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
  /** `X-Done-Gate-Step` of the call (`review`, `criterion:c2`, `verify:finding:1`, …). */
  step: string;
  /** The model the call went to (`provider/model`): a re-run's other candidate is named here. */
  model: string;
  /** The model id as the vendor's response reported it; null when the response named none. */
  vendorModel: string | null;
  /** sha256 (first 12 hex) of the call's instructions: which prompt text was asked. */
  promptVersion: string;
  /** The validated reply; null when the call faulted. */
  reply: unknown;
  ms: number;
  ok: boolean;
  fault: string | null;
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
}

export type Outcome = 'block' | 'pass';

/** What a case is labelled with, stored beside the result so a run can be re-scored on its own. */
export interface CaseLabel {
  outcome: Outcome;
  catchers: string[];
  /** The labelled finding's file and line (null: none, or the file only). */
  file: string | null;
  line: number | null;
  /** The adversary criterion (1-based) the change fails, when labelled. */
  criterion: number | null;
  /** Framing triple membership, when the case is one. */
  framing: { group: string; variant: string } | null;
}

/** One finding a lane blocked on, with its anchor. */
export interface BlockingFinding {
  file: string;
  line: number | null;
  title: string;
}

/** What scoring reads of one lane (or the gate) in one case. */
export interface LaneRecord {
  /** The row status of the report: GREEN, GREEN (attention), BLOCKED, SKIPPED. */
  status: string;
  findings: BlockingFinding[];
  /** Adversary only: the status each criterion id was given (the last reply per id). */
  criteria: Array<{ id: string; status: string }>;
  /** Gate only: its issues with the anchor each names. */
  issues: Array<{ file: string | null; line: number | null; claim: string }>;
  /** Why the lane faulted (it then blocks, fail closed); null when it did not. */
  fault: string | null;
  /** The model that answered the lane's last successful call, else the one it was assigned. */
  model: string | null;
}

export interface CaseResult {
  caseId: string;
  category: string;
  configuration: string;
  repeat: number;
  expected: Outcome;
  label: CaseLabel;
  /** `error`: the case could not be judged (a provider unreachable, a crash); the message says why. */
  got: Outcome | 'error';
  error: string | null;
  /** Lane → its row status in the report (`gate` for the fresh-context reviewer). */
  lanes: Record<string, string>;
  /** Lane → what scoring reads of it (`gate` included). */
  records: Record<string, LaneRecord>;
  /** Blockers our code raised before any model answered (plan and collect). */
  deterministicBlockers: string[];
  blockers: string[];
  inputTokens: number;
  outputTokens: number;
  costUsd: number | null;
  ms: number;
  calls: CallRecord[];
}

/** The label of a case, as stored with its results. */
export function caseLabel(evalCase: EvalCase): CaseLabel {
  return {
    outcome: evalCase.expected.outcome,
    catchers: [...evalCase.expected.catchers],
    file: evalCase.finding?.file ?? null,
    line: evalCase.finding?.line ?? null,
    criterion: evalCase.finding?.criterion ?? null,
    framing: evalCase.framing ?? null,
  };
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
 * The case's configuration: the shipped defaults (`repository-context: read`, `human-attention:
 * block`) unless the configuration says otherwise, and a case's own local-run recipe so its
 * probe lane runs.
 */
async function readCaseConfig(
  evalCase: EvalCase | null,
  inputs: Record<string, string>,
): Promise<Config> {
  const recipe =
    evalCase?.recipe === undefined || inputs['local-run-recipe'] !== undefined
      ? null
      : await readFile(join(evalCase.dir, evalCase.recipe), 'utf8');
  return readConfig((name) => {
    if (name === 'github-token') return '';
    if (name === 'local-run-recipe' && recipe !== null) return recipe;
    return inputs[name] ?? '';
  });
}

function laneStatuses(rows: Array<{ lane: string; status: string }>): Record<string, string> {
  const lanes: Record<string, string> = {};
  for (const row of rows) lanes[row.lane === GATE_ROW ? 'gate' : row.lane] = row.status;
  return lanes;
}

function promptVersion(instructions: string): string {
  return createHash('sha256').update(instructions).digest('hex').slice(0, 12);
}

/** The model id a vendor's JSON response names (Anthropic/OpenAI `model`, Gemini `modelVersion`). */
function reportedModel(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { model, modelVersion } = body as { model?: unknown; modelVersion?: unknown };
  if (typeof model === 'string' && model !== '') return model;
  return typeof modelVersion === 'string' && modelVersion !== '' ? modelVersion : null;
}

/**
 * A fetch that notes, per call session, the model id each response reported. It reads a clone,
 * so the provider client reads the same response.
 */
export function modelReportingFetch(seen: Map<string, string>): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    const session = headers.get('x-done-gate-session');
    if (session !== null && (response.headers.get('content-type') ?? '').includes('json')) {
      try {
        const model = reportedModel(JSON.parse(await response.clone().text()));
        if (model !== null) seen.set(session, model);
      } catch {
        // Not JSON after all: the vendor reported no model id.
      }
    }
    return response;
  };
}

function lowerCap(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

/** `file:line` at the start of an issue written as text (the gate's older reply form). */
const TEXT_ANCHOR = /^`?([^\s`:]+):(\d{1,9})\b/;

/** A gate issue as data: the structured form's fields, or the text form's leading anchor. */
export function gateIssue(issue: unknown): {
  file: string | null;
  line: number | null;
  claim: string;
} {
  if (typeof issue === 'string') {
    const m = TEXT_ANCHOR.exec(issue.trim());
    return m === null
      ? { file: null, line: null, claim: issue }
      : { file: m[1] ?? null, line: Number(m[2]), claim: issue };
  }
  const fields = (issue ?? {}) as { file?: unknown; line?: unknown; claim?: unknown };
  const file = typeof fields.file === 'string' && fields.file.trim() !== '' ? fields.file : null;
  const line =
    typeof fields.line === 'number' && Number.isInteger(fields.line) && fields.line > 0
      ? fields.line
      : null;
  return { file, line, claim: typeof fields.claim === 'string' ? fields.claim : '' };
}

/** The adversary's status per criterion id, from its validated criterion replies (last wins). */
function criterionStatuses(calls: CallRecord[]): Array<{ id: string; status: string }> {
  const byId = new Map<string, string>();
  for (const call of calls) {
    if (call.lane !== 'adversary' || !call.step.startsWith('criterion:')) continue;
    const reply = call.reply as { id?: unknown; status?: unknown } | null;
    if (reply !== null && typeof reply.id === 'string' && typeof reply.status === 'string') {
      byId.set(reply.id, reply.status);
    }
  }
  return [...byId].map(([id, status]) => ({ id, status }));
}

/** What scoring reads of each lane and of the gate, from the run's own data. */
function laneRecords(judgement: Judgement, calls: CallRecord[]): Record<string, LaneRecord> {
  const { decision, review, plan } = judgement;
  const faulted = new Set(review.gauntlet.reviewIncomplete);
  const answered = (lane: string): string | null =>
    calls.filter((c) => c.lane === lane && c.ok).at(-1)?.model ?? null;
  const assigned = (lane: string): string | null => {
    try {
      return modelForLane(plan.models, lane as CallerLane, 0);
    } catch {
      return null;
    }
  };
  const records: Record<string, LaneRecord> = {};
  for (const row of decision.rows) {
    const lane = row.lane === GATE_ROW ? 'gate' : row.lane;
    const record: LaneRecord = {
      status: row.status,
      findings: [],
      criteria: [],
      issues: [],
      fault: null,
      model: answered(lane) ?? assigned(lane),
    };
    if (lane === 'gate') {
      const gate = review.gate;
      record.fault = gate === null ? 'the gate produced no verdict' : (gate.fault ?? null);
      const reply = calls.filter((c) => c.lane === 'gate' && c.ok).at(-1)?.reply as
        { issues?: unknown } | undefined;
      const issues = Array.isArray(reply?.issues) ? reply.issues : (gate?.issues ?? []);
      if (gate !== null && gate.state !== 'pass') record.issues = issues.map(gateIssue);
    } else {
      const outcome = review.gauntlet.outcomes[lane as keyof typeof review.gauntlet.outcomes];
      record.findings = (outcome?.findings ?? [])
        .filter((f) => f.blocking)
        .map((f) => ({ file: f.file, line: f.line, title: f.title }));
      if (lane === 'adversary') record.criteria = criterionStatuses(calls);
      if (faulted.has(lane)) {
        record.fault =
          calls.filter((c) => c.lane === lane && !c.ok).at(-1)?.fault ??
          `${lane}: review incomplete`;
      }
    }
    records[lane] = record;
  }
  return records;
}

/** Wraps the one call path to record each call; the pipeline sees the same caller. */
function recordingCaller<C extends ModelCaller & { usage(): { total: Usage } }>(
  caller: C,
  calls: CallRecord[],
  vendorModels: Map<string, string>,
): C {
  const wrapped = async <T>(request: ModelCallRequest<T>): Promise<ModelCallResult<T>> => {
    const started = Date.now();
    const result = await caller(request);
    calls.push({
      lane: request.lane,
      step: request.step,
      model: result.model,
      vendorModel: vendorModels.get(request.sessionId) ?? null,
      promptVersion: promptVersion(request.instructions),
      reply: result.ok ? result.value : null,
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

/** What a case's collection read, per repository, by the inputs it was read under. */
const collected = new WeakMap<CaseRepo, Map<string, ReturnType<typeof collectLocalEvidence>>>();

/**
 * The case's evidence as the CLI collects it from a local range. Read once per set of inputs and
 * shared by the estimate, the configurations with those inputs and every repeat: the same range
 * read under the same configuration gives the same evidence, and each read forks git several
 * times from a large process.
 */
function collectCase(
  evalCase: EvalCase,
  repo: CaseRepo,
  config: Config,
  inputs: Readonly<Record<string, string>>,
): ReturnType<typeof collectLocalEvidence> {
  let byInputs = collected.get(repo);
  if (byInputs === undefined) {
    byInputs = new Map();
    collected.set(repo, byInputs);
  }
  const key = JSON.stringify(Object.entries(inputs).sort(([a], [b]) => a.localeCompare(b)));
  const known = byInputs.get(key);
  if (known !== undefined) return known;
  const reading = readCase(evalCase, repo, config);
  byInputs.set(key, reading);
  return reading;
}

async function readCase(evalCase: EvalCase, repo: CaseRepo, config: Config) {
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

/** The case's two commits as the CLI reads them, read once per repository and shared by runs. */
const accesses = new WeakMap<CaseRepo, RepositoryAccess>();
function caseAccess(repo: CaseRepo, commits: { head: string; base: string }): RepositoryAccess {
  const known = accesses.get(repo);
  if (known !== undefined) return known;
  const access = gitAccess(repo.dir, commits);
  accesses.set(repo, access);
  return access;
}

/** The deterministic plan of a case and what its review would cost; no model is asked. */
export async function planCase(
  evalCase: EvalCase,
  configuration: Configuration,
  repo: CaseRepo,
): Promise<{ estimates: LaneEstimate[]; blockers: string[]; lanes: string[] }> {
  const config = await readCaseConfig(evalCase, configuration.inputs);
  const { evidence, collectBlockers } = await collectCase(
    evalCase,
    repo,
    config,
    configuration.inputs,
  );
  const plan = planForReview({ evidence, config, collectBlockers, delimiter: newDelimiter() });
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
  /** Environment for declared checks and a case's local-run recipe. */
  env?: NodeJS.ProcessEnv;
  /** A cost cap for this case's own calls, below the configuration's (the run's overshoot bound). */
  maxCaseCostUsd?: number | null;
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
    label: caseLabel(evalCase),
    got: 'error',
    error: null,
    lanes: {},
    records: {},
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
    const config = await readCaseConfig(evalCase, configuration.inputs);
    const { evidence, collectBlockers } = await collectCase(
      evalCase,
      repo,
      config,
      configuration.inputs,
    );
    const secrets = configuredKeys(config.providers);
    const deadline = deadlineFrom(Date.now(), config.timeBudgetSeconds);
    // The case's own repository, run as the developer would: no isolation.
    const checks = await declaredChecks(
      config,
      { cwd: repo.dir, secrets, deadline, env: options.env ?? process.env },
      null,
      { kind: 'run', isolation: { kind: 'none' } },
    );
    const vendorModels = new Map<string, string>();
    const caller = recordingCaller(
      createModelCaller({
        providers: config.providers,
        catalog: config.modelCatalog,
        deadline,
        maxTokens: config.maxTokens,
        maxCostUsd: lowerCap(config.maxCostUsd, options.maxCaseCostUsd ?? null),
        fetch: modelReportingFetch(vendorModels),
      }),
      calls,
      vendorModels,
    );
    const judgement = await judge({
      evidence,
      config,
      collectBlockers: [...collectBlockers, ...checks.blockers],
      verification: checks.verification,
      probe: checks.probe,
      delimiter: newDelimiter(),
      caller,
      deadline,
      secrets,
      // As the CLI does: the two commits from the case repository's object database.
      repository:
        config.repositoryContext === 'read'
          ? caseAccess(repo, { head: evidence.pr.headSha, base: evidence.pr.baseSha })
          : null,
    });
    const { decision, usage } = judgement;
    const result: CaseResult = {
      ...base,
      got: decision.verdict === 'PASS' ? 'pass' : 'block',
      lanes: laneStatuses(decision.rows),
      records: laneRecords(judgement, calls),
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
