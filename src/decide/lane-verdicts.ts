// The verdict gate (design.md §B.6): a pure, deterministic reading of each lane's last report with
// the sentinel regexes. A missing sentinel, a fault, a degraded run, a 🔴, an incomplete review or
// a pipeline fault blocks; nothing but GREEN rows with no blocker passes. It never throws: a crash
// inside is itself a BLOCKED verdict naming the `pipeline`.
import { asText, cut, describeError, oneLine } from '../plain-text.js';
import { blockedLane, type LaneJudgement } from '../review/gauntlet/lanes/lane.js';
import { findLane, LANE_ORDER, LANES, laneOf } from '../review/gauntlet/lanes/registry.js';
import { FAULT_MARKER, missingReport } from '../review/gauntlet/replies.js';
import { isFaulted, isFaultMarker } from '../review/gauntlet/sentinels.js';
import { verdictMismatch } from './verdict-check.js';
import type { LaneRow } from '../review/gauntlet/lane-types.js';
import type {
  GauntletRun,
  GauntletVerdict,
  LaneName,
  LaneOutcome,
} from '../review/gauntlet/types.js';

const REPR_MAX = 80;

/** `GAUNTLET: PASS` only when every selected lane is green and nothing else blocks. */
export function gauntletVerdict(run: GauntletRun): GauntletVerdict {
  try {
    return judgeRun(run);
  } catch (error) {
    return crashedVerdict(error);
  }
}

function crashedVerdict(error: unknown): GauntletVerdict {
  return {
    verdict: 'BLOCKED',
    incomplete: ['pipeline'],
    rows: LANE_ORDER.map((lane) => ({ lane, status: 'BLOCKED', detail: 'verdict gate error' })),
    blockers: [`verdict gate error: ${describeError(error)} — treat as a failed gate, not a pass.`],
    attention: [],
  };
}

function judgeRun(run: GauntletRun): GauntletVerdict {
  const rows: LaneRow[] = [];
  const blockers: string[] = [];
  const attention: string[] = [];
  const incomplete = new Set<string>();
  const pipelineBlockers: string[] = [];

  const selected = selectedLanes(run.selection, pipelineBlockers);
  const outcomes = outcomeMap(run.outcomes, pipelineBlockers);

  for (const lane of LANE_ORDER) {
    const outcome = outcomes.get(lane);
    if (outcome === undefined && !selected.has(lane)) {
      rows.push({ lane, status: 'SKIPPED', detail: 'not selected' });
      continue;
    }
    const report: unknown = outcome === undefined ? missingReport(lane) : outcome.report;
    const judged = judgeLane(lane, report, attemptsOf(outcome));
    // The verdict as data and the sentinel over the text must agree; when they do not, the lane
    // never produced a verdict anyone can trust.
    const mismatch = verdictMismatch(lane, outcome?.verdict, report);
    if (mismatch === null) {
      rows.push(judged.row);
      blockers.push(...judged.blockers);
      attention.push(...judged.attention);
    } else {
      rows.push({
        lane,
        status: 'BLOCKED',
        detail: 'PIPELINE-FAULT (verdict data and text disagree)',
      });
      blockers.push(
        `${lane}: PIPELINE-FAULT — the lane's verdict data and its report text disagree ` +
          `(${mismatch}); never a pass`,
      );
      incomplete.add(lane);
    }
    // A lane that ended faulted never completed its review, whatever the bookkeeping says.
    if (isFaulted(lane, report)) incomplete.add(lane);
  }

  for (const lane of LANES) {
    if (!lane.selection.alwaysOn || selected.has(lane.name) || outcomes.has(lane.name)) continue;
    pipelineBlockers.push(
      `pipeline: PIPELINE-FAULT — ${lane.name} was not selected, but it is always on: lane ` +
        'selection is broken; never a pass',
    );
  }

  // Lanes the retry gate recorded as incomplete are forced to BLOCKED, so a restored earlier
  // report can never turn an incomplete review into a pass.
  for (const name of incompleteNames(run.reviewIncomplete, pipelineBlockers)) {
    incomplete.add(name);
    if (name === 'pipeline') continue;
    const lane = name;
    const at = rows.findIndex((row) => row.lane === lane);
    const row = rows[at];
    if (row === undefined || row.status === 'BLOCKED') continue;
    const attempts = attemptsOf(outcomes.get(lane));
    const after = attempts > 0 ? ` after ${attempts} attempt(s)` : '';
    rows[at] = { lane, status: 'BLOCKED', detail: `review incomplete${after}` };
    blockers.push(`${lane}: review incomplete${after} — the lane never produced a usable verdict`);
  }

  pipelineBlockers.push(...pipelineFaults(run.pipelineErrors));
  if (pipelineBlockers.length > 0) incomplete.add('pipeline');
  if (incomplete.has('pipeline') && pipelineBlockers.length === 0) {
    pipelineBlockers.push(
      'pipeline: review incomplete — a pipeline stage never completed (no fault text recorded)',
    );
  }
  blockers.push(...pipelineBlockers);

  const names = [...incomplete].sort();
  return {
    verdict: blockers.length > 0 || names.length > 0 ? 'BLOCKED' : 'PASS',
    incomplete: names,
    rows,
    blockers,
    attention,
  };
}

function judgeLane(lane: LaneName, report: unknown, attempts: number): LaneJudgement {
  const times = attempts > 1 ? ` ×${attempts}` : '';
  if (typeof report !== 'string') {
    return blockedLane(
      lane,
      'malformed lane result (non-string)',
      `${lane}: malformed lane result (non-string item) — never a pass`,
    );
  }
  if (isFaultMarker(report)) {
    const line = report.split(/\r?\n|\r/).find((l) => l.includes(FAULT_MARKER)) ?? report;
    return blockedLane(
      lane,
      `PIPELINE-FAULT (lane failed${times})`,
      `${lane}: PIPELINE-FAULT — the lane failed after retries and produced no verdict; a ` +
        `degraded lane is never a pass (${oneLine(line, 200)})`,
    );
  }
  return laneOf(lane).judge(report, times);
}

function selectedLanes(selection: unknown, pipelineBlockers: string[]): Set<LaneName> {
  const lanes = (selection as { lanes?: unknown } | null | undefined)?.lanes;
  if (!Array.isArray(lanes)) {
    pipelineBlockers.push(
      `pipeline: PIPELINE-FAULT — malformed lane selection (${repr(selection)}); never a pass`,
    );
    return new Set();
  }
  const known = new Set<LaneName>();
  for (const name of lanes) {
    const lane = findLane(name);
    if (lane !== undefined) known.add(lane);
    else {
      pipelineBlockers.push(
        `pipeline: PIPELINE-FAULT — unknown lane in the selection (${repr(name)}); never a pass`,
      );
    }
  }
  return known;
}

/** Lane outcomes by lane; a non-object entry is kept as a report so its row blocks. */
export function outcomeMap(
  outcomes: unknown,
  pipelineBlockers: string[] = [],
): Map<LaneName, LaneOutcome> {
  const map = new Map<LaneName, LaneOutcome>();
  if (outcomes === undefined || outcomes === null) return map;
  if (typeof outcomes !== 'object') {
    pipelineBlockers.push(
      `pipeline: PIPELINE-FAULT — malformed lane outcomes (${repr(outcomes)}); never a pass`,
    );
    return map;
  }
  for (const lane of LANE_ORDER) {
    if (!Object.hasOwn(outcomes, lane)) continue;
    const outcome = (outcomes as Record<string, unknown>)[lane];
    if (outcome === undefined) continue;
    // A non-object outcome is kept as a malformed report so the lane row blocks.
    map.set(
      lane,
      typeof outcome === 'object' && outcome !== null
        ? (outcome as LaneOutcome)
        : { lane, report: outcome as string, attempts: 0, findings: [] },
    );
  }
  return map;
}

export function attemptsOf(outcome: LaneOutcome | undefined): number {
  const attempts: unknown = outcome?.attempts;
  return typeof attempts === 'number' && Number.isFinite(attempts) && attempts > 0
    ? Math.floor(attempts)
    : 0;
}

/**
 * The incomplete names: lane names and `pipeline` only. Anything else — a non-list, a non-string,
 * an unknown name — is malformed bookkeeping, recorded as a pipeline fault (never dropped), so
 * the names that reach `GAUNTLET_REVIEW_INCOMPLETE:` come from a fixed vocabulary.
 */
function incompleteNames(value: unknown, pipelineBlockers: string[]): Array<LaneName | 'pipeline'> {
  if (value === undefined) return [];
  const entries: unknown[] = Array.isArray(value) ? value : [];
  const names: Array<LaneName | 'pipeline'> = [];
  let malformed = !Array.isArray(value);
  for (const entry of entries) {
    const name = entry === 'pipeline' ? 'pipeline' : findLane(entry);
    if (name === undefined) malformed = true;
    else names.push(name);
  }
  if (malformed) {
    pipelineBlockers.push(
      `pipeline: PIPELINE-FAULT — malformed review_incomplete bookkeeping (${repr(value)}); ` +
        'never a pass',
    );
    names.push('pipeline');
  }
  return names;
}

/** One blocker per pipeline error carrying a fault; NOTE-only entries do not block by themselves. */
function pipelineFaults(errors: unknown): string[] {
  if (errors === undefined) return [];
  if (!Array.isArray(errors)) {
    return [
      `pipeline: PIPELINE-FAULT — malformed pipeline error list (${repr(errors)}); never a pass`,
    ];
  }
  const faults: string[] = [];
  for (const entry of errors as unknown[]) {
    if (typeof entry !== 'string') {
      faults.push(
        `pipeline: PIPELINE-FAULT — malformed pipeline error entry (${repr(entry)}); never a pass`,
      );
    } else if (entry.includes(FAULT_MARKER)) {
      faults.push(`pipeline: ${oneLine(entry, 1000)}`);
    }
  }
  return faults;
}

function repr(value: unknown): string {
  return cut(oneLine(asText(value)), REPR_MAX);
}
