// The adversary lane: per-criterion checks and a holistic pass against the spec, rendered by our
// code into the `ADVERSARIAL_REVIEW:` report with the exact `Criteria:` header forms of
// docs/design.md §B.7. Pure. The lane's contract and its fan-out are in `adversary-run.ts`.
// Over 400 lines: the reply schemas and the merge/render rules they feed are read together;
// splitting them would scatter one verdict's logic. The prompts are in `adversary-prompt.ts`.
//
// Chunked evidence: every criterion is checked against every chunk, and the holistic pass runs
// once per chunk. Merging a criterion's per-chunk answers fails closed:
//   - any chunk DIVERGED → DIVERGED (one contradiction is enough, other chunks cannot undo it);
//   - else any chunk UNMET → UNMET (a chunk that saw the relevant code and found it lacking wins
//     over one that found it satisfied);
//   - else any chunk MET → MET (a chunk proved it; the others answered PARTIAL "not in this
//     chunk", as their task tells them to when the relevant code is elsewhere);
//   - else PARTIAL.
// A criterion check that faulted in any chunk counts as DIED (degraded run, retried). Holistic
// complaints are the union over chunks, deduplicated. Known cost of this choice: a criterion
// whose change and test land in different chunks can only reach PARTIAL — a false DIVERGES,
// never a false CONFORMS.
//
// Kinds (#23): a behaviour criterion is MET only with the change and a proving test or recorded
// run; docs, config and process criteria are MET by inspection; a not-checkable criterion is never
// checked, never MET and never a block — it is a human-attention item. Any MET must cite at least
// one file:line our code resolves (the run checks that, `adversary-run.ts`).
import { z } from 'zod';
import { cut, describeError, oneLine } from '../../../plain-text.js';
import { anchorFields, anchorOf, type Anchor } from '../claims.js';
import type { LocatedFinding } from '../lane-types.js';
import type { Criterion, CriterionKind } from './parse.js';
import {
  dedupeBy,
  isRedRun,
  keyPart,
  redRunReason,
  renderRunLines,
  type LaneRender,
} from './shared.js';
import type { VerificationRuns } from '../../../evidence/declared-checks.js';
import { inertLine, inlineCode } from '../../../trust/markdown.js';

export {
  CRITERION_INSTRUCTIONS,
  criterionInstructions,
  criterionTask,
  HOLISTIC_INSTRUCTIONS,
  holisticTask,
  verificationSummary,
} from './adversary-prompt.js';

export const CRITERION_STATUSES = ['MET', 'PARTIAL', 'UNMET', 'DIVERGED'] as const;
export type CriterionStatus = (typeof CRITERION_STATUSES)[number];

export const citationSchema = z.strictObject(anchorFields);
export type Citation = z.infer<typeof citationSchema>;

const criterionCheckShape = z.strictObject({
  id: z.string(),
  status: z.enum(CRITERION_STATUSES),
  evidence: z.string(),
  complaint: z.string(),
  citations: z.array(citationSchema),
});
export type CriterionCheckReply = z.infer<typeof criterionCheckShape>;

/** MET needs evidence; anything else needs a complaint (the reference's crit_gate rules). */
export const criterionCheckSchema: z.ZodType<CriterionCheckReply> = criterionCheckShape.superRefine(
  (reply, ctx) => {
    if (reply.status === 'MET' && reply.evidence.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'MET needs evidence: say what satisfies the criterion and cite it in citations',
        path: ['evidence'],
      });
    }
    if (reply.status !== 'MET' && reply.complaint.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        message: `${reply.status} needs a complaint: what is missing or wrong, and the fix`,
        path: ['complaint'],
      });
    }
  },
);

export const holisticComplaintSchema = z.strictObject({
  kind: z.string(),
  ...anchorFields,
  location: z.string(),
  violation: z.string(),
  fix: z.string(),
});
export const holisticReplySchema = z.strictObject({
  complaints: z.array(holisticComplaintSchema),
});
export type HolisticComplaint = z.infer<typeof holisticComplaintSchema>;
export type HolisticReply = z.infer<typeof holisticReplySchema>;

/** One criterion's final answer after merging its chunks. */
export interface CriterionVerdict {
  id: string;
  text: string;
  kind: CriterionKind;
  status: CriterionStatus;
  evidence: string;
  complaint: string;
  /** The chosen reply's citations (for MET: the ones our code resolved). */
  citations: Anchor[];
  /** The evidence chunk (1-based) the chosen reply came from. */
  chunk: number;
  /** The check faulted (in at least one chunk): a degraded run. */
  died: boolean;
  /**
   * Set when scrutiny did not let this UNMET/DIVERGED/PARTIAL block (refuted by verification):
   * the attention text a person reads instead. Such a criterion neither blocks nor counts as met.
   */
  attention?: string;
}

export const DIED_EVIDENCE_PREFIX = 'PIPELINE-FAULT: criterion ';
export const DIED_MARKER = 'criterion check DIED (pipeline fault)';

/** A criterion whose check faulted: UNMET, recorded as died (the reference's criterion_fault). */
export function diedCriterion(criterion: Criterion, detail: string): CriterionVerdict {
  const why = oneLine(detail, 500);
  return {
    id: criterion.id,
    text: criterion.text,
    kind: criterion.kind,
    status: 'UNMET',
    evidence: `${DIED_EVIDENCE_PREFIX}check failed — ${why}`,
    complaint: `${DIED_MARKER} — ${why}`,
    citations: [],
    chunk: 1,
    died: true,
  };
}

export const CONTRADICTED_MET =
  'contradictory reply: MET with a complaint — read as not met (a block, not a lane fault): ';

/**
 * A MET that carries a complaint contradicts itself ("met, but the proving test is skipped"): it is
 * read as UNMET with the complaint kept, so it blocks and, across chunks, outranks a clean MET.
 */
export function readContradiction<T extends { status: CriterionStatus; complaint: string }>(
  reply: T,
): T {
  if (reply.status !== 'MET' || reply.complaint.trim() === '') return reply;
  return { ...reply, status: 'UNMET', complaint: `${CONTRADICTED_MET}${reply.complaint}` };
}

/**
 * Merges one criterion's per-chunk replies (see the file comment for the rule). Run the MET anchor
 * rule (`adversary-run.ts`) on the replies first, so an unresolved MET is already a PARTIAL.
 */
export function mergeCriterionChecks(
  criterion: Criterion,
  checks: CriterionCheckReply[],
): CriterionVerdict {
  const replies = checks.map(readContradiction);
  const total = replies.length;
  const pick = (status: CriterionStatus) => replies.findIndex((r) => r.status === status);
  let at = -1;
  for (const status of ['DIVERGED', 'UNMET', 'MET'] as const) {
    at = pick(status);
    if (at >= 0) break;
  }
  if (at < 0) at = 0;
  const chosen = replies[at];
  if (chosen === undefined) return diedCriterion(criterion, 'no check result was produced');
  const prefix = total > 1 ? `(chunk ${at + 1}/${total}) ` : '';
  let complaint = chosen.complaint;
  if (chosen.status === 'PARTIAL' && total > 1) {
    complaint = replies
      .map((r, i) => `(chunk ${i + 1}/${total}) ${oneLine(r.complaint)}`)
      .join('; ');
  }
  return {
    id: criterion.id,
    text: criterion.text,
    kind: criterion.kind,
    status: chosen.status,
    citations: chosen.citations.flatMap((c) => {
      const anchor = anchorOf(c);
      return anchor === null ? [] : [anchor];
    }),
    chunk: at + 1,
    evidence: chosen.evidence.trim() === '' ? '' : `${prefix}${chosen.evidence}`,
    complaint:
      chosen.status === 'PARTIAL' && total > 1
        ? complaint
        : complaint.trim() === ''
          ? ''
          : `${prefix}${complaint}`,
    died: false,
  };
}

/** A holistic complaint as the lane renders it: the chunk it came from, and scrutiny's word. */
export type LaneComplaint = HolisticComplaint & {
  /** The evidence chunk (1-based) it came from. */
  chunk?: number;
  /** Set when scrutiny did not let it block (unanchored, refuted): what a person reads instead. */
  attention?: string;
};

/** The union of the chunks' complaints, deduplicated, each tagged with its first chunk. */
export function mergeHolisticComplaints(replies: HolisticReply[]): LaneComplaint[] {
  return dedupeBy(
    replies.flatMap((r, i) => r.complaints.map((c) => ({ ...c, chunk: i + 1 }))),
    (c) => `${keyPart(c.kind)}\u0000${keyPart(c.location)}\u0000${keyPart(c.violation)}`,
  );
}

/** A complaint about the PR description itself: anchored to the description, not to a line. */
export function isDescriptionComplaint(c: HolisticComplaint): boolean {
  return c.file.trim() === '' && c.location.trim().toLowerCase() === 'description';
}

export interface AdversaryRenderInput {
  /** The merged checkable criteria; `[]` when none were provided or extractable, or parse faulted. */
  criteria: CriterionVerdict[];
  /** The not-checkable criteria: human-attention items, never checked, never MET, never a block. */
  notCheckable?: Criterion[];
  /** Pipeline faults inside the lane (`PIPELINE-FAULT: …`): parse, holistic pass. */
  faults: string[];
  complaints: LaneComplaint[];
  verification: VerificationRuns;
}

const NO_CRITERIA_COMPLAINT =
  'No acceptance criteria were provided or extractable — conformance cannot be judged without a ' +
  'spec (fail-closed). Give the pull request a spec with acceptance criteria (its description, ' +
  'a closing issue, or the `spec` input).';

const NO_CHECKABLE_COMPLAINT =
  'No checkable acceptance criterion — every criterion is not-checkable, so conformance cannot be ' +
  'judged (fail-closed). Add a criterion the change can be checked against, or tag one with its ' +
  'kind: `(behaviour)`, `(docs)`, `(config)` or `(process)`.';

/** The heading of the report's attention section; `judge` reads the items under it back. */
export const ATTENTION_HEADING = 'Attention (a person must judge; not blocking):';

/** The attention item for a not-checkable criterion, naming it. */
export function notCheckableAttention(criterion: Criterion): string {
  return (
    `adversary: not-checkable criterion ${criterion.id} "${inertLine(criterion.text, 300)}" — no ` +
    'change can show it; a person must judge it'
  );
}

/** The verification declaration's fault text, always carrying the marker. */
export function verificationFaultText(fault: string): string {
  const text = oneLine(fault, 500);
  return text.includes('PIPELINE-FAULT:')
    ? text
    : `PIPELINE-FAULT: verification-commands declaration invalid — ${text}`;
}

export function renderAdversary(input: AdversaryRenderInput): LaneRender {
  try {
    return renderAdversaryUnsafe(input);
  } catch (error) {
    return {
      report:
        'ADVERSARIAL_REVIEW: DIVERGES\n' +
        `Criteria: verdict computation error: ${describeError(error, 300)} — treat as failed, not as conforming.`,
      findings: [],
      verdict: { word: 'DIVERGES', degraded: true },
    };
  }
}

function renderAdversaryUnsafe(input: AdversaryRenderInput): LaneRender {
  const criteria = input.criteria.map((c) => (c.died ? c : readContradiction(c)));
  const notCheckable = input.notCheckable ?? [];
  const faults = input.faults.map((f) => oneLine(f, 600));
  if (input.verification.kind === 'fault') {
    faults.push(verificationFaultText(input.verification.fault));
  }
  const runs = input.verification.kind === 'runs' ? input.verification.runs : [];
  const red = runs.filter(isRedRun);
  const isMet = (c: CriterionVerdict) => c.status === 'MET' && !c.died;
  const isDeferred = (c: CriterionVerdict) => !isMet(c) && !c.died && c.attention !== undefined;
  const n = criteria.length;
  const met = criteria.filter(isMet).length;
  const deferred = criteria.filter(isDeferred).length;
  const partial = criteria.filter(
    (c) => c.status === 'PARTIAL' && !c.died && !isDeferred(c),
  ).length;
  const bad = n - met - partial - deferred;
  const died = criteria.filter((c) => c.died).length;
  const blocking = input.complaints.filter((c) => c.attention === undefined);
  const counts =
    `${met}/${n} met, ${partial} partial, ${bad} unmet/diverged` +
    (deferred > 0 ? `, ${deferred} referred to a person` : '');

  let header: string;
  let conforms = false;
  if (faults.length > 0) {
    header =
      n > 0
        ? `Criteria: ${counts} — degraded run: pipeline fault recorded (fail-closed).`
        : 'Criteria: none verified — degraded run: pipeline fault recorded (fail-closed).';
  } else if (n === 0) {
    header =
      notCheckable.length === 0
        ? 'Criteria: none provided.'
        : `Criteria: none checkable — ${notCheckable.length} not-checkable (human attention).`;
  } else if (met + deferred === n && blocking.length === 0 && red.length === 0) {
    conforms = true;
    header = `Criteria: ${met}/${n} met (${howMet(criteria.filter(isMet))})${extras(deferred, notCheckable.length)}.`;
  } else {
    header =
      `Criteria: ${counts}` +
      (died > 0 ? ` — degraded run: ${died} criterion check(s) died (fail-closed)` : '') +
      (red.length > 0 ? ` — ${red.length} red verification run(s) (fail-closed)` : '') +
      '.';
  }

  const complaints: string[] = [];
  for (const fault of faults) complaints.push(inertLine(fault, 600));
  if (n === 0 && faults.length === 0) {
    complaints.push(notCheckable.length === 0 ? NO_CRITERIA_COMPLAINT : NO_CHECKABLE_COMPLAINT);
  }
  for (const c of criteria) {
    if (isMet(c) || isDeferred(c)) continue;
    complaints.push(
      `Acceptance criterion "${inertLine(c.text, 140)}" — ${titleCase(c.status)} — ${
        inertLine(c.complaint, 1000) || '(no complaint given)'
      }`,
    );
  }
  for (const c of blocking) {
    complaints.push(
      [c.kind, c.location, c.violation, c.fix].map((p) => inertLine(p, 800) || '—').join(' — '),
    );
  }
  for (const run of red) {
    complaints.push(`Verification run ${inlineCode(oneLine(run.cmd, 300))} — ${redRunReason(run)}`);
  }

  const lines = [`ADVERSARIAL_REVIEW: ${conforms ? 'CONFORMS' : 'DIVERGES'}`, header, ''];
  if (complaints.length === 0) lines.push('Complaints: none.');
  else {
    lines.push('Complaints:');
    complaints.forEach((c, i) => lines.push(`${i + 1}. ${c}`));
  }
  lines.push('');

  const attention = [
    ...notCheckable.map(notCheckableAttention),
    ...criteria.flatMap((c) => (isDeferred(c) && c.attention !== undefined ? [c.attention] : [])),
    ...input.complaints.flatMap((c) => (c.attention === undefined ? [] : [c.attention])),
  ];
  if (attention.length > 0) {
    lines.push(ATTENTION_HEADING);
    for (const item of attention) lines.push(`- ${inertLine(item, 1200)}`);
    lines.push('');
  }

  const metList = criteria.filter(isMet);
  if (metList.length === 0) lines.push('Met criteria (evidence): none.');
  else {
    lines.push('Met criteria (evidence):');
    for (const c of metList) {
      lines.push(
        `- ${c.id} (${c.kind}) "${inertLine(c.text, 140)}" — ${inertLine(c.evidence, 1000) || '—'}` +
          (c.citations.length > 0 ? ` — cites ${c.citations.map(anchorText).join(', ')}` : ''),
      );
    }
  }
  lines.push('');

  lines.push('Verification runs:');
  lines.push(...verificationLines(input.verification));

  return {
    report: lines.join('\n'),
    findings: complaintFindings(blocking),
    verdict: { word: conforms ? 'CONFORMS' : 'DIVERGES', degraded: faults.length > 0 || died > 0 },
  };
}

/** How the met criteria were met: with tests (behaviour), by inspection (the others), or both. */
function howMet(met: CriterionVerdict[]): string {
  const behaviour = met.filter((c) => c.kind === 'behaviour').length;
  if (behaviour === met.length) return 'all with tests';
  if (behaviour === 0) return 'by inspection';
  return 'behaviour with tests, others by inspection';
}

function extras(deferred: number, notCheckable: number): string {
  return (
    (deferred > 0 ? `, ${deferred} referred to a person` : '') +
    (notCheckable > 0 ? `, ${notCheckable} not checkable (human attention)` : '')
  );
}

/** `file:line` or `file:line-end`, inert. */
export function anchorText(anchor: Anchor): string {
  const end =
    anchor.endLine !== undefined && anchor.endLine > anchor.line ? `-${anchor.endLine}` : '';
  return `${inertLine(anchor.file, 200)}:${anchor.line}${end}`;
}

function verificationLines(verification: VerificationRuns): string[] {
  if (verification.kind === 'none') {
    return [
      '- none declared — the workflow supplied no verification-commands; execution criteria are at best PARTIAL.',
    ];
  }
  if (verification.kind === 'fault') {
    return [`- ${inertLine(verificationFaultText(verification.fault), 600)}`];
  }
  if (verification.runs.length === 0) return ['- none declared (an empty list).'];
  return verification.runs.flatMap(renderRunLines);
}

function titleCase(status: CriterionStatus): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

/** Blocking holistic complaints that name a file (and line) become annotations. */
function complaintFindings(complaints: HolisticComplaint[]): LocatedFinding[] {
  const out: LocatedFinding[] = [];
  for (const c of complaints) {
    const file = c.file.trim();
    if (file === '') continue;
    const anchor = anchorOf(c);
    out.push({
      lane: 'adversary',
      severity: 'complaint',
      blocking: true,
      file,
      line: anchor?.line ?? null,
      title: cut(inertLine(`${c.kind}: ${c.violation}`, 200), 200),
    });
  }
  return out;
}
