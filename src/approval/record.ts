// The machine-readable record in the sticky comment: what the last report judged — head SHA, base
// branch and base SHA, the spec's digest, when the report for this head was written, the verdict,
// whether only human-attention items blocked — and any human decision taken on it. An approval run
// or a merge group trusts nothing else: the record is read only from our own comment, only at its
// exact place (the line before the closing marker), and only if it parses in full. Pure.
import { z } from 'zod';

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const DIGEST = /^[0-9a-f]{64}$/;
const ISO_TIME = z.string().min(1).max(40);

const DecisionSchema = z
  .object({
    verb: z.enum(['approve', 'override']),
    by: z.string().min(1).max(100),
    /** When the command was written, as GitHub has it (the comment or review re-read by id). */
    at: ISO_TIME,
    sha: z.string().regex(SHA),
    reason: z.string().max(1000),
    /** The comment's or review's id. */
    commandId: z.number().int().positive(),
    source: z.enum(['comment', 'review']),
    /** The PR's base SHA when the decision was recorded. */
    baseSha: z.string().regex(SHA),
    /** When the decision was recorded. */
    recordedAt: ISO_TIME,
  })
  .strict();

const RecordSchema = z
  .object({
    v: z.literal(2),
    context: z.string().min(1).max(100),
    head: z.string().regex(SHA),
    /** The base branch and base SHA the review judged against. */
    baseRef: z.string().min(1).max(300),
    baseSha: z.string().regex(SHA),
    /** The digest of the spec the review read (see github/pull.ts specDigest). */
    specDigest: z.string().regex(DIGEST),
    /** When the report for this head was written (ISO 8601): a command must be newer. */
    reportedAt: ISO_TIME,
    verdict: z.enum(['PASS', 'BLOCKED']),
    onlyHumanAttention: z.boolean(),
    decision: DecisionSchema.optional(),
  })
  .strict();

export type HumanDecision = z.infer<typeof DecisionSchema>;
export type JudgedRecord = z.infer<typeof RecordSchema>;

const PREFIX = '<!-- done-gate:judged:';
const SUFFIX = ' -->';

/** `<!-- done-gate:judged:<base64url JSON> -->`: base64url so no text can close the comment. */
export function renderRecord(record: JudgedRecord): string {
  const json = JSON.stringify(RecordSchema.parse(record));
  return `${PREFIX}${Buffer.from(json, 'utf8').toString('base64url')}${SUFFIX}`;
}

/** `body` (which ends with `marker`) with the record on the line before the marker. */
export function withRecord(body: string, marker: string, record: JudgedRecord): string {
  const trimmed = body.trimEnd();
  const head = trimmed.endsWith(marker) ? trimmed.slice(0, -marker.length) : `${trimmed}\n\n`;
  return `${head.trimEnd()}\n\n${renderRecord(record)}\n${marker}`;
}

/**
 * The record of a comment body, or null: the body must end with `\n<record>\n<marker>` exactly.
 * A record anywhere else (pasted by a model into a report, or by a user) is not read.
 */
export function readRecord(body: string, marker: string): JudgedRecord | null {
  const tail = `\n${marker}`;
  const text = body.trimEnd();
  if (!text.endsWith(tail)) return null;
  const beforeMarker = text.slice(0, -tail.length);
  const lineStart = beforeMarker.lastIndexOf('\n') + 1;
  const line = beforeMarker.slice(lineStart);
  if (!line.startsWith(PREFIX) || !line.endsWith(SUFFIX)) return null;
  const encoded = line.slice(PREFIX.length, -SUFFIX.length);
  if (!/^[A-Za-z0-9_-]{1,6000}$/.test(encoded)) return null;
  try {
    const parsed = RecordSchema.safeParse(
      JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The report part of a body that carries a record: everything before the record line. */
export function reportOf(body: string, marker: string): string {
  const text = body.trimEnd();
  const withoutMarker = text.endsWith(marker) ? text.slice(0, -marker.length) : text;
  const trimmed = withoutMarker.trimEnd();
  const lineStart = trimmed.lastIndexOf('\n') + 1;
  return trimmed.slice(lineStart).startsWith(PREFIX)
    ? trimmed.slice(0, lineStart).trimEnd()
    : trimmed;
}
