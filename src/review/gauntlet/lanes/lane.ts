// The contract of one review lane. Everything the runner, the retry gate and the verdict gate
// know about a lane comes through this interface and the registry (`registry.ts`), so a lane is
// one module: its instructions, tasks and reply schemas (as `LaneCall`s), its renderer (report
// text plus a typed verdict), its sentinel and degraded-run reading, and its judgement. Pure: a
// lane sends its calls through the context it is given and never touches I/O itself.
import type { z } from 'zod';
import type { Rigor, SecurityPosture } from '../../../config/types.js';
import type { AnchorResolver, Scrutinise } from '../claims.js';
import type { CallOutcome, LaneAttempt } from '../replies.js';
import type { LaneRow, Signals } from '../types.js';
import type { VerificationInput } from './adversary.js';
import type { Criterion } from './parse.js';
import type { ProbeInput } from './probe.js';
import type { ChangedLines } from './security.js';

/** One kind of model call a lane makes: trusted instructions, a per-chunk task, a reply schema. */
export interface LaneCall<T> {
  /** `review` (sent as `chunk:i/N` when chunked), or e.g. `criterion:c2`, `holistic`. */
  step: string;
  instructions: string;
  task(index: number, total: number): string;
  schema: z.ZodType<T>;
}

/** The review's inputs a lane may read (all already sanitised and fenced where untrusted). */
export interface LaneReviewInput {
  fileCount: number;
  signals: Signals;
  hasSpec: boolean;
  rigor: Rigor;
  securityPosture: SecurityPosture;
  verification: VerificationInput;
  probe: ProbeInput;
  changedLines?: ChangedLines;
}

/** What the runner gives one whole-lane attempt. */
export interface LaneAttemptContext {
  review: LaneReviewInput;
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
  /** Always on: `select` is never asked to add it. */
  alwaysOn: boolean;
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

export interface Lane<N extends string = string> {
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
  /** One whole-lane attempt: its calls, then its report rendered by our code. Never throws. */
  attempt(ctx: LaneAttemptContext): Promise<LaneAttempt>;
  /** The report (which carries a sentinel) records a degraded run in the lane's own wording. */
  degraded(report: string): boolean;
  /**
   * The verdict gate's reading of a report that is a string and no fault marker. `times` is
   * ` ×N` after several attempts, else ''.
   */
  judge(report: string, times: string): LaneJudgement;
  /** Extra figures the typed verdict carries, read back from the text for the cross-check. */
  readBack?(report: string): { critical?: number };
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
