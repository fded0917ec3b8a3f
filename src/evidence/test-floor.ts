// The deterministic test-evidence floor (pure): what the test evidence itself shows decides before
// and beside any model. Each of these is a blocker, named, whatever the reviewers answer:
// - a failing test in any report read (JUnit failures/errors, TAP `not ok` without a directive,
//   any format's failed/errored tests), or a report that declares failures it does not list;
// - a log whose runner summary counts failures, or that holds a runner's failure line;
// - a report and a log that disagree (one counts failures, the other says all passed);
// - configured test evidence that could not be read (malformed, over the size cap, an encoding
//   that cannot be decoded, an unknown XML or JSON document).
// Missing sources are blocked by the collector ("test output missing").
import { oneLine } from '../plain-text.js';
import type { TestOutput, TestOutputSource } from './types.js';

/** Failing tests named in one blocker line; the report's Test evidence section lists them all. */
const NAMED_IN_BLOCKER = 3;

function failingCount(source: TestOutputSource): number {
  const counted = source.totals ? source.totals.failures + source.totals.errors : 0;
  const declared = source.declared ? source.declared.failures + source.declared.errors : 0;
  const listed = (source.failures ?? []).length;
  return Math.max(counted, declared, listed);
}

function named(source: TestOutputSource): string {
  const failures = source.failures ?? [];
  const shown = failures
    .slice(0, NAMED_IN_BLOCKER)
    .map((f) => `${oneLine(f.name, 160)}: ${oneLine(f.message, 200)}`);
  const more = failures.length - shown.length;
  return shown.length === 0
    ? ''
    : ` — ${shown.join('; ')}${more > 0 ? `; and ${more} more (see Test evidence)` : ''}`;
}

function isLog(source: TestOutputSource): boolean {
  return source.format === 'log' && source.totals === undefined;
}

/** The line of a log that says the run was green, if it says so. */
function greenLine(source: TestOutputSource): string | null {
  const summaries = source.summaries ?? [];
  const failing = summaries.some((s) => s.failed > 0) || (source.failures ?? []).length > 0;
  if (failing) return null;
  const green = summaries.find((s) => s.failed === 0) ?? null;
  if (green !== null) return green.line;
  return (source.greenClaims ?? [])[0] ?? null;
}

export function testEvidenceBlockers(output: TestOutput): string[] {
  const blockers: string[] = [];
  const sources = output.sources ?? [];
  for (const source of sources) {
    for (const problem of source.problems ?? []) {
      blockers.push(
        `test evidence unreadable: ${oneLine(source.name, 200)}: ${oneLine(problem, 400)}`,
      );
    }
  }
  for (const source of sources) {
    const n = failingCount(source);
    if (n === 0) continue;
    if (isLog(source)) {
      blockers.push(
        `tests failing: ${oneLine(source.name, 200)} (log) shows ${n} failure line(s)${named(source)}`,
      );
      continue;
    }
    const t = source.totals;
    const counts = t ? `${t.failures} failed, ${t.errors} errored of ${t.tests}` : `${n} failing`;
    const declaredOnly =
      source.declared &&
      t &&
      source.declared.failures + source.declared.errors > t.failures + t.errors
        ? ` (the report declares ${source.declared.failures + source.declared.errors} failing, more than it lists)`
        : '';
    blockers.push(
      `tests failing: ${oneLine(source.name, 200)} (${source.format}) ${counts}${declaredOnly}${named(source)}`,
    );
  }
  // A report and a log that disagree: one counts failures, the other says the run was green.
  const failingReports = sources.filter((s) => !isLog(s) && failingCount(s) > 0);
  const greenReports = sources.filter(
    (s) => !isLog(s) && s.totals !== undefined && s.totals.tests > 0 && failingCount(s) === 0,
  );
  for (const log of sources.filter(isLog)) {
    const green = greenLine(log);
    if (green !== null && failingReports.length > 0) {
      const r = failingReports[0] as TestOutputSource;
      blockers.push(
        `test evidence disagrees: ${oneLine(r.name, 200)} counts ${failingCount(r)} failing test(s), ` +
          `but ${oneLine(log.name, 200)} says "${oneLine(green, 200)}"`,
      );
    }
    if (
      green === null &&
      failingCount(log) > 0 &&
      greenReports.length > 0 &&
      failingReports.length === 0
    ) {
      const r = greenReports[0] as TestOutputSource;
      blockers.push(
        `test evidence disagrees: ${oneLine(log.name, 200)} shows failures, ` +
          `but ${oneLine(r.name, 200)} counts none of ${r.totals?.tests ?? 0} tests failing`,
      );
    }
  }
  return blockers;
}
