// What `forced-lanes` is checked against: the registry's lanes and their aliases. Its own module so
// the entry loads the lanes only when the input names some.
import type { ForcedLaneNames } from '../config/inputs-table.js';
import { LANE_ORDER } from './gauntlet/lanes/registry.js';
import { resolveLaneAliases } from './gauntlet/selection.js';

export const FORCED_LANE_NAMES: ForcedLaneNames = {
  unknown: (names) => resolveLaneAliases(names).unknown,
  names: LANE_ORDER,
};
