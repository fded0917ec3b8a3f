// The contract between a lane and the scrutiny it asks for before a claim may block (#23): an
// anchor (file, line, optional end line) every blocking finding, MET citation and gate issue
// carries; the blocking claim a lane hands over; and what came back — it blocks (anchored and, where
// verification applies, confirmed), it is a human-attention item (unanchored after one re-ask, or
// refuted by verification), or it faulted (the lane faults: fail closed). Pure types and rules.
import { z } from 'zod';
import type { Rigor } from '../../config/types.js';
import { inertLine } from '../../trust/markdown.js';

/** Where a claim points: a path as the numbered diff shows it, a line, an optional last line. */
export interface Anchor {
  file: string;
  /** 1-based; new side of the diff unless the line exists only on the old side. */
  line: number;
  endLine?: number;
}

/**
 * The anchor fields of every reply schema that carries one. Plain nullable numbers: integer
 * bounds are refused by Anthropic's structured output, so `anchorOf` checks them instead.
 */
export const anchorFields = {
  file: z.string(),
  line: z.number().nullable(),
  end_line: z.number().nullable(),
};

/** An anchor from a reply's fields, or null when the file or line is missing or malformed. */
export function anchorOf(fields: {
  file: string;
  line: number | null;
  end_line: number | null;
}): Anchor | null {
  const file = fields.file.trim();
  const line = fields.line;
  if (file === '' || line === null || !Number.isInteger(line) || line <= 0) return null;
  const end = fields.end_line;
  return end !== null && Number.isInteger(end) && end >= line
    ? { file, line, endLine: end }
    : { file, line };
}

/** Where an anchor was found: a line the diff shows, a line of the head snapshot, or nowhere. */
export type AnchorResolution = 'diff' | 'snapshot' | null;

/** Resolves anchors against the run's diff (and the head snapshot when the lanes may read it). */
export type AnchorResolver = (anchor: Anchor) => Promise<AnchorResolution>;

/** One claim a lane would block on, handed to scrutiny before it may. */
export interface BlockingClaim {
  /** Unique within one lane attempt (e.g. `finding:3`, `criterion:c2`). */
  ref: string;
  /** `finding` (a code-review or security finding, a holistic complaint) or `criterion`. */
  kind: 'finding' | 'criterion';
  /**
   * A `finding` with no anchor, or one that does not resolve, is re-asked once, then becomes an
   * attention item. A `criterion` (UNMET, DIVERGED) may have none: what is missing has no line,
   * so it is never made an attention item for lack of one.
   */
  anchor: Anchor | null;
  /** One line a reader understands: what is wrong. */
  claim: string;
  /** The reviewer's reasoning and proposed fix, shown to the verifier. */
  detail: string;
  /** The evidence chunk (1-based) the claim came from; a re-ask goes to the same chunk. */
  chunk: number;
  /** Whether this claim gets an independent verification call (critical/high, production UNMET). */
  verify: boolean;
}

/** What scrutiny decided about one claim. */
export type ClaimOutcome =
  | { ref: string; outcome: 'blocks'; anchor: Anchor | null; evidence: string }
  | { ref: string; outcome: 'unanchored'; claim: string; why: string }
  | { ref: string; outcome: 'refuted'; anchor: Anchor | null; claim: string; evidence: string }
  | { ref: string; outcome: 'fault'; fault: string };

/** The scrutiny a lane attempt is given; one outcome per claim, in order. Never throws. */
export type Scrutinise = (claims: readonly BlockingClaim[]) => Promise<ClaimOutcome[]>;

/**
 * The confidence (0–1) a finding needs before it may block, per rigor. Below it the finding is
 * reported and does not block. Production demands less certainty before stopping a merge, since
 * what it guards ships to users; docs/lanes.md states the figures.
 */
export const BLOCKING_CONFIDENCE: Readonly<Record<Rigor, number>> = {
  production: 0.6,
  prototype: 0.7,
  poc: 0.8,
};

/** Whether a reported confidence reaches the blocking threshold (a non-number never does). */
export function confidentEnough(confidence: unknown, rigor: Rigor): boolean {
  return (
    typeof confidence === 'number' &&
    Number.isFinite(confidence) &&
    confidence >= BLOCKING_CONFIDENCE[rigor]
  );
}

/** Attention text for a claim scrutiny did not let block, naming the claim itself. */
export function attentionFor(lane: string, outcome: ClaimOutcome): string | null {
  switch (outcome.outcome) {
    case 'unanchored':
      return `${lane}: unanchored finding — "${inertLine(outcome.claim, 300)}" (${inertLine(outcome.why, 200)}); a person must judge it`;
    case 'refuted':
      return `${lane}: refuted by verification — "${inertLine(outcome.claim, 300)}"${anchorPhrase(outcome.anchor)} (${inertLine(outcome.evidence, 400)}); a person must confirm the refutation`;
    default:
      return null;
  }
}

/** ` at file:line` (a criterion refuted with no line has none). */
function anchorPhrase(anchor: Anchor | null): string {
  return anchor === null ? '' : ` at ${inertLine(anchor.file, 200)}:${anchor.line}`;
}
