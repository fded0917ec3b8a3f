// The adversary's claims (#23), decided by our code around the model replies: the MET anchor
// rule (a MET keeps only citations `resolveAnchor` finds, and with none is read as PARTIAL, named),
// the would-be blockers handed to scrutiny, and what scrutiny's outcomes make of them. Pure apart
// from the resolver it is given.
import type { Rigor } from '../../../config/types.js';
import { oneLine } from '../../../plain-text.js';
import {
  anchorOf,
  attentionFor,
  type Anchor,
  type BlockingClaim,
  type ClaimOutcome,
} from '../claims.js';
import type { CallFault } from '../replies.js';
import {
  anchorText,
  isDescriptionComplaint,
  readContradiction,
  type CriterionCheckReply,
  type CriterionVerdict,
  type LaneComplaint,
} from './adversary.js';
import type { LaneAttemptContext } from './lane.js';

/**
 * A reply with only the citations our code resolves. A clean MET left with none is read as
 * PARTIAL with a complaint naming what it cited; so every citation a verdict keeps is real.
 */
export async function anchorMet(
  reply: CriterionCheckReply,
  resolve: LaneAttemptContext['resolveAnchor'],
): Promise<CriterionCheckReply> {
  const anchors = reply.citations.map(anchorOf);
  const found = await Promise.all(
    anchors.map((a) => (a === null ? Promise.resolve(null) : resolve(a).catch(() => null))),
  );
  const resolved = reply.citations.filter((_, i) => found[i] !== null && found[i] !== undefined);
  // A MET with a complaint is already read as not met (`readContradiction`), its complaint kept.
  if (reply.status !== 'MET' || reply.complaint.trim() !== '' || resolved.length > 0) {
    return { ...reply, citations: resolved };
  }
  return {
    ...reply,
    status: 'PARTIAL',
    complaint: unresolvedComplaint(reply.citations, anchors),
    citations: [],
  };
}

function unresolvedComplaint(
  citations: CriterionCheckReply['citations'],
  anchors: (Anchor | null)[],
): string {
  if (citations.length === 0) {
    return 'MET cites nothing — a MET must cite a changed file:line our code can find (read as partial)';
  }
  const named = citations.slice(0, 3).map((c, i) => {
    const anchor = anchors[i];
    return anchor === null || anchor === undefined
      ? `"${oneLine(c.file, 200) || '(no file)'}" with no usable line`
      : anchorText(anchor);
  });
  const more = citations.length > 3 ? ` and ${citations.length - 3} more` : '';
  return (
    `MET cites ${named.join(', ')}${more}, which ${citations.length === 1 ? 'is' : 'are'} neither ` +
    'in the diff nor in the head — read as partial'
  );
}

/** What merging the fan-out gives before scrutiny: verdicts, complaints, faults. */
export interface MergedFanOut {
  verdicts: CriterionVerdict[];
  complaints: LaneComplaint[];
  faults: string[];
  kinds: CallFault[];
}

/** The claims scrutiny gets: every blocking criterion and every line-anchored complaint. */
export function blockingClaims(merged: MergedFanOut, rigor: Rigor): BlockingClaim[] {
  const claims: BlockingClaim[] = [];
  for (const c of merged.verdicts) {
    if (c.died || readContradiction(c).status === 'MET') continue;
    const status = readContradiction(c);
    claims.push({
      ref: `criterion:${c.id}`,
      kind: 'criterion',
      anchor: c.citations[0] ?? null,
      claim: `acceptance criterion ${c.id} "${oneLine(c.text, 200)}" is ${status.status.toLowerCase()}`,
      detail: oneLine(`${status.complaint} (evidence: ${c.evidence || 'none'})`, 1500),
      chunk: c.chunk,
      verify:
        c.kind === 'behaviour' &&
        rigor === 'production' &&
        (status.status === 'UNMET' || status.status === 'DIVERGED'),
    });
  }
  merged.complaints.forEach((c, i) => {
    if (isDescriptionComplaint(c)) return;
    claims.push({
      ref: `finding:${i + 1}`,
      kind: 'finding',
      anchor: anchorOf(c),
      claim: oneLine(`${c.kind}: ${c.violation}`, 300),
      detail: oneLine(`at ${c.location}; fix: ${c.fix}`, 1500),
      chunk: c.chunk ?? 1,
      verify: false,
    });
  });
  return claims;
}

/**
 * Applies scrutiny's outcomes: `blocks` leaves a claim blocking; `refuted`/`unanchored` turn it
 * into an attention item; a `fault`, or an outcome missing for a claim, is returned as the fault.
 */
export function applyOutcomes(
  merged: MergedFanOut,
  claims: readonly BlockingClaim[],
  outcomes: readonly ClaimOutcome[],
): MergedFanOut | { fault: string } {
  const byRef = new Map(outcomes.map((o) => [o.ref, o]));
  const attention = new Map<string, string>();
  for (const claim of claims) {
    const outcome = byRef.get(claim.ref);
    if (outcome === undefined) return { fault: `scrutiny gave no outcome for ${claim.ref}` };
    if (outcome.outcome === 'fault')
      return { fault: `${claim.ref}: ${oneLine(outcome.fault, 400)}` };
    const text = attentionFor('adversary', outcome);
    if (text !== null) attention.set(claim.ref, text);
  }
  return {
    ...merged,
    verdicts: merged.verdicts.map((v) => {
      const text = attention.get(`criterion:${v.id}`);
      return text === undefined ? v : { ...v, attention: text };
    }),
    complaints: merged.complaints.map((c, i) => {
      const text = attention.get(`finding:${i + 1}`);
      return text === undefined ? c : { ...c, attention: text };
    }),
  };
}
