// The adversary lane as the runner runs it: the spec's criteria (read from its checklist, or from
// `parse`), then the fan-out — one check per checkable criterion × evidence chunk and one holistic
// pass per chunk, all at once — then our rules and scrutiny, merged and rendered by `adversary.ts`:
//   - a MET (any kind) must cite at least one line `ctx.resolveAnchor` finds; otherwise it is read
//     as PARTIAL with a complaint naming the citation (a named block, decided by our code);
//   - every would-be blocker goes to `ctx.scrutinise` once per attempt — UNMET/DIVERGED/PARTIAL
//     criteria as `criterion` claims (verified when behaviour at `rigor: production`), holistic
//     complaints as `finding`s. Only `blocks` blocks; `refuted`/`unanchored` become attention
//     items the report lists and `judge` reads back; a `fault` faults the lane (fail closed).
//   - a complaint about the description itself is anchored to the description: it blocks without
//     scrutiny, since there is no line to resolve or verify.
// The rules themselves are in `adversary-claims.ts`. Pure apart from the calls it sends through
// its context.
import type { ClaimOutcome } from '../claims.js';
import {
  faultText,
  decisiveFault,
  laneFault,
  noRetryFor,
  replyValues,
  type CallFault,
  type CallOutcome,
  type LaneAttempt,
} from '../replies.js';
import {
  ATTENTION_HEADING,
  criterionInstructions,
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
} from './adversary.js';
import type { VerificationRuns } from '../../../evidence/declared-checks.js';
import {
  blockedLane,
  greenLane,
  sentinelWord,
  type Lane,
  type LaneAttemptContext,
  type LaneJudgement,
} from './lane.js';
import type { Criterion } from './parse.js';
import { anchorMet, applyOutcomes, blockingClaims, type MergedFanOut } from './adversary-claims.js';
import { describeError } from '../../../plain-text.js';

/** Bumped whenever the adversary's or parse's instructions, tasks or schemas change. */
export const ADVERSARY_PROMPT_VERSION = 'adversary/2026-12-02';

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
  verification: VerificationRuns,
): Promise<FanOutResults> {
  const checks = criteria.map((criterion) =>
    ctx.perChunk({
      step: `criterion:${criterion.id}`,
      instructions: criterionInstructions(
        criterion.kind === 'not-checkable' ? 'behaviour' : criterion.kind,
      ),
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

/** The fan-out after the MET anchor rule: each MET reply resolved or read as PARTIAL. */
export async function anchorFanOut(
  results: FanOutResults,
  resolve: LaneAttemptContext['resolveAnchor'],
): Promise<FanOutResults> {
  const checks = await Promise.all(
    results.checks.map((chunks) =>
      Promise.all(
        chunks.map(async (r): Promise<CallOutcome<CriterionCheckReply>> =>
          r.ok ? { ok: true, value: await anchorMet(r.value, resolve) } : r,
        ),
      ),
    ),
  );
  return { checks, holistic: results.holistic };
}

/**
 * Merges the fan-out (pure): a criterion whose check faulted on any chunk died (a degraded run);
 * a faulted holistic pass is a pipeline fault inside the lane.
 */
export function mergeResults(criteria: Criterion[], results: FanOutResults): MergedFanOut {
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
  const complaints =
    holisticFault === null ? mergeHolisticComplaints(replyValues(results.holistic)) : [];
  return { verdicts, complaints, faults, kinds };
}

/** Renders a merged (and scrutinised) fan-out; a budget fault means a re-run cannot help. */
export function renderMerged(
  merged: MergedFanOut,
  notCheckable: Criterion[],
  verification: VerificationRuns,
): LaneAttempt {
  const render = renderAdversary({
    criteria: merged.verdicts,
    notCheckable,
    faults: merged.faults,
    complaints: merged.complaints,
    verification,
  });
  const budget = merged.kinds.find((f) => noRetryFor(f).noRetry !== undefined);
  return { ...render, ...(budget === undefined ? {} : noRetryFor(budget)) };
}

/** Merges and renders a fan-out without scrutiny (every claim blocks as reported). Pure. */
export function mergeFanOut(
  criteria: Criterion[],
  results: FanOutResults,
  verification: VerificationRuns,
): LaneAttempt {
  return renderMerged(mergeResults(criteria, results), [], verification);
}

async function scrutinised(
  ctx: LaneAttemptContext,
  merged: MergedFanOut,
): Promise<MergedFanOut | { fault: string }> {
  // A pipeline fault already fails the lane closed; scrutiny cannot change that verdict.
  if (merged.faults.length > 0) return merged;
  const claims = blockingClaims(merged, ctx.evidence.rigor);
  if (claims.length === 0) return merged;
  let outcomes: ClaimOutcome[];
  try {
    outcomes = await ctx.scrutinise(claims);
  } catch (error) {
    return { fault: `scrutiny threw: ${describeError(error, 300)}` };
  }
  return applyOutcomes(merged, claims, outcomes);
}

async function adversaryAttempt(ctx: LaneAttemptContext<VerificationRuns>): Promise<LaneAttempt> {
  const verification = ctx.input;
  const noRetry =
    verification.kind === 'fault'
      ? 'verification-commands declaration invalid — a re-run cannot fix it'
      : undefined;
  // A fault's own no-retry reason (a spent budget) is the one the retry note gives.
  const withNoRetry = (attempt: LaneAttempt): LaneAttempt =>
    noRetry === undefined || attempt.noRetry !== undefined ? attempt : { ...attempt, noRetry };
  const noCriteria = () =>
    withNoRetry(renderAdversary({ criteria: [], faults: [], complaints: [], verification }));
  if (!ctx.evidence.hasSpec) return noCriteria();
  const parsed = await ctx.criteria();
  if (!parsed.ok) {
    const text = `PIPELINE-FAULT: parse failed — cannot extract criteria: ${faultText(parsed.fault)}`;
    const render = renderAdversary({ criteria: [], faults: [text], complaints: [], verification });
    return withNoRetry({ ...render, parseFault: text, ...noRetryFor(parsed.fault) });
  }
  if (parsed.value.length === 0) return noCriteria();
  const checkable = parsed.value.filter((c) => c.kind !== 'not-checkable');
  const notCheckable = parsed.value.filter((c) => c.kind === 'not-checkable');
  if (checkable.length === 0) {
    return withNoRetry(
      renderAdversary({ criteria: [], notCheckable, faults: [], complaints: [], verification }),
    );
  }
  const results = await anchorFanOut(await fanOut(ctx, checkable, verification), ctx.resolveAnchor);
  const merged = await scrutinised(ctx, mergeResults(checkable, results));
  if ('fault' in merged) {
    return laneFault('adversary', { kind: 'scrutiny-fault', message: merged.fault });
  }
  return withNoRetry(renderMerged(merged, notCheckable, verification));
}

/** The attention items the report lists under ATTENTION_HEADING, read back. */
export function attentionItems(report: string): string[] {
  const lines = report.split('\n');
  const at = lines.indexOf(ATTENTION_HEADING);
  if (at < 0) return [];
  const items: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.startsWith('- ')) break;
    items.push(line.slice(2));
  }
  return items;
}

function judgeAdversary(report: string, times: string): LaneJudgement {
  const judged = judgeVerdict(report, times);
  return { ...judged, attention: attentionItems(report) };
}

function judgeVerdict(report: string, times: string): LaneJudgement {
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

export const adversaryLane: Lane<'adversary', VerificationRuns> = {
  name: 'adversary',
  aliases: ['adversary', 'adversarial', 'adversarial-review'],
  sentinel: ADVERSARY_SENTINEL,
  promptVersion: ADVERSARY_PROMPT_VERSION,
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
      '- adversary: checks the change against the spec. It runs whenever a spec is present (the',
      '  caller context says whether one is); adding it without a spec only makes it fail closed.',
    ],
    inFallback: () => true,
    // No spec: it runs anyway and fails closed (DIVERGES), so a missing spec can never pass.
    forcedWhen: (ctx) => !ctx.hasSpec,
    forcedWarning: (ctx) =>
      ctx.hasSpec ? null : 'warning: adversary forced without a spec — it fails closed (DIVERGES)',
    onBecause: (ctx) =>
      ctx.hasSpec
        ? null
        : 'no spec — it runs and DIVERGES ("Criteria: none provided."), which blocks',
  },
  modelSlot: 3,
  // One call per criterion and one holistic pass, per chunk.
  callsPerChunk: ({ criteria }) => criteria + 1,
  prepare: (evidence) => evidence.checks.verification,
  attempt: adversaryAttempt,
  degraded: adversaryDegraded,
  judge: judgeAdversary,
  complaints: adversaryComplaints,
};

/**
 * The adversary's numbered complaints (unmet criteria with the reason, holistic complaints, red
 * verification runs, faults), read from the report our renderer wrote: the lines after
 * `Complaints:` up to the first blank line. Linear in the report.
 */
export function adversaryComplaints(report: string): string[] {
  const lines = report.split('\n');
  const start = lines.indexOf('Complaints:');
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    const m = /^\d{1,6}\. (.*)$/.exec(line);
    if (m?.[1] !== undefined) out.push(m[1]);
  }
  return out;
}
