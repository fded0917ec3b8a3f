// The adversary lane as the runner runs it: the spec's criteria (from `parse`), then the fan-out —
// one check per criterion × evidence chunk and one holistic pass per chunk, all at once — merged
// and rendered by `adversary.ts`. Pure apart from the calls it sends through its context.
import {
  faultText,
  decisiveFault,
  noRetryFor,
  replyValues,
  type CallFault,
  type CallOutcome,
  type LaneAttempt,
} from '../replies.js';
import {
  CRITERION_INSTRUCTIONS,
  criterionCheckSchema,
  criterionTask,
  diedCriterion,
  HOLISTIC_INSTRUCTIONS,
  holisticReplySchema,
  holisticTask,
  mergeCriterionChecks,
  mergeHolisticComplaints,
  renderAdversary,
  type CriterionCheckReply,
  type CriterionVerdict,
  type HolisticReply,
  type VerificationInput,
} from './adversary.js';
import {
  blockedLane,
  greenLane,
  sentinelWord,
  type Lane,
  type LaneAttemptContext,
  type LaneJudgement,
} from './lane.js';
import type { Criterion } from './parse.js';

export const ADVERSARY_SENTINEL = /ADVERSARIAL_REVIEW:\s*(CONFORMS|DIVERGES)/;
/** Applied to the line right after the first adversary sentinel line, anchored at its start. */
export const ADVERSARY_DEGRADED_HEADER =
  /^Criteria: .*(degraded run: pipeline fault recorded|degraded run: \d+ criterion check\(s\) died|verdict computation error:)/;

/** The adversary's `Criteria:` header directly under its sentinel records a degraded run. */
export function adversaryDegraded(report: string): boolean {
  const lines = report.split('\n');
  const at = lines.findIndex((l) => ADVERSARY_SENTINEL.test(l));
  if (at < 0) return false;
  const next = lines[at + 1];
  return next !== undefined && ADVERSARY_DEGRADED_HEADER.test(next);
}

/** The criterion checks and holistic passes of one attempt, as they came back. */
export interface FanOutResults {
  checks: CallOutcome<CriterionCheckReply>[][];
  holistic: CallOutcome<HolisticReply>[];
}

/** Sends every criterion check (criteria × chunks) and the holistic pass (× chunks) at once. */
export async function fanOut(
  ctx: Pick<LaneAttemptContext, 'perChunk'>,
  criteria: Criterion[],
  verification: VerificationInput,
): Promise<FanOutResults> {
  const checks = criteria.map((criterion) =>
    ctx.perChunk({
      step: `criterion:${criterion.id}`,
      instructions: CRITERION_INSTRUCTIONS,
      task: (i, n) => criterionTask(criterion, verification, i, n),
      schema: criterionCheckSchema,
    }),
  );
  const holistic = ctx.perChunk({
    step: 'holistic',
    instructions: HOLISTIC_INSTRUCTIONS,
    task: (i, n) => holisticTask(criteria, verification, i, n),
    schema: holisticReplySchema,
  });
  const [checked, holisticResults] = await Promise.all([Promise.all(checks), holistic]);
  return { checks: checked, holistic: holisticResults };
}

/**
 * Merges the fan-out (pure): a criterion whose check faulted on any chunk died (a degraded run);
 * a faulted holistic pass is a pipeline fault inside the lane. A budget fault among them means
 * a re-run cannot help.
 */
export function mergeFanOut(
  criteria: Criterion[],
  results: FanOutResults,
  verification: VerificationInput,
): LaneAttempt {
  const faults: string[] = [];
  const kinds: CallFault[] = [];
  const verdicts: CriterionVerdict[] = criteria.map((criterion, k) => {
    const checks = results.checks[k] ?? [];
    const fault = decisiveFault(checks);
    if (fault !== null) {
      kinds.push(fault);
      return diedCriterion(criterion, faultText(fault));
    }
    return mergeCriterionChecks(criterion, replyValues(checks));
  });
  const holisticFault = decisiveFault(results.holistic);
  if (holisticFault !== null) {
    kinds.push(holisticFault);
    faults.push(`PIPELINE-FAULT: holistic pass failed — ${faultText(holisticFault)}`);
  }
  const render = renderAdversary({
    criteria: verdicts,
    faults,
    complaints:
      holisticFault === null ? mergeHolisticComplaints(replyValues(results.holistic)) : [],
    verification,
  });
  const budget = kinds.find((f) => noRetryFor(f).noRetry !== undefined);
  return { ...render, ...(budget === undefined ? {} : noRetryFor(budget)) };
}

async function adversaryAttempt(ctx: LaneAttemptContext): Promise<LaneAttempt> {
  const verification = ctx.review.verification;
  const noRetry =
    verification.kind === 'fault'
      ? 'verification-commands declaration invalid — a re-run cannot fix it'
      : undefined;
  // A fault's own no-retry reason (a spent budget) is the one the retry note gives.
  const withNoRetry = (attempt: LaneAttempt): LaneAttempt =>
    noRetry === undefined || attempt.noRetry !== undefined ? attempt : { ...attempt, noRetry };
  const noCriteria = () =>
    withNoRetry(renderAdversary({ criteria: [], faults: [], complaints: [], verification }));
  if (!ctx.review.hasSpec) return noCriteria();
  const parsed = await ctx.criteria();
  if (!parsed.ok) {
    const text = `PIPELINE-FAULT: parse failed — cannot extract criteria: ${faultText(parsed.fault)}`;
    const render = renderAdversary({ criteria: [], faults: [text], complaints: [], verification });
    return withNoRetry({ ...render, parseFault: text, ...noRetryFor(parsed.fault) });
  }
  if (parsed.value.length === 0) return noCriteria();
  const results = await fanOut(ctx, parsed.value, verification);
  return withNoRetry(mergeFanOut(parsed.value, results, verification));
}

function judgeAdversary(report: string, times: string): LaneJudgement {
  const lane = 'adversary';
  if (adversaryDegraded(report)) {
    return blockedLane(
      lane,
      `PIPELINE-FAULT (degraded lane${times})`,
      'adversary: PIPELINE-FAULT — degraded run, pipeline fault recorded inside the adversary; a ' +
        'degraded lane is never a pass',
    );
  }
  switch (sentinelWord(adversaryLane, report)) {
    case 'CONFORMS':
      return greenLane(lane, 'CONFORMS');
    case 'DIVERGES':
      return blockedLane(
        lane,
        'DIVERGES',
        'adversary: DIVERGES — the implementation does not conform to the plan',
      );
    default:
      return blockedLane(
        lane,
        'missing verdict sentinel',
        'adversary: no ADVERSARIAL_REVIEW sentinel found — lane failed; never a pass',
      );
  }
}

export const adversaryLane: Lane<'adversary'> = {
  name: 'adversary',
  aliases: ['adversary', 'adversarial', 'adversarial-review'],
  sentinel: ADVERSARY_SENTINEL,
  promptVersion: 'adversary/2026-12-01',
  readsRepository: true,
  readsSpec: true,
  selection: {
    floor: (input) =>
      input.hasSpec
        ? {
            selected: true,
            reason: 'adversary: a spec is present — the change is checked for conformance to it',
          }
        : {
            selected: false,
            reason: 'adversary: not selected — there is no spec to check conformance against',
          },
    widenOnUnknownSurface: () => false,
    // Without a spec it fails closed (DIVERGES), so the wider defaults may still add it.
    degradedDefault: () => true,
    degradedReason: (input) =>
      input.hasSpec
        ? null
        : 'adversary: added by the degraded defaults — there is no spec, so it fails closed (DIVERGES)',
    additionRefused: (ctx) =>
      ctx.hasSpec
        ? null
        : 'adversary: the lane-selection judgment asked for it, but there is no spec to check ' +
          'conformance against — not added',
    alwaysOn: false,
    selectHint: [
      '- adversary: checks the change against the spec. Add it when the description or linked issues',
      '  amount to a spec (requirements, acceptance criteria, a plan) — it needs a spec to run.',
    ],
    inFallback: () => true,
  },
  attempt: adversaryAttempt,
  degraded: adversaryDegraded,
  judge: judgeAdversary,
};
