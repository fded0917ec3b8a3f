// The cross-check between a lane's verdict as data and its rendered report (pure). The renderer
// computes the verdict; the report text carries it behind the lane's sentinel. The verdict gate
// judges the text (the seed's rule: the verdict is a regex over the report) and blocks when the
// data says something else — a renderer that wrote one thing and meant another is a fault.
import { isFaultMarker } from '../review/gauntlet/replies.js';
import { laneOf, type LaneName } from '../review/gauntlet/lanes/registry.js';
import type { LaneVerdict } from '../review/gauntlet/lane-types.js';

/**
 * Why `verdict` and `report` disagree, or null when they agree. `undefined` means no data was
 * supplied (a hand-built run): the text is then the only reading. `null` means the lane produced
 * no verdict, so the text must not carry one either (it must be a fault marker or sentinel-less).
 */
export function verdictMismatch(
  name: LaneName,
  verdict: LaneVerdict | null | undefined,
  report: unknown,
): string | null {
  if (verdict === undefined) return null;
  if (typeof report !== 'string') return verdict === null ? null : 'the report is not text';
  const lane = laneOf(name);
  const word = isFaultMarker(report) ? null : (lane.sentinel.exec(report)?.[1] ?? null);
  if (verdict === null) {
    return word === null ? null : `no verdict as data, but the text reads ${word}`;
  }
  if (typeof verdict !== 'object' || typeof verdict.word !== 'string') {
    return 'malformed verdict data';
  }
  if (word !== verdict.word) {
    return `data ${verdict.word}, text ${word ?? 'no sentinel'}`;
  }
  const degraded = lane.degraded(report);
  if (degraded !== (verdict.degraded === true)) {
    return `data ${verdict.degraded === true ? 'degraded' : 'not degraded'}, text ${degraded ? 'degraded' : 'not degraded'}`;
  }
  if (verdict.critical !== undefined && lane.readBack !== undefined) {
    const critical = lane.readBack(report).critical;
    if (critical !== verdict.critical) {
      return `data ${verdict.critical} critical, text ${critical ?? 'none'}`;
    }
  }
  return null;
}
