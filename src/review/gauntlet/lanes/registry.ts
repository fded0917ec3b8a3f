// The lanes of the gauntlet, in report order. Adding a lane: write its module (a `Lane`), list it
// here, and add its name to `CALLER_LANES` in src/models/types.ts (the model layer sits below the
// review layer and sends the name as a header, so it cannot import it from here; the assertion
// below makes a missing entry a type error). Everything else reads the lane through this list.
import type { InputDefinition } from '../../../config/input-definition.js';
import type { CallerLane } from '../../../models/types.js';
import { adversaryLane } from './adversary-run.js';
import { codeReviewLane } from './code-review.js';
import type { Lane } from './lane.js';
import { probeLane } from './probe.js';
import { securityLane } from './security.js';

/** Every lane, in the row order of the report and of every lane loop. */
export const LANES = [codeReviewLane, adversaryLane, securityLane, probeLane] as const;

export type LaneName = (typeof LANES)[number]['name'];

/** A registry's lookups over one list of lanes. */
export interface LaneRegistry<N extends string> {
  LANES: readonly Lane<N>[];
  LANE_ORDER: readonly N[];
  /** Every lane's own action inputs (`Lane.inputs`), in lane order: readConfig reads them. */
  LANE_INPUTS: readonly InputDefinition[];
  /** The lane of `name` (a registered name; anything else throws). */
  laneOf(name: N): Lane<N>;
  /** The registered lane a string names exactly, or undefined. */
  findLane(name: unknown): N | undefined;
}

/** The lookups over `lanes`: this module's exports, and a test's registry with a lane added. */
export function withLanes<N extends string>(lanes: readonly Lane<N>[]): LaneRegistry<N> {
  const order = lanes.map((lane) => lane.name);
  return {
    LANES: lanes,
    LANE_ORDER: order,
    LANE_INPUTS: lanes.flatMap((lane) => lane.inputs ?? []),
    laneOf(name) {
      const lane = lanes.find((l) => l.name === name);
      if (lane === undefined) throw new Error(`unregistered lane: ${name}`);
      return lane;
    },
    findLane: (name) => order.find((lane) => lane === name),
  };
}

const REGISTRY = withLanes<LaneName>(LANES);

export const LANE_ORDER: readonly LaneName[] = REGISTRY.LANE_ORDER;

export const LANE_INPUTS: readonly InputDefinition[] = REGISTRY.LANE_INPUTS;

/** The lane of `name` (a LaneName is always registered). */
export const laneOf: (name: LaneName) => Lane<LaneName> = REGISTRY.laneOf;

/** The registered lane a string names exactly, or undefined. */
export const findLane: (name: unknown) => LaneName | undefined = REGISTRY.findLane;

// Every lane must be a caller lane of the model layer (its `X-Done-Gate-Lane` header).
type Assert<T extends true> = T;
export type LanesAreCallerLanes = Assert<LaneName extends CallerLane ? true : false>;
