// What readConfig reads from the lanes: the names `forced-lanes` is checked against (the
// registry's lanes and their aliases) and the lanes' own action inputs. Its own module so the
// entry loads the lanes only when the configuration needs them.
import type { InputDefinition } from '../config/input-definition.js';
import type { ForcedLaneNames } from '../config/inputs-table.js';
import { LANE_INPUTS, LANE_ORDER } from './gauntlet/lanes/registry.js';
import { resolveLaneAliases } from './gauntlet/selection.js';

export const FORCED_LANE_NAMES: ForcedLaneNames = {
  unknown: (names) => resolveLaneAliases(names).unknown,
  names: LANE_ORDER,
};

/** The lanes' own inputs, handed to readConfig beside the core table (`extraInputs`). */
export const LANE_INPUT_DEFINITIONS: readonly InputDefinition[] = LANE_INPUTS;
