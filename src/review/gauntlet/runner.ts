// The gauntlet runner (design.md §D.3): the floor lanes start at once; `parse` and `select` run
// beside them; a lane `select` adds starts when it answers; the adversary's criterion checks and
// its holistic pass start together when `parse` answers. Every call has its own fresh session id
// and prompt, and all calls share one concurrency limiter and the run's deadline.
//
// The parts live beside it: what a lane is (`lanes/lane.ts`, `lanes/registry.ts`), sending and
// classifying calls (`calls.ts`, `replies.ts`), the retry gate's decision (`retry.ts`, design.md
// §B.5, run per lane as soon as it faults), lane scheduling (`schedule.ts`) and lane selection
// (`select-run.ts`). Lanes still faulted go to `reviewIncomplete` with their last report kept.
//
// It never throws: a crash becomes a `PIPELINE-FAULT:` entry in `pipelineErrors` and every
// selected lane without a report gets the fault marker.
import { randomBytes } from 'node:crypto';
import type { Rigor, SecurityPosture } from '../../config/types.js';
import type { CallToolset, ToolStepRecord } from '../../models/tools.js';
import type { CallerLane, ModelCaller, Usage } from '../../models/types.js';
import { ZERO_USAGE } from '../../models/types.js';
import { describeError } from '../../plain-text.js';
import { createCallSender, sendPerChunk, type CallPurpose, type SendCall } from './calls.js';
import type { DeclaredRuns } from '../../evidence/declared-checks.js';
import type { DiffFile } from '../../evidence/types.js';
import type { AnchorResolver } from './claims.js';
import { attemptLane, prepareInput, type LaneContext, type LaneEvidence } from './lanes/lane.js';
import { LANE_ORDER, laneOf } from './lanes/registry.js';
import { addUsage } from './lanes/shared.js';
import { createLimiter, type Limiter } from './limiter.js';
import { createCriteriaSource, type CriteriaSource } from './parse-run.js';
import { FAULT_MARKER, missingReport } from './replies.js';
import type { LaneAttempt } from './replies.js';
import { createLaneScheduler, runLaneWithRetries, type LaneEventKind } from './schedule.js';
import { createScrutiny } from './scrutiny.js';
import { chooseLanes, type SelectionRun } from './select-run.js';
import type { Signals } from '../../plan/signals.js';
import type { GauntletRun, LaneName, LaneOutcome, LaneSelection } from './types.js';

export { createLimiter, type Limiter } from './limiter.js';
export { MAX_LANE_ATTEMPTS, MIN_RETRY_REMAINING_MS, MIN_RETRY_REMAINING_SHARE } from './retry.js';
export { CALL_DEADLINE_GRACE_MS } from './calls.js';

export interface GauntletEvent {
  /** A lane name, or `parse` / `select`. */
  lane: string;
  kind: LaneEventKind;
  at: number;
  detail?: string;
}

export interface GauntletInput {
  caller: ModelCaller;
  /**
   * The model for a call of `lane`. `index` is the 0-based whole-lane attempt (0 = first
   * attempt, 1 = first re-run, …), so a re-run may move to another candidate; `parse` and
   * `select` use the attempt of the lane they serve (0 for `select`). `purpose` 'verify' asks
   * for the model of an independent verification call (scrutiny.ts): another model than the
   * lane's where one is configured.
   */
  modelFor(lane: CallerLane, index: number, purpose?: CallPurpose): string;
  /**
   * Read-only repository tools for one call of a lane that may read the repository
   * (`Lane.readsRepository`); undefined = a single-turn call. Never asked for `parse`/`select`.
   */
  repositoryTools?: (lane: LaneName, step: string) => CallToolset | undefined;
  /** One fully fenced evidence prompt per chunk; index 0 is chunk 1/N. */
  evidence: string[];
  /** Changed files in the whole pull request (the code-review summary line counts them). */
  fileCount: number;
  signals: Signals;
  hasSpec: boolean;
  /** The spec, sanitised and fenced, for `parse` (criteria must be verbatim from it). */
  specText: string;
  rigor: Rigor;
  securityPosture: SecurityPosture;
  forcedLanes: string[];
  /** What the declared commands did (the lanes that judge runs prepare their input from it). */
  checks: DeclaredRuns;
  /** The parsed diff, for lanes that index it; absent: none (no changed line is known). */
  diffFiles?: readonly DiffFile[];
  /** Parsed values of the lanes' own action inputs (`Lane.inputs`), by input name. */
  laneInputs?: Readonly<Record<string, unknown>>;
  /** Resolves claim anchors against the diff and the head snapshot; absent: nothing resolves. */
  resolveAnchor?: AnchorResolver;
  /** Epoch ms after which no call is sent and no lane is re-run. */
  deadline: number;
  maxConcurrency: number;
  /** Share one limiter with the gate reviewer; defaults to `createLimiter(maxConcurrency)`. */
  limiter?: Limiter;
  now?: () => number;
  newSessionId?: () => string;
  onEvent?: (event: GauntletEvent) => void;
}

export function newReviewSessionId(): string {
  return `review-${randomBytes(16).toString('base64url')}`;
}

/** The run's mutable record, filled as calls and lanes finish; `assemble` copies it out. */
interface RunState {
  usage: Usage;
  pipelineErrors: string[];
  retryNotes: string[];
  outcomes: Partial<Record<LaneName, LaneOutcome>>;
  lastAttempt: Map<LaneName, LaneAttempt>;
  incomplete: Set<string>;
  selection: LaneSelection;
}

export async function runGauntlet(input: GauntletInput): Promise<GauntletRun> {
  const now = input.now ?? Date.now;
  let started: number;
  try {
    started = now();
  } catch {
    started = Date.now();
  }
  const budgetMs = Math.max(0, input.deadline - started);
  const evidence = Array.isArray(input.evidence) ? input.evidence : [];
  const state: RunState = {
    usage: { ...ZERO_USAGE },
    pipelineErrors: [],
    retryNotes: [],
    outcomes: {},
    lastAttempt: new Map(),
    incomplete: new Set(),
    selection: { lanes: [], reasons: [] },
  };
  const emit = eventEmitter(input, now);
  const limiter = input.limiter ?? createLimiter(input.maxConcurrency);
  const senderFor = (toolSteps?: ToolStepRecord[]): SendCall =>
    createCallSender({
      caller: input.caller,
      modelFor: input.modelFor,
      limiter,
      deadline: input.deadline,
      now,
      newSessionId: input.newSessionId ?? newReviewSessionId,
      onUsage: (usage) => (state.usage = addUsage(state.usage, usage)),
      ...(toolSteps === undefined ? {} : toolsFor(input, toolSteps)),
    });
  const send = senderFor();
  const criteria = createCriteriaSource(send, evidence, input.specText, emit);

  const attempt = laneAttempter(input, evidence, senderFor, send, criteria);
  const scheduler = createLaneScheduler(
    (lane) =>
      runLaneWithRetries(lane, {
        attempt,
        onAttempt: (l, result, n) => recordAttempt(state, l, result, n),
        onNote: (note) => state.retryNotes.push(note),
        onIncomplete: (l) => state.incomplete.add(l),
        emit,
        remainingMs: () => input.deadline - now(),
        budgetMs,
      }),
    (lane, error) =>
      state.pipelineErrors.push(
        `PIPELINE-FAULT: ${lane} lane runner crashed — ${describeError(error)}`,
      ),
  );

  try {
    const selecting: SelectionRun = {
      input,
      chunks: evidence.length,
      firstChunk: evidence[0],
      send,
      emit,
      pipelineErrors: state.pipelineErrors,
      onFloor: (floor) => {
        state.selection = floor;
        // parse serves the adversary, which is in the floor whenever there is a spec.
        if (input.hasSpec) criteria.start(0);
        for (const lane of floor.lanes) scheduler.start(lane);
      },
    };
    state.selection = await chooseLanes(selecting);
    for (const lane of state.selection.lanes) scheduler.start(lane);
    // Every lane is started by now (select has answered); wait for them all.
    await scheduler.settled();
    // A parse still faulted at the adversary's last attempt is a pipeline fault.
    for (const lane of LANE_ORDER) {
      const parseFault = state.lastAttempt.get(lane)?.parseFault;
      if (parseFault !== undefined) state.pipelineErrors.push(parseFault);
    }
  } catch (error) {
    state.pipelineErrors.push(`PIPELINE-FAULT: gauntlet runner crashed — ${describeError(error)}`);
  }
  return assemble(state);
}

// ---- parts of the run ------------------------------------------------------------------------

/** Runs one whole-lane attempt: its calls (with tools when the lane reads the repository). */
function laneAttempter(
  input: GauntletInput,
  evidence: readonly string[],
  senderFor: (toolSteps: ToolStepRecord[]) => SendCall,
  send: SendCall,
  criteria: CriteriaSource,
): (lane: LaneName, attemptIndex: number) => Promise<LaneAttempt> {
  const laneEvidence = evidenceForLanes(input);
  const prepared = new Map<LaneName, { input: unknown }>();
  return async (lane, attemptIndex) => {
    const toolSteps: ToolStepRecord[] = [];
    const laneSend = laneOf(lane).readsRepository ? senderFor(toolSteps) : send;
    const resolveAnchor: AnchorResolver = input.resolveAnchor ?? (async () => null);
    // Once per run; a `prepare` that throws rejects the attempt, which the retry gate faults.
    let own = prepared.get(lane);
    if (own === undefined) {
      own = { input: prepareInput(laneOf(lane), laneEvidence) };
      prepared.set(lane, own);
    }
    const ctx: LaneContext = {
      evidence: laneEvidence,
      attemptIndex,
      perChunk: (call) => sendPerChunk(laneSend, lane, attemptIndex, evidence, call),
      criteria: () => criteria.forAttempt(attemptIndex),
      // Re-asks and verifications go under the lane's header, through its sender (its tools,
      // the shared limiter and deadline), so their usage is the lane's.
      scrutinise: createScrutiny({ lane, attemptIndex, evidence, send: laneSend, resolveAnchor }),
      resolveAnchor,
    };
    return attemptLane(laneOf(lane), ctx, own.input).then((result) =>
      toolSteps.length > 0 ? { ...result, toolSteps } : result,
    );
  };
}

function toolsFor(
  input: GauntletInput,
  toolSteps: ToolStepRecord[],
): Pick<Parameters<typeof createCallSender>[0], 'toolsFor' | 'onToolSteps'> {
  const tools = input.repositoryTools;
  return {
    ...(tools === undefined
      ? {}
      : {
          toolsFor: (lane: CallerLane, step: string) =>
            LANE_ORDER.includes(lane as LaneName) ? tools(lane as LaneName, step) : undefined,
        }),
    onToolSteps: (_lane, steps) => toolSteps.push(...steps),
  };
}

function eventEmitter(
  input: GauntletInput,
  now: () => number,
): (lane: string, kind: LaneEventKind, detail?: string) => void {
  return (lane, kind, detail) => {
    try {
      input.onEvent?.({ lane, kind, at: now(), ...(detail === undefined ? {} : { detail }) });
    } catch {
      // A progress reporter that throws must not change the review.
    }
  };
}

/** The lane-agnostic evidence every lane's `prepare` and attempt read. */
function evidenceForLanes(input: GauntletInput): LaneEvidence {
  return {
    fileCount: input.fileCount,
    signals: input.signals,
    hasSpec: input.hasSpec,
    rigor: input.rigor,
    securityPosture: input.securityPosture,
    diffFiles: input.diffFiles ?? [],
    checks: input.checks,
    inputs: input.laneInputs ?? {},
  };
}

function recordAttempt(state: RunState, lane: LaneName, result: LaneAttempt, attempt: number) {
  state.lastAttempt.set(lane, result);
  state.outcomes[lane] = {
    lane,
    report: result.report,
    attempts: attempt,
    // A lane writes its own name on its findings; the runner, which knows the registry, types it.
    findings: result.findings.map((finding) => ({ ...finding, lane })),
    verdict: result.verdict,
    ...(result.toolSteps === undefined ? {} : { toolSteps: result.toolSteps }),
  };
}

/** The run as the verdict gate reads it: copies, with a fault marker for every silent lane. */
function assemble(state: RunState): GauntletRun {
  const finalOutcomes: Partial<Record<LaneName, LaneOutcome>> = {};
  for (const lane of LANE_ORDER) {
    const outcome = state.outcomes[lane];
    if (outcome !== undefined) {
      finalOutcomes[lane] = { ...outcome, findings: [...outcome.findings] };
    } else if (state.selection.lanes.includes(lane)) {
      finalOutcomes[lane] = {
        lane,
        report: missingReport(lane),
        attempts: 0,
        findings: [],
        verdict: null,
      };
      state.incomplete.add(lane);
    }
  }
  if (state.pipelineErrors.some((e) => e.includes(FAULT_MARKER))) {
    state.incomplete.add('pipeline');
  }
  return {
    selection: { lanes: [...state.selection.lanes], reasons: [...state.selection.reasons] },
    outcomes: finalOutcomes,
    reviewIncomplete: [...state.incomplete].sort(),
    retryNotes: [...state.retryNotes],
    pipelineErrors: [...state.pipelineErrors],
    usage: state.usage,
  };
}
