import type { Usage } from '../../models/types.js';
import type { ToolStepRecord } from '../../models/tools.js';
import type { LaneName } from './lanes/registry.js';
import type { LaneRow, LaneVerdict, LocatedFinding } from './lane-types.js';

export type { LaneName };
/** Row order of the report and of every lane loop: the registry's order. */
export { LANE_ORDER } from './lanes/registry.js';

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

/** The last report of one lane that ran, after the retry gate. */
export interface LaneOutcome {
  lane: LaneName;
  /** The lane report rendered by our code (or a `PIPELINE-FAULT:` marker). */
  report: string;
  /** Whole-lane attempts made (1–3). */
  attempts: number;
  findings: LocatedFinding<LaneName>[];
  /**
   * The verdict the lane's renderer computed, as data (null: the attempt produced none). The
   * verdict gate reads the report text with the lane's sentinel and blocks when the two disagree.
   * Absent on hand-built runs: the text is then the only reading.
   */
  verdict?: LaneVerdict | null;
  /** Repository tool steps the lane's calls took, in call order (#17); absent when none. */
  toolSteps?: ToolStepRecord[];
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

/** The verdict gate's output: a pure function of the lane reports and bookkeeping. */
export interface GauntletVerdict {
  verdict: 'PASS' | 'BLOCKED';
  /** Sorted names for `GAUNTLET_REVIEW_INCOMPLETE:` (may include `pipeline`). */
  incomplete: string[];
  rows: LaneRow[];
  blockers: string[];
  attention: string[];
}
