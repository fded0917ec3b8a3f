// A refused tool request (or any fault a re-run cannot help) in ANY chunk ends the lane without a
// re-run: otherwise a timeout in an earlier chunk hid it, the lane was re-run, and a re-run whose
// model no longer asked could pass (found in review).
import { describe, expect, it } from 'vitest';
import type { CallOutcome } from '../../../../../src/review/gauntlet/replies.js';
import { codeReviewLane } from '../../../../../src/review/gauntlet/lanes/code-review.js';
import { securityLane } from '../../../../../src/review/gauntlet/lanes/security.js';
import { attemptLane, type LaneContext } from '../../../../../src/review/gauntlet/lanes/lane.js';
import { NO_RETRY_REASONS } from '../../../../../src/review/gauntlet/replies.js';
import { fakeCaller, gauntletInput } from '../runner.fixtures.js';

function context(outcomes: CallOutcome<unknown>[]): LaneContext {
  const input = gauntletInput(fakeCaller().caller);
  return {
    evidence: {
      fileCount: input.fileCount,
      signals: input.signals,
      hasSpec: input.hasSpec,
      rigor: input.rigor,
      securityPosture: input.securityPosture,
      diffFiles: [],
      checks: input.checks,
      inputs: {},
    },
    attemptIndex: 0,
    perChunk: <T>() => Promise.resolve(outcomes as CallOutcome<T>[]),
    criteria: () => Promise.resolve({ ok: true, value: [] }),
    scrutinise: () => Promise.reject(new Error('a faulted lane has nothing to scrutinise')),
    resolveAnchor: () => Promise.resolve(null),
  };
}

const timeout: CallOutcome<unknown> = { ok: false, fault: { kind: 'timeout', message: 't' } };

describe('a fault no re-run can help decides the lane, whichever chunk it came from', () => {
  for (const lane of [codeReviewLane, securityLane]) {
    for (const kind of ['tool-refused', 'tool-steps-exhausted', 'budget-exhausted']) {
      it(`${lane.name}: timeout in chunk 1, ${kind} in chunk 2 → not re-run`, async () => {
        const refused: CallOutcome<unknown> = { ok: false, fault: { kind, message: 'r' } };
        const attempt = await attemptLane(lane, context([timeout, refused]));
        expect(attempt.report).toMatch(new RegExp(`^PIPELINE-FAULT: .*${kind}: chunk 2/2`));
        expect(attempt.noRetry).toBe(NO_RETRY_REASONS[kind]);
      });
    }
  }
});
