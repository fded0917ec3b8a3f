import { describe, expect, it } from 'vitest';
import {
  findLane,
  LANE_ORDER,
  LANES,
  laneOf,
} from '../../../../../src/review/gauntlet/lanes/registry.js';
import { LANE_ALIASES } from '../../../../../src/review/gauntlet/selection.js';
import { CALLER_LANES } from '../../../../../src/models/types.js';

describe('the lane registry', () => {
  it('lists the four lanes in report order', () => {
    expect(LANE_ORDER).toEqual(['code-review', 'adversary', 'security', 'probe']);
    for (const name of LANE_ORDER) expect(laneOf(name).name).toBe(name);
  });

  it('every lane is a caller lane of the model layer', () => {
    for (const name of LANE_ORDER) expect(CALLER_LANES).toContain(name);
  });

  it('findLane knows exact names only', () => {
    expect(findLane('security')).toBe('security');
    expect(findLane('Security')).toBeUndefined();
    expect(findLane('pipeline')).toBeUndefined();
    expect(findLane(undefined)).toBeUndefined();
  });

  it('aliases are lower-case, unique across lanes, and include the name', () => {
    const seen = new Map<string, string>();
    for (const lane of LANES) {
      expect(lane.aliases).toContain(lane.name);
      for (const alias of lane.aliases) {
        expect(alias).toBe(alias.toLowerCase().trim());
        expect(seen.get(alias)).toBeUndefined();
        seen.set(alias, lane.name);
      }
    }
    expect(Object.fromEntries(seen)).toEqual({ ...LANE_ALIASES });
  });

  it('every lane may read the repository today (the #17 tools seam)', () => {
    expect(LANES.map((lane) => [lane.name, lane.readsRepository])).toEqual([
      ['code-review', true],
      ['adversary', true],
      ['security', true],
      ['probe', true],
    ]);
  });

  it('a sentinel-less report is judged BLOCKED by every lane', () => {
    for (const lane of LANES) {
      const j = lane.judge('nothing here', '');
      expect(j.row.status).toBe('BLOCKED');
      expect(j.blockers.length).toBeGreaterThan(0);
    }
  });
});
