// Hand-built case results for the pure scoring and statistics tests: a lane record, a label and a
// result, each with only what the test names differing from a plain judged case.
import type { CallRecord, CaseLabel, CaseResult, LaneRecord } from '../../eval/harness.js';

export function label(partial: Partial<CaseLabel> = {}): CaseLabel {
  return {
    outcome: 'block',
    catchers: ['code-review'],
    file: 'src/a.js',
    line: 10,
    criterion: null,
    framing: null,
    ...partial,
  };
}

export function record(partial: Partial<LaneRecord> = {}): LaneRecord {
  return {
    status: 'GREEN',
    findings: [],
    criteria: [],
    issues: [],
    fault: null,
    model: 'openai/gpt-6.2-sol',
    ...partial,
  };
}

export function call(partial: Partial<CallRecord> = {}): CallRecord {
  return {
    lane: 'code-review',
    step: 'review',
    model: 'openai/gpt-6.2-sol',
    vendorModel: 'gpt-6.2-sol',
    promptVersion: 'abc',
    reply: {},
    ms: 10,
    ok: true,
    fault: null,
    inputTokens: 1,
    outputTokens: 1,
    costUsd: 0,
    ...partial,
  };
}

export function result(
  partial: Partial<CaseResult> & Pick<CaseResult, 'caseId'>,
  caseLabel: CaseLabel = label(),
): CaseResult {
  return {
    category: 'logic',
    configuration: 'a',
    repeat: 0,
    expected: caseLabel.outcome,
    label: caseLabel,
    got: 'block',
    error: null,
    lanes: {},
    records: {},
    deterministicBlockers: [],
    blockers: [],
    inputTokens: 10,
    outputTokens: 5,
    costUsd: 0.01,
    ms: 100,
    calls: [],
    ...partial,
  };
}

/** A clean case's label. */
export const CLEAN = label({ outcome: 'pass', catchers: [], file: null, line: null });
