// The lanes of the gauntlet, in report order. Adding a lane: write its module (a `Lane`), list it
// here, and add its name to `CALLER_LANES` in src/models/types.ts (the model layer sits below the
// review layer and sends the name as a header, so it cannot import it from here; the assertion
// below makes a missing entry a type error).
import type { CallerLane } from '../../../models/types.js';
import { adversaryLane } from './adversary-run.js';
import { codeReviewLane } from './code-review.js';
import type { Lane } from './lane.js';
import { probeLane } from './probe.js';
import { securityLane } from './security.js';

/** Every lane, in the row order of the report and of every lane loop. */
export const LANES = [codeReviewLane, adversaryLane, securityLane, probeLane] as const;

export type LaneName = (typeof LANES)[number]['name'];

export const LANE_ORDER: readonly LaneName[] = LANES.map((lane) => lane.name);

/** The lane of `name` (a LaneName is always registered). */
export function laneOf(name: LaneName): Lane<LaneName> {
  const lane = LANES.find((l) => l.name === name);
  if (lane === undefined) throw new Error(`unregistered lane: ${name}`);
  return lane;
}

/** The registered lane a string names exactly, or undefined. */
export function findLane(name: unknown): LaneName | undefined {
  return LANE_ORDER.find((lane) => lane === name);
}

// Every lane must be a caller lane of the model layer (its `X-Done-Gate-Lane` header).
type Assert<T extends true> = T;
export type LanesAreCallerLanes = Assert<LaneName extends CallerLane ? true : false>;
