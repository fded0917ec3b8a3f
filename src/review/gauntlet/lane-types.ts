// The types a lane module writes: its findings, its verdict as data and its report row. They
// name no lane (a finding's lane is any string until the registry narrows it in types.ts), so the
// lanes can import them without importing the registry that imports every lane.

/** A finding with a location, for workflow annotations and the report's line comments (#25). */
export interface LocatedFinding<N extends string = string> {
  /** The lane's name (a registered `LaneName` once the runner has it: see types.ts). */
  lane: N;
  severity: string;
  /** True only when the finding blocks: severe enough, confident enough and let by scrutiny. */
  blocking: boolean;
  file: string;
  line: number | null;
  /** The last line the finding covers, when the reviewer gave one at or after `line`. */
  endLine?: number | null;
  title: string;
  /** The exact replacement text for lines `line`..`endLine` (untrusted: fence it), or null. */
  suggestion?: string | null;
  /** The reviewer's confidence (0–1), when the lane asks for one. */
  confidence?: number;
  /** What is wrong and why (one line, inert). */
  detail?: string;
  /** The proposed fix (one line, inert). */
  fix?: string;
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

export type LaneStatus = 'GREEN' | 'GREEN (attention)' | 'BLOCKED' | 'SKIPPED';

export interface LaneRow {
  lane: string;
  status: LaneStatus;
  detail: string;
}
