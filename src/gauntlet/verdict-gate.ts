// The verdict gate (design.md §B.6): a pure, deterministic reading of each lane's last report with
// the sentinel regexes. A missing sentinel, a fault, a degraded run, a 🔴, an incomplete review or
// a pipeline fault blocks; nothing but GREEN rows with no blocker passes. It never throws: a crash
// inside is itself a BLOCKED verdict naming the `pipeline`.
import { asText, cut, describeError, oneLine } from '../plain-text.js';
import {
  adversaryDegraded,
  codeReviewDegraded,
  criticalCount,
  isFaulted,
  isFaultMarker,
  sentinelMatch,
} from './sentinels.js';
import { LANE_ORDER } from './types.js';
import type { GauntletRun, GauntletVerdict, LaneName, LaneOutcome, LaneRow } from './types.js';

const FAULT_MARKER = 'PIPELINE-FAULT:';
const REPR_MAX = 80;

interface LaneJudgement {
  row: LaneRow;
  blockers: string[];
  attention: string[];
}

/** `GAUNTLET: PASS` only when every selected lane is green and nothing else blocks. */
export function gauntletVerdict(run: GauntletRun): GauntletVerdict {
  try {
    return judgeRun(run);
  } catch (error) {
    return crashedVerdict(error);
  }
}

/** The synthetic report of a selected lane that left no outcome (it must never read as SKIPPED). */
export function missingReport(lane: LaneName): string {
  return `${FAULT_MARKER} ${lane} lane produced no report`;
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
    rows.push(judged.row);
    blockers.push(...judged.blockers);
    attention.push(...judged.attention);
    // A lane that ended faulted never completed its review, whatever the bookkeeping says.
    if (isFaulted(lane, report)) incomplete.add(lane);
  }

  if (!selected.has('code-review') && !outcomes.has('code-review')) {
    pipelineBlockers.push(
      'pipeline: PIPELINE-FAULT — code-review was not selected, but it is always on: lane ' +
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
    return blocked(
      lane,
      'malformed lane result (non-string)',
      `${lane}: malformed lane result (non-string item) — never a pass`,
    );
  }
  if (isFaultMarker(report)) {
    const line = report.split(/\r?\n|\r/).find((l) => l.includes(FAULT_MARKER)) ?? report;
    return blocked(
      lane,
      `PIPELINE-FAULT (lane failed${times})`,
      `${lane}: PIPELINE-FAULT — the lane failed after retries and produced no verdict; a ` +
        `degraded lane is never a pass (${oneLine(line, 200)})`,
    );
  }
  switch (lane) {
    case 'code-review':
      return judgeCodeReview(report, times);
    case 'adversary':
      return judgeAdversary(report, times);
    case 'security':
      return judgeSecurity(report);
    case 'probe':
      return judgeProbe(report);
  }
}

function judgeCodeReview(report: string, times: string): LaneJudgement {
  const lane = 'code-review';
  const verdict = sentinelMatch(lane, report);
  const degraded = codeReviewDegraded(report);
  // The critical count blocks regardless of the verdict line: MERGE-READY with a 🔴 is BLOCKED.
  const reds = criticalCount(report);
  const blockers: string[] = [];
  if (degraded) {
    blockers.push(
      'code-review: the lane reported an internal PIPELINE-FAULT (degraded review) — a degraded ' +
        'lane is never a pass',
    );
  }
  if (reds > 0)
    blockers.push(`code-review: ${reds} 🔴 CRITICAL finding(s) — fix before claiming done`);
  if (verdict === null) {
    blockers.push(
      'code-review: no Review Verdict sentinel found — the lane failed; a missing verdict is ' +
        'never a pass',
    );
  }
  let row: LaneRow;
  let attention: string[] = [];
  if (degraded && reds > 0) {
    row = { lane, status: 'BLOCKED', detail: `PIPELINE-FAULT (degraded lane${times}); ${reds} 🔴` };
  } else if (degraded) {
    row = { lane, status: 'BLOCKED', detail: `PIPELINE-FAULT (degraded lane${times})` };
  } else if (reds > 0) {
    row = { lane, status: 'BLOCKED', detail: `${reds} 🔴 finding(s)` };
  } else if (verdict === 'MERGE-READY') {
    row = { lane, status: 'GREEN', detail: 'MERGE-READY' };
  } else if (verdict === 'NEEDS-HUMAN') {
    row = { lane, status: 'GREEN (attention)', detail: 'NEEDS-HUMAN, no 🔴' };
    attention = [
      "code-review: NEEDS-HUMAN — see the lane report's 'Human attention required' section",
    ];
  } else {
    row = { lane, status: 'BLOCKED', detail: 'missing verdict sentinel' };
  }
  return { row, blockers, attention };
}

function judgeAdversary(report: string, times: string): LaneJudgement {
  const lane = 'adversary';
  if (adversaryDegraded(report)) {
    return blocked(
      lane,
      `PIPELINE-FAULT (degraded lane${times})`,
      'adversary: PIPELINE-FAULT — degraded run, pipeline fault recorded inside the adversary; a ' +
        'degraded lane is never a pass',
    );
  }
  switch (sentinelMatch(lane, report)) {
    case 'CONFORMS':
      return green(lane, 'CONFORMS');
    case 'DIVERGES':
      return blocked(
        lane,
        'DIVERGES',
        'adversary: DIVERGES — the implementation does not conform to the plan',
      );
    default:
      return blocked(
        lane,
        'missing verdict sentinel',
        'adversary: no ADVERSARIAL_REVIEW sentinel found — lane failed; never a pass',
      );
  }
}

function judgeSecurity(report: string): LaneJudgement {
  const lane = 'security';
  switch (sentinelMatch(lane, report)) {
    case 'PASS':
      return green(lane, 'PASS');
    case 'FAIL':
      return blocked(lane, 'FAIL', 'security: SECURITY_REVIEW: FAIL — exploitable finding(s)');
    default:
      return blocked(
        lane,
        'missing verdict sentinel',
        'security: no SECURITY_REVIEW sentinel found — lane failed; never a pass',
      );
  }
}

function judgeProbe(report: string): LaneJudgement {
  const lane = 'probe';
  switch (sentinelMatch(lane, report)) {
    case 'PASS':
      return green(lane, 'PASS');
    case 'FAIL':
      return blocked(
        lane,
        'FAIL',
        'probe: USAGE_PROBE: FAIL — observed behavior contradicts the contract',
      );
    case 'INCONCLUSIVE':
      return blocked(
        lane,
        'INCONCLUSIVE (environment)',
        'probe: INCONCLUSIVE — the ENVIRONMENT could not be established; this is not a code ' +
          "verdict. Follow the plan's local-run recipe to fix the environment and re-run. " +
          'INCONCLUSIVE is never treated as PASS or FAIL.',
      );
    default:
      return blocked(
        lane,
        'missing verdict sentinel',
        'probe: no USAGE_PROBE sentinel found — lane failed; never a pass',
      );
  }
}

function green(lane: LaneName, detail: string): LaneJudgement {
  return { row: { lane, status: 'GREEN', detail }, blockers: [], attention: [] };
}

function blocked(lane: LaneName, detail: string, blocker: string): LaneJudgement {
  return { row: { lane, status: 'BLOCKED', detail }, blockers: [blocker], attention: [] };
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
    const lane = LANE_ORDER.find((l) => l === name);
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
    const name = entry === 'pipeline' ? 'pipeline' : LANE_ORDER.find((lane) => lane === entry);
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
