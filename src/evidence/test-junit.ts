// JUnit XML as its producers write it (Ant, Maven Surefire, Jenkins' reader, node:test, jest-junit,
// pytest, gotestsum, PHPUnit, Playwright, …), read from a stream of XML events (pure). Memory does
// not grow with the number of test cases: each case is counted as it closes, and only failures
// (up to FAILURES_KEPT) and a few names for the notes are kept.
//
// Semantics, written down:
// - A test is a <testcase>, wherever it sits: under a <testsuite>, in nested suites (counted once,
//   at the leaves), or directly under <testsuites> (node:test writes top-level tests there).
// - Outcome of one <testcase>: any <failure> → failure; else any <error> → error; else any
//   <rerunFailure>/<rerunError> (failed re-runs and no pass) → failure; else <skipped> → skipped;
//   else passed. Several <failure>s (or a failure and an error) count the case once.
// - Every <testcase> is a test of its own. A repeated name is never taken for a retry: the same
//   test under two Playwright projects is two tests, and a failing one fails the run. A retry is
//   known only by Surefire's explicit markers: <flakyFailure>/<flakyError> without a
//   <failure>/<error> is a test that passed on a re-run — a pass, with the note "flaky: passed on
//   re-run"; <rerunFailure>/<rerunError> are re-runs that failed too.
// - A <failure>/<error> directly in a <testsuite> (a file that failed to load) is an error of the
//   suite: counted under errors, not as a test. So is each error declared by a level that declares
//   and lists no test at all (gotestsum's `<testsuites tests="0" errors="2">` for a build failure).
// - Declared totals: every <testsuites>/<testsuite> that declares `tests`, `failures`, `errors`
//   or `skipped` is checked against what it lists (its cases, nested suites included). A level
//   that declares more than it lists is a problem naming it — results the report claims and does
//   not show are not trusted. The re-run attempts Surefire counts in its totals (flaky and rerun
//   elements) may explain declared failures and tests. A level declaring less is a note.
import { LineSplitter } from './line-splitter.js';
import type { XmlHandler } from './test-xml.js';
import { bodyOf, clip, emptyTotals, firstLine, MESSAGE_MAX } from './test-report.js';
import type { FailedTest, ReadTestReport, Totals } from './test-report.js';

/** OUnit's summary counts in its log: `2026-12-01T20:54:47+00:00 vm#00 I: Skip: 6.` (and Todo). */
const OUNIT_SKIP_LINE = /^\S{1,60} \S{1,200} I: (Skip|Todo): (\d{1,9})\.$/;

/** Characters of a failure's text kept (message line and a few body lines come from it). */
const FAILURE_TEXT_KEPT = 4000;
/** Failing tests listed by name; the totals count every one. */
export const FAILURES_KEPT = 1000;
/** Names kept for each note (the note says how many more). */
const NOTE_NAMES_KEPT = 20;
/** Problems about declared totals kept (a report of many inconsistent suites names the first). */
const DECLARED_PROBLEMS_KEPT = 10;

interface Attempts {
  failures: number;
  errors: number;
}

/** A <testsuites> or <testsuite>: what it declares and what it lists. */
interface Level {
  element: string;
  name: string;
  /** Names from the root down, for messages. */
  path: string;
  declared: Totals | null;
  /**
   * node-tap's reporter declares counts of TAP assertions and subtest results (it also writes an
   * `assertions` attribute), not of the test cases it lists: only "failing declared, none listed"
   * is checked there.
   */
  countsAssertions: boolean;
  listed: Totals;
  /** Flaky and rerun elements inside: attempts Surefire counts in its declared totals. */
  attempts: Attempts;
  /** Nested suites that ended, by name, with whether anything inside them failed. */
  childSuites: Map<string, boolean>;
  /** Tests OUnit's own log (the suite's <system-out>) says it skipped. */
  ounitSkipped: number;
}

type Outcome = 'passed' | 'failure' | 'error' | 'skipped';

interface CaseState {
  rawName: string;
  name: string;
  failures: number;
  errors: number;
  skipped: boolean;
  flakyFailures: number;
  flakyErrors: number;
  rerunFailures: number;
  rerunErrors: number;
  message: string;
  text: string;
  /** What the captured message and text belong to. */
  firstKind: 'failure' | 'error' | 'rerun' | null;
}

/** A declared count: digits only (surrounding spaces allowed); anything else is not a count. */
const COUNT = /^\s*[0-9]+\s*$/;

/**
 * What a suite declares, and the attributes among its counts that are not counts (`errors="abc"`,
 * `failures="1.5"`, `failures=""`): a count the report gives but that cannot be read is not
 * trusted, rather than read as 0.
 */
function declaredOf(attrs: Record<string, string>): { totals: Totals | null; bad: string[] } {
  const keys = ['tests', 'failures', 'errors', 'skipped', 'disabled', 'ignored'];
  const bad: string[] = [];
  if (!keys.some((k) => attrs[k] !== undefined)) return { totals: null, bad };
  const n = (key: string): number => {
    const raw = attrs[key];
    if (raw === undefined) return 0;
    if (!COUNT.test(raw)) {
      bad.push(`${key}=${JSON.stringify(clip(raw, 40))}`);
      return 0;
    }
    return Number(raw);
  };
  const totals = {
    tests: n('tests'),
    failures: n('failures'),
    errors: n('errors'),
    skipped: n('skipped') + n('disabled') + n('ignored'),
  };
  return { totals, bad };
}

/**
 * A <testcase>'s own outcome attribute, as some writers give it with no child element
 * (GoogleTest: `status="notrun"`, `result="skipped"`/`"suppressed"`; others
 * `status="failed"`/`result="fail"`): a failing value is a failure, a skip value a skip.
 */
const CASE_FAILED = /^(fail|failed|failure|failing|broken|timeout|timedout|timed_out|timed out)$/i;
const CASE_ERRORED = /^(error|errored|crash|crashed|aborted|interrupted)$/i;
const CASE_SKIPPED =
  /^(skip|skipped|notrun|not_run|not run|suppressed|disabled|ignored|pending|todo)$/i;

function caseOutcomeOf(attrs: Record<string, string>): 'failure' | 'error' | 'skipped' | null {
  let outcome: 'failure' | 'error' | 'skipped' | null = null;
  for (const key of ['status', 'result', 'outcome']) {
    const v = (attrs[key] ?? '').trim();
    if (CASE_FAILED.test(v)) return 'failure';
    if (CASE_ERRORED.test(v)) outcome = 'error';
    else if (outcome === null && CASE_SKIPPED.test(v)) outcome = 'skipped';
  }
  return outcome;
}

function addTotals(into: Totals, t: Totals): void {
  into.tests += t.tests;
  into.failures += t.failures;
  into.errors += t.errors;
  into.skipped += t.skipped;
}

/** Names kept up to a limit, with the count of all. */
class NameList {
  readonly names: string[] = [];
  count = 0;
  add(name: string): void {
    this.count++;
    if (this.names.length < NOTE_NAMES_KEPT) this.names.push(name);
  }
  text(): string {
    const more = this.count - this.names.length;
    return `${this.names.join('; ')}${more > 0 ? `; … ${more} more` : ''}`;
  }
}

export class JunitEvents implements XmlHandler {
  private readonly levels: Level[] = [];
  /** Failures met when each open level started (parallel to `levels`). */
  private readonly failedAt: number[] = [];
  private readonly totals = emptyTotals();
  private readonly failures: FailedTest[] = [];
  private failuresDropped = 0;
  private readonly flaky = new NameList();
  private readonly declaredProblems: string[] = [];
  private declaredProblemCount = 0;
  private readonly declaredNotes: string[] = [];
  private rootDeclaredExceeds: Totals | null = null;
  private current: CaseState | null = null;
  /** Lines of a suite-level <system-out> (OUnit writes its log there), while one is open. */
  private systemOut: LineSplitter | null = null;
  /** Depth inside the element whose text is captured (failure/error), 0 when not capturing. */
  private capture = 0;
  private suiteFault: { name: string; message: string; text: string } | null = null;
  /** Failures and errors met so far: tells a suite whether anything inside it failed. */
  private failedSoFar = 0;

  open(name: string, attrs: Record<string, string>): void {
    if (this.capture > 0) {
      this.capture++;
      return;
    }
    // Eclipse's JUnit view exports <testrun> as its root, with the same <testsuite>/<testcase>s.
    const root = this.levels.length === 0 && (name === 'testsuites' || name === 'testrun');
    if (name === 'testsuite' || root) {
      const parent = this.levels[this.levels.length - 1];
      const own = attrs['name'] ?? '';
      const declared = declaredOf(attrs);
      if (declared.bad.length > 0) {
        this.declaredProblemCount++;
        if (this.declaredProblems.length < DECLARED_PROBLEMS_KEPT) {
          this.declaredProblems.push(
            `<${name}${own ? ` ${JSON.stringify(clip(own, 200))}` : ''}> declares ` +
              `${declared.bad.join(', ')}: not a count of tests, so the report is not trusted`,
          );
        }
      }
      this.levels.push({
        element: name,
        name: own,
        path: parent && parent.element === 'testsuite' ? `${parent.path} › ${own}` : own,
        declared: declared.totals,
        countsAssertions: attrs['assertions'] !== undefined,
        listed: emptyTotals(),
        attempts: { failures: 0, errors: 0 },
        childSuites: new Map(),
        ounitSkipped: 0,
      });
      this.failedAt.push(this.failedSoFar);
      return;
    }
    if (name === 'testcase') {
      if (this.current !== null) return; // a testcase inside a testcase: not a test of its own
      const level = this.levels[this.levels.length - 1];
      const classname = attrs['classname'] ?? attrs['class'] ?? '';
      const caseName = attrs['name'] ?? '';
      const owner = classname || (level?.element === 'testsuite' ? level.name : '');
      this.current = {
        rawName: caseName,
        name:
          owner && owner !== caseName
            ? `${owner} › ${caseName || '(unnamed test)'}`
            : caseName || '(unnamed test)',
        failures: 0,
        errors: 0,
        skipped: false,
        flakyFailures: 0,
        flakyErrors: 0,
        rerunFailures: 0,
        rerunErrors: 0,
        message: '',
        text: '',
        firstKind: null,
      };
      // Eclipse marks an ignored test with an attribute, and one the run stopped before it
      // finished as incomplete: not a pass.
      if (attrs['ignored'] === 'true') this.current.skipped = true;
      const own = caseOutcomeOf(attrs);
      if (own === 'skipped') this.current.skipped = true;
      else if (own !== null) {
        const said = `${attrs['status'] ?? ''} ${attrs['result'] ?? ''} ${attrs['outcome'] ?? ''}`;
        if (own === 'failure') this.current.failures++;
        else this.current.errors++;
        // Not `firstKind`: a <failure> child, if any, still gives the message shown.
        this.current.message = `the test case's own outcome attribute says '${said.trim()}'`;
      }
      if (attrs['incomplete'] === 'true') {
        this.current.errors++;
        this.current.firstKind = 'error';
        this.current.message = 'incomplete: the test run stopped before this test finished';
      }
      return;
    }
    const c = this.current;
    if (name === 'system-out' && c === null && this.levels.length > 0) {
      const level = this.levels[this.levels.length - 1];
      if (level) this.systemOut = new LineSplitter((line) => this.suiteOutLine(level, line), 400);
      return;
    }
    if (name === 'failure' || name === 'error') {
      const message = messageOf(attrs);
      if (c !== null) {
        if (name === 'failure') c.failures++;
        else c.errors++;
        // The message shown is the first failure's (or the first error's when no failure).
        if (c.firstKind !== 'failure' && !(c.firstKind === 'error' && name === 'error')) {
          c.firstKind = name;
          c.message = message;
          c.text = '';
          this.capture = 1;
        }
      } else if (this.levels.length > 0) {
        const level = this.levels[this.levels.length - 1];
        this.suiteFault = { name: level?.path || level?.name || '(suite)', message, text: '' };
        this.capture = 1;
      }
      return;
    }
    if (c === null) return;
    if (name === 'skipped') c.skipped = true;
    // node-tap writes a skip or todo as a property, not as <skipped>.
    else if (name === 'property' && /^(skip|todo)$/.test(attrs['name'] ?? '')) {
      const value = (attrs['value'] ?? '').trim();
      if (value !== '' && value !== 'false') c.skipped = true;
    } else if (name === 'flakyFailure') c.flakyFailures++;
    else if (name === 'flakyError') c.flakyErrors++;
    else if (name === 'rerunFailure' || name === 'rerunError') {
      if (name === 'rerunFailure') c.rerunFailures++;
      else c.rerunErrors++;
      // Kept in case no final <failure> follows: re-runs that all failed are a failure.
      if (c.firstKind === null) {
        c.firstKind = 'rerun';
        c.message = messageOf(attrs);
        c.text = '';
        this.capture = 1;
      }
    }
  }

  text(text: string): void {
    if (this.systemOut !== null) {
      this.systemOut.write(text);
      return;
    }
    if (this.capture !== 1) return;
    const into = this.current ?? this.suiteFault;
    if (into !== null && into.text.length < FAILURE_TEXT_KEPT) {
      into.text += text.slice(0, FAILURE_TEXT_KEPT - into.text.length);
    }
  }

  close(name: string): void {
    if (this.capture > 0) {
      this.capture--;
      if (this.capture > 0) return;
      if (this.suiteFault !== null && this.current === null) {
        const f = this.suiteFault;
        const message = firstLine(f.message) || firstLine(f.text) || 'error';
        this.addFailure({ name: f.name, kind: 'error', message, body: bodyOf(f.text, message) });
        this.totals.errors++;
        const level = this.levels[this.levels.length - 1];
        if (level) level.listed.errors++;
        this.failedSoFar++;
        this.suiteFault = null;
      }
      return;
    }
    if (name === 'system-out' && this.systemOut !== null) {
      this.systemOut.end();
      this.systemOut = null;
      return;
    }
    if (name === 'testcase' && this.current !== null) {
      this.finishCase(this.current);
      this.current = null;
      return;
    }
    const level = this.levels[this.levels.length - 1];
    if (level !== undefined && level.element === name) {
      this.levels.pop();
      const startedWith = this.failedAt.pop() ?? 0;
      this.applyOunitSkips(level);
      this.checkDeclared(level, this.levels.length === 0);
      const parent = this.levels[this.levels.length - 1];
      if (parent) {
        addTotals(parent.listed, level.listed);
        parent.attempts.failures += level.attempts.failures;
        parent.attempts.errors += level.attempts.errors;
        parent.childSuites.set(level.name, this.failedSoFar > startedWith);
      }
    }
  }

  private checkDeclared(level: Level, root: boolean): void {
    const d = level.declared;
    if (d === null) return;
    const l = level.listed;
    const slack = level.attempts.failures + level.attempts.errors;
    const over: string[] = [];
    const declaredFailing = d.failures + d.errors;
    const listedFailing = l.failures + l.errors;
    if (level.countsAssertions) {
      if (declaredFailing > 0 && listedFailing === 0) {
        over.push(`${declaredFailing} failing (lists none)`);
      }
    } else {
      if (d.tests > l.tests + slack) over.push(`${d.tests} tests (lists ${l.tests})`);
      if (declaredFailing > listedFailing + slack) {
        over.push(`${declaredFailing} failing (lists ${listedFailing})`);
      }
      if (d.skipped > l.skipped) over.push(`${d.skipped} skipped (lists ${l.skipped})`);
    }
    const label = `<${level.element}${level.path ? ` ${JSON.stringify(clip(level.path, 200))}` : ''}>`;
    if (
      !level.countsAssertions &&
      d.tests === 0 &&
      l.tests === 0 &&
      declaredFailing > listedFailing
    ) {
      // No test declared or listed, yet errors declared: faults outside any test. gotestsum
      // writes a package that failed to build so (`<testsuites tests="0" errors="2">`).
      this.suiteErrors(level, label, declaredFailing - listedFailing);
      return;
    }
    if (over.length > 0) {
      this.declaredProblemCount++;
      if (this.declaredProblems.length < DECLARED_PROBLEMS_KEPT) {
        this.declaredProblems.push(
          `${label} declares ${over.join(', ')}: results the report claims but does not list, ` +
            'so it is not trusted',
        );
      }
      if (root) this.rootDeclaredExceeds = d;
      return;
    }
    if (level.countsAssertions) return;
    if (root && (declaredFailing > listedFailing || d.tests > l.tests)) {
      this.declaredNotes.push(
        `${label} declares ${d.tests} tests, ${declaredFailing} failing: the difference ` +
          `from what it lists is re-run attempts (${slack} flaky or rerun element(s))`,
      );
    } else if (root && (d.tests !== l.tests || declaredFailing !== listedFailing)) {
      this.declaredNotes.push(
        `${label} declares ${d.tests} tests, ${declaredFailing} failing; it lists ` +
          `${l.tests} tests, ${listedFailing} failing (the listed cases are counted)`,
      );
    }
  }

  /**
   * OUnit's JUnit writer drops skips (a skipped test is a bare <testcase>), but the suite's
   * <system-out> holds OUnit's log, which ends with its own counts (`… I: Skip: 6.`). Those many
   * listed passes are counted as skipped: the log can only turn passes into skips, never hide a
   * failure.
   */
  private suiteOutLine(level: Level, raw: string): void {
    const m = OUNIT_SKIP_LINE.exec(raw.trimEnd());
    if (m) level.ounitSkipped += Number(m[2] ?? '0');
  }

  private applyOunitSkips(level: Level): void {
    if (level.ounitSkipped === 0) return;
    const l = level.listed;
    const passes = Math.max(0, l.tests - l.failures - l.errors - l.skipped);
    const moved = Math.min(passes, level.ounitSkipped);
    if (moved === 0) return;
    l.skipped += moved;
    this.totals.skipped += moved;
    this.declaredNotes.push(
      `${moved} test(s) of <testsuite ${JSON.stringify(clip(level.path, 200))}> are skipped by ` +
        "OUnit's own log in <system-out> (its JUnit writer records a skip as a pass): counted as skipped",
    );
  }

  /** `count` errors a level declares outside any test: each one a failure of the level. */
  private suiteErrors(level: Level, label: string, count: number): void {
    const message =
      `${label} declares ${count} error(s) outside any test case and lists no test ` +
      '(a build or setup failure)';
    for (let i = 0; i < count; i++) {
      if (this.failures.length >= FAILURES_KEPT) {
        this.failuresDropped += count - i;
        break;
      }
      this.failures.push({
        name: level.path || `<${level.element}>`,
        kind: 'error',
        message,
        body: [],
      });
    }
    this.totals.errors += count;
    level.listed.errors += count;
    this.failedSoFar += count;
  }

  private addFailure(f: FailedTest): void {
    if (this.failures.length < FAILURES_KEPT) this.failures.push(f);
    else this.failuresDropped++;
  }

  private finishCase(c: CaseState): void {
    const reran = c.rerunFailures + c.rerunErrors > 0;
    const outcome: Outcome =
      c.failures > 0 || (c.errors === 0 && reran && c.rerunFailures > 0)
        ? 'failure'
        : c.errors > 0 || reran
          ? 'error'
          : c.skipped
            ? 'skipped'
            : 'passed';
    const level = this.levels[this.levels.length - 1];
    // node-tap repeats a subtest as a <testcase> beside the <testsuite> that holds its tests: that
    // case is the suite's own result, not a test. It counts only when it failed while nothing
    // inside the suite did (then it is an error of the suite).
    const childFailed = c.rawName === '' ? undefined : level?.childSuites.get(c.rawName);
    const failing = outcome === 'failure' || outcome === 'error';
    if (childFailed !== undefined) {
      if (failing && !childFailed) {
        const message = firstLine(c.message) || firstLine(c.text) || outcome;
        this.addFailure({ name: c.name, kind: 'error', message, body: bodyOf(c.text, message) });
        this.totals.errors++;
        this.failedSoFar++;
      }
      return;
    }
    const listed = level?.listed;
    this.totals.tests++;
    if (listed) listed.tests++;
    if (level) {
      level.attempts.failures += c.flakyFailures + c.rerunFailures;
      level.attempts.errors += c.flakyErrors + c.rerunErrors;
    }
    if (failing) {
      this.failedSoFar++;
      if (outcome === 'failure') this.totals.failures++;
      else this.totals.errors++;
      if (listed) {
        if (outcome === 'failure') listed.failures++;
        else listed.errors++;
      }
      const message = firstLine(c.message) || firstLine(c.text) || outcome;
      this.addFailure({
        name: c.name,
        kind: outcome,
        message: clip(message, MESSAGE_MAX),
        body: bodyOf(c.text, message),
      });
      return;
    }
    if (outcome === 'skipped') {
      this.totals.skipped++;
      if (listed) listed.skipped++;
      return;
    }
    if (c.flakyFailures + c.flakyErrors > 0) this.flaky.add(c.name);
  }

  result(): ReadTestReport {
    const notes: string[] = [];
    if (this.flaky.count > 0) {
      notes.push(`flaky: passed on re-run: ${this.flaky.text()} (counted as passed)`);
    }
    if (this.failuresDropped > 0) {
      notes.push(
        `${this.failuresDropped} more failing test(s) counted but not listed by name ` +
          `(the first ${FAILURES_KEPT} are)`,
      );
    }
    notes.push(...this.declaredNotes);
    const problems = [...this.declaredProblems];
    if (this.declaredProblemCount > problems.length) {
      problems.push(
        `… and ${this.declaredProblemCount - problems.length} more suite(s) declaring more than they list`,
      );
    }
    const report: ReadTestReport = {
      format: 'junit',
      totals: { ...this.totals },
      failures: this.failures,
      notes,
      problems,
    };
    if (this.rootDeclaredExceeds !== null) report.declared = this.rootDeclaredExceeds;
    return report;
  }
}

function messageOf(attrs: Record<string, string>): string {
  const message = attrs['message'] ?? '';
  const type = attrs['type'] ?? '';
  const line = firstLine(message);
  if (line === '') return type;
  return type && !line.includes(type) ? `${type}: ${line}` : line;
}

/** At most 20 names, then a count: notes are for reading, the failures list is complete. */
export function listNames(names: string[]): string {
  const shown = names.slice(0, 20).join('; ');
  return names.length > 20 ? `${shown}; … ${names.length - 20} more` : shown;
}
