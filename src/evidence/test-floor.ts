// The deterministic test-evidence floor (pure): what the test evidence itself shows decides before
// and beside any model. Green needs proof — an allowlist: the floor passes only when at least one
// source in a format done-gate reads says tests ran (executed > 0) and none failed or errored.
// Each of these is a blocker, named, whatever the reviewers answer:
// - a failing test in any report read (JUnit failures/errors, TAP `not ok` without a directive,
//   any format's failed/errored tests), or a report that declares failures it does not list;
// - a log whose runner summary counts failures, or that holds a runner's failure or crash line
//   (runners.ts), read as a terminal shows it (terminal-text.ts);
// - a log whose summary no known runner shape matches ("test output not understood"), unless a
//   structured report of the run is green (the log is then scanned for failure lines only);
// - evidence in which no test ran (every test skipped, or none at all): "no test ran";
// - a report and a log that disagree (one counts failures, the other says all passed);
// - configured test evidence that could not be read (malformed, over the size cap, an encoding
//   that cannot be decoded, an unknown XML or JSON document).
// Missing sources are blocked by the collector ("test output missing"). With no test evidence
// configured at all there is no proof of green either: "no test ran" (a verification command's
// exit code is not a test report, so `checks` sources alone prove nothing).
import { oneLine } from '../plain-text.js';
import { logOutcome } from './test-log.js';
import type { LogOutcome } from './test-log.js';
import type { TestOutput, TestOutputSource } from './types.js';

/** The "no test ran" reason when no test report or log was read at all. */
export const NO_EVIDENCE =
  "no test report or log was read — upload the test job's JUnit XML, TAP or CTRF report as an " +
  'artifact and name it in `test-artifacts` (or point `test-output-path` at it)';

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

/** What a log shows by the runner table (a log read before the table: by its summaries). */
function outcomeOf(source: TestOutputSource): LogOutcome {
  if (source.log) return logOutcome(source.log);
  const failing =
    (source.failures ?? []).length > 0 || (source.summaries ?? []).some((s) => s.failed > 0);
  return failing ? 'red' : 'not understood';
}

/** Tests a structured report says ran: counted, less the skipped. */
function executedIn(source: TestOutputSource): number {
  const t = source.totals;
  return t ? Math.max(0, t.tests - t.skipped) : 0;
}

const NOT_UNDERSTOOD_HELP = 'upload a JUnit XML, TAP or CTRF report, or name the runner';

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
    const started = source.log?.started;
    if (isLog(source) && n === 0 && started && outcomeOf(source) === 'crash') {
      blockers.push(
        `tests failing: ${oneLine(source.name, 200)} (log) crashed — ${started.runner} started ` +
          `(line ${started.line}: ${oneLine(started.text, 200)}) but printed no summary: the run stopped before its end`,
      );
      continue;
    }
    if (n === 0) continue;
    if (isLog(source)) {
      const crash = (source.log?.failureLines ?? []).find((f) => f.crash === true);
      if (crash !== undefined) {
        blockers.push(
          `tests failing: ${oneLine(source.name, 200)} (log) crashed — line ${crash.line}: ${oneLine(crash.text, 200)}`,
        );
        continue;
      }
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
  // The allowlist: a log no runner shape reads, and evidence in which no test ran.
  const logs = sources.filter(isLog);
  const outcomes = new Map(logs.map((l) => [l, outcomeOf(l)]));
  const structured = sources.filter((s) => !isLog(s) && s.format !== 'checks');
  const structuredGreen = structured.some(
    (s) => executedIn(s) > 0 && failingCount(s) === 0 && (s.problems ?? []).length === 0,
  );
  if (!structuredGreen) {
    for (const log of logs) {
      if (outcomes.get(log) !== 'not understood') continue;
      const countless = (log.summaries ?? [])[0];
      const why = countless
        ? ` (its runner summary "${oneLine(countless.line, 120)}" does not count the tests that ran)`
        : '';
      blockers.push(
        `test output not understood: ${oneLine(log.name, 200)}${why} — ${NOT_UNDERSTOOD_HELP}`,
      );
    }
  }
  const read = [...structured, ...logs];
  if (read.length === 0 && blockers.length === 0 && (output.missing ?? []).length === 0) {
    blockers.push(`no test ran: ${NO_EVIDENCE}`);
  }
  if (read.length > 0 && blockers.length === 0) {
    const ran =
      structured.some((s) => executedIn(s) > 0) || logs.some((l) => outcomes.get(l) === 'green');
    if (!ran) blockers.push(`no test ran: ${read.map(whatWasRead).join('; ')}`);
  }
  return blockers;
}

/** One source as the "no test ran" blocker names it. */
function whatWasRead(source: TestOutputSource): string {
  const name = oneLine(source.name, 200);
  const t = source.totals;
  if (t) return `${name} (${source.format}) ${t.tests} test(s), ${t.skipped} skipped`;
  const summary = (source.summaries ?? [])[0];
  return summary ? `${name} (log) says "${oneLine(summary.line, 200)}"` : `${name} (log)`;
}

/**
 * What proves the run green, one line per source that does (for the report): a report that says
 * tests ran and none failed, or a log whose known runner summary says so. Empty: no proof.
 */
export function greenProof(output: TestOutput): string[] {
  const sources = output.sources ?? [];
  if (sources.some((s) => failingCount(s) > 0 || (s.problems ?? []).length > 0)) return [];
  const proof: string[] = [];
  for (const s of sources) {
    if (isLog(s)) {
      if (outcomeOf(s) !== 'green') continue;
      const summary = (s.summaries ?? []).find((x) => x.counts !== false) ?? (s.summaries ?? [])[0];
      proof.push(
        `${oneLine(s.name, 200)} (log): ${summary?.runner ?? 'runner'} summary "${oneLine(summary?.line ?? '', 200)}"`,
      );
    } else if (s.format !== 'checks' && executedIn(s) > 0) {
      proof.push(
        `${oneLine(s.name, 200)} (${s.format}): ${executedIn(s)} test(s) ran, none failed`,
      );
    }
  }
  return proof;
}
