// A plain test log scanned whole, line by line, as it streams in (pure, linear time, bounded
// memory): each block of complete lines is first read as a terminal shows it (terminal-text.ts),
// then the runners' summary, failure and crash lines (runners.ts) are found anywhere in it; only a
// head and a tail of the passing noise is kept for the reviewers.
//
// Every pattern is anchored and free of nested quantifiers, and is tried only on lines that pass a
// cheap keyword screen, on at most the first LINE_SCANNED characters of a line.
import { splitDirective } from './test-tap.js';
import { clip, MESSAGE_MAX } from './test-report.js';
import { COMMON_CRASHES, RUNNERS } from './runners.js';
import type { LineShape, SummaryCounts } from './runners.js';
import { terminalText } from './terminal-text.js';
import type {
  FailedTest,
  LogExcerpt,
  ReadTestReport,
  RunnerSummary,
  TestReportReader,
} from './test-report.js';

/** Characters kept from the start and from the end of a log (the budget trims further). */
export const LOG_HEAD_KEPT = 48 * 1024;
export const LOG_TAIL_KEPT = 48 * 1024;
/** Failure lines kept (each is also a blocker); more are counted. */
const FAILURE_LINES_KEPT = 2000;
const SUMMARIES_KEPT = 50;
const LINE_SCANNED = 600;

/**
 * Every summary, failure and crash shape of runners.ts holds one of these (the runner-table test
 * checks each shape's example against it).
 */
export const SCREEN =
  /fail|error|pass|not ok|✕|×|✖|✗|✘|result|tests?\b|DONE|examples?|runs|succe|green|Files=|^[ \t]*OK\b|^[ \t]*ok\s|panic|exception|uncaught|unhandled|fatal|aborted|interrupted|bail out|dubious|looks like|BUILD|\.go:\d|Executed|skip|pending|^[ \t]*# ok|rspec|●|Node\.js v|segmentation|due to a fatal|cancelled|^[ \t]*\d+\) |total:|specs?\b|exiting early|❌|:[FE]:|no files|scenarios?\b/imu;

interface Shape {
  runner: string;
  re: RegExp;
  read(m: RegExpExecArray): SummaryCounts | null;
  counts?: false;
  tally?: boolean;
}

const SUMMARY: Shape[] = RUNNERS.flatMap((r) => r.summaries.map((s) => ({ runner: r.name, ...s })));
const STARTED = RUNNERS.flatMap((r) =>
  (r.started ?? []).map((s) => ({ runner: r.name, re: s.re })),
);
/**
 * Lines that may show a runner started; looked for only until the first is found (a runner's
 * passing lines are the commonest lines of a log, so this screen stays out of the main one).
 */
export const STARTED_SCREEN =
  /✓|✔|\brun|^[ \t]*Started$|session starts|T E S T S|PHPUnit|Test project|starting test|\bPASS\b|CUnit|EUnit|bun test|Test plan execution/imu;
const STARTED_ALL = new RegExp(STARTED_SCREEN.source, 'gim');
const STARTED_BYTES = new RegExp(
  STARTED_SCREEN.source.replace(/[\u0080-\uffff]/g, (ch) =>
    Array.from(new TextEncoder().encode(ch), (b) => `\\x${b.toString(16).padStart(2, '0')}`).join(
      '',
    ),
  ),
  'gim',
);
const CRASH: LineShape[] = [...COMMON_CRASHES, ...RUNNERS.flatMap((r) => r.crashes)];
const FAILURE_LINE: LineShape[] = RUNNERS.flatMap((r) => r.failures);

/** A claim of a green run that carries no counts. */
const GREEN_CLAIM =
  /^(?:all (?:\d+ )?(?:tests? |specs? )?(?:passed|pass|green|succeeded)\b|no failures\b)/i;

/** Candidate lines are found by one scan of a whole chunk; only those lines are parsed. */
const SCREEN_ALL = new RegExp(SCREEN.source, 'gim');

/**
 * The same screen for text that holds UTF-8 bytes one per character (a log read as Latin-1, which
 * decodes several times faster): each non-ASCII mark is written as its UTF-8 bytes.
 */
const SCREEN_BYTES = new RegExp(
  SCREEN.source.replace(/[\u0080-\uffff]/g, (ch) =>
    Array.from(new TextEncoder().encode(ch), (b) => `\\x${b.toString(16).padStart(2, '0')}`).join(
      '',
    ),
  ),
  'gim',
);

/** A line held as UTF-8 bytes, one per character, back to text. */
function fromBytes(text: string): string {
  return Buffer.from(text, 'latin1').toString('utf8');
}

export class LogReader implements TestReportReader {
  /**
   * @param bytes The text written holds UTF-8 bytes one per character (decoded as Latin-1): only
   *   the lines kept are decoded, the rest is scanned as bytes.
   */
  constructor(private readonly bytes = false) {}

  /** The unfinished last line of the text so far. */
  private partial = '';
  private head = '';
  private headLines = 0;
  private headFull = false;
  /** Complete lines after the head, the last LOG_TAIL_KEPT characters or more (cut at the end). */
  private tail = '';
  private lines = 0;
  private readonly failureLines: LogExcerpt['failureLines'] = [];
  private failureLinesDropped = 0;
  private readonly summaries: RunnerSummary[] = [];
  private readonly greenClaims: string[] = [];
  private readonly tallies: Record<string, { passed: number; skipped: number }> = {};
  private started: LogExcerpt['started'] = null;

  write(text: string): void {
    const lastNl = text.lastIndexOf('\n');
    if (lastNl === -1) {
      this.keepPartial(text);
      return;
    }
    const first = text.indexOf('\n');
    // The line that straddles the previous chunk, then every complete line of this one at once.
    this.block(`${this.partial}${text.slice(0, first + 1)}`);
    this.partial = '';
    if (lastNl > first) this.block(text.slice(first + 1, lastNl + 1));
    this.keepPartial(text.slice(lastNl + 1));
  }

  end(): ReadTestReport {
    if (this.partial !== '') this.block(`${this.partial}\n`);
    this.partial = '';
    // A weak failure shape does not count against the runner's own summary of no failure.
    const executed = executedBy(this.summaries, this.tallies);
    if (executed !== null && this.summaries.every((s) => s.failed === 0)) {
      const strong = this.failureLines.filter((f) => f.weak !== true);
      this.failureLines.splice(0, this.failureLines.length, ...strong);
    }
    const failures: FailedTest[] = this.failureLines.map((f) => ({
      name: f.crash === true ? `line ${f.line} (crash)` : `line ${f.line}`,
      kind: f.crash === true ? 'error' : 'failure',
      message: f.text,
      body: [],
    }));
    if (failures.length === 0) {
      for (const s of this.summaries) {
        if (s.failed > 0) {
          failures.push({ name: 'runner summary', kind: 'failure', message: s.line, body: [] });
        }
      }
    }
    let tail = this.tail.endsWith('\n') ? this.tail.slice(0, -1) : this.tail;
    if (tail.length > LOG_TAIL_KEPT) {
      const cut = tail.indexOf('\n', tail.length - LOG_TAIL_KEPT);
      tail = cut === -1 ? tail.slice(tail.length - LOG_TAIL_KEPT) : tail.slice(cut + 1);
    }
    const tailLines = tail === '' ? 0 : countLines(tail, 0, tail.length) + 1;
    const log: LogExcerpt = {
      head: this.bytes ? fromBytes(this.head) : this.head,
      tail: this.bytes ? fromBytes(tail) : tail,
      omittedLines: this.headFull ? Math.max(0, this.lines - this.headLines - tailLines) : 0,
      totalLines: this.lines,
      failureLines: this.failureLines,
      failureLinesDropped: this.failureLinesDropped,
      summaries: this.summaries,
      greenClaims: this.greenClaims,
      executed: executedBy(this.summaries, this.tallies),
      tallies: this.tallies,
      started: this.started,
    };
    return { format: 'log', failures, notes: [], problems: [], log };
  }

  private keepPartial(text: string): void {
    // An absurdly long line is kept only in part (its start is what a pattern looks at).
    if (this.partial.length < LOG_TAIL_KEPT) {
      this.partial += text.slice(0, LOG_TAIL_KEPT - this.partial.length);
    }
  }

  /** Complete lines (`text` ends with a newline): head, tail, and the scan for patterns. */
  private block(raw: string): void {
    const text = terminalText(raw, this.bytes);
    const base = this.lines;
    let from = 0;
    // Head first, line by line, only while it has room.
    while (!this.headFull && from < text.length) {
      const nl = text.indexOf('\n', from);
      const line = stripCr(text.slice(from, nl));
      if (this.head.length + line.length + 1 > LOG_HEAD_KEPT) {
        this.headFull = true;
        break;
      }
      this.head += this.headLines === 0 ? line : `\n${line}`;
      this.headLines++;
      from = nl + 1;
    }
    if (from < text.length) {
      // The tail: what follows the head, its last part kept (trimmed to a line start in `end`).
      const rest = from === 0 ? text : text.slice(from);
      this.tail =
        rest.length >= LOG_TAIL_KEPT * 2
          ? rest.slice(rest.length - LOG_TAIL_KEPT * 2)
          : (this.tail + rest).slice(-LOG_TAIL_KEPT * 2);
    }
    // Candidate lines anywhere in the block, found in one pass, each parsed once.
    let counted = 0;
    let lineNo = base;
    const screen = this.bytes ? SCREEN_BYTES : SCREEN_ALL;
    screen.lastIndex = 0;
    for (let m = screen.exec(text); m !== null; m = screen.exec(text)) {
      const start = text.lastIndexOf('\n', m.index) + 1;
      const end = text.indexOf('\n', m.index);
      lineNo += countLines(text, counted, start);
      counted = start;
      const line = stripCr(text.slice(start, Math.min(end, start + LINE_SCANNED))).trim();
      if (line !== '') this.scan(this.bytes ? fromBytes(line) : line, lineNo + 1);
      screen.lastIndex = end + 1;
    }
    if (this.started === null) this.findStarted(text, base);
    this.lines = base + countLines(text, 0, text.length);
  }

  /** The first line in `text` that shows a known runner started, if any. */
  private findStarted(text: string, base: number): void {
    const screen = this.bytes ? STARTED_BYTES : STARTED_ALL;
    screen.lastIndex = 0;
    for (let m = screen.exec(text); m !== null; m = screen.exec(text)) {
      const start = text.lastIndexOf('\n', m.index) + 1;
      const end = text.indexOf('\n', m.index);
      const raw = stripCr(text.slice(start, Math.min(end, start + LINE_SCANNED))).trim();
      const line = this.bytes ? fromBytes(raw) : raw;
      const s = STARTED.find((x) => x.re.test(line));
      if (s !== undefined) {
        const lineNo = base + countLines(text, 0, start) + 1;
        this.started = { line: lineNo, text: clip(line, MESSAGE_MAX), runner: s.runner };
        return;
      }
      screen.lastIndex = end + 1;
    }
  }

  private scan(text: string, lineNo: number): void {
    for (const p of SUMMARY) {
      const m = p.re.exec(text);
      if (m === null) continue;
      const counts = p.read(m);
      if (counts === null || Object.keys(counts).length === 0) continue;
      if (p.tally === true) {
        const t = (this.tallies[p.runner] ??= { passed: 0, skipped: 0 });
        t.passed += counts.passed ?? 0;
        t.skipped += counts.skipped ?? 0;
        return;
      }
      if (this.summaries.length < SUMMARIES_KEPT) {
        this.summaries.push({
          line: clip(text, MESSAGE_MAX),
          runner: p.runner,
          failed: counts.failed ?? 0,
          passed: counts.passed ?? null,
          tests: counts.tests ?? null,
          skipped: counts.skipped ?? null,
          ...(p.counts === false ? { counts: false as const } : {}),
        });
      }
      return;
    }
    const crash = CRASH.some((s) => s.re.test(text));
    const failure = crash ? undefined : FAILURE_LINE.find((s) => s.re.test(text));
    if (crash || failure !== undefined) {
      if (text.startsWith('not ok') && splitDirective(text.slice(6)).directive !== null) return;
      if (this.failureLines.length < FAILURE_LINES_KEPT) {
        const line = { line: lineNo, text: clip(text, MESSAGE_MAX) };
        this.failureLines.push(
          crash
            ? { ...line, crash: true }
            : failure?.weak === true
              ? { ...line, weak: true }
              : line,
        );
      } else {
        this.failureLinesDropped++;
      }
      return;
    }
    if (GREEN_CLAIM.test(text) && this.greenClaims.length < SUMMARIES_KEPT) {
      this.greenClaims.push(clip(text, MESSAGE_MAX));
    }
  }
}

/**
 * Tests the runner summaries say ran: per runner, its passed count (or the tests it counted line
 * by line), else its total less the skipped and failed; the most any runner says. Null when no
 * known runner summary that counts tests was found.
 */
export function executedBy(
  summaries: readonly RunnerSummary[],
  tallies: LogExcerpt['tallies'] = {},
): number | null {
  const byRunner = new Map<
    string,
    { passed: number | null; tests: number | null; skipped: number; failed: number }
  >();
  for (const [runner, t] of Object.entries(tallies ?? {})) {
    byRunner.set(runner, {
      passed: t.passed > 0 ? t.passed : null,
      tests: null,
      skipped: t.skipped,
      failed: 0,
    });
  }
  for (const s of summaries) {
    if (s.counts === false) continue;
    const key = s.runner ?? '';
    const r = byRunner.get(key) ?? { passed: null, tests: null, skipped: 0, failed: 0 };
    if (s.passed !== null) r.passed = Math.max(r.passed ?? 0, s.passed);
    if (typeof s.tests === 'number') r.tests = Math.max(r.tests ?? 0, s.tests);
    if (typeof s.skipped === 'number') r.skipped = Math.max(r.skipped, s.skipped);
    r.failed = Math.max(r.failed, s.failed);
    byRunner.set(key, r);
  }
  if (byRunner.size === 0) return null;
  let most = 0;
  for (const r of byRunner.values()) {
    const ran = r.passed ?? (r.tests === null ? 0 : r.tests - r.skipped - r.failed);
    most = Math.max(most, ran);
  }
  return most;
}

/** What a log shows by the runner table: the allowlist's reading of one plain log. */
export type LogOutcome = 'crash' | 'red' | 'green' | 'none' | 'not understood';

export function logOutcome(log: LogExcerpt): LogOutcome {
  if (log.failureLines.some((f) => f.crash === true)) return 'crash';
  if (log.failureLines.length > 0 || log.failureLinesDropped > 0) return 'red';
  if (log.summaries.some((s) => s.failed > 0)) return 'red';
  const executed = log.executed !== undefined ? log.executed : executedBy(log.summaries);
  if (executed === null) {
    // A runner that started and never printed a summary stopped before its end.
    return log.started && log.summaries.length === 0 ? 'crash' : 'not understood';
  }
  return executed > 0 ? 'green' : 'none';
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** Newlines in `text[from, to)`. */
function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
