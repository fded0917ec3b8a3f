// The contract of one review lane. Everything the runner, the retry gate, the verdict gate, the
// estimate and the plan know about a lane comes through this interface and the registry
// (`registry.ts`), so a lane is one module: its own input (prepared from the shared, lane-agnostic
// `LaneEvidence`), its instructions, tasks and reply schemas (as `LaneCall`s), its renderer (report
// text plus a typed verdict), its sentinel and degraded-run reading, its judgement, its selection
// rules and its call estimate. Pure: a lane sends its calls through the context it is given and
// never touches I/O itself. This file imports no lane.
import type { z } from 'zod';
import type { Rigor, SecurityPosture } from '../../../config/types.js';
import type { InputDefinition } from '../../../config/input-definition.js';
import type { DeclaredRuns } from '../../../evidence/declared-checks.js';
import type { DiffFile } from '../../../evidence/types.js';
import type { AnchorResolver, Scrutinise } from '../claims.js';
import type { CallOutcome, LaneAttempt } from '../replies.js';
import type { Signals } from '../../../plan/signals.js';
import type { LaneRow } from '../lane-types.js';
import type { Criterion } from './parse.js';

/** One kind of model call a lane makes: trusted instructions, a per-chunk task, a reply schema. */
export interface LaneCall<T> {
  /** `review` (sent as `chunk:i/N` when chunked), or e.g. `criterion:c2`, `holistic`. */
  step: string;
  instructions: string;
  task(index: number, total: number): string;
  schema: z.ZodType<T>;
}

/**
 * The review's evidence as every lane may read it, lane-agnostic: a lane derives what it needs
 * from it in its own `prepare` (untrusted parts are already sanitised and fenced where needed).
 */
export interface LaneEvidence {
  /** Changed files in the whole pull request. */
  fileCount: number;
  signals: Signals;
  hasSpec: boolean;
  rigor: Rigor;
  securityPosture: SecurityPosture;
  /** The parsed diff (paths, hunks, lines; untrusted). */
  diffFiles: readonly DiffFile[];
  /** What the workflow's declared commands did. */
  checks: DeclaredRuns;
  /** The parsed values of the lanes' own action inputs (`Lane.inputs`), by input name. */
  inputs: Readonly<Record<string, unknown>>;
}

/** What the runner gives one whole-lane attempt; `I` is the lane's own prepared input. */
export interface LaneAttemptContext<I = unknown> {
  evidence: LaneEvidence;
  /** What the lane's `prepare` made of the evidence (undefined for a lane without one). */
  input: I;
  /** 0 for the first attempt, 1 for the first re-run, … */
  attemptIndex: number;
  /** One call per evidence chunk, all at once (the runner's limiter bounds them). */
  perChunk<T>(call: LaneCall<T>): Promise<CallOutcome<T>[]>;
  /** The spec's criteria from `parse`, shared by the attempts of the run (re-asked on a fault). */
  criteria(): Promise<CallOutcome<Criterion[]>>;
  /**
   * Scrutiny of the claims the lane would block on (#23): anchor check, one re-ask for an anchor
   * that does not resolve, and verification where the claim asks for it. Call it once per
   * attempt with every would-be blocker; only `blocks` outcomes may block.
   */
  scrutinise: Scrutinise;
  /** Resolves an anchor (a MET citation, say) against the diff and, when readable, the head. */
  resolveAnchor: AnchorResolver;
}

/** What the rules of lane selection read (design.md §B.3). */
export interface FloorInput {
  signals: Signals;
  /** A spec (PR body, closing issues or the `spec` input) is present. */
  hasSpec: boolean;
  /** A `local-run-recipe` is configured. */
  hasRecipe: boolean;
  securityPosture: SecurityPosture;
  /** `forced-lanes` as the user wrote them (aliases resolved here). */
  forcedLanes: string[];
}

/** The context the `select` model's additions are checked against. */
export interface AdditionContext {
  hasSpec: boolean;
  hasRecipe: boolean;
}

/**
 * How lane selection treats a lane. Every rule only ever adds it; `selection.ts` applies them in
 * registry order, so the reason lines keep that order.
 */
export interface LaneSelectionRules {
  /** The rules floor: whether the lane is on, and the reason line either way. */
  floor(input: FloorInput): { selected: boolean; reason: string };
  /** Added when the signals are unavailable or partial (the surface is UNKNOWN). */
  widenOnUnknownSurface(input: FloorInput): boolean;
  /** In the wider deterministic defaults used when `select` faulted. */
  degradedDefault(input: FloorInput): boolean;
  /** The reason line when the degraded defaults add it, when not the usual one. */
  degradedReason?(input: FloorInput): string | null;
  /** Why the `select` model may not add it in this context, or null when it may. */
  additionRefused(ctx: AdditionContext): string | null;
  /**
   * Always on: `select` is never asked to add it, and the verdict gate blocks a run whose
   * selection lacks it (lane selection is then broken).
   */
  alwaysOn: boolean;
  /** Forced whatever `forced-lanes` says (e.g. the adversary without a spec, to fail closed). */
  forcedWhen?(ctx: AdditionContext): boolean;
  /** The warning added to the reasons when the lane is forced in a context it cannot pass. */
  forcedWarning?(ctx: AdditionContext): string | null;
  /**
   * Why the lane is on, for the CLI plan, when the lane's own rule says it better than the
   * selection reasons (e.g. "no spec — it runs and DIVERGES"), or null.
   */
  onBecause?(ctx: AdditionContext): string | null;
  /** The lines describing the lane to the `select` model (its `add_<lane>` flag). */
  selectHint: readonly string[];
  /** In the defaults a crashed lane selection widens to. */
  inFallback(ctx: AdditionContext): boolean;
}

/** The verdict gate's reading of one lane: its table row, blockers and attention items. */
export interface LaneJudgement {
  row: LaneRow;
  blockers: string[];
  attention: string[];
}

/** What a call estimate knows before any model answered. */
export interface EstimateShape {
  /** The spec's criteria (listed, or a guess from its list items; at least one). */
  criteria: number;
}

export interface Lane<N extends string = string, I = unknown> {
  readonly name: N;
  /** Spellings `forced-lanes` accepts for this lane (lower-case), the name included. */
  readonly aliases: readonly string[];
  /**
   * The verdict sentinel over the rendered report; group 1 is the verdict word. The verdict gate
   * always reads the text with it, and blocks when the word disagrees with the typed verdict.
   */
  readonly sentinel: RegExp;
  /** The version of the lane's instructions and reply schema; each lane report names it (#23). */
  readonly promptVersion: string;
  /** Whether the lane's calls may be offered the read-only repository tools (#17). */
  readonly readsRepository: boolean;
  /**
   * Whether the lane's calls carry the fenced spec, after the shared evidence prefix. A lane that
   * judges the code itself is framing-blind (#23): it never sees the PR title, body or issues.
   */
  readonly readsSpec: boolean;
  /** When the lane is selected. */
  readonly selection: LaneSelectionRules;
  /**
   * The lane's position in the spread of models over the lanes (the gate takes 0; `parse` 5 and
   * `select` 6), so one vendor's blind spot is not every lane's.
   */
  readonly modelSlot: number;
  /** Calls per evidence chunk a whole-lane attempt makes, for the cost estimate; default 1. */
  callsPerChunk?(shape: EstimateShape): number;
  /**
   * Action inputs of the lane's own (their parsed values arrive in `LaneEvidence.inputs`). The
   * entry hands them to readConfig beside the core table, so config never imports a lane.
   */
  readonly inputs?: readonly InputDefinition[];
  /**
   * The lane's own input, made from the lane-agnostic evidence once per run, before its first
   * attempt. A throw faults the lane (fail closed), like a throwing attempt.
   */
  prepare?(evidence: LaneEvidence): I;
  /** One whole-lane attempt: its calls, then its report rendered by our code. Never throws. */
  attempt(ctx: LaneAttemptContext<I>): Promise<LaneAttempt>;
  /** The report (which carries a sentinel) records a degraded run in the lane's own wording. */
  degraded(report: string): boolean;
  /**
   * The verdict gate's reading of a report that is a string and no fault marker. `times` is
   * ` ×N` after several attempts, else ''.
   */
  judge(report: string, times: string): LaneJudgement;
  /** Extra figures the typed verdict carries, read back from the text for the cross-check. */
  readBack?(report: string): { critical?: number };
  /**
   * What a reader must act on in a blocking report, when the lane blocks on something other than
   * located findings (the adversary's unmet criteria and red runs), each item one line. A lane
   * without it is shown by its blocking findings.
   */
  complaints?(report: string): string[];
}

/** One attempt's context as its caller builds it: everything but the lane's own input. */
export type LaneContext = Omit<LaneAttemptContext, 'input'>;

/** The lane's own input made from the evidence (undefined for a lane without `prepare`). */
export function prepareInput<I>(lane: Lane<string, I>, evidence: LaneEvidence): I {
  return (lane.prepare === undefined ? undefined : lane.prepare(evidence)) as I;
}

/** One attempt of `lane` with its own input (prepared from `ctx.evidence` unless given). */
export function attemptLane<I>(
  lane: Lane<string, I>,
  ctx: LaneContext,
  input: I = prepareInput(lane, ctx.evidence),
): Promise<LaneAttempt> {
  return lane.attempt({ ...ctx, input });
}

export function greenLane(lane: string, detail: string): LaneJudgement {
  return { row: { lane, status: 'GREEN', detail }, blockers: [], attention: [] };
}

export function blockedLane(lane: string, detail: string, blocker: string): LaneJudgement {
  return { row: { lane, status: 'BLOCKED', detail }, blockers: [blocker], attention: [] };
}

/** The sentinel's verdict word in `report`, or null. */
export function sentinelWord(lane: Pick<Lane, 'sentinel'>, report: string): string | null {
  return lane.sentinel.exec(report)?.[1] ?? null;
}
