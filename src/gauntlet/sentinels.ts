// The sentinel literals shared by the retry and verdict gates (docs/design.md §B.5, §B.6, §B.8).
// One definition, so the two can never drift apart.
import type { LaneName } from './types.js';

export const SENTINELS: Readonly<Record<LaneName, RegExp>> = {
  'code-review': /Verdict:\**\s*\**\s*(MERGE-READY|NEEDS-HUMAN)/,
  adversary: /ADVERSARIAL_REVIEW:\s*(CONFORMS|DIVERGES)/,
  security: /SECURITY_REVIEW:\s*(PASS|FAIL)/,
  probe: /USAGE_PROBE:\s*(PASS|FAIL|INCONCLUSIVE)/,
};

/** The first `**Verdict: …` line of a code-review report. */
const CODE_REVIEW_VERDICT_LINE = /^\*\*Verdict: .*$/m;
const CODE_REVIEW_DEGRADED =
  /^\*\*Verdict: NEEDS-HUMAN\*\* — .*(pipeline fault\(s\) recorded|PIPELINE-FAULT:|report rendering error)/;
/** Applied to the line right after the first adversary sentinel line, anchored at its start. */
export const ADVERSARY_DEGRADED_HEADER =
  /^Criteria: .*(degraded run: pipeline fault recorded|degraded run: \d+ criterion check\(s\) died|verdict computation error:)/;
/** The code-review summary line; the last match wins. */
export const CRITICAL_SUMMARY =
  /^\*Reviewed \d+ files, found (\d+) critical, \d+ warnings, \d+ suggestions, \d+ nitpicks \(\d+ deferred by quality bar\)\*$/gm;

/** A lane result is a fault only when it starts with the marker (a review that quotes it is not). */
export function isFaultMarker(report: string): boolean {
  return report.trim().startsWith('PIPELINE-FAULT:');
}

export function sentinelMatch(lane: LaneName, report: string): string | null {
  return SENTINELS[lane].exec(report)?.[1] ?? null;
}

/** The code-review lane's own verdict line records a pipeline fault. */
export function codeReviewDegraded(report: string): boolean {
  const line = CODE_REVIEW_VERDICT_LINE.exec(report)?.[0];
  return line !== undefined && CODE_REVIEW_DEGRADED.test(line);
}

/** The adversary's `Criteria:` header directly under its sentinel records a degraded run. */
export function adversaryDegraded(report: string): boolean {
  const lines = report.split('\n');
  const at = lines.findIndex((l) => SENTINELS.adversary.test(l));
  if (at < 0) return false;
  const next = lines[at + 1];
  return next !== undefined && ADVERSARY_DEGRADED_HEADER.test(next);
}

/** Critical count: the last summary line's figure, else the raw 🔴 count. */
export function criticalCount(report: string): number {
  let last: string | undefined;
  for (const m of report.matchAll(CRITICAL_SUMMARY)) last = m[1];
  if (last !== undefined) return Number(last);
  return report.split('🔴').length - 1;
}

/**
 * Whether the retry gate re-runs this lane: a missing or non-string report, a fault marker, a
 * sentinel-less report, or the lane's own degraded-run wording. A real verdict never is.
 */
export function isFaulted(lane: LaneName, report: unknown): boolean {
  if (typeof report !== 'string') return true;
  if (isFaultMarker(report)) return true;
  if (sentinelMatch(lane, report) === null) return true;
  if (lane === 'code-review' && codeReviewDegraded(report)) return true;
  if (lane === 'adversary' && adversaryDegraded(report)) return true;
  return false;
}
