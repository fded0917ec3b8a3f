// A plain test log scanned whole, line by line, as it streams in (pure, linear time, bounded
// memory): the lines that report a failing test and the runners' own summary lines are found
// anywhere in it; only a head and a tail of the passing noise is kept for the reviewers.
//
// Every pattern is anchored and free of nested quantifiers, and is tried only on lines that pass a
// cheap keyword screen, on at most the first LINE_SCANNED characters of a line.
import { splitDirective } from './test-tap.js';
import { clip, MESSAGE_MAX } from './test-report.js';
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

const SCREEN =
  /fail|error|pass|not ok|✕|×|✖|✗|result|tests?\b|DONE|examples?|runs|succeeded|green|Files=/i;

// Lines that name one failing test, per runner.
const FAILURE_LINE: RegExp[] = [
  /^--- FAIL: \S/, // go test -v
  /^FAIL\s+\S+\s+[\d.]+s$/, // go test package line
  /^FAIL\t\S/, // go test package line (tab)
  /^FAILED \S+::\S/, // pytest short summary
  /^ERROR \S+::\S/, // pytest short summary
  /^test \S+ \.\.\. FAILED$/, // cargo test
  /^FAIL {1,2}\S/, // jest / vitest file header
  /^[✕×✖✗] \S/u, // jest, vitest, node:test spec, ava
  /^● \S.* › \S/u, // jest failure heading
  /^\d+\) \S/, // mocha's numbered failures
  /^not ok\b/, // TAP inside a log (checked for directives below)
  /^Failed test\b/i, // Test::More, prove
  /^[Tt]ests? failed:/,
];

interface SummaryPattern {
  re: RegExp;
  read(m: RegExpExecArray): { failed: number; passed: number | null };
}

const n = (s: string | undefined): number => (s === undefined ? 0 : Number(s));

/** Pull `<number> <word>` pairs out of a summary line, in one pass. */
function counts(text: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const m of text.matchAll(/(\d+) (\w+)/g)) {
    const word = (m[2] ?? '').toLowerCase();
    map.set(word, (map.get(word) ?? 0) + Number(m[1]));
  }
  return map;
}

const SUMMARY: SummaryPattern[] = [
  // pytest: "==== 2 failed, 5 passed, 1 skipped in 0.12s ===="
  {
    re: /^=+ (\d+ \w+(?:, \d+ \w+)*) in [\d.]+s\b.*=+$/,
    read: (m) => {
      const c = counts(m[1] ?? '');
      return {
        failed: (c.get('failed') ?? 0) + (c.get('error') ?? 0) + (c.get('errors') ?? 0),
        passed: c.get('passed') ?? null,
      };
    },
  },
  // jest: "Tests:       2 failed, 1 skipped, 5 passed, 8 total"
  {
    re: /^Tests:\s+(.*\d+ total)$/,
    read: (m) => {
      const c = counts(m[1] ?? '');
      return { failed: c.get('failed') ?? 0, passed: c.get('passed') ?? null };
    },
  },
  // vitest: "Tests  2 failed | 5 passed | 1 skipped (8)"
  {
    re: /^Tests {2}(\d+ \w+(?: \| \d+ \w+)*) \(\d+\)$/,
    read: (m) => {
      const c = counts(m[1] ?? '');
      return { failed: c.get('failed') ?? 0, passed: c.get('passed') ?? null };
    },
  },
  // mocha: "2 failing" / "5 passing"
  { re: /^(\d+) failing$/, read: (m) => ({ failed: n(m[1]), passed: null }) },
  { re: /^(\d+) passing\b/, read: (m) => ({ failed: 0, passed: n(m[1]) }) },
  // node:test, tape, TAP harnesses: "# fail 2" / "ℹ fail 2"
  { re: /^(?:#|ℹ) fail\s+(\d+)$/u, read: (m) => ({ failed: n(m[1]), passed: null }) },
  { re: /^(?:#|ℹ) pass\s+(\d+)$/u, read: (m) => ({ failed: 0, passed: n(m[1]) }) },
  // gotestsum: "DONE 8 tests, 1 skipped, 2 failures in 0.5s"
  {
    re: /^DONE (\d+) tests?(?:, (\d+) skipped)?(?:, (\d+) failures?)?(?:, (\d+) errors?)? in /,
    read: (m) => ({ failed: n(m[3]) + n(m[4]), passed: n(m[1]) - n(m[2]) - n(m[3]) }),
  },
  // cargo: "test result: FAILED. 5 passed; 2 failed; 1 ignored; …"
  {
    re: /^test result: \w+\. (\d+) passed; (\d+) failed;/,
    read: (m) => ({ failed: n(m[2]), passed: n(m[1]) }),
  },
  // prove: "Result: FAIL" / "Failed 2/8 subtests"
  { re: /^Result: FAIL$/, read: () => ({ failed: 1, passed: null }) },
  { re: /^Failed (\d+)\/\d+ subtests$/, read: (m) => ({ failed: n(m[1]), passed: null }) },
  // PHPUnit: "Tests: 8, Assertions: 8, Errors: 1, Failures: 1, Skipped: 1."
  {
    re: /^Tests: \d+, Assertions: \d+, (.*)\.$/,
    read: (m) => {
      const e = /Errors: (\d+)/.exec(m[1] ?? '');
      const f = /Failures: (\d+)/.exec(m[1] ?? '');
      return { failed: n(e?.[1]) + n(f?.[1]), passed: null };
    },
  },
  { re: /^OK \((\d+) tests?, \d+ assertions?\)$/, read: (m) => ({ failed: 0, passed: n(m[1]) }) },
  // Playwright, ava: "2 failed", "5 passed", "2 tests failed"
  { re: /^(\d+) (?:tests? )?failed$/, read: (m) => ({ failed: n(m[1]), passed: null }) },
  // RSpec "8 examples, 2 failures"; minitest "8 runs, 9 assertions, 1 failures, 1 errors"
  {
    re: /^(\d+) examples?, (\d+) failures?/,
    read: (m) => ({ failed: n(m[2]), passed: n(m[1]) - n(m[2]) }),
  },
  {
    re: /^\d+ runs, \d+ assertions, (\d+) failures, (\d+) errors/,
    read: (m) => ({ failed: n(m[1]) + n(m[2]), passed: null }),
  },
  // ctest: "75% tests passed, 2 tests failed out of 8"
  {
    re: /^\d+% tests passed, (\d+) tests? failed out of (\d+)$/,
    read: (m) => ({ failed: n(m[1]), passed: n(m[2]) - n(m[1]) }),
  },
  // The plain line any runner may print: "[Word:] 5 passed, 1 failed[, 2 skipped]"
  {
    re: /^(?:\w+: ?)?(\d+) passed, (\d+) failed(?:, \d+ skipped)?$/,
    read: (m) => ({ failed: n(m[2]), passed: n(m[1]) }),
  },
];

/** A claim of a green run that carries no counts. */
const GREEN_CLAIM =
  /^(?:all (?:\d+ )?(?:tests? |specs? )?(?:passed|pass|green|succeeded)\b|no failures\b)/i;

/** Candidate lines are found by one scan of a whole chunk; only those lines are parsed. */
const SCREEN_ALL = new RegExp(SCREEN.source, 'gi');

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
  'gi',
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
  private readonly failureLines: Array<{ line: number; text: string }> = [];
  private failureLinesDropped = 0;
  private readonly summaries: RunnerSummary[] = [];
  private readonly greenClaims: string[] = [];

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
    const failures: FailedTest[] = this.failureLines.map((f) => ({
      name: `line ${f.line}`,
      kind: 'failure',
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
  private block(text: string): void {
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
    this.lines = base + countLines(text, 0, text.length);
  }

  private scan(text: string, lineNo: number): void {
    for (const p of SUMMARY) {
      const m = p.re.exec(text);
      if (m) {
        if (this.summaries.length < SUMMARIES_KEPT) {
          this.summaries.push({ line: clip(text, MESSAGE_MAX), ...p.read(m) });
        }
        return;
      }
    }
    for (const re of FAILURE_LINE) {
      if (!re.test(text)) continue;
      if (text.startsWith('not ok') && splitDirective(text.slice(6)).directive !== null) return;
      if (this.failureLines.length < FAILURE_LINES_KEPT) {
        this.failureLines.push({ line: lineNo, text: clip(text, MESSAGE_MAX) });
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

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** Newlines in `text[from, to)`. */
function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
