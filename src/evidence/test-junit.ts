// JUnit XML as its producers write it (Ant, Maven Surefire, Jenkins' reader, node:test, jest-junit,
// pytest, gotestsum, PHPUnit, …), read from a stream of XML events (pure).
//
// Semantics, written down:
// - A test is a <testcase>, wherever it sits: under a <testsuite>, in nested suites (counted once,
//   at the leaves), or directly under <testsuites> (node:test writes top-level tests there).
// - Outcome of one <testcase>: any <failure> → failure; else any <error> → error; else <skipped>
//   → skipped; else passed. Several <failure>s (or a failure and an error) count the case once.
// - Surefire's <flakyFailure>/<flakyError> without a <failure>/<error>: the test passed on a rerun
//   — a pass, with a note. <rerunFailure>/<rerunError> beside a <failure> are its failed reruns.
// - The same test (suite path, classname and name) written again is a retry: the last attempt
//   decides, and a note says so.
// - A <failure>/<error> directly in a <testsuite> (a file that failed to load) is an error of the
//   suite: counted under errors, not as a test.
// - Declared totals: the <testsuites> attributes when present, else the sum over the innermost
//   suites. A declared total that differs from the count is shown; the count decides, and a
//   declared failure the count cannot find still counts against the run (see test-floor).
import type { XmlHandler } from './test-xml.js';
import { bodyOf, clip, emptyTotals, firstLine, MESSAGE_MAX, sameTotals } from './test-report.js';
import type { FailedTest, ReadTestReport, Totals } from './test-report.js';

/** Characters of a failure's text kept (message line and a few body lines come from it). */
const FAILURE_TEXT_KEPT = 4000;

interface Suite {
  name: string;
  attrs: Record<string, string>;
  hasChildSuite: boolean;
  /** Failures listed when the suite opened: to tell whether anything inside it failed. */
  failuresAtStart: number;
  /** Nested suites that ended, by name, with whether anything inside them failed. */
  childSuites: Map<string, boolean>;
  /** The names of the suites down to this one: part of a test's identity. */
  path: string;
}

type Outcome = 'passed' | 'failure' | 'error' | 'skipped';

interface CaseState {
  rawName: string;
  key: string;
  name: string;
  failures: number;
  errors: number;
  skipped: boolean;
  flaky: number;
  reruns: number;
  message: string;
  text: string;
  firstKind: 'failure' | 'error' | null;
}

interface CaseResult {
  name: string;
  outcome: Outcome;
  attempts: number;
  failure: FailedTest | null;
  flaky: number;
  /** The outcome of an earlier attempt that failed, when a later one decided otherwise. */
  earlierFailed: boolean;
}

function declaredOf(attrs: Record<string, string>): Totals | null {
  if (attrs['tests'] === undefined) return null;
  const n = (key: string): number => {
    const v = Number(attrs[key] ?? '0');
    return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
  };
  return {
    tests: n('tests'),
    failures: n('failures'),
    errors: n('errors'),
    skipped: n('skipped') + n('disabled'),
  };
}

function addTotals(into: Totals, t: Totals): void {
  into.tests += t.tests;
  into.failures += t.failures;
  into.errors += t.errors;
  into.skipped += t.skipped;
}

export class JunitEvents implements XmlHandler {
  private readonly suites: Suite[] = [];
  private rootDeclared: Totals | null = null;
  private readonly leafDeclared = emptyTotals();
  private leafDeclaredSeen = false;
  private readonly cases = new Map<string, CaseResult>();
  private readonly suiteFaults: FailedTest[] = [];
  private current: CaseState | null = null;
  /** Depth inside the element whose text is captured (failure/error), 0 when not capturing. */
  private capture = 0;
  private captureKind: 'failure' | 'error' | null = null;
  private suiteFault: {
    name: string;
    kind: 'failure' | 'error';
    message: string;
    text: string;
  } | null = null;
  private depth = 0;
  private rootName: string | null = null;
  /** Failures and errors met so far (attempts included): tells a suite whether anything failed. */
  private failedSoFar = 0;

  open(name: string, attrs: Record<string, string>): void {
    this.depth++;
    if (this.rootName === null) {
      this.rootName = name;
      if (name === 'testsuites') this.rootDeclared = declaredOf(attrs);
    }
    if (this.capture > 0) {
      this.capture++;
      return;
    }
    if (name === 'testsuite') {
      const parent = this.suites[this.suites.length - 1];
      if (parent) parent.hasChildSuite = true;
      this.suites.push({
        name: attrs['name'] ?? '',
        attrs,
        hasChildSuite: false,
        failuresAtStart: this.failedSoFar,
        childSuites: new Map(),
        path: parent ? `${parent.path}\u0000${attrs['name'] ?? ''}` : (attrs['name'] ?? ''),
      });
      return;
    }
    if (name === 'testcase') {
      if (this.current !== null) return; // a testcase inside a testcase: not a test of its own
      const suitePath = this.suites[this.suites.length - 1]?.path ?? '';
      const classname = attrs['classname'] ?? attrs['class'] ?? '';
      const caseName = attrs['name'] ?? '';
      const owner = classname || (this.suites[this.suites.length - 1]?.name ?? '');
      this.current = {
        rawName: caseName,
        key: `${suitePath}\u0001${classname}\u0001${caseName}`,
        name:
          owner && owner !== caseName
            ? `${owner} › ${caseName || '(unnamed test)'}`
            : caseName || '(unnamed test)',
        failures: 0,
        errors: 0,
        skipped: false,
        flaky: 0,
        reruns: 0,
        message: '',
        text: '',
        firstKind: null,
      };
      return;
    }
    const c = this.current;
    if (name === 'failure' || name === 'error') {
      const message = messageOf(attrs);
      if (c !== null) {
        if (name === 'failure') c.failures++;
        else c.errors++;
        // The message shown is the first failure's (or the first error's when no failure).
        if (c.firstKind === null || (c.firstKind === 'error' && name === 'failure')) {
          c.firstKind = name;
          c.message = message;
          c.text = '';
          this.captureKind = name;
          this.capture = 1;
        }
      } else if (this.suites.length > 0) {
        this.suiteFault = {
          name: this.suites[this.suites.length - 1]?.name || '(suite)',
          kind: name,
          message,
          text: '',
        };
        this.captureKind = name;
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
    } else if (name === 'flakyFailure' || name === 'flakyError') c.flaky++;
    else if (name === 'rerunFailure' || name === 'rerunError') c.reruns++;
  }

  text(text: string): void {
    if (this.capture !== 1) return;
    if (this.suiteFault !== null && this.current === null) {
      if (this.suiteFault.text.length < FAILURE_TEXT_KEPT) this.suiteFault.text += text;
    } else if (this.current !== null && this.current.text.length < FAILURE_TEXT_KEPT) {
      this.current.text += text;
    }
  }

  close(name: string): void {
    this.depth--;
    if (this.capture > 0) {
      this.capture--;
      if (this.capture > 0) return;
      this.captureKind = null;
      if (this.suiteFault !== null && this.current === null) {
        const f = this.suiteFault;
        const message = firstLine(f.message) || firstLine(f.text) || f.kind;
        this.suiteFaults.push({
          name: f.name,
          kind: 'error',
          message,
          body: bodyOf(f.text.slice(0, FAILURE_TEXT_KEPT), message),
        });
        this.failedSoFar++;
        this.suiteFault = null;
      }
      return;
    }
    if (name === 'testcase' && this.current !== null) {
      this.finishCase(this.current);
      this.current = null;
      return;
    }
    if (name === 'testsuite') {
      const suite = this.suites.pop();
      const parent = this.suites[this.suites.length - 1];
      if (suite && parent) {
        parent.childSuites.set(suite.name, this.failedSoFar > suite.failuresAtStart);
      }
      if (suite && !suite.hasChildSuite) {
        const declared = declaredOf(suite.attrs);
        if (declared !== null) {
          addTotals(this.leafDeclared, declared);
          this.leafDeclaredSeen = true;
        }
      }
    }
  }

  private finishCase(c: CaseState): void {
    const outcome: Outcome =
      c.failures > 0 ? 'failure' : c.errors > 0 ? 'error' : c.skipped ? 'skipped' : 'passed';
    // node-tap repeats a subtest as a <testcase> beside the <testsuite> that holds its tests: that
    // case is the suite's own result, not a test. It counts only when it failed while nothing
    // inside the suite did (then it is an error of the suite).
    const suite = this.suites[this.suites.length - 1];
    const childFailed = suite?.childSuites.get(c.rawName);
    if (childFailed !== undefined) {
      if ((outcome === 'failure' || outcome === 'error') && !childFailed) {
        const message = firstLine(c.message) || firstLine(c.text) || outcome;
        this.suiteFaults.push({
          name: c.name,
          kind: 'error',
          message,
          body: bodyOf(c.text, message),
        });
        this.failedSoFar++;
      }
      return;
    }
    if (outcome === 'failure' || outcome === 'error') this.failedSoFar++;
    let failure: FailedTest | null = null;
    if (outcome === 'failure' || outcome === 'error') {
      const message = firstLine(c.message) || firstLine(c.text) || outcome;
      failure = {
        name: c.name,
        kind: outcome,
        message: clip(message, MESSAGE_MAX),
        body: bodyOf(c.text, message),
      };
    }
    const before = this.cases.get(c.key);
    // Re-inserting keeps the first attempt's position: the list reads in report order.
    this.cases.set(c.key, {
      name: c.name,
      outcome,
      attempts: (before?.attempts ?? 0) + 1,
      failure,
      flaky: (before?.flaky ?? 0) + c.flaky,
      earlierFailed:
        (before?.earlierFailed ?? false) ||
        before?.outcome === 'failure' ||
        before?.outcome === 'error',
    });
  }

  result(): ReadTestReport {
    const totals = emptyTotals();
    const failures: FailedTest[] = [];
    const notes: string[] = [];
    const flakyNames: string[] = [];
    const retriedNames: string[] = [];
    for (const r of this.cases.values()) {
      totals.tests++;
      if (r.outcome === 'failure') totals.failures++;
      else if (r.outcome === 'error') totals.errors++;
      else if (r.outcome === 'skipped') totals.skipped++;
      if (r.failure) failures.push(r.failure);
      if (r.outcome === 'passed' && r.flaky > 0) flakyNames.push(r.name);
      if (r.attempts > 1 && r.earlierFailed && r.outcome !== 'failure' && r.outcome !== 'error') {
        retriedNames.push(`${r.name} (${r.attempts} attempts)`);
      }
    }
    totals.errors += this.suiteFaults.length;
    failures.push(...this.suiteFaults);
    if (flakyNames.length > 0) {
      notes.push(
        `flaky (failed, then passed on a rerun; counted as passed): ${listNames(flakyNames)}`,
      );
    }
    if (retriedNames.length > 0) {
      notes.push(
        `retried, the last attempt passed (counted as passed): ${listNames(retriedNames)}`,
      );
    }
    const declared = this.rootDeclared ?? (this.leafDeclaredSeen ? this.leafDeclared : null);
    const report: ReadTestReport = { format: 'junit', totals, failures, notes, problems: [] };
    if (declared !== null && !sameTotals(declared, totals)) {
      report.declared = declared;
      notes.push(
        `the report declares ${declared.tests} tests, ${declared.failures} failures, ` +
          `${declared.errors} errors, ${declared.skipped} skipped; the test cases say otherwise ` +
          `(the counted test cases are shown)`,
      );
    }
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
