// A deterministic estimate of what a review would send (pure): calls, input tokens and cost per
// lane, for the dry-run plan and docs/performance.md's cost figures. Output tokens are fixed. It
// lives in the review stage, beside the lanes whose calls it counts (`Lane.callsPerChunk`).
import type { Config } from '../config/types.js';
import { estimateTokens } from '../evidence/tokens.js';
import { lookupModel } from '../models/catalog.js';
import type { CallerLane } from '../models/types.js';
import type { ReviewPlan } from '../plan/plan.js';
import type { LaneSelection } from './gauntlet/types.js';
import { modelForLane } from './models.js';
import { laneOf } from './gauntlet/lanes/registry.js';
import { listedCriteria } from './gauntlet/parse-run.js';

/** Instructions per call and a typical structured answer, in tokens. */
const INSTRUCTION_TOKENS = 1_500;
const OUTPUT_TOKENS = 1_500;

export interface LaneEstimate {
  lane: CallerLane;
  model: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** Null when the model's price is unknown. */
  costUsd: number | null;
}

/** Criteria are unknown before `parse` answers: count the spec's list items (at least one). */
export function likelyCriteria(specText: string): number {
  const items = specText
    .split('\n')
    .filter((l) => /^\s*(?:[-*+]|\d+[.)]|- \[[ xX]\])\s+\S/.test(l));
  return Math.max(1, Math.min(items.length, 30));
}

export function estimateReview(
  plan: ReviewPlan,
  selection: LaneSelection,
  config: Pick<Config, 'modelCatalog'>,
  specText: string,
): LaneEstimate[] {
  if (plan.models.pool.length === 0) return [];
  const perChunk = plan.evidence.map((e) => estimateTokens(e) + INSTRUCTION_TOKENS);
  const allChunks = perChunk.reduce((a, b) => a + b, 0);
  const first = perChunk[0] ?? 0;
  const chunks = perChunk.length;
  // The spec rides after the shared prefix, for the gate and the lanes that read it (#23).
  const spec = estimateTokens(plan.specEvidence);
  const withSpec = allChunks + chunks * spec;
  const listed = plan.hasSpec ? listedCriteria(plan.specForParse) : null;
  const criteria = listed?.ok === true ? listed.value.length : likelyCriteria(specText);
  const rows: Array<[CallerLane, number, number]> = [['gate', chunks, withSpec]];
  // A listed spec is read by our code; a prose one costs one `parse` call on the spec alone.
  if (plan.hasSpec && listed === null) rows.push(['parse', 1, spec + INSTRUCTION_TOKENS]);
  rows.push(['select', 1, first]);
  for (const name of selection.lanes) {
    const lane = laneOf(name);
    const input = lane.readsSpec ? withSpec : allChunks;
    const perChunkCalls = lane.callsPerChunk?.({ criteria }) ?? 1;
    rows.push([name, chunks * perChunkCalls, input * perChunkCalls]);
  }
  return rows.map(([lane, calls, inputTokens]) => {
    const model = modelForLane(plan.models, lane, 0);
    const info = lookupModel(model, config.modelCatalog);
    const outputTokens = calls * OUTPUT_TOKENS;
    const costUsd = info.priceKnown
      ? (inputTokens * info.inputPerMTok! + outputTokens * info.outputPerMTok!) / 1_000_000
      : null;
    return { lane, model, calls, inputTokens, outputTokens, costUsd };
  });
}
