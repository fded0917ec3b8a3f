import type { Usage } from '../../models/types.js';
import type { ToolStepRecord } from '../../models/tools.js';
import type { LaneName } from './lanes/registry.js';

export type { LaneName };
/** Row order of the report and of every lane loop: the registry's order. */
export { LANE_ORDER } from './lanes/registry.js';

/** Deterministic facts about the diff (docs/design.md §B.2, extended for JS/TS). */
export interface Signals {
  changedFiles: string[];
  fileCount: number;
  touchesAuth: boolean;
  touchesDeps: boolean;
  touchesExec: boolean;
  consumerSurface: boolean;
  docsOnly: boolean;
  touchesMigrations: boolean;
  touchesProto: boolean;
  /**
   * Always-human triggers found in the diff's lines and layout (a framework's migration, a removed
   * access check, authorisation logic made constant, CODEOWNERS), each naming its files.
   */
  triggers?: string[];
  /**
   * For each signal that fired, what fired it first: `src/auth/login.ts` (its path) or
   * `src/jobs.ts:12` (an added line), so the plan can say why a lane is on.
   */
  because?: Partial<Record<SignalName, string>>;
  /** e.g. `12 file(s) changed`, or `signals unavailable`. */
  summary: string;
  /** A NOTE when signals could not be computed: selection then widens. */
  error: string | null;
}

/** The boolean signals that can fire. */
export type SignalName =
  | 'touchesAuth'
  | 'touchesDeps'
  | 'touchesExec'
  | 'consumerSurface'
  | 'touchesMigrations'
  | 'touchesProto';

type Snake<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Snake<B>}` : S;

/** What the `select` model may add (it can never remove): one `add_<lane>` flag per lane. */
export type SelectAdditions = { [K in LaneName as `add_${Snake<K>}`]: boolean } & {
  lane_reasons: string;
};

export interface LaneSelection {
  /** Selected lanes in LANE_ORDER. */
  lanes: LaneName[];
  /** One reason line per decision, in the order made (rendered as `- reason`). */
  reasons: string[];
}

/** A finding with a location, for workflow annotations. */
export interface LocatedFinding {
  lane: LaneName;
  severity: string;
  blocking: boolean;
  file: string;
  line: number | null;
  title: string;
  /** Last line of the range the finding concerns (new side), when it spans more than one. */
  endLine?: number | null;
  /** Exact replacement text for line..endLine, when the lane proposed one. */
  suggestion?: string | null;
  confidence?: number;
  detail?: string;
  fix?: string;
}

/** The last report of one lane that ran, after the retry gate. */
export interface LaneOutcome {
  lane: LaneName;
  /** The lane report rendered by our code (or a `PIPELINE-FAULT:` marker). */
  report: string;
  /** Whole-lane attempts made (1–3). */
  attempts: number;
  findings: LocatedFinding[];
  /**
   * The verdict the lane's renderer computed, as data (null: the attempt produced none). The
   * verdict gate reads the report text with the lane's sentinel and blocks when the two disagree.
   * Absent on hand-built runs: the text is then the only reading.
   */
  verdict?: LaneVerdict | null;
  /** Repository tool steps the lane's calls took, in call order (#17); absent when none. */
  toolSteps?: ToolStepRecord[];
}

/**
 * A lane's verdict as data: the sentinel word its report carries, whether the run was degraded
 * (the report's own degraded-run wording), and — for code-review — the critical count of its
 * summary line.
 */
export interface LaneVerdict {
  word: string;
  degraded: boolean;
  critical?: number;
}

/** Everything the runner hands to the verdict gate. */
export interface GauntletRun {
  selection: LaneSelection;
  outcomes: Partial<Record<LaneName, LaneOutcome>>;
  /** Lanes still faulted after their attempts or the budget, plus `pipeline` when applicable. */
  reviewIncomplete: string[];
  retryNotes: string[];
  /** Pipeline-level text, like the reference's `signals_error` (NOTEs and `PIPELINE-FAULT:`s). */
  pipelineErrors: string[];
  usage: Usage;
}

export type LaneStatus = 'GREEN' | 'GREEN (attention)' | 'BLOCKED' | 'SKIPPED';

export interface LaneRow {
  lane: string;
  status: LaneStatus;
  detail: string;
}

/** The verdict gate's output: a pure function of the lane reports and bookkeeping. */
export interface GauntletVerdict {
  verdict: 'PASS' | 'BLOCKED';
  /** Sorted names for `GAUNTLET_REVIEW_INCOMPLETE:` (may include `pipeline`). */
  incomplete: string[];
  rows: LaneRow[];
  blockers: string[];
  attention: string[];
}
