// The `select` call: an additive-only judgment of which extra lanes the change warrants (reference
// §B.1 select_lanes). Its answer can only add lanes (`applyAdditions`); a false flag never removes
// one. Pure.
import { z } from 'zod';
import type { SecurityPosture } from '../../../config/types.js';
import { oneLine } from '../../../plain-text.js';
import { selectFlag } from '../selection.js';
import type { Signals } from '../../../plan/signals.js';
import type { SelectAdditions } from '../types.js';
import { LANES } from './registry.js';
import { quoteUntrusted, UNTRUSTED_DATA_RULE } from './shared.js';

/** The reply: one `add_<lane>` flag per registered lane, in registry order, and the reasons. */
export const selectReplySchema: z.ZodType<SelectReply> = z.strictObject({
  ...Object.fromEntries(LANES.map((lane) => [selectFlag(lane.name), z.boolean()])),
  lane_reasons: z.string(),
}) as unknown as z.ZodType<SelectReply>;
export type SelectReply = SelectAdditions;

/**
 * The version of the select prompt; bump it with any change to its instructions, task or schema.
 * 2: #23 (framing-blind: the evidence has no spec; claims are not evidence).
 */
export const SELECT_PROMPT_VERSION = 'select/2026-12-02';

export const SELECT_INSTRUCTIONS = [
  'You are the lane selector of done-gate. Deterministic rules have already chosen a floor of',
  'review lanes for this pull request from signals computed from the diff. You may only ADD lanes',
  'the rules missed: answering false never removes a lane, so when unsure, add.',
  '',
  UNTRUSTED_DATA_RULE,
  '',
  'Lanes:',
  ...LANES.flatMap((lane) => lane.selection.selectHint),
  '',
  'lane_reasons: one or two sentences naming what in the change made you add each lane (or why',
  'none was needed).',
  '',
  'Reply with the JSON object only.',
].join('\n');

export interface SelectTaskInput {
  signals: Signals;
  hasSpec: boolean;
  hasRecipe: boolean;
  securityPosture: SecurityPosture;
  /** Lanes already chosen by the rules floor. */
  floor: string[];
  /** How many chunks the diff is split into (the evidence shows chunk 1). */
  chunks: number;
}

const FILES_LISTED = 200;

export function selectTask(input: SelectTaskInput): string {
  const s = input.signals;
  const flag = (b: boolean) => (b ? 'yes' : 'no');
  const files = s.changedFiles.slice(0, FILES_LISTED).map((f) => oneLine(f, 300));
  const more = s.fileCount > files.length ? `\n… and ${s.fileCount - files.length} more` : '';
  return [
    'Deterministic signals (computed by done-gate from the diff):',
    `- ${oneLine(s.summary, 200)}`,
    `- touches auth: ${flag(s.touchesAuth)}; dependencies: ${flag(s.touchesDeps)}; exec: ${flag(s.touchesExec)}`,
    `- consumer-facing surface: ${flag(s.consumerSurface)}; docs only: ${flag(s.docsOnly)}; migrations: ${flag(s.touchesMigrations)}; proto: ${flag(s.touchesProto)}`,
    ...(s.error === null ? [] : [`- ${oneLine(s.error, 400)}`]),
    `Caller context: spec present: ${flag(input.hasSpec)}; local-run recipe: ${flag(input.hasRecipe)}; security posture: ${input.securityPosture}.`,
    `Lanes already selected by the rules: ${input.floor.length === 0 ? 'none' : input.floor.join(', ')}.`,
    input.chunks > 1
      ? `The diff is split into ${input.chunks} chunks; the evidence shows chunk 1 only. Every changed file:`
      : 'Every changed file:',
    quoteUntrusted('Changed files', files.join('\n') + more),
    '',
    'Decide which lanes to add and reply with the JSON object.',
  ].join('\n');
}
