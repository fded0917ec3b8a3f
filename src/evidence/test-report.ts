// What reading one test report yields, whatever its format (pure types and small helpers). Every
// reader counts leaves once, keeps every failure with its first message line, and says what it
// could not read — a problem is a blocker, never a silent gap.

export type TestFormat =
  | 'junit'
  | 'tap'
  | 'ctrf'
  | 'jest-json'
  | 'vitest-json'
  | 'go-test-json'
  | 'trx'
  | 'nunit3'
  | 'nunit2'
  | 'testng'
  | 'robot'
  | 'eclipse-junit'
  | 'xunit2'
  | 'playwright-json'
  | 'mocha-json'
  | 'rspec-json'
  | 'catch2-xml'
  | 'check-xml'
  /** An XML file whose root element was not met (it failed before). */
  | 'xml'
  /** An XML document of a kind not read here, labelled by its root element. */
  | `xml <${string}>`
  | 'log';

export interface Totals {
  tests: number;
  /** Assertion failures (and failed tests in formats that do not tell errors apart). */
  failures: number;
  /** Errors outside an assertion (exceptions, setup faults, a missing plan, a bail-out). */
  errors: number;
  skipped: number;
}

export interface FailedTest {
  name: string;
  kind: 'failure' | 'error';
  /** The first line of the message, whole (shortened only when absurdly long). */
  message: string;
  /** The next few lines (stack, diff), for the reviewers when the budget allows. */
  body: string[];
}

/** A log line that states the runner's own totals (`5 passed, 1 failed`, `# fail 1`, …). */
export interface RunnerSummary {
  line: string;
  failed: number;
  passed: number | null;
  /** The runner whose summary shape matched (runners.ts), and the other counts it gives. */
  runner?: string;
  tests?: number | null;
  skipped?: number | null;
  /** False when the line says how the run ended but not how many tests ran (`ok pkg`). */
  counts?: false;
}

export interface ReadTestReport {
  format: TestFormat;
  /** Counted from the leaves; absent for a log (a log has no tests of its own). */
  totals?: Totals;
  /** What the report itself declares, when it does and it differs from the count. */
  declared?: Totals;
  failures: FailedTest[];
  /** Facts a reader should know that do not block: flaky passes, retries, declared totals. */
  notes: string[];
  /** What could not be read: each one is a blocker (the evidence is incomplete). */
  problems: string[];
  /** Logs only: the lines kept for the reviewers and the runner summaries found. */
  log?: LogExcerpt;
}

export interface LogExcerpt {
  head: string;
  tail: string;
  /** Lines between head and tail not shown (0 when the whole log is shown). */
  omittedLines: number;
  totalLines: number;
  /** Lines that report a failing test or a crash, from anywhere in the log, with their numbers. */
  failureLines: Array<{ line: number; text: string; crash?: boolean; weak?: boolean }>;
  /** Failure lines beyond the kept ones (counted, still blocking). */
  failureLinesDropped: number;
  summaries: RunnerSummary[];
  /** Lines that claim a green run without counts ("all tests passed"). */
  greenClaims: string[];
  /** Tests the known runner summaries say ran (null: no known runner summary in the log). */
  executed?: number | null;
  /** Per runner, the tests counted one line each (`--- PASS: TestX`). */
  tallies?: Record<string, { passed: number; skipped: number }>;
  /** The first line that shows a known runner started (a log without a summary then crashed). */
  started?: { line: number; text: string; runner: string } | null;
}

/** Longest message line kept: long enough for any assertion, short enough for a prompt. */
export const MESSAGE_MAX = 1000;
export const BODY_LINES = 6;
export const BODY_LINE_MAX = 200;

export function emptyTotals(): Totals {
  return { tests: 0, failures: 0, errors: 0, skipped: 0 };
}

/** First non-blank line of `text`, trimmed, shortened past MESSAGE_MAX. */
export function firstLine(text: string): string {
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    if (line !== '') return clip(line, MESSAGE_MAX);
    start = end + 1;
  }
  return '';
}

export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The lines after the message line, for context. */
export function bodyOf(text: string, message: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start < text.length && lines.length <= BODY_LINES) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trimEnd();
    if (line.trim() !== '' && clip(line.trim(), MESSAGE_MAX) !== message) {
      lines.push(clip(line, BODY_LINE_MAX));
    }
    start = end + 1;
  }
  return lines.slice(0, BODY_LINES);
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function totalsText(t: Totals): string {
  return (
    `${plural(t.tests, 'test')}, ${plural(t.failures, 'failure')}, ` +
    `${plural(t.errors, 'error')}, ${t.skipped} skipped`
  );
}

export function sameTotals(a: Totals, b: Totals): boolean {
  return (
    a.tests === b.tests &&
    a.failures === b.failures &&
    a.errors === b.errors &&
    a.skipped === b.skipped
  );
}

/**
 * A streaming reader of one report: text is written in chunks (any split), `end` returns what was
 * read. Readers keep only counts, failures and bounded excerpts, so memory does not grow with the
 * passing tests' output.
 */
export interface TestReportReader {
  write(text: string): void;
  end(): ReadTestReport;
}
