// Reply classification (pure): what one model call's result means to a lane — a validated value
// or a named fault — and the fault wording every lane report and retry note shares.
import type { z } from 'zod';
import type { ToolStepRecord } from '../../models/tools.js';
import type { ModelCallResult, Usage } from '../../models/types.js';
import { oneLine } from '../../plain-text.js';
import type { LaneVerdict, LocatedFinding } from './lane-types.js';

/** A fault as the runner records it: a model fault kind, or one of the runner's own. */
export interface CallFault {
  kind: string;
  message: string;
}
export type CallOutcome<T> = { ok: true; value: T } | { ok: false; fault: CallFault };

/** Fault kinds a whole-lane re-run cannot fix, with the reason the retry note gives. */
export const NO_RETRY_REASONS: Readonly<Record<string, string>> = {
  'budget-exhausted':
    'model budget exhausted (max-tokens / max-cost-usd) — a re-run cannot get it back',
  'no-evidence': 'no evidence to review — a re-run cannot fix it',
  // A reviewer that asked for what policy withholds, or would not stop reading, is not given a
  // second chance to answer without asking: its lane ends in a fault (never a pass).
  'tool-refused': 'a reviewer asked its repository tools for something refused — not re-run',
  'tool-steps-exhausted':
    'a reviewer kept calling repository tools past max-tool-steps — not re-run',
};

export const FAULT_MARKER = 'PIPELINE-FAULT:';

export function callFault<T>(kind: string, message: string): CallOutcome<T> {
  return { ok: false, fault: { kind, message } };
}

/**
 * A model result as a lane reads it. The caller validated already; checking again against the
 * lane's schema costs nothing and keeps a buggy caller from smuggling an unvalidated value into a
 * renderer.
 */
export function classifyReply<T>(result: ModelCallResult<T>, schema: z.ZodType<T>): CallOutcome<T> {
  if (!result.ok) {
    return callFault(oneLine(result.fault?.kind, 40) || 'unknown', result.fault?.message ?? '');
  }
  const checked = schema.safeParse(result.value);
  if (!checked.success) {
    return callFault(
      'invalid-output',
      `reply failed the lane schema: ${oneLine(checked.error.message, 300)}`,
    );
  }
  return { ok: true, value: checked.data };
}

/** A usage record is added to the run's total only when every figure is a number. */
export function isUsage(value: unknown): value is Usage {
  const u = value as Usage | null | undefined;
  return (
    typeof u === 'object' &&
    u !== null &&
    Number.isFinite(u.inputTokens) &&
    Number.isFinite(u.outputTokens) &&
    Number.isFinite(u.cachedInputTokens) &&
    (u.costUsd === null || Number.isFinite(u.costUsd))
  );
}

/**
 * The fault a lane reports for its chunks: the first one a re-run cannot help with (a refused tool
 * request, a spent budget — whichever chunk it came from, so no re-run can turn it into a pass),
 * else the first one. Its message names the chunk when there are several.
 */
export function decisiveFault<T>(results: CallOutcome<T>[]): CallFault | null {
  let at = -1;
  for (const [i, r] of results.entries()) {
    if (r.ok) continue;
    if (at < 0) at = i;
    if (Object.hasOwn(NO_RETRY_REASONS, r.fault.kind)) {
      at = i;
      break;
    }
  }
  const r = results[at];
  if (r === undefined || r.ok) return null;
  return results.length > 1
    ? { kind: r.fault.kind, message: `chunk ${at + 1}/${results.length}: ${r.fault.message}` }
    : r.fault;
}

/** The values of the calls that answered, in order. */
export function replyValues<T>(results: CallOutcome<T>[]): T[] {
  return results.flatMap((r) => (r.ok ? [r.value] : []));
}

/** `<fault kind>: <message ≤500, one line>` */
export function faultText(fault: CallFault): string {
  return `${oneLine(fault.kind, 40) || 'unknown'}: ${oneLine(fault.message, 500) || 'no message'}`;
}

/** Why a re-run cannot help with this fault, when it cannot. */
export function noRetryFor(fault: CallFault): { noRetry?: string } {
  const reason = Object.hasOwn(NO_RETRY_REASONS, fault.kind)
    ? NO_RETRY_REASONS[fault.kind]
    : undefined;
  return reason === undefined ? {} : { noRetry: reason };
}

/** The result of one whole-lane attempt: the rendered report, its findings and typed verdict. */
export interface LaneAttempt {
  report: string;
  findings: LocatedFinding[];
  /** The verdict the renderer computed, as data; null when the attempt produced no verdict. */
  verdict: LaneVerdict | null;
  /** Why a re-run cannot help, when a fault is of that kind. */
  noRetry?: string;
  /** The parse fault text when this adversary attempt could not extract criteria. */
  parseFault?: string;
  /** Repository tool steps the attempt's calls took (#17). */
  toolSteps?: ToolStepRecord[];
}

/** The reference's lane_fault marker: `PIPELINE-FAULT: <lane> lane failed after retries — …`. */
export function laneFault(lane: string, fault: CallFault): LaneAttempt {
  return {
    report: `${FAULT_MARKER} ${lane} lane failed after retries — ${faultText(fault)}`,
    findings: [],
    verdict: null,
    ...noRetryFor(fault),
  };
}

/** The report of a selected lane that produced none: a fault, so the review is incomplete. */
export function missingReport(lane: string): string {
  return `${FAULT_MARKER} ${lane} lane produced no report`;
}

/** A lane result is a fault only when it starts with the marker (a review that quotes it is not). */
export function isFaultMarker(report: string): boolean {
  return report.trim().startsWith(FAULT_MARKER);
}
