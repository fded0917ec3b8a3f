// Test output for the reviewers (pure). Every file is read whole by its format's streaming reader
// (test-file.ts); what reaches the prompt puts every failing test first — taken from the whole
// file, never trimmed — then each source's totals, notes, failure details and log excerpt within
// the character budget, and says what the budget trimmed.
import { readTestBytes } from './test-file.js';
import type { TestFileResult } from './test-file.js';
import { plural, totalsText } from './test-report.js';
import type { ReadTestReport, TestFormat } from './test-report.js';
import type { TestOutput, TestOutputSource, TestRecordFailure } from './types.js';
import { oneLine } from '../plain-text.js';

const NO_TESTS_NOTE = 'NOTE: this report contains no tests.';

// ---------------------------------------------------------------------------------------------
// Fitting text into a budget

/**
 * `text` within `budget` characters: whole when it fits, else its head and tail lines with an
 * explicit `… [N lines omitted] …` marker between them. A single line too long for either side is
 * cut mid-line, and the marker then counts characters instead.
 */
export function headTail(text: string, budget: number): string {
  const max = Math.max(0, Math.floor(budget));
  if (text.length <= max) return text;
  const lines = text.split('\n');
  const markerFor = (n: number): string => `… [${n} lines omitted] …`;
  const markerRoom = markerFor(lines.length).length + 2; // the marker and its two newlines
  const side = Math.floor((max - markerRoom) / 2);
  if (side > 0) {
    let headEnd = 0;
    let headChars = 0;
    while (headEnd < lines.length && headChars + (lines[headEnd] ?? '').length + 1 <= side) {
      headChars += (lines[headEnd] ?? '').length + 1;
      headEnd++;
    }
    let tailStart = lines.length;
    let tailChars = 0;
    while (tailStart > headEnd && tailChars + (lines[tailStart - 1] ?? '').length + 1 <= side) {
      tailChars += (lines[tailStart - 1] ?? '').length + 1;
      tailStart--;
    }
    if (headEnd > 0 || tailStart < lines.length) {
      const head = lines.slice(0, headEnd).join('\n');
      const tail = lines.slice(tailStart).join('\n');
      const marker = markerFor(tailStart - headEnd);
      return [headEnd > 0 ? head : null, marker, tailStart < lines.length ? tail : null]
        .filter((part): part is string => part !== null)
        .join('\n');
    }
  }
  // No whole line fits on either side: cut by characters.
  const charMarker = (n: number): string => `\n… [${n} characters omitted] …\n`;
  const room = max - charMarker(text.length).length;
  if (room <= 1) return text.slice(0, max);
  const headLen = Math.ceil(room / 2);
  const tailLen = room - headLen;
  return (
    text.slice(0, headLen) +
    charMarker(text.length - headLen - tailLen) +
    (tailLen > 0 ? text.slice(text.length - tailLen) : '')
  );
}

const FORMAT_LABEL: Record<TestFormat | 'checks', string> = {
  junit: 'JUnit XML',
  tap: 'TAP',
  ctrf: 'CTRF JSON',
  'jest-json': 'Jest JSON',
  'vitest-json': 'Vitest JSON',
  'go-test-json': 'go test -json',
  trx: 'TRX',
  nunit3: 'NUnit 3 XML',
  nunit2: 'NUnit 2 XML',
  testng: 'TestNG XML',
  robot: 'Robot Framework XML',
  'eclipse-junit': 'Eclipse JUnit XML',
  xunit2: 'xUnit.net v2 XML',
  'playwright-json': 'Playwright JSON',
  'mocha-json': 'Mocha JSON',
  'rspec-json': 'RSpec JSON',
  'catch2-xml': 'Catch2 XML',
  'check-xml': 'Check XML',
  xml: 'XML',
  log: 'log',
  checks: 'checks',
};

export function formatLabel(format: TestOutputSource['format']): string {
  return FORMAT_LABEL[format] ?? format;
}

function failureTitle(f: TestRecordFailure): string {
  return `${f.kind === 'error' ? 'ERROR' : 'FAILED'}: ${oneLine(f.name, 300)} — ${oneLine(f.message, 1000)}`;
}

/** The source's header lines: totals or log facts, notes and problems (never trimmed). */
function headLines(source: TestOutputSource): string[] {
  const lines: string[] = [];
  if (source.totals) {
    lines.push(`${formatLabel(source.format)}: ${totalsText(source.totals)}`);
    if (source.totals.tests === 0) lines.push(NO_TESTS_NOTE);
  } else if (source.log) {
    const log = source.log;
    lines.push(
      `log: ${plural(log.totalLines, 'line')} scanned whole; ` +
        `${plural(log.failureLines.length + log.failureLinesDropped, 'failure line')}; ` +
        (log.summaries.length > 0
          ? `runner summaries: ${log.summaries.map((s) => `"${oneLine(s.line, 200)}"`).join(', ')}`
          : 'no runner summary line'),
    );
  }
  if (source.encoding && source.encoding !== 'utf-8')
    lines.push(`NOTE: read as ${source.encoding}.`);
  for (const note of source.notes ?? []) lines.push(`NOTE: ${oneLine(note, 2000)}`);
  for (const problem of source.problems ?? []) lines.push(`UNREADABLE: ${oneLine(problem, 1000)}`);
  return lines;
}

/** Failure bodies and the log excerpt: the trimmable part of a source, within `budget`. */
function detailText(source: TestOutputSource, budget: number): { text: string; trimmed: string[] } {
  const trimmed: string[] = [];
  const parts: string[] = [];
  let used = 0;
  const withBody = (source.failures ?? []).filter((f) => (f.body ?? []).length > 0);
  let bodiesShown = 0;
  for (const f of withBody) {
    const block = [`${oneLine(f.name, 300)}:`, ...(f.body ?? []).map((l) => `    ${l}`)].join('\n');
    if (used + block.length + 1 > budget) break;
    parts.push(block);
    used += block.length + 1;
    bodiesShown++;
  }
  if (bodiesShown < withBody.length) {
    trimmed.push(`details (stack, diff) of ${withBody.length - bodiesShown} failure(s)`);
  }
  const log = source.log;
  if (log) {
    const whole = log.tail === '' ? log.head : null;
    const room = Math.max(0, budget - used);
    if (whole !== null && whole.length <= room) {
      parts.push(whole);
    } else {
      const text =
        whole ??
        `${log.head}\n… [${log.omittedLines} lines not kept: passing output; failure and summary lines are listed above] …\n${log.tail}`;
      parts.push(headTail(text, room));
      trimmed.push(
        `log lines of ${source.name} (${log.totalLines} lines, scanned whole; ` +
          'every failure and summary line is listed)',
      );
    }
  }
  return { text: parts.join('\n'), trimmed };
}

/** The full per-source text (what the pre-screen reads): head, every failure, details. */
function sourceText(source: TestOutputSource, budget: number): string {
  const head = headLines(source);
  const failures = (source.failures ?? []).map(failureTitle);
  const fixed = [...head, ...failures].join('\n');
  const { text } = detailText(source, Math.max(0, budget - fixed.length - 1));
  return text === '' ? fixed : `${fixed}\n${text}`;
}

/** A read report as a source for the reviewers. */
export function sourceFromReport(
  name: string,
  report: ReadTestReport & { encoding?: string },
  budgetChars: number,
): TestOutputSource {
  const source: TestOutputSource = {
    name,
    format: report.format,
    text: '',
    failures: report.failures.map((f) => ({
      name: f.name,
      message: f.message,
      kind: f.kind,
      body: f.body,
    })),
    notes: report.notes,
    problems: report.problems,
  };
  if (report.totals) source.totals = report.totals;
  if (report.declared) source.declared = report.declared;
  if (report.log) {
    source.log = report.log;
    source.summaries = report.log.summaries;
    source.greenClaims = report.log.greenClaims;
  }
  if (report.encoding && report.encoding !== 'utf-8') source.encoding = report.encoding;
  source.text = sourceText(source, Math.max(0, Math.floor(budgetChars)));
  return source;
}

/** One file's bytes read whole and summarised; null when the file is binary. */
export function summariseTestBytes(
  name: string,
  bytes: Uint8Array,
  budgetChars: number,
): TestOutputSource | null {
  let result: TestFileResult;
  try {
    result = readTestBytes(bytes);
  } catch (error) {
    return sourceFromReport(
      name,
      {
        format: 'log',
        failures: [],
        notes: [],
        problems: [`could not be read: ${oneLine(String(error), 200)}`],
      },
      budgetChars,
    );
  }
  if (result.binary) return null;
  return sourceFromReport(name, result, budgetChars);
}

/**
 * One test-output file (already text) summarised within `budgetChars`: read whole by its format's
 * reader (JUnit, TAP, the JSON formats, TRX, NUnit 3, xUnit.net v2, else a log scanned for
 * failure and summary lines). Never throws.
 */
export function summariseTestFile(
  name: string,
  content: string,
  budgetChars: number,
): TestOutputSource {
  const text = typeof content === 'string' ? content : '';
  const budget = Math.max(0, Math.floor(Number.isFinite(budgetChars) ? budgetChars : 0));
  return (
    summariseTestBytes(name, new TextEncoder().encode(text), budget) ??
    sourceFromReport(name, { format: 'log', failures: [], notes: [], problems: [] }, budget)
  );
}

function isEmptySource(source: TestOutputSource): boolean {
  if ((source.problems ?? []).length > 0) return false;
  if (source.totals) return source.totals.tests === 0 && (source.failures ?? []).length === 0;
  if (source.log)
    return (
      source.log.totalLines === 0 ||
      (source.log.head.trim() === '' && source.log.tail.trim() === '')
    );
  return source.text.trim() === '';
}

/** At most this many failing tests are listed by name in the prompt (all still block). */
const FAILURES_LISTED_MAX = 5000;

/**
 * All sources joined for the reviewers: first every failing test of every source (never trimmed),
 * then what could not be read or was missing, then each source's totals and notes, then details
 * and log excerpts in the room left (shared fairly), and last what the budget trimmed. `missing`
 * names configured sources that were absent or empty (the caller blocks on each); a report with
 * no tests in it joins them.
 */
export function combineTestOutput(
  sources: TestOutputSource[],
  missing: string[],
  budgetChars: number,
): TestOutput {
  const budget = Math.max(0, Math.floor(Number.isFinite(budgetChars) ? budgetChars : 0));
  const present: TestOutputSource[] = [];
  const absent: string[] = [];
  for (const name of missing) if (!absent.includes(name)) absent.push(name);
  for (const source of sources) {
    if (isEmptySource(source)) {
      if (!absent.includes(source.name)) absent.push(source.name);
    } else {
      present.push(source);
    }
  }
  if (present.length === 0 && absent.length === 0) return { text: '', sources: [], missing: [] };

  const first: string[] = [];
  const failing = present.flatMap((s) => (s.failures ?? []).map((f) => ({ s, f })));
  if (failing.length > 0) {
    first.push(
      `FAILING TESTS (${failing.length}, read from the whole files; listed first and never trimmed):`,
    );
    for (const { s, f } of failing.slice(0, FAILURES_LISTED_MAX)) {
      first.push(`- [${oneLine(s.name, 200)}] ${failureTitle(f)}`);
    }
    if (failing.length > FAILURES_LISTED_MAX) {
      first.push(
        `- … and ${failing.length - FAILURES_LISTED_MAX} more failing tests (all counted)`,
      );
    }
  } else if (present.length > 0) {
    first.push('No failing test in any test report read (each read whole).');
  }
  for (const s of present) {
    for (const p of s.problems ?? [])
      first.push(`UNREADABLE: ${oneLine(s.name, 200)}: ${oneLine(p, 1000)}`);
  }
  for (const n of absent)
    first.push(`MISSING: ${oneLine(n, 1000)} (configured, but absent, empty or without tests)`);

  const headers = present.map((s) =>
    [`### ${s.name} (${formatLabel(s.format)})`, ...headLines(s)].join('\n'),
  );
  const fixed = [first.join('\n'), ...headers].join('\n\n');
  let pool = Math.max(0, budget - fixed.length - 400);

  // Max-min fair shares of the room left: the smallest needs are met first.
  const details = present.map((s) => detailText(s, Number.MAX_SAFE_INTEGER).text.length);
  const shares = new Array<number>(present.length).fill(0);
  const order = details.map((need, i) => ({ i, need })).sort((a, b) => a.need - b.need);
  let left = order.length;
  for (const { i, need } of order) {
    const share = Math.min(need, Math.floor(pool / left));
    shares[i] = share;
    pool -= share;
    left--;
  }
  const trimmed: string[] = [];
  const blocks = present.map((s, i) => {
    const d = detailText(s, shares[i] ?? 0);
    trimmed.push(...d.trimmed);
    return d.text === '' ? (headers[i] ?? '') : `${headers[i] ?? ''}\n${d.text}`;
  });
  const parts = [first.join('\n'), ...blocks];
  if (trimmed.length > 0) {
    parts.push(
      `TRIMMED to fit the budget (passing noise only, never a failure): ${trimmed.join('; ')}.`,
    );
  }
  return { text: parts.join('\n\n'), sources: present, missing: absent };
}
