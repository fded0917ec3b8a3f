import type { LaneName } from '../config.js';
import type { Usage } from '../models/types.js';

export type { LaneName };
/** Row order of the report and of every lane loop. */
export const LANE_ORDER: readonly LaneName[] = ['code-review', 'adversary', 'security', 'probe'];

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
  /** e.g. `12 file(s) changed`, or `signals unavailable`. */
  summary: string;
  /** A NOTE when signals could not be computed: selection then widens. */
  error: string | null;
}

/** What the `select` model may add (it can never remove). */
export interface SelectAdditions {
  add_code_review: boolean;
  add_adversary: boolean;
  add_security: boolean;
  add_probe: boolean;
  lane_reasons: string;
}

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
}

/** The last report of one lane that ran, after the retry gate. */
export interface LaneOutcome {
  lane: LaneName;
  /** The lane report rendered by our code (or a `PIPELINE-FAULT:` marker). */
  report: string;
  /** Whole-lane attempts made (1–3). */
  attempts: number;
  findings: LocatedFinding[];
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
