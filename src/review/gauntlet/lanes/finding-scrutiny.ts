// What the finding lanes (code-review, security) share about scrutiny (#23): asking for it once
// per attempt and reading the outcomes fail-closed (a fault, a crash or a missing outcome faults
// the lane), and reading a section of `- ` items back out of a report our renderer wrote. Pure
// apart from the scrutiny call it is handed.
import { describeError, oneLine } from '../../../plain-text.js';
import type { BlockingClaim, ClaimOutcome, Scrutinise } from '../claims.js';
import type { CallFault } from '../replies.js';

export type ScrutinyResult =
  { ok: true; outcomes: ReadonlyMap<string, ClaimOutcome> } | { ok: false; fault: CallFault };

/** The fault kind a lane reports when the scrutiny of its findings failed. */
export const SCRUTINY_FAULT = 'scrutiny-fault';

function scrutinyFault(message: string): ScrutinyResult {
  return { ok: false, fault: { kind: SCRUTINY_FAULT, message: oneLine(message, 500) } };
}

/**
 * Scrutiny of `claims` (one call; none when there are no claims). Every claim must come back
 * with exactly one outcome, and none may be a fault: otherwise the lane faults, never passes.
 */
export async function scrutiniseFindings(
  scrutinise: Scrutinise,
  claims: readonly BlockingClaim[],
): Promise<ScrutinyResult> {
  if (claims.length === 0) return { ok: true, outcomes: new Map() };
  let outcomes: unknown;
  try {
    outcomes = await scrutinise(claims);
  } catch (error) {
    return scrutinyFault(`scrutiny of the findings crashed: ${describeError(error, 300)}`);
  }
  if (!Array.isArray(outcomes)) return scrutinyFault('scrutiny returned no list of outcomes');
  const wanted = new Set(claims.map((c) => c.ref));
  const byRef = new Map<string, ClaimOutcome>();
  for (const outcome of outcomes as ClaimOutcome[]) {
    if (outcome.outcome === 'fault') {
      return scrutinyFault(`scrutiny of ${outcome.ref} faulted: ${outcome.fault}`);
    }
    if (!wanted.has(outcome.ref)) continue;
    if (byRef.has(outcome.ref)) return scrutinyFault(`two scrutiny outcomes for ${outcome.ref}`);
    byRef.set(outcome.ref, outcome);
  }
  const missing = claims.find((c) => !byRef.has(c.ref));
  if (missing !== undefined) return scrutinyFault(`no scrutiny outcome for ${missing.ref}`);
  return { ok: true, outcomes: byRef };
}

/**
 * The `- ` items under the line `header` of a report, up to the first line `ends` matches. Our
 * renderers write every model-written text on one line after a prefix of their own, so no model
 * text can start a header or an item line.
 */
export function sectionItems(report: string, header: string, ends: RegExp): string[] {
  const lines = report.split('\n');
  const start = lines.indexOf(header);
  if (start < 0) return [];
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (ends.test(line)) break;
    if (line.startsWith('- ')) items.push(line.slice(2));
  }
  return items;
}

/** `0.85`, or `?` when the reviewer gave no usable number. */
export function confidenceText(confidence: unknown): string {
  return typeof confidence === 'number' && Number.isFinite(confidence)
    ? String(Math.round(confidence * 100) / 100)
    : '?';
}
