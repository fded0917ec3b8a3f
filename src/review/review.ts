// The review stage: the fresh-context gate reviewer (one call per chunk) and the gauntlet run
// concurrently under one deadline and one concurrency limit. Model I/O arrives as an injected
// caller; nothing here throws — every failure comes back as a fault the decision blocks on.
import type { Config } from '../config/types.js';
import { gateIssueLines } from './fresh-context/gate-issues.js';
import { createModelReviewerCall } from './fresh-context/model-call.js';
import { createReviewGate } from './fresh-context/review-gate.js';
import type { AnchorResolver } from './gauntlet/claims.js';
import type { GateLogger } from './fresh-context/review-gate.js';
import type { DeclaredRuns } from '../evidence/declared-checks.js';
import type { GateOutcome } from './gate-outcome.js';
import { createLimiter, runGauntlet } from './gauntlet/runner.js';
import type { GauntletEvent } from './gauntlet/runner.js';
import { forcedLanesFor, selectFloor } from './gauntlet/selection.js';
import type { GauntletRun, LaneName, LaneSelection } from './gauntlet/types.js';
import type { RepositoryReading } from './repository-tools.js';
import { anchorResolver } from './gauntlet/anchors.js';
import type { Evidence } from '../evidence/types.js';
import { ZERO_USAGE } from '../models/types.js';
import type { ModelCaller, ModelCallRequest } from '../models/types.js';
import { LANES } from './gauntlet/lanes/registry.js';
import { modelForLane } from './models.js';
import type { ReviewPlan } from '../plan/plan.js';
import { describeError } from '../plain-text.js';

export interface ReviewDeps {
  caller: ModelCaller;
  /** Epoch ms: no call is sent after it. */
  deadline: number;
  /** What the declared commands did; the lanes that judge runs prepare their input from it. */
  checks: DeclaredRuns;
  /** Parsed values of the lanes' own action inputs (`Lane.inputs`), by input name. */
  laneInputs?: Readonly<Record<string, unknown>>;
  onEvent?: (event: GauntletEvent) => void;
  logger?: GateLogger;
  now?: () => number;
  /** The lanes' read-only repository tools; absent: the lanes see only the evidence. */
  repository?: RepositoryReading;
  /** Checks claim and gate-issue anchors against the diff and the head snapshot (#23). */
  resolveAnchor?: AnchorResolver;
}

export interface ReviewResult {
  gauntlet: GauntletRun;
  gate: GateOutcome | null;
}

/** The deterministic lane floor of a plan (what runs before `select` may add). */
export function floorSelection(plan: ReviewPlan, config: Config): LaneSelection {
  const ctx = { hasSpec: plan.hasSpec, hasRecipe: config.localRunRecipe !== null };
  return selectFloor({
    ...ctx,
    signals: plan.signals,
    securityPosture: config.securityPosture,
    forcedLanes: forcedLanesFor(plan.forcedLanes, ctx),
  });
}

/** A run in which no model was asked: every selected lane lacks a report, so each blocks. */
export function reviewNotRun(plan: ReviewPlan, config: Config, reason: string): ReviewResult {
  return {
    gauntlet: {
      selection: floorSelection(plan, config),
      outcomes: {},
      reviewIncomplete: ['pipeline'],
      retryNotes: [],
      pipelineErrors: [`PIPELINE-FAULT: review not run — ${reason}`],
      usage: { ...ZERO_USAGE },
    },
    gate: null,
  };
}

/**
 * The run's anchor resolver: the files the numbered diff shows the reviewers (the reviewed ones),
 * and the head snapshot when the lanes may read the repository. The lanes get it through the
 * gauntlet; the gate's issues are checked with the same one.
 */
export function reviewAnchorResolver(
  plan: Pick<ReviewPlan, 'chunkPlan'>,
  evidence: Pick<Evidence, 'diff'>,
  repository?: Pick<RepositoryReading, 'head'>,
): AnchorResolver {
  const shown = new Set(
    plan.chunkPlan.coverage.filter((c) => c.state === 'reviewed').map((c) => c.path),
  );
  return anchorResolver(
    evidence.diff.files.filter((f) => shown.has(f.path)),
    repository?.head,
  );
}

/**
 * The caller the lanes use: a call of a lane that reads the spec (`Lane.readsSpec`) carries the
 * fenced spec after the shared evidence prefix; every other call — the framing-blind lanes,
 * `select`, `parse` (which gets the spec as its own evidence) — is sent as built.
 */
export function withSpecForReaders(caller: ModelCaller, specEvidence: string): ModelCaller {
  const readers = new Set<string>(LANES.filter((lane) => lane.readsSpec).map((lane) => lane.name));
  return <T>(request: ModelCallRequest<T>) =>
    caller(readers.has(request.lane) ? { ...request, laneEvidence: specEvidence } : request);
}

/** Combines the per-chunk gate verdicts: pass only if every chunk passed. */
function combineGate(outcomes: GateOutcome[]): GateOutcome | null {
  const first = outcomes[0];
  if (first === undefined) return null;
  if (outcomes.length === 1) return first;
  const faults = outcomes.filter((o) => o.fault !== undefined);
  const state =
    faults.length > 0 || outcomes.some((o) => o.state === 'fail')
      ? 'fail'
      : outcomes.some((o) => o.state === 'questions')
        ? 'questions'
        : 'pass';
  const combined: GateOutcome = {
    state,
    summary: outcomes.map((o, i) => `chunk ${i + 1}/${outcomes.length}: ${o.summary}`).join(' '),
    issues: outcomes.flatMap((o) => o.issues),
    questions: outcomes.flatMap((o) => o.questions),
    confidence: Math.min(...outcomes.map((o) => o.confidence)),
    reviewerModel: first.reviewerModel,
    sessionId: outcomes.map((o) => o.sessionId).join(', '),
  };
  if (faults.length > 0) combined.fault = faults.map((f) => f.fault).join('; ');
  return combined;
}

/** The fresh-context gate on every chunk, each call opening with its chunk's lane prefix. */
export async function runGate(
  plan: ReviewPlan,
  evidence: Evidence,
  config: Config,
  deps: ReviewDeps,
  limiter: ReturnType<typeof createLimiter>,
  resolveAnchor: AnchorResolver | undefined,
): Promise<GateOutcome | null> {
  const model = plan.models.gate;
  if (model === null) return null;
  const total = plan.gateInputs.length;
  deps.onEvent?.({ lane: 'gate', kind: 'started', at: (deps.now ?? Date.now)() });
  const outcomes = await Promise.all(
    plan.gateInputs.map(async (inputs, i): Promise<GateOutcome> => {
      const step = total > 1 ? `chunk:${i + 1}/${total}` : 'review';
      const call = createModelReviewerCall(deps.caller, { step, sharedPrefix: plan.evidence[i] });
      const gate = createReviewGate({
        reviewerCall: (args) => limiter.run(() => call(args)),
        modelSelection: config.modelSelection,
        ...(deps.logger === undefined ? {} : { logger: deps.logger }),
      });
      try {
        const verdict = await gate.run(
          {
            model: plan.implementerModel,
            sessionId: evidence.implementer.sessionId,
            transcript: evidence.implementer.transcript,
          },
          inputs,
          [model],
          model,
        );
        return {
          state: verdict.state,
          summary: verdict.summary,
          issues: await gateIssueLines(verdict.anchoredIssues, resolveAnchor),
          questions: [...verdict.questions],
          confidence: verdict.confidence,
          reviewerModel: verdict.reviewerModel,
          sessionId: verdict.reviewerSessionId,
        };
      } catch (error) {
        return {
          state: 'fail',
          summary: '',
          issues: [],
          questions: [],
          confidence: 0,
          reviewerModel: model,
          sessionId: '',
          fault: describeError(error),
        };
      }
    }),
  );
  const combined = combineGate(outcomes);
  deps.onEvent?.({
    lane: 'gate',
    kind: combined?.fault === undefined ? 'finished' : 'faulted',
    at: (deps.now ?? Date.now)(),
  });
  return combined;
}

export async function runReview(
  plan: ReviewPlan,
  evidence: Evidence,
  config: Config,
  deps: ReviewDeps,
): Promise<ReviewResult> {
  if (plan.noReview !== null) return reviewNotRun(plan, config, plan.noReview);
  const limiter = createLimiter(config.maxConcurrency);
  // One resolver for the lanes' claims and the gate's issues.
  const resolveAnchor = deps.resolveAnchor ?? reviewAnchorResolver(plan, evidence, deps.repository);
  const [gate, gauntlet] = await Promise.all([
    runGate(plan, evidence, config, deps, limiter, resolveAnchor),
    runGauntlet({
      caller: withSpecForReaders(deps.caller, plan.specEvidence),
      modelFor: (lane, attempt, purpose) => modelForLane(plan.models, lane, attempt, purpose),
      evidence: plan.evidence,
      fileCount: evidence.diff.files.length,
      signals: plan.signals,
      hasSpec: plan.hasSpec,
      specText: plan.specForParse,
      rigor: config.rigor,
      securityPosture: config.securityPosture,
      forcedLanes: forcedLanesFor(plan.forcedLanes, {
        hasSpec: plan.hasSpec,
        hasRecipe: deps.checks.recipe.kind !== 'no-recipe',
      }),
      checks: deps.checks,
      diffFiles: evidence.diff.files,
      ...(deps.laneInputs === undefined ? {} : { laneInputs: deps.laneInputs }),
      resolveAnchor,
      deadline: deps.deadline,
      maxConcurrency: config.maxConcurrency,
      limiter,
      ...(deps.now === undefined ? {} : { now: deps.now }),
      ...(deps.onEvent === undefined ? {} : { onEvent: deps.onEvent }),
      ...(deps.repository === undefined
        ? {}
        : {
            repositoryTools: (lane: LaneName, step: string) => deps.repository?.forLane(lane, step),
          }),
    }),
  ]);
  return { gate, gauntlet };
}
