// Reading a lane report's text with its lane's sentinel (docs/design.md §B.5, §B.6, §B.8), shared
// by the retry gate and the verdict gate so the two can never drift apart. Each lane's sentinel
// and degraded-run wording live in its own module (`lanes/`); this is the one place that reads them.
import { isFaultMarker } from './replies.js';
import { laneOf, type LaneName } from './lanes/registry.js';

export { isFaultMarker } from './replies.js';
export { codeReviewDegraded, criticalCount, CRITICAL_SUMMARY } from './lanes/code-review.js';
export { ADVERSARY_DEGRADED_HEADER, adversaryDegraded } from './lanes/adversary-run.js';

export function sentinelMatch(lane: LaneName, report: string): string | null {
  return laneOf(lane).sentinel.exec(report)?.[1] ?? null;
}

/**
 * Whether the retry gate re-runs this lane: a missing or non-string report, a fault marker, a
 * sentinel-less report, or the lane's own degraded-run wording. A real verdict never is.
 */
export function isFaulted(lane: LaneName, report: unknown): boolean {
  if (typeof report !== 'string') return true;
  if (isFaultMarker(report)) return true;
  if (sentinelMatch(lane, report) === null) return true;
  return laneOf(lane).degraded(report);
}
