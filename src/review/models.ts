// Which model serves each reviewer call (pure). The gate takes the first candidate that differs
// from the implementer; the lanes are spread over the other distinct candidates, so one vendor's
// blind spot is not every lane's.
import type { Config } from '../config/types.js';
import { EvalGateConfigError } from './fresh-context/errors.js';
import { distinctCandidates, selectReviewerModel } from './fresh-context/selection.js';
import type { ModelFamily } from '../evidence/implementer.js';
import { CALLER_LANES, type CallerLane } from '../models/types.js';
import { LANES } from './gauntlet/lanes/registry.js';
import type { ModelAssignment } from '../plan/model-assignment.js';

/**
 * Positions in the spread: the gate takes pool[0], each lane the next one round (its
 * `Lane.modelSlot`). A caller not listed takes its position in CALLER_LANES.
 */
const MODEL_SLOT: Readonly<Record<string, number>> = {
  gate: 0,
  parse: 5,
  select: 6,
  ...Object.fromEntries(LANES.map((lane) => [lane.name, lane.modelSlot])),
};

function providerOf(model: string): string {
  return model.slice(0, model.indexOf('/'));
}

/**
 * `implementerModel` is the explicit input or the detected model; `family` is the detected vendor
 * family, used to steer toward another vendor when the exact model is unknown (a detected
 * `anthropic/claude` would otherwise only match a candidate literally named `claude`).
 */
export function assignModels(
  config: Pick<Config, 'models' | 'reviewerModel' | 'modelSelection'>,
  implementerModel: string | null,
  family: ModelFamily | null,
): ModelAssignment {
  const warnings: string[] = [];
  const mode = config.modelSelection;
  let candidates = [...config.models];
  if (family !== null && config.modelSelection !== 'same-model-ok') {
    const otherVendor = candidates.filter((m) => providerOf(m) !== family);
    if (otherVendor.length > 0)
      candidates = [...otherVendor, ...candidates.filter((m) => !otherVendor.includes(m))];
    else
      warnings.push(
        `every candidate model is from the implementer's vendor (${family}); configure another vendor's model for a more independent review`,
      );
  }
  let gate: string;
  try {
    gate = selectReviewerModel(implementerModel, {
      candidates,
      explicitReviewer: config.reviewerModel,
      mode,
      warn: (message) => warnings.push(message),
    });
  } catch (error) {
    if (error instanceof EvalGateConfigError) {
      return { gate: null, pool: [], error: `model selection: ${error.message}`, warnings };
    }
    throw error;
  }
  if (config.reviewerModel !== null) return { gate, pool: [gate], error: null, warnings };
  const distinct = distinctCandidates(implementerModel, candidates);
  const pool = distinct.length > 0 ? [gate, ...distinct.filter((m) => m !== gate)] : [gate];
  return { gate, pool, error: null, warnings };
}

/**
 * The model for one call of `lane`; a re-run (attempt ≥ 1) moves to the next candidate. The
 * `verify` slot serves an independent verification of the lane's claim (#23): the next model of
 * the pool after the lane's own — the gate's included, since the verifier judges one claim, not
 * the whole change — so it differs from the claim's model whenever the pool has two; with one
 * model it is that model, in a fresh session.
 */
export function modelForLane(
  assignment: ModelAssignment,
  lane: CallerLane,
  attempt: number,
  purpose: 'lane' | 'verify' = 'lane',
): string {
  if (purpose === 'verify') return verifierModel(assignment, lane, attempt);
  return laneModel(assignment, lane, attempt);
}

function verifierModel(assignment: ModelAssignment, lane: CallerLane, attempt: number): string {
  const own = laneModel(assignment, lane, attempt);
  const pool = assignment.pool;
  const at = pool.indexOf(own);
  for (let step = 1; step <= pool.length; step++) {
    const candidate = pool[(at + step) % pool.length]!;
    if (candidate !== own) return candidate;
  }
  return own;
}

function laneModel(assignment: ModelAssignment, lane: CallerLane, attempt: number): string {
  const pool = assignment.pool;
  if (pool.length === 0) throw new Error('no reviewer model was assigned');
  if (lane === 'gate') return pool[0]!;
  if (pool.length === 1) return pool[0]!;
  // Lanes skip the gate's model while there are others, so the gate's view stays independent.
  const others = pool.slice(1);
  const slot = MODEL_SLOT[lane] ?? CALLER_LANES.indexOf(lane);
  return others[(slot - 1 + attempt) % others.length]!;
}
