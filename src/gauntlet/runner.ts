// The gauntlet runner (design.md §D.3): the floor lanes start at once; `parse` and `select` run
// beside them; a lane `select` adds starts when it answers; the adversary's criterion checks and
// its holistic pass start together when `parse` answers. Every call has its own fresh session id
// and prompt, and all calls share one concurrency limiter and the run's deadline.
//
// Retry gate (design.md §B.5), run per lane as soon as it faults rather than after every lane has
// finished — the same decisions, sooner: only a lane whose last report `isFaulted` is re-run, at
// most 3 whole-lane attempts, and only while the deadline leaves room: no attempt starts when less
// than max(5 s, 10% of the run's budget) remains, so a late retry cannot eat the time the decide
// and publish stages need. A real verdict (FAIL, DIVERGES, INCONCLUSIVE, NEEDS-HUMAN, 🔴) is
// never re-run. Faults a re-run cannot fix (a spent token/cost budget, an invalid
// verification-commands declaration, no evidence at all) are not re-run either. Lanes still
// faulted go to `reviewIncomplete` with their last report kept.
//
// It never throws: a crash becomes a `PIPELINE-FAULT:` entry in `pipelineErrors` and every
// selected lane without a report gets the fault marker.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Rigor, SecurityPosture } from '../config.js';
import type { CallerLane, ModelCaller, ModelCallResult, Usage } from '../models/types.js';
import { ZERO_USAGE } from '../models/types.js';
import {
  CRITERION_INSTRUCTIONS,
  criterionCheckSchema,
  criterionTask,
  diedCriterion,
  HOLISTIC_INSTRUCTIONS,
  holisticReplySchema,
  holisticTask,
  mergeCriterionChecks,
  mergeHolisticComplaints,
  renderAdversary,
  type CriterionCheckReply,
  type CriterionVerdict,
  type HolisticReply,
  type VerificationInput,
} from './lanes/adversary.js';
import {
  codeReviewInstructions,
  codeReviewReplySchema,
  codeReviewTask,
  renderCodeReview,
} from './lanes/code-review.js';
import {
  PARSE_INSTRUCTIONS,
  parseReplySchema,
  parseTask,
  stampCriteria,
  type Criterion,
} from './lanes/parse.js';
import {
  PROBE_INSTRUCTIONS,
  probeNeedsNoModel,
  probeReplySchema,
  probeTask,
  renderProbe,
  type ProbeInput,
} from './lanes/probe.js';
import {
  renderSecurity,
  type ChangedLines,
  securityInstructions,
  securityReplySchema,
  securityTask,
} from './lanes/security.js';
import { SELECT_INSTRUCTIONS, selectReplySchema, selectTask } from './lanes/select.js';
import { addUsage, chunkStep, isRedRun, type LaneRender } from './lanes/shared.js';
import { createLimiter, type Limiter } from './limiter.js';
import { describeError, oneLine } from '../plain-text.js';
import { applyAdditions, degradedSelection, selectFloor } from './selection.js';
import { alwaysHumanTriggers } from './signals.js';
import { isFaulted, sentinelMatch } from './sentinels.js';
import { LANE_ORDER } from './types.js';
import type {
  GauntletRun,
  LaneName,
  LaneOutcome,
  LaneSelection,
  LocatedFinding,
  Signals,
} from './types.js';

export type { VerificationRun, VerificationInput } from './lanes/adversary.js';
export type { ProbeInput } from './lanes/probe.js';
export { createLimiter, type Limiter } from './limiter.js';

export const MAX_LANE_ATTEMPTS = 3;
/** No attempt starts with less than this left before the deadline… */
export const MIN_RETRY_REMAINING_MS = 5_000;
/** …nor with less than this share of the run's whole budget left. */
export const MIN_RETRY_REMAINING_SHARE = 0.1;
/** How long past the deadline a call may run before the runner stops waiting for it. */
export const CALL_DEADLINE_GRACE_MS = 2_000;

export interface GauntletEvent {
  /** A lane name, or `parse` / `select`. */
  lane: string;
  kind: 'started' | 'finished' | 'faulted' | 'retrying';
  at: number;
  detail?: string;
}

export interface GauntletInput {
  caller: ModelCaller;
  /**
   * The model for a call of `lane`. `index` is the 0-based whole-lane attempt (0 = first
   * attempt, 1 = first re-run, …), so a re-run may move to another candidate; `parse` and
   * `select` use the attempt of the lane they serve (0 for `select`).
   */
  modelFor(lane: CallerLane, index: number): string;
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
  verification: VerificationInput;
  probe: ProbeInput;
  /** The diff's added lines per file: the security lane reads pre-existing claims against them. */
  changedLines?: ChangedLines;
  /** Epoch ms after which no call is sent and no lane is re-run. */
  deadline: number;
  maxConcurrency: number;
  /** Share one limiter with the gate reviewer; defaults to `createLimiter(maxConcurrency)`. */
  limiter?: Limiter;
  now?: () => number;
  newSessionId?: () => string;
  onEvent?: (event: GauntletEvent) => void;
}

/** A fault as the runner records it: a model fault kind, or one of the runner's own. */
interface CallFault {
  kind: string;
  message: string;
}
type CallOutcome<T> = { ok: true; value: T } | { ok: false; fault: CallFault };

interface AttemptResult extends LaneRender {
  /** Why a re-run cannot help, when a fault is of that kind. */
  noRetry?: string;
  /** The parse fault text when this adversary attempt could not extract criteria. */
  parseFault?: string;
}

const TIMED_OUT = Symbol('timed out');
const NO_RETRY_REASONS: Record<string, string> = {
  'budget-exhausted':
    'model budget exhausted (max-tokens / max-cost-usd) — a re-run cannot get it back',
  'no-evidence': 'no evidence to review — a re-run cannot fix it',
};

export function newReviewSessionId(): string {
  return `review-${randomBytes(16).toString('base64url')}`;
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
  const limiter = input.limiter ?? createLimiter(input.maxConcurrency);
  const newSessionId = input.newSessionId ?? newReviewSessionId;
  const evidence = Array.isArray(input.evidence) ? input.evidence : [];
  const chunks = evidence.length;

  let usage: Usage = { ...ZERO_USAGE };
  const pipelineErrors: string[] = [];
  const retryNotes: string[] = [];
  const outcomes: Partial<Record<LaneName, LaneOutcome>> = {};
  const incomplete = new Set<string>();
  const lanes = new Map<LaneName, Promise<void>>();
  const lastAttempt = new Map<LaneName, AttemptResult>();
  const floorInput = {
    signals: input.signals,
    hasSpec: input.hasSpec,
    hasRecipe: input.probe.kind !== 'no-recipe',
    securityPosture: input.securityPosture,
    forcedLanes: input.forcedLanes,
  };
  let selection: LaneSelection = { lanes: [], reasons: [] };

  const emit = (lane: string, kind: GauntletEvent['kind'], detail?: string) => {
    try {
      input.onEvent?.({ lane, kind, at: now(), ...(detail === undefined ? {} : { detail }) });
    } catch {
      // A progress reporter that throws must not change the review.
    }
  };

  // ---- one model call ------------------------------------------------------------------------
  async function call<T>(
    lane: CallerLane,
    step: string,
    attemptIndex: number,
    instructions: string,
    chunkEvidence: string | undefined,
    task: string,
    schema: z.ZodType<T>,
  ): Promise<CallOutcome<T>> {
    if (chunkEvidence === undefined) {
      return {
        ok: false,
        fault: { kind: 'no-evidence', message: 'the gauntlet received no evidence' },
      };
    }
    return limiter.run(async (): Promise<CallOutcome<T>> => {
      const remaining = input.deadline - now();
      if (remaining <= 0) {
        return {
          ok: false,
          fault: {
            kind: 'timeout',
            message: 'the run deadline passed before the call could start',
          },
        };
      }
      let result: ModelCallResult<T> | typeof TIMED_OUT;
      let model: string;
      try {
        model = input.modelFor(lane, attemptIndex);
      } catch (error) {
        return {
          ok: false,
          fault: {
            kind: 'config',
            message: `no model for the ${lane} lane: ${describeError(error)}`,
          },
        };
      }
      try {
        result = await withTimeout(
          input.caller({
            lane,
            step,
            sessionId: newSessionId(),
            model,
            instructions,
            evidence: chunkEvidence,
            task,
            schema,
            schemaName: schemaNameFor(lane, step),
          }),
          remaining + CALL_DEADLINE_GRACE_MS,
        );
      } catch (error) {
        return {
          ok: false,
          fault: {
            kind: 'internal-error',
            message: `the model call threw: ${describeError(error)}`,
          },
        };
      }
      if (result === TIMED_OUT) {
        return {
          ok: false,
          fault: { kind: 'timeout', message: 'no answer before the run deadline' },
        };
      }
      if (isUsage(result.usage)) usage = addUsage(usage, result.usage);
      if (!result.ok) {
        return {
          ok: false,
          fault: {
            kind: oneLine(result.fault?.kind, 40) || 'unknown',
            message: result.fault?.message ?? '',
          },
        };
      }
      // The caller validated already; checking again costs nothing and keeps a buggy caller from
      // smuggling an unvalidated value into a renderer.
      const checked = schema.safeParse(result.value);
      if (!checked.success) {
        return {
          ok: false,
          fault: {
            kind: 'invalid-output',
            message: `reply failed the lane schema: ${oneLine(checked.error.message, 300)}`,
          },
        };
      }
      return { ok: true, value: checked.data };
    });
  }

  /** One call per chunk, all at once (the limiter bounds them). */
  function perChunk<T>(
    lane: CallerLane,
    step: string,
    attemptIndex: number,
    instructions: string,
    task: (index: number, total: number) => string,
    schema: z.ZodType<T>,
  ): Promise<CallOutcome<T>[]> {
    if (chunks === 0)
      return Promise.all([call(lane, step, attemptIndex, instructions, undefined, '', schema)]);
    return Promise.all(
      evidence.map((ev, i) =>
        call(
          lane,
          step === 'review'
            ? chunkStep(i + 1, chunks)
            : chunks > 1
              ? `${step};chunk:${i + 1}/${chunks}`
              : step,
          attemptIndex,
          instructions,
          ev,
          task(i + 1, chunks),
          schema,
        ),
      ),
    );
  }

  // ---- lanes -----------------------------------------------------------------------------------
  async function codeReviewAttempt(attemptIndex: number): Promise<AttemptResult> {
    const results = await perChunk(
      'code-review',
      'review',
      attemptIndex,
      codeReviewInstructions(input.rigor),
      codeReviewTask,
      codeReviewReplySchema,
    );
    const fault = firstFault(results);
    if (fault !== null) return laneFault('code-review', fault);
    return renderCodeReview({
      replies: values(results),
      fileCount: input.fileCount,
      rigor: input.rigor,
      alwaysHuman: alwaysHumanTriggers(input.signals),
    });
  }

  async function securityAttempt(attemptIndex: number): Promise<AttemptResult> {
    const results = await perChunk(
      'security',
      'review',
      attemptIndex,
      securityInstructions(input.securityPosture),
      securityTask,
      securityReplySchema,
    );
    const fault = firstFault(results);
    if (fault !== null) return laneFault('security', fault);
    return renderSecurity({
      replies: values(results),
      posture: input.securityPosture,
      ...(input.changedLines === undefined ? {} : { changedLines: input.changedLines }),
    });
  }

  async function probeAttempt(attemptIndex: number): Promise<AttemptResult> {
    const probe = input.probe;
    if (probe.kind !== 'ran' || probeNeedsNoModel(probe)) {
      return renderProbe({ probe, replies: [] });
    }
    const results = await perChunk(
      'probe',
      'review',
      attemptIndex,
      PROBE_INSTRUCTIONS,
      (i, n) => probeTask(probe.suites, i, n),
      probeReplySchema,
    );
    const fault = firstFault(results);
    if (fault !== null) {
      // A red suite already decided FAIL; the reviewer's findings are a bonus, not the verdict.
      if (probe.suites.some((s) => s.skipped === undefined && isRedRun(s))) {
        return renderProbe({ probe, replies: [], modelFault: faultText(fault) });
      }
      return laneFault('probe', fault);
    }
    return renderProbe({ probe, replies: values(results) });
  }

  // parse: started at t=0 for the adversary's first attempt; a successful result is reused by
  // re-runs (criteria are an input of the lane, like the selection), a faulted one is re-asked.
  let parseRun: Promise<CallOutcome<Criterion[]>> | null = null;
  let parseAttempt = 0;
  function startParse(attemptIndex: number): Promise<CallOutcome<Criterion[]>> {
    emit('parse', 'started', attemptIndex > 0 ? `attempt ${attemptIndex + 1}` : undefined);
    return call(
      'parse',
      'review',
      attemptIndex,
      PARSE_INSTRUCTIONS,
      evidence[0],
      parseTask(input.specText),
      parseReplySchema(input.specText),
    ).then((result): CallOutcome<Criterion[]> => {
      if (!result.ok) {
        emit('parse', 'faulted', faultText(result.fault));
        return result;
      }
      const criteria = stampCriteria(result.value);
      emit('parse', 'finished', `${criteria.length} criteria`);
      return { ok: true, value: criteria };
    });
  }

  async function adversaryAttempt(attemptIndex: number): Promise<AttemptResult> {
    const verification = input.verification;
    const noRetry =
      verification.kind === 'fault'
        ? 'verification-commands declaration invalid — a re-run cannot fix it'
        : undefined;
    const withNoRetry = (render: LaneRender): AttemptResult =>
      noRetry === undefined ? render : { ...render, noRetry };
    if (!input.hasSpec) {
      return withNoRetry(
        renderAdversary({ criteria: [], faults: [], complaints: [], verification }),
      );
    }
    if (parseRun === null) {
      parseRun = startParse(attemptIndex);
      parseAttempt = attemptIndex;
    }
    let parsed = await parseRun;
    if (!parsed.ok && parseAttempt < attemptIndex) {
      parseRun = startParse(attemptIndex);
      parseAttempt = attemptIndex;
      parsed = await parseRun;
    }
    if (!parsed.ok) {
      const text = `PIPELINE-FAULT: parse failed — cannot extract criteria: ${faultText(parsed.fault)}`;
      const render = renderAdversary({
        criteria: [],
        faults: [text],
        complaints: [],
        verification,
      });
      return { ...withNoRetry(render), parseFault: text, ...noRetryFor(parsed.fault) };
    }
    const criteria = parsed.value;
    if (criteria.length === 0) {
      return withNoRetry(
        renderAdversary({ criteria: [], faults: [], complaints: [], verification }),
      );
    }
    const checks = criteria.map((criterion) =>
      perChunk(
        'adversary',
        `criterion:${criterion.id}`,
        attemptIndex,
        CRITERION_INSTRUCTIONS,
        (i, n) => criterionTask(criterion, verification, i, n),
        criterionCheckSchema,
      ),
    );
    const holistic = perChunk(
      'adversary',
      'holistic',
      attemptIndex,
      HOLISTIC_INSTRUCTIONS,
      (i, n) => holisticTask(criteria, verification, i, n),
      holisticReplySchema,
    );
    const [checked, holisticResults] = await Promise.all([Promise.all(checks), holistic]);
    const faults: string[] = [];
    const kinds: CallFault[] = [];
    const verdicts: CriterionVerdict[] = criteria.map((criterion, k) => {
      const results = checked[k] ?? [];
      const fault = firstFault(results);
      if (fault !== null) {
        kinds.push(fault);
        return diedCriterion(criterion, faultText(fault));
      }
      return mergeCriterionChecks(criterion, values<CriterionCheckReply>(results));
    });
    const holisticFault = firstFault(holisticResults);
    if (holisticFault !== null) {
      kinds.push(holisticFault);
      faults.push(`PIPELINE-FAULT: holistic pass failed — ${faultText(holisticFault)}`);
    }
    const render = renderAdversary({
      criteria: verdicts,
      faults,
      complaints:
        holisticFault === null
          ? mergeHolisticComplaints(values<HolisticReply>(holisticResults))
          : [],
      verification,
    });
    const budget = kinds.find((f) => NO_RETRY_REASONS[f.kind] !== undefined);
    return { ...withNoRetry(render), ...(budget === undefined ? {} : noRetryFor(budget)) };
  }

  function attemptOf(lane: LaneName, attemptIndex: number): Promise<AttemptResult> {
    switch (lane) {
      case 'code-review':
        return codeReviewAttempt(attemptIndex);
      case 'security':
        return securityAttempt(attemptIndex);
      case 'probe':
        return probeAttempt(attemptIndex);
      case 'adversary':
        return adversaryAttempt(attemptIndex);
    }
  }

  function retryRoomLeft(): boolean {
    const remaining = input.deadline - now();
    return remaining >= Math.max(MIN_RETRY_REMAINING_MS, MIN_RETRY_REMAINING_SHARE * budgetMs);
  }

  async function runLane(lane: LaneName): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      emit(lane, 'started', attempt > 1 ? `attempt ${attempt}/${MAX_LANE_ATTEMPTS}` : undefined);
      let result: AttemptResult;
      try {
        result = await attemptOf(lane, attempt - 1);
      } catch (error) {
        result = laneFault(lane, { kind: 'internal-error', message: describeError(error) });
      }
      lastAttempt.set(lane, result);
      outcomes[lane] = {
        lane,
        report: result.report,
        attempts: attempt,
        findings: result.findings,
      };
      if (!isFaulted(lane, result.report)) {
        emit(lane, 'finished', sentinelMatch(lane, result.report) ?? undefined);
        return;
      }
      emit(lane, 'faulted', oneLine(result.report.split('\n').slice(0, 2).join(' '), 300));
      let declined: string | null = null;
      if (result.noRetry !== undefined) declined = `; ${result.noRetry}`;
      else if (attempt >= MAX_LANE_ATTEMPTS) declined = '';
      else if (!retryRoomLeft()) declined = '; wall-clock budget exhausted';
      if (declined !== null) {
        retryNotes.push(
          `lane ${lane} faulted and was NOT re-run (attempts ${attempt}/${MAX_LANE_ATTEMPTS}${declined}) — recorded in review_incomplete`,
        );
        incomplete.add(lane);
        return;
      }
      retryNotes.push(
        `lane ${lane} faulted (missing / sentinel-less / degraded report) — re-running: attempt ${attempt + 1}/${MAX_LANE_ATTEMPTS}`,
      );
      emit(lane, 'retrying', `attempt ${attempt + 1}/${MAX_LANE_ATTEMPTS}`);
    }
  }

  function startLane(lane: LaneName): void {
    if (lanes.has(lane)) return;
    lanes.set(
      lane,
      runLane(lane).catch((error: unknown) => {
        pipelineErrors.push(
          `PIPELINE-FAULT: ${lane} lane runner crashed — ${describeError(error)}`,
        );
      }),
    );
  }

  // ---- selection -------------------------------------------------------------------------------
  function widened(base: LaneSelection, extra: LaneSelection): LaneSelection {
    const chosen = new Set<LaneName>([...base.lanes, ...extra.lanes]);
    return { lanes: LANE_ORDER.filter((l) => chosen.has(l)), reasons: extra.reasons };
  }

  function fallbackSelection(): LaneSelection {
    const chosen: LaneName[] = ['code-review', 'adversary', 'security'];
    if (floorInput.hasRecipe) chosen.push('probe');
    return { lanes: chosen, reasons: [`lanes widened to defaults: ${chosen.join(', ')}`] };
  }

  async function selectAndWiden(floor: LaneSelection): Promise<void> {
    const addable: LaneName[] = ['security'];
    if (input.hasSpec) addable.push('adversary');
    if (floorInput.hasRecipe) addable.push('probe');
    if (addable.every((lane) => floor.lanes.includes(lane))) {
      selection = {
        lanes: floor.lanes,
        reasons: [
          ...floor.reasons,
          'select: not asked — every lane it could add is already selected',
        ],
      };
      return;
    }
    emit('select', 'started');
    const answer = await call(
      'select',
      'review',
      0,
      SELECT_INSTRUCTIONS,
      evidence[0],
      selectTask({
        signals: input.signals,
        hasSpec: input.hasSpec,
        hasRecipe: floorInput.hasRecipe,
        securityPosture: input.securityPosture,
        floor: floor.lanes,
        chunks,
      }),
      selectReplySchema,
    );
    try {
      if (answer.ok) {
        emit('select', 'finished');
        selection = widened(
          floor,
          applyAdditions(floor, answer.value, {
            hasSpec: input.hasSpec,
            hasRecipe: floorInput.hasRecipe,
          }),
        );
      } else {
        emit('select', 'faulted', faultText(answer.fault));
        selection = widened(
          floor,
          degradedSelection(floorInput, `select faulted — ${faultText(answer.fault)}`),
        );
      }
    } catch (error) {
      pipelineErrors.push(
        `PIPELINE-FAULT: lane selection crashed — ${describeError(error)}; lanes widened to defaults ∪ security`,
      );
      selection = widened(floor, fallbackSelection());
    }
    for (const lane of selection.lanes) startLane(lane);
  }

  // ---- the run ---------------------------------------------------------------------------------
  try {
    if (typeof input.signals?.error === 'string' && input.signals.error !== '') {
      pipelineErrors.push(input.signals.error);
    }
    if (chunks === 0) {
      pipelineErrors.push(
        'PIPELINE-FAULT: the gauntlet received no evidence chunks — nothing could be reviewed',
      );
    }
    let floor: LaneSelection;
    try {
      floor = selectFloor(floorInput);
    } catch (error) {
      pipelineErrors.push(
        `PIPELINE-FAULT: lane builder crashed — ${describeError(error)}; lanes widened to defaults ∪ security`,
      );
      floor = fallbackSelection();
    }
    selection = floor;
    // parse serves the adversary, which is in the floor whenever there is a spec.
    if (input.hasSpec) parseRun = startParse(0);
    for (const lane of floor.lanes) startLane(lane);
    await selectAndWiden(floor);
    // Every lane is started by now (select has answered); wait for them all.
    await Promise.all([...lanes.values()]);
    // A parse still faulted at the adversary's last attempt is a pipeline fault.
    const parseFault = lastAttempt.get('adversary')?.parseFault;
    if (parseFault !== undefined) pipelineErrors.push(parseFault);
  } catch (error) {
    pipelineErrors.push(`PIPELINE-FAULT: gauntlet runner crashed — ${describeError(error)}`);
  }
  return assemble();

  function assemble(): GauntletRun {
    const finalOutcomes: Partial<Record<LaneName, LaneOutcome>> = {};
    for (const lane of LANE_ORDER) {
      const outcome = outcomes[lane];
      if (outcome !== undefined)
        finalOutcomes[lane] = { ...outcome, findings: [...outcome.findings] };
      else if (selection.lanes.includes(lane)) {
        finalOutcomes[lane] = {
          lane,
          report: `PIPELINE-FAULT: ${lane} lane produced no report`,
          attempts: 0,
          findings: [],
        };
        incomplete.add(lane);
      }
    }
    if (pipelineErrors.some((e) => e.includes('PIPELINE-FAULT:'))) incomplete.add('pipeline');
    return {
      selection: { lanes: [...selection.lanes], reasons: [...selection.reasons] },
      outcomes: finalOutcomes,
      reviewIncomplete: [...incomplete].sort(),
      retryNotes: [...retryNotes],
      pipelineErrors: [...pipelineErrors],
      usage,
    };
  }
}

// ---- helpers ---------------------------------------------------------------------------------

/** `done_gate_code_review`, `done_gate_adversary_criterion`, `done_gate_adversary_holistic`, … */
function schemaNameFor(lane: CallerLane, step: string): string {
  const kind = lane === 'adversary' ? `_${step.split(/[:;]/)[0] ?? ''}` : '';
  return `done_gate_${lane}${kind}`.replace(/[^A-Za-z0-9_]/g, '_');
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, ms));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function isUsage(value: unknown): value is Usage {
  const u = value as Usage | null | undefined;
  return (
    typeof u === 'object' &&
    u !== null &&
    Number.isFinite(u.inputTokens) &&
    Number.isFinite(u.outputTokens) &&
    Number.isFinite(u.cachedInputTokens) &&
    (u.costUsd === null || Number.isFinite(u.costUsd))
  );
}

/** The first faulted chunk's fault, its message prefixed with the chunk when there are several. */
function firstFault<T>(results: CallOutcome<T>[]): CallFault | null {
  const at = results.findIndex((r) => !r.ok);
  if (at < 0) return null;
  const r = results[at];
  if (r === undefined || r.ok) return null;
  return results.length > 1
    ? { kind: r.fault.kind, message: `chunk ${at + 1}/${results.length}: ${r.fault.message}` }
    : r.fault;
}

function values<T>(results: CallOutcome<T>[]): T[] {
  return results.flatMap((r) => (r.ok ? [r.value] : []));
}

/** `<fault kind>: <message ≤500, one line>` */
function faultText(fault: CallFault): string {
  return `${oneLine(fault.kind, 40) || 'unknown'}: ${oneLine(fault.message, 500) || 'no message'}`;
}

function noRetryFor(fault: CallFault): { noRetry?: string } {
  const reason = NO_RETRY_REASONS[fault.kind];
  return reason === undefined ? {} : { noRetry: reason };
}

/** The reference's lane_fault marker: `PIPELINE-FAULT: <lane> lane failed after retries — …`. */
function laneFault(lane: LaneName, fault: CallFault): AttemptResult {
  return {
    report: `PIPELINE-FAULT: ${lane} lane failed after retries — ${faultText(fault)}`,
    findings: [] as LocatedFinding[],
    ...noRetryFor(fault),
  };
}
