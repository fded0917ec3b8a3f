// The review stage: the fresh-context gate reviewer (one call per chunk) and the gauntlet run
// concurrently under one deadline and one concurrency limit. Model I/O arrives as an injected
// caller; nothing here throws — every failure comes back as a fault the decision blocks on.
import type { Config } from '../config.js';
import {
  createModelReviewerCall,
  modelSelectionFromConfig,
  ReviewGate,
} from './fresh-context/index.js';
import type { GateLogger } from './fresh-context/review-gate.js';
import type { GateOutcome } from '../decide/decision.js';
import type { VerificationInput } from './gauntlet/lanes/adversary.js';
import type { ProbeInput } from './gauntlet/lanes/probe.js';
import type { AnchorResolver } from './gauntlet/claims.js';
import { changedLineIndex, type ChangedLines } from './gauntlet/lanes/security.js';
import { createLimiter, runGauntlet } from './gauntlet/runner.js';
import type { GauntletEvent } from './gauntlet/runner.js';
import { selectFloor } from './gauntlet/selection.js';
import type { GauntletRun, LaneName, LaneSelection } from './gauntlet/types.js';
import type { RepositoryReading } from './repository-tools.js';
import type { Evidence } from '../evidence/types.js';
import { ZERO_USAGE } from '../models/types.js';
import type { ModelCaller } from '../models/types.js';
import { modelForLane } from './models.js';
import type { ReviewPlan } from '../plan/plan.js';
import { describeError } from '../plain-text.js';

export interface ReviewDeps {
  caller: ModelCaller;
  /** Epoch ms: no call is sent after it. */
  deadline: number;
  verification: VerificationInput;
  probe: ProbeInput;
  onEvent?: (event: GauntletEvent) => void;
  logger?: GateLogger;
  now?: () => number;
  /** The lanes' read-only repository tools; absent: the lanes see only the evidence. */
  repository?: RepositoryReading;
}

export interface ReviewResult {
  gauntlet: GauntletRun;
  gate: GateOutcome | null;
}

/** The deterministic lane floor of a plan (what runs before `select` may add). */
export function floorSelection(plan: ReviewPlan, config: Config): LaneSelection {
  return selectFloor({
    signals: plan.signals,
    hasSpec: plan.hasSpec,
    hasRecipe: config.localRunRecipe !== null,
    securityPosture: config.securityPosture,
    forcedLanes: plan.forcedLanes,
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

async function runGate(
  plan: ReviewPlan,
  evidence: Evidence,
  config: Config,
  deps: ReviewDeps,
  limiter: ReturnType<typeof createLimiter>,
): Promise<GateOutcome | null> {
  const model = plan.models.gate;
  if (model === null) return null;
  const total = plan.gateInputs.length;
  deps.onEvent?.({ lane: 'gate', kind: 'started', at: (deps.now ?? Date.now)() });
  const outcomes = await Promise.all(
    plan.gateInputs.map(async (inputs, i): Promise<GateOutcome> => {
      const step = total > 1 ? `chunk:${i + 1}/${total}` : 'review';
      const call = createModelReviewerCall(deps.caller, { step });
      const gate = new ReviewGate({
        reviewerCall: (args) => limiter.run(() => call(args)),
        modelSelection: modelSelectionFromConfig(config.modelSelection),
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
          issues: [...verdict.issues],
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
  const [gate, gauntlet] = await Promise.all([
    runGate(plan, evidence, config, deps, limiter),
    runGauntlet({
      caller: deps.caller,
      modelFor: (lane, attempt) => modelForLane(plan.models, lane, attempt),
      evidence: plan.evidence,
      fileCount: evidence.diff.files.length,
      signals: plan.signals,
      hasSpec: plan.hasSpec,
      specText: plan.specForParse,
      rigor: config.rigor,
      securityPosture: config.securityPosture,
      forcedLanes: plan.forcedLanes,
      verification: deps.verification,
      probe: deps.probe,
      changedLines: changedLineIndex(evidence.diff.files),
      resolveAnchor: interimResolver(changedLineIndex(evidence.diff.files)),
      deadline: deps.deadline,
      maxConcurrency: config.maxConcurrency,
      limiter,
      ...(deps.now === undefined ? {} : { now: deps.now }),
      ...(deps.onEvent === undefined ? {} : { onEvent: deps.onEvent }),
      ...(deps.repository === undefined
        ? {}
        : { repositoryTools: (lane: LaneName) => deps.repository?.forLane(lane) }),
    }),
  ]);
  return { gate, gauntlet };
}

/**
 * Interim anchor resolution (#23) until `src/evidence/anchors.ts` is wired here: an anchor resolves
 * to the diff when it names a line the diff adds (or any line of a file it adds).
 */
function interimResolver(changed: ChangedLines): AnchorResolver {
  return (anchor) => {
    const path = anchor.file
      .trim()
      .replace(/^(?:\.?\/)+/, '')
      .replace(/^[ab]\//, '');
    const lines = changed.get(path);
    if (lines === undefined) return Promise.resolve(null);
    if (lines === 'all') return Promise.resolve('diff');
    const end = Math.min(anchor.endLine ?? anchor.line, anchor.line + 10_000);
    for (let line = anchor.line; line <= end; line += 1) {
      if (lines.has(line)) return Promise.resolve('diff');
    }
    return Promise.resolve(null);
  };
}
