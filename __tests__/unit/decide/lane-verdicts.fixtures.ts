// Lane reports in the formats the lane renderers produce (docs/design.md §B.7), and a GauntletRun
// builder, shared by the verdict-gate, decision and report tests.
import fc from 'fast-check';
import { ZERO_USAGE } from '../../../src/models/types.js';
import type { GauntletRun, LaneName, LaneOutcome } from '../../../src/review/gauntlet/types.js';
import { LANE_ORDER } from '../../../src/review/gauntlet/types.js';

export function summaryLine(critical: number, files = 3): string {
  return `*Reviewed ${files} files, found ${critical} critical, 1 warnings, 0 suggestions, 0 nitpicks (0 deferred by quality bar)*`;
}

export function codeReview(verdictLine: string, body = '', critical = 0): string {
  return [
    '# Code Review Summary',
    '',
    verdictLine,
    '',
    '## Walkthrough',
    'Adds the retry budget.',
    '',
    '## Detailed Findings',
    body || 'No blocking findings.',
    '',
    '---',
    summaryLine(critical),
    '*Quality bar: production — provenance: caller; surfaces: api*',
  ].join('\n');
}

export const CR_MERGE_READY = codeReview(
  '**Verdict: MERGE-READY** — no blocking findings and no always-human triggers',
);
export const CR_NEEDS_HUMAN = codeReview(
  '**Verdict: NEEDS-HUMAN** — always-human trigger(s) fired',
);
export const CR_DEGRADED = codeReview(
  '**Verdict: NEEDS-HUMAN** — pipeline fault(s) recorded — degraded run',
);

export const ADV_CONFORMS = [
  'ADVERSARIAL_REVIEW: CONFORMS',
  'Criteria: 2/2 met (all with tests).',
  '',
  'Met criteria (evidence):',
  '- c1 — src/a.ts:10, __tests__/a.test.ts:4',
].join('\n');
export const ADV_DIVERGES = [
  'ADVERSARIAL_REVIEW: DIVERGES',
  'Criteria: 1/2 met, 0 partial, 1 unmet/diverged.',
  '',
  'Complaints:',
  '1. Acceptance criterion "retries are capped" — Unmet — no cap found',
].join('\n');
export const ADV_DEGRADED = [
  'ADVERSARIAL_REVIEW: DIVERGES',
  'Criteria: 1/2 met, 0 partial, 1 unmet/diverged — degraded run: pipeline fault recorded (fail-closed).',
].join('\n');

export const SEC_PASS = [
  'SECURITY_REVIEW: PASS',
  'Posture: standard. Findings: 0 critical, 0 high, 1 medium, 0 low (none at or above the blocking threshold).',
].join('\n');
export const SEC_FAIL = [
  'SECURITY_REVIEW: FAIL',
  'Posture: standard. Findings: 0 critical, 1 high, 0 medium, 0 low.',
  'Blocking findings:',
  '1. 🟠 injection — src/run.ts:12 — PR title → shell — pass argv, not a string',
].join('\n');

export const PROBE_PASS = [
  'USAGE_PROBE: PASS',
  'Surface: CLI. Existing suites: 2 run, all green.',
  'New tests: 3 authored at __tests__/probe, all green.',
].join('\n');
export const PROBE_FAIL = [
  'USAGE_PROBE: FAIL',
  'Surface: CLI. Existing suites: 2 run, 1 failed (1 regressions, 0 expected-change). New tests: 1 authored, 1 failed.',
].join('\n');
export const PROBE_INCONCLUSIVE = [
  'USAGE_PROBE: INCONCLUSIVE',
  'Could not establish a clean local environment: ECONNREFUSED 127.0.0.1:8080.',
  'Missing: a ready URL that answers.',
].join('\n');

export const GREEN_REPORTS: Record<LaneName, string> = {
  'code-review': CR_MERGE_READY,
  adversary: ADV_CONFORMS,
  security: SEC_PASS,
  probe: PROBE_PASS,
};

export interface RunOptions {
  /** Selected lanes; defaults to the lanes that have a report. */
  selected?: LaneName[];
  attempts?: Partial<Record<LaneName, number>>;
  reviewIncomplete?: unknown[];
  pipelineErrors?: unknown[];
  retryNotes?: string[];
  reasons?: string[];
}

/** A run whose lanes reported `reports` (a value of `undefined` means: selected, no outcome). */
export function runWith(
  reports: Partial<Record<LaneName, unknown>>,
  options: RunOptions = {},
): GauntletRun {
  const outcomes: Partial<Record<LaneName, LaneOutcome>> = {};
  for (const lane of LANE_ORDER) {
    if (!(lane in reports) || reports[lane] === undefined) continue;
    outcomes[lane] = {
      lane,
      report: reports[lane] as string,
      attempts: options.attempts?.[lane] ?? 1,
      findings: [],
    };
  }
  return {
    selection: {
      lanes: options.selected ?? LANE_ORDER.filter((lane) => lane in reports),
      reasons: options.reasons ?? ['code-review: always on'],
    },
    outcomes,
    reviewIncomplete: (options.reviewIncomplete ?? []) as string[],
    retryNotes: options.retryNotes ?? [],
    pipelineErrors: (options.pipelineErrors ?? []) as string[],
    usage: ZERO_USAGE,
  };
}

// ---- fast-check arbitraries ---------------------------------------------------------------------

/** Text mixed from arbitrary strings and the fragments the verdict gate keys on. */
export const reportTextArb: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '**Verdict: MERGE-READY** — ok',
        '**Verdict: NEEDS-HUMAN** — always-human trigger(s) fired',
        '**Verdict: NEEDS-HUMAN** — pipeline fault(s) recorded — degraded run',
        '**Verdict: NEEDS-HUMAN** — report rendering error: x',
        'Verdict: MERGE-READY',
        'ADVERSARIAL_REVIEW: CONFORMS',
        'ADVERSARIAL_REVIEW: DIVERGES',
        'Criteria: 2/2 met (all with tests).',
        'Criteria: 1/2 met — degraded run: pipeline fault recorded (fail-closed).',
        'Criteria: 1/2 met — degraded run: 1 criterion check(s) died (fail-closed).',
        'Criteria: verdict computation error: e',
        'SECURITY_REVIEW: PASS',
        'SECURITY_REVIEW: FAIL',
        'USAGE_PROBE: PASS',
        'USAGE_PROBE: FAIL',
        'USAGE_PROBE: INCONCLUSIVE',
        '🔴',
        'PIPELINE-FAULT:',
        'PIPELINE-FAULT: lane failed after retries',
        '\n',
        '\n\n',
        ' ',
        '**',
      ),
      fc.nat(3).map((n) => summaryLine(n)),
      fc.string({ maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 10 }),
    ),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(''));

function laneReportArb(lane: LaneName): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(GREEN_REPORTS[lane]) },
    {
      weight: 3,
      arbitrary: reportTextArb.map((tail) => `${GREEN_REPORTS[lane]}\n${tail}`),
    },
    {
      weight: 2,
      arbitrary: reportTextArb.map((head) => `${head}\n${GREEN_REPORTS[lane]}`),
    },
    { weight: 4, arbitrary: reportTextArb },
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Runs from green to thoroughly broken; roughly a fifth of them pass. */
export const runArb: fc.Arbitrary<GauntletRun> = fc
  .record({
    selected: fc.oneof(
      { weight: 5, arbitrary: fc.subarray([...LANE_ORDER]).map((l) => ['code-review', ...l]) },
      { weight: 1, arbitrary: fc.subarray([...LANE_ORDER]) },
    ),
    reports: fc.record({
      'code-review': laneReportArb('code-review'),
      adversary: laneReportArb('adversary'),
      security: laneReportArb('security'),
      probe: laneReportArb('probe'),
    }),
    attempts: fc.record({
      'code-review': fc.integer({ min: 0, max: 4 }),
      adversary: fc.integer({ min: 0, max: 4 }),
      security: fc.integer({ min: 0, max: 4 }),
      probe: fc.integer({ min: 0, max: 4 }),
    }),
    reviewIncomplete: fc.oneof(
      { weight: 10, arbitrary: fc.constant([] as unknown[]) },
      { weight: 2, arbitrary: fc.subarray([...LANE_ORDER, 'pipeline']) as fc.Arbitrary<unknown[]> },
      { weight: 1, arbitrary: fc.array(fc.anything(), { maxLength: 3 }) },
    ),
    pipelineErrors: fc.oneof(
      { weight: 10, arbitrary: fc.constant([] as unknown[]) },
      {
        weight: 2,
        arbitrary: fc.array(
          fc.oneof(
            reportTextArb,
            fc.constant('NOTE: diff signals could not be computed (x)'),
            fc.constant('PIPELINE-FAULT: parse failed — cannot run the gauntlet: x'),
          ),
          { maxLength: 3 },
        ) as fc.Arbitrary<unknown[]>,
      },
      { weight: 1, arbitrary: fc.array(fc.anything(), { maxLength: 2 }) },
    ),
    onlySelected: fc.boolean(),
  })
  .map(({ selected, reports, attempts, reviewIncomplete, pipelineErrors, onlySelected }) => {
    // Mostly only the selected lanes have outcomes; sometimes unselected ones ran as well.
    const kept: Partial<Record<LaneName, unknown>> = {};
    for (const lane of LANE_ORDER) {
      if (!onlySelected || selected.includes(lane)) kept[lane] = reports[lane];
    }
    return runWith(kept, {
      selected: selected as LaneName[],
      attempts,
      reviewIncomplete,
      pipelineErrors,
    });
  });
