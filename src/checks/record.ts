// The record file of the hardened layout: an unprivileged job runs the declared commands and the
// recipe and writes this file; the gate job reads it back as untrusted data. Strictly validated,
// bounded, and checked against the gate's own (base-branch) declaration so a PR cannot swap in a
// record of other commands.
import { z } from 'zod';
import type { Config, LocalRunRecipe } from '../config/types.js';
import type { LocalRecipeOutcome } from './recipe.js';
import type { VerificationOutcome } from './verification.js';

export interface VerificationRecordFile {
  version: 1;
  /** The head SHA the commands ran on; the gate refuses a record for another commit. */
  headSha?: string;
  verification: VerificationOutcome;
  /** null when no local-run recipe was declared. */
  probe: LocalRecipeOutcome | null;
}

const MAX_FILE_CHARS = 16 * 1024 * 1024;
const MAX_TEXT = 2 * 1024 * 1024;
const MAX_COMMANDS = 500;

const commandRecord = z.strictObject({
  cmd: z.string().max(64 * 1024),
  exit: z.number().int(),
  durationS: z.number().nonnegative().finite(),
  tail: z.string().max(MAX_TEXT),
  timedOut: z.boolean(),
  truncated: z.boolean(),
});

const verificationRun = z.strictObject({
  ...commandRecord.shape,
  skipped: z.literal('deadline').optional(),
});

const verificationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('fault'), fault: z.string().max(MAX_TEXT) }),
  z.strictObject({ kind: z.literal('runs'), runs: z.array(verificationRun).max(MAX_COMMANDS) }),
]);

const probeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('not-booted'),
    error: z.string().max(MAX_TEXT),
    missing: z.string().max(MAX_TEXT),
    serviceLog: z.string().max(MAX_TEXT).optional(),
  }),
  z.strictObject({
    kind: z.literal('ran'),
    suites: z.array(commandRecord).max(MAX_COMMANDS),
    serviceLog: z.string().max(MAX_TEXT),
  }),
]);

const recordFileSchema = z.strictObject({
  version: z.literal(1),
  headSha: z
    .string()
    .regex(/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/)
    .optional(),
  verification: verificationSchema,
  probe: probeSchema.nullable(),
});

export function serializeRecordFile(record: VerificationRecordFile): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

export type ReadRecordResult =
  { ok: true; record: VerificationRecordFile } | { ok: false; error: string };

/** Parses and validates a record file; never throws. */
export function readRecordFile(text: string): ReadRecordResult {
  if (typeof text !== 'string') return { ok: false, error: 'record file is not text' };
  if (text.length > MAX_FILE_CHARS) {
    return { ok: false, error: `record file too large (${text.length} chars)` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `record file is not JSON: ${(e as Error).message}` };
  }
  const parsed = recordFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || '(root)';
    return { ok: false, error: `record file invalid at ${where}: ${issue?.message ?? 'unknown'}` };
  }
  return { ok: true, record: parsed.data as VerificationRecordFile };
}

/**
 * The record must describe exactly what the gate's own configuration declares: the same
 * commands in the same order, the same suites, and (when known) the evaluated head SHA.
 * Returns the reason it does not, or null.
 */
export function recordMismatch(
  record: VerificationRecordFile,
  declared: Config['verificationCommands'],
  recipe: LocalRunRecipe | null,
  headSha: string | null,
): string | null {
  if (headSha !== null && record.headSha !== headSha) {
    return `record is for commit ${record.headSha ?? '(none)'}, not the evaluated head ${headSha}`;
  }
  const v = record.verification;
  if (declared === null || (declared.ok && declared.commands.length === 0)) {
    if (v.kind !== 'none') return 'record has verification results but none are declared';
  } else if (!declared.ok) {
    if (v.kind !== 'fault') return 'record has verification results for an invalid declaration';
  } else {
    if (v.kind !== 'runs')
      return `record has no runs for the ${declared.commands.length} declared command(s)`;
    const cmds = v.runs.map((r) => r.cmd);
    if (
      cmds.length !== declared.commands.length ||
      cmds.some((c, i) => c !== declared.commands[i])
    ) {
      return 'record commands differ from the declared verification-commands';
    }
  }
  if (recipe === null) {
    if (record.probe !== null) return 'record has a local-run result but no recipe is declared';
  } else if (record.probe === null) {
    return 'record has no local-run result for the declared recipe';
  } else if (record.probe.kind === 'ran') {
    const suites = record.probe.suites.map((s) => s.cmd);
    if (suites.length !== recipe.suites.length || suites.some((c, i) => c !== recipe.suites[i])) {
      return 'record suites differ from the declared local-run-recipe suites';
    }
  }
  return null;
}
