// Scores the reason of a verdict, not only the verdict (pure): a lane catches a defect only when it
// blocks on the labelled place — a blocking finding within ±3 lines of the labelled file:line, the
// labelled criterion not MET, or a gate issue anchored there. A block for another reason, a block
// because a lane faulted, and a lane that never ran are each scored as what they are.
import type { CaseLabel, CaseResult, LaneRecord } from './harness.js';

export const SCORES = [
  'caught',
  'blocked-other',
  'blocked-by-fault',
  'missed',
  'false-block',
  'passed',
] as const;
export type Score = (typeof SCORES)[number];

/** A case that could not be judged at all (a provider unreachable, not run under the cap). */
export type CaseScore = Score | 'error';

/** How far (in lines) a finding may sit from the labelled line and still be the labelled one. */
export const LINE_TOLERANCE = 3;

/** The deterministic layer: blockers our code raised before any model answered. */
export const DETERMINISTIC = 'deterministic';

function normalisePath(path: string): string {
  let p = path.trim().replace(/\\/g, '/');
  if (p.startsWith('a/') || p.startsWith('b/')) p = p.slice(2);
  while (p.startsWith('./')) p = p.slice(2);
  return p;
}

/** Whether an anchor (file, optional line) points at the labelled place. */
export function atLabel(label: CaseLabel, file: string | null, line: number | null): boolean {
  if (label.file === null || file === null) return false;
  if (normalisePath(file) !== normalisePath(label.file)) return false;
  if (label.line === null) return true;
  return line !== null && Math.abs(line - label.line) <= LINE_TOLERANCE;
}

function criterionNotMet(label: CaseLabel, record: LaneRecord): boolean {
  if (label.criterion === null) return false;
  const id = `c${label.criterion}`;
  return record.criteria.some((c) => c.id === id && c.status !== 'MET');
}

/** Whether a blocking lane's reasons include the labelled defect. */
function blockedAtLabel(label: CaseLabel, record: LaneRecord): boolean {
  return (
    record.findings.some((f) => atLabel(label, f.file, f.line)) ||
    record.issues.some((i) => atLabel(label, i.file, i.line)) ||
    criterionNotMet(label, record)
  );
}

/**
 * One lane (or `gate`) on one case. A lane absent from the record or SKIPPED did not block: on a
 * defect it labelled that lane to catch, that is a miss.
 */
export function scoreLane(label: CaseLabel, record: LaneRecord | undefined): Score {
  const defect = label.outcome === 'block';
  if (record === undefined || record.status !== 'BLOCKED') return defect ? 'missed' : 'passed';
  if (record.fault !== null) return 'blocked-by-fault';
  if (!defect) return 'false-block';
  return blockedAtLabel(label, record) ? 'caught' : 'blocked-other';
}

/** The deterministic layer on one case: its blockers are its reason, so the label is the catcher. */
export function scoreDeterministic(label: CaseLabel, blockers: readonly string[]): Score {
  const defect = label.outcome === 'block';
  if (blockers.length === 0) return defect ? 'missed' : 'passed';
  if (!defect) return 'false-block';
  return label.catchers.includes(DETERMINISTIC) ? 'caught' : 'blocked-other';
}

export interface ScoredCase {
  case: CaseScore;
  /** Every lane that has a row, every labelled catcher, and `deterministic`. */
  lanes: Record<string, Score>;
}

/** Every lane of a case and the case as a whole. */
export function scoreCase(result: CaseResult): ScoredCase {
  const label = result.label;
  const lanes: Record<string, Score> = {};
  const names = new Set([
    ...Object.keys(result.records),
    ...label.catchers.filter((c) => c !== DETERMINISTIC),
  ]);
  for (const lane of names) lanes[lane] = scoreLane(label, result.records[lane]);
  lanes[DETERMINISTIC] = scoreDeterministic(label, result.deterministicBlockers);
  if (result.got === 'error') return { case: 'error', lanes };
  const scores = Object.values(lanes);
  const defect = label.outcome === 'block';
  if (result.got === 'pass') return { case: defect ? 'missed' : 'passed', lanes };
  if (defect && scores.includes('caught')) return { case: 'caught', lanes };
  // Blocked, not at the label: a fault explains the block only when nothing else blocked.
  const other = defect ? 'blocked-other' : 'false-block';
  if (scores.includes(other)) return { case: other, lanes };
  if (scores.includes('blocked-by-fault')) return { case: 'blocked-by-fault', lanes };
  // Blocked by something no lane owns (an attention item, a plan note): another reason.
  return { case: other, lanes };
}
