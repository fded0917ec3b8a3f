// The XML test-report formats besides JUnit, read from a stream of XML events (pure), and the
// choice of reader by root element: TRX (Visual Studio / `dotnet test --logger trx`), NUnit 3
// (`TestResult.xml`), xUnit.net v2 (`--xml`), NUnit 2 (`<test-results>`), TestNG
// (`testng-results.xml`), Robot Framework (`output.xml`); Eclipse's `<testrun>` is JUnit's reader;
// Catch2's and Check's own XML are in test-xml-native.ts.
// Each keeps counts and the failures only, never a list of every test.
//
// Semantics, written down:
// - TRX: each <UnitTestResult> is a test; one with <InnerResults> (data-driven) is a parent and the
//   inner results are the tests. outcome Passed/Warning → passed; Failed → failure;
//   NotExecuted/Inconclusive/NotRunnable → skipped; any other (Error, Timeout, Aborted, …) →
//   error. A run whose <ResultSummary outcome> is not Completed/Passed with nothing failed
//   counted is an error of the run.
// - NUnit 3: each <test-case>; result Failed with label Error/Invalid/Cancelled → error, other
//   Failed → failure; Skipped/Inconclusive → skipped; Passed/Warning → passed. A <test-suite> with
//   its own <failure> (a SetUp/TearDown fault) and no failing test case inside → error.
// - xUnit.net v2: each <test>; result Fail → failure; Skip/NotRun → skipped; Pass → passed.
//   Each <error> under <errors> (assembly/collection cleanup, a catastrophic failure) → error.
// - NUnit 2: each <test-case>; result Success → passed; Failure → failure; Error, Cancelled,
//   NotRunnable/Invalid → error; Ignored, Skipped, Inconclusive, NotRun → skipped; no result:
//   executed="False" → skipped, else success="True" → passed, else failure. A <test-suite
//   result="Failure|Error"> with its own <failure> and no failing case inside (a fixture SetUp or
//   TearDown fault) → error.
// - TestNG: each <test-method> that is not a configuration method; status PASS → passed, FAIL →
//   failure, SKIP → skipped. A SKIP with retried="true" is an attempt TestNG's retry analyzer
//   re-ran (its explicit retry marker): not a test, noted. A configuration method (is-config)
//   that FAILs → error (its tests are skipped, so nothing else would fail).
// - Robot Framework: each <test>, its outcome from its own <status> (not its keywords'): PASS →
//   passed, FAIL → failure, SKIP / NOT RUN → skipped, anything else → error. A <suite> whose own
//   <status> is FAIL with no failing test inside (suite setup/teardown) → error.
import { JunitEvents, listNames } from './test-junit.js';
import { bodyOf, clip, emptyTotals, firstLine, MESSAGE_MAX } from './test-report.js';
import type { FailedTest, ReadTestReport, TestFormat, Totals } from './test-report.js';
import type { XmlHandler } from './test-xml.js';
import { Catch2Events, CHECK_NAMESPACE, CheckEvents } from './test-xml-native.js';

type Handler = XmlHandler & { result(): ReadTestReport };

/** The reader of an XML report, by its root element's (local) name and attributes. */
export function xmlFormatFor(
  root: string,
  attrs: Record<string, string>,
): { format: TestFormat; handler: Handler } {
  switch (root) {
    case 'testsuites':
      if (attrs['xmlns'] === CHECK_NAMESPACE)
        return { format: 'check-xml', handler: new CheckEvents() };
      return { format: 'junit', handler: new JunitEvents() };
    case 'testsuite':
      return { format: 'junit', handler: new JunitEvents() };
    case 'Catch':
    case 'Catch2TestRun':
      return { format: 'catch2-xml', handler: new Catch2Events() };
    case 'TestRun':
      return { format: 'trx', handler: new TrxEvents() };
    case 'test-run':
      return { format: 'nunit3', handler: new Nunit3Events() };
    case 'assemblies':
    case 'assembly':
      return { format: 'xunit2', handler: new Xunit2Events() };
    case 'test-results':
      return { format: 'nunit2', handler: new Nunit2Events() };
    case 'testng-results':
      return { format: 'testng', handler: new TestngEvents() };
    case 'robot':
      return { format: 'robot', handler: new RobotEvents() };
    case 'testrun':
      return { format: 'eclipse-junit', handler: new JunitEvents() };
    default: {
      const handler = new UnknownXml(root);
      return { format: handler.format, handler };
    }
  }
}

/** A root element's name as a label: XML name characters only, short. */
function rootLabel(root: string): string {
  const name = clip(root.replace(/[^\p{L}\p{N}_.:-]/gu, ''), 60);
  return name === '' ? '?' : name;
}

/** An XML document of a kind not read here: labelled by its root element, and a problem. */
class UnknownXml implements Handler {
  readonly format: TestFormat;
  private readonly label: string;
  constructor(root: string) {
    this.label = rootLabel(root);
    this.format = `xml <${this.label}>`;
  }
  open(): void {}
  close(): void {}
  text(): void {}
  result(): ReadTestReport {
    return {
      format: this.format,
      failures: [],
      notes: [],
      problems: [
        `format not supported: <${this.label}> (XML read here: JUnit ` +
          '<testsuites>/<testsuite>, Eclipse <testrun>, TRX <TestRun>, NUnit 3 <test-run>, ' +
          'NUnit 2 <test-results>, xUnit.net v2 <assemblies>, TestNG <testng-results>, ' +
          'Robot Framework <robot>, Catch2 <Catch>/<Catch2TestRun>, Check <testsuites xmlns="' +
          `${CHECK_NAMESPACE}">)`,
      ],
    };
  }
}

/** Gathers the text of one element (and its descendants), capped. */
class Capture {
  text = '';
  private depth = 0;
  get active(): boolean {
    return this.depth > 0;
  }
  start(): void {
    this.depth = 1;
    this.text = '';
  }
  open(): void {
    if (this.depth > 0) this.depth++;
  }
  /** True when the captured element itself closed. */
  close(): boolean {
    if (this.depth === 0) return false;
    this.depth--;
    return this.depth === 0;
  }
  add(text: string): void {
    // Sliced: a single text piece can be a whole 1 MiB chunk.
    if (this.depth > 0 && this.text.length < 4000)
      this.text += text.slice(0, 4000 - this.text.length);
  }
}

function failedTest(name: string, kind: 'failure' | 'error', text: string): FailedTest {
  const message = firstLine(text) || kind;
  return { name, kind, message: clip(message, MESSAGE_MAX), body: bodyOf(text, message) };
}

function declaredNote(report: ReadTestReport, declared: Totals | null): ReadTestReport {
  const t = report.totals;
  if (declared === null || t === undefined) return report;
  if (
    declared.tests !== t.tests ||
    declared.failures + declared.errors !== t.failures + t.errors ||
    declared.skipped !== t.skipped
  ) {
    report.declared = declared;
    report.notes.push(
      `the report declares ${declared.tests} tests, ${declared.failures + declared.errors} failed, ` +
        `${declared.skipped} skipped; the test results say otherwise (the counted results are shown)`,
    );
  }
  return report;
}

function intAttr(attrs: Record<string, string>, key: string): number {
  const v = Number(attrs[key] ?? '0');
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

class TrxEvents implements Handler {
  private readonly totals = emptyTotals();
  private readonly failures: FailedTest[] = [];
  private readonly stack: Array<{
    name: string;
    outcome: string;
    hasInner: boolean;
    failuresAtStart: number;
    message: string;
  }> = [];
  private readonly capture = new Capture();
  private declared: Totals | null = null;
  private runOutcome = '';

  open(name: string, attrs: Record<string, string>): void {
    this.capture.open();
    if (name === 'UnitTestResult') {
      const parent = this.stack[this.stack.length - 1];
      if (parent) parent.hasInner = true;
      this.stack.push({
        name: attrs['testName'] ?? '(unnamed test)',
        outcome: attrs['outcome'] ?? '',
        hasInner: false,
        failuresAtStart: this.failures.length,
        message: '',
      });
    } else if (name === 'Message' && this.stack.length > 0 && !this.capture.active) {
      this.capture.start();
    } else if (name === 'ResultSummary') {
      this.runOutcome = attrs['outcome'] ?? '';
    } else if (name === 'Counters') {
      this.declared = {
        tests: intAttr(attrs, 'total'),
        failures: intAttr(attrs, 'failed'),
        errors: intAttr(attrs, 'error') + intAttr(attrs, 'timeout') + intAttr(attrs, 'aborted'),
        skipped:
          intAttr(attrs, 'notExecuted') +
          intAttr(attrs, 'inconclusive') +
          intAttr(attrs, 'notRunnable'),
      };
    }
  }
  text(text: string): void {
    this.capture.add(text);
  }
  close(name: string): void {
    if (this.capture.close()) {
      const top = this.stack[this.stack.length - 1];
      if (top && top.message === '') top.message = this.capture.text;
    }
    if (name !== 'UnitTestResult') return;
    const r = this.stack.pop();
    if (!r) return;
    const outcome = r.outcome;
    const bad = !['Passed', 'Warning', 'NotExecuted', 'Inconclusive', 'NotRunnable'].includes(
      outcome,
    );
    if (r.hasInner) {
      if (bad && this.failures.length === r.failuresAtStart) {
        this.totals.errors++;
        this.failures.push(failedTest(r.name, 'error', r.message || `outcome ${outcome}`));
      }
      return;
    }
    this.totals.tests++;
    if (outcome === 'Passed' || outcome === 'Warning') return;
    if (['NotExecuted', 'Inconclusive', 'NotRunnable'].includes(outcome)) {
      this.totals.skipped++;
      return;
    }
    const kind = outcome === 'Failed' ? 'failure' : 'error';
    if (kind === 'failure') this.totals.failures++;
    else this.totals.errors++;
    this.failures.push(failedTest(r.name, kind, r.message || `outcome ${outcome || 'missing'}`));
  }
  result(): ReadTestReport {
    const runBad =
      this.runOutcome !== '' && !['Completed', 'Passed', 'Warning'].includes(this.runOutcome);
    if (runBad && this.totals.failures + this.totals.errors === 0) {
      this.totals.errors++;
      this.failures.push(failedTest('(test run)', 'error', `run outcome ${this.runOutcome}`));
    }
    return declaredNote(
      { format: 'trx', totals: this.totals, failures: this.failures, notes: [], problems: [] },
      this.declared,
    );
  }
}

/**
 * NUnit 2 and 3 alike: the text of a `<failure>`'s `<message>` goes to the open test case, or, when
 * no case is open, to the innermost suite (a suite-level failure, e.g. a failed setup).
 */
class FailureMessages {
  private readonly capture = new Capture();
  private inFailure = false;

  open(name: string): void {
    this.capture.open();
    if (name === 'failure') this.inFailure = true;
    else if (name === 'message' && this.inFailure && !this.capture.active) this.capture.start();
  }
  text(text: string): void {
    this.capture.add(text);
  }
  close(
    name: string,
    current: { message: string } | null,
    suite: { own: string | null } | undefined,
  ): void {
    if (this.capture.close()) {
      if (current !== null) {
        if (current.message === '') current.message = this.capture.text;
      } else if (suite && suite.own === null) suite.own = this.capture.text;
    }
    if (name === 'failure') {
      this.inFailure = false;
      if (current === null && suite && suite.own === null) suite.own = '';
    }
  }
}

class Nunit3Events implements Handler {
  private readonly totals = emptyTotals();
  private readonly failures: FailedTest[] = [];
  private readonly suites: Array<{
    name: string;
    failuresAtStart: number;
    own: string | null;
    failed: boolean;
  }> = [];
  private current: { name: string; result: string; label: string; message: string } | null = null;
  private readonly messages = new FailureMessages();
  private declared: Totals | null = null;
  private readonly warnings: string[] = [];

  open(name: string, attrs: Record<string, string>): void {
    this.messages.open(name);
    if (name === 'test-run') {
      this.declared = {
        tests: intAttr(attrs, 'total'),
        failures: intAttr(attrs, 'failed'),
        errors: 0,
        skipped: intAttr(attrs, 'skipped') + intAttr(attrs, 'inconclusive'),
      };
    } else if (name === 'test-suite') {
      this.suites.push({
        name: attrs['fullname'] ?? attrs['name'] ?? '(suite)',
        failuresAtStart: this.failures.length,
        own: null,
        failed: attrs['result'] === 'Failed',
      });
    } else if (name === 'test-case') {
      this.current = {
        name: attrs['fullname'] ?? attrs['name'] ?? '(unnamed test)',
        result: attrs['result'] ?? '',
        label: attrs['label'] ?? '',
        message: '',
      };
    }
  }
  text(text: string): void {
    this.messages.text(text);
  }
  close(name: string): void {
    this.messages.close(name, this.current, this.suites[this.suites.length - 1]);
    if (name === 'test-case' && this.current !== null) {
      const c = this.current;
      this.current = null;
      this.totals.tests++;
      if (c.result === 'Failed') {
        const kind = ['Error', 'Invalid', 'Cancelled'].includes(c.label) ? 'error' : 'failure';
        if (kind === 'error') this.totals.errors++;
        else this.totals.failures++;
        this.failures.push(
          failedTest(c.name, kind, c.message || `result Failed${c.label ? ` (${c.label})` : ''}`),
        );
      } else if (c.result === 'Skipped' || c.result === 'Inconclusive') {
        this.totals.skipped++;
      } else if (c.result === 'Warning') {
        this.warnings.push(c.name);
      } else if (c.result !== 'Passed') {
        this.totals.errors++;
        this.failures.push(
          failedTest(c.name, 'error', `result '${c.result || 'missing'}' is not a pass`),
        );
      }
    } else if (name === 'test-suite') {
      const s = this.suites.pop();
      if (s && s.failed && s.own !== null && this.failures.length === s.failuresAtStart) {
        this.totals.errors++;
        this.failures.push(failedTest(s.name, 'error', s.own || 'suite failed'));
      }
    }
  }
  result(): ReadTestReport {
    const notes =
      this.warnings.length > 0 ? [`passed with a warning: ${listNames(this.warnings)}`] : [];
    return declaredNote(
      { format: 'nunit3', totals: this.totals, failures: this.failures, notes, problems: [] },
      this.declared,
    );
  }
}

class Xunit2Events implements Handler {
  private readonly totals = emptyTotals();
  private readonly failures: FailedTest[] = [];
  private current: { name: string; result: string; message: string; error: boolean } | null = null;
  private readonly capture = new Capture();
  private inFailure = false;
  private readonly declared = emptyTotals();
  private declaredSeen = false;

  open(name: string, attrs: Record<string, string>): void {
    this.capture.open();
    if (name === 'assembly') {
      this.declaredSeen = true;
      this.declared.tests += intAttr(attrs, 'total');
      this.declared.failures += intAttr(attrs, 'failed');
      this.declared.errors += intAttr(attrs, 'errors');
      this.declared.skipped += intAttr(attrs, 'skipped') + intAttr(attrs, 'not-run');
    } else if (name === 'test') {
      this.current = {
        name: attrs['name'] ?? '(unnamed test)',
        result: attrs['result'] ?? '',
        message: '',
        error: false,
      };
    } else if (name === 'error' && this.current === null) {
      this.current = {
        name: `${attrs['type'] ?? 'error'}: ${attrs['name'] ?? '(run)'}`,
        result: 'Error',
        message: '',
        error: true,
      };
    } else if (name === 'failure') {
      this.inFailure = true;
    } else if (name === 'message' && this.inFailure && !this.capture.active) {
      this.capture.start();
    }
  }
  text(text: string): void {
    this.capture.add(text);
  }
  close(name: string): void {
    if (this.capture.close() && this.current !== null && this.current.message === '') {
      this.current.message = this.capture.text;
    }
    if (name === 'failure') this.inFailure = false;
    if ((name === 'test' || name === 'error') && this.current !== null) {
      const c = this.current;
      if (name === 'test' && c.error) return;
      this.current = null;
      if (c.error) {
        this.totals.errors++;
        this.failures.push(failedTest(c.name, 'error', c.message || 'error'));
        return;
      }
      this.totals.tests++;
      if (c.result === 'Fail') {
        this.totals.failures++;
        this.failures.push(failedTest(c.name, 'failure', c.message || 'result Fail'));
      } else if (c.result === 'Skip' || c.result === 'NotRun') {
        this.totals.skipped++;
      } else if (c.result !== 'Pass') {
        this.totals.errors++;
        this.failures.push(
          failedTest(c.name, 'error', `result '${c.result || 'missing'}' is not a pass`),
        );
      }
    }
  }
  result(): ReadTestReport {
    return declaredNote(
      { format: 'xunit2', totals: this.totals, failures: this.failures, notes: [], problems: [] },
      this.declaredSeen ? this.declared : null,
    );
  }
}

/** Failures listed by name; the totals count every one. */
const LISTED_MAX = 1000;

/** Counts and the first failures of a reader that sees one test at a time. */
class Tally {
  readonly totals = emptyTotals();
  readonly failures: FailedTest[] = [];
  dropped = 0;
  pass(): void {
    this.totals.tests++;
  }
  skip(): void {
    this.totals.tests++;
    this.totals.skipped++;
  }
  fail(name: string, kind: 'failure' | 'error', text: string, isTest = true): void {
    if (isTest) this.totals.tests++;
    if (kind === 'failure') this.totals.failures++;
    else this.totals.errors++;
    if (this.failures.length < LISTED_MAX) this.failures.push(failedTest(name, kind, text));
    else this.dropped++;
  }
  get failing(): number {
    return this.totals.failures + this.totals.errors;
  }
  report(format: TestFormat, notes: string[], declared: Totals | null): ReadTestReport {
    if (this.dropped > 0) {
      notes.push(`${this.dropped} more failing test(s) counted but not listed by name`);
    }
    return declaredNote(
      { format, totals: this.totals, failures: this.failures, notes, problems: [] },
      declared,
    );
  }
}

class Nunit2Events implements Handler {
  private readonly tally = new Tally();
  private readonly suites: Array<{
    name: string;
    failingAtStart: number;
    own: string | null;
    failed: boolean;
  }> = [];
  private current: {
    name: string;
    result: string;
    executed: string;
    success: string;
    message: string;
  } | null = null;
  private readonly messages = new FailureMessages();
  private declared: Totals | null = null;

  open(name: string, attrs: Record<string, string>): void {
    this.messages.open(name);
    if (name === 'test-results' && this.declared === null) {
      // NUnit 2.5+ splits not-run into ignored, skipped and invalid; earlier versions write
      // not-run alone.
      const split = ['ignored', 'skipped', 'invalid'].some((k) => attrs[k] !== undefined);
      this.declared = {
        tests: intAttr(attrs, 'total'),
        failures: intAttr(attrs, 'failures'),
        errors: intAttr(attrs, 'errors') + intAttr(attrs, 'invalid'),
        skipped:
          (split
            ? intAttr(attrs, 'ignored') + intAttr(attrs, 'skipped')
            : intAttr(attrs, 'not-run')) + intAttr(attrs, 'inconclusive'),
      };
    } else if (name === 'test-suite') {
      this.suites.push({
        name: attrs['name'] ?? '(suite)',
        failingAtStart: this.tally.failing,
        own: null,
        failed: attrs['result'] === 'Failure' || attrs['result'] === 'Error',
      });
    } else if (name === 'test-case' && this.current === null) {
      this.current = {
        name: attrs['name'] ?? '(unnamed test)',
        result: attrs['result'] ?? '',
        executed: attrs['executed'] ?? '',
        success: attrs['success'] ?? '',
        message: '',
      };
    }
  }
  text(text: string): void {
    this.messages.text(text);
  }
  close(name: string): void {
    this.messages.close(name, this.current, this.suites[this.suites.length - 1]);
    if (name === 'test-case' && this.current !== null) {
      const c = this.current;
      this.current = null;
      const result =
        c.result !== ''
          ? c.result
          : c.executed === 'False'
            ? 'NotRun'
            : c.success === 'True'
              ? 'Success'
              : 'Failure';
      if (result === 'Success') this.tally.pass();
      else if (['Ignored', 'Skipped', 'Inconclusive', 'NotRun'].includes(result)) this.tally.skip();
      else if (result === 'Failure')
        this.tally.fail(c.name, 'failure', c.message || 'result Failure');
      else this.tally.fail(c.name, 'error', c.message || `result ${result} is not a pass`);
    } else if (name === 'test-suite') {
      const s = this.suites.pop();
      if (s && s.failed && s.own !== null && this.tally.failing === s.failingAtStart) {
        this.tally.fail(s.name, 'error', s.own || 'suite failed', false);
      }
    }
  }
  result(): ReadTestReport {
    return this.tally.report('nunit2', [], this.declared);
  }
}

class TestngEvents implements Handler {
  private readonly tally = new Tally();
  private current: { name: string; status: string; config: boolean; message: string } | null = null;
  private className = '';
  private readonly capture = new Capture();
  private inException = false;
  private declared: Totals | null = null;
  private retried = 0;

  open(name: string, attrs: Record<string, string>): void {
    this.capture.open();
    if (name === 'testng-results' && this.declared === null) {
      this.declared = {
        tests: intAttr(attrs, 'total'),
        failures: intAttr(attrs, 'failed'),
        errors: 0,
        skipped: intAttr(attrs, 'skipped'),
      };
    } else if (name === 'class') {
      this.className = attrs['name'] ?? '';
    } else if (name === 'test-method' && this.current === null) {
      const method = attrs['name'] ?? '(unnamed test)';
      if (attrs['retried'] === 'true') this.retried++;
      this.current = {
        name: this.className ? `${this.className} › ${method}` : method,
        status: attrs['retried'] === 'true' ? 'RETRIED' : (attrs['status'] ?? ''),
        config: attrs['is-config'] === 'true',
        message: '',
      };
    } else if (name === 'exception') {
      this.inException = true;
    } else if (name === 'message' && this.inException && !this.capture.active) {
      this.capture.start();
    }
  }
  text(text: string): void {
    this.capture.add(text);
  }
  close(name: string): void {
    if (this.capture.close() && this.current !== null && this.current.message === '') {
      this.current.message = this.capture.text;
    }
    if (name === 'exception') this.inException = false;
    if (name !== 'test-method' || this.current === null) return;
    const c = this.current;
    this.current = null;
    if (c.status === 'RETRIED') return;
    if (c.config) {
      if (c.status === 'FAIL') {
        this.tally.fail(
          `${c.name} (configuration)`,
          'error',
          c.message || 'configuration method failed',
          false,
        );
      }
      return;
    }
    if (c.status === 'PASS') this.tally.pass();
    else if (c.status === 'SKIP') this.tally.skip();
    else if (c.status === 'FAIL') this.tally.fail(c.name, 'failure', c.message || 'status FAIL');
    else this.tally.fail(c.name, 'error', `status '${c.status || 'missing'}' is not a pass`);
  }
  result(): ReadTestReport {
    const notes =
      this.retried > 0
        ? [`${this.retried} attempt(s) re-run by TestNG's retry analyzer (the last attempt counts)`]
        : [];
    return this.tally.report('testng', notes, this.declared);
  }
}

class RobotEvents implements Handler {
  private readonly tally = new Tally();
  /** Open elements above the current one: a <status> counts only as a direct child. */
  private depth = 0;
  private readonly suites: Array<{
    name: string;
    depth: number;
    failingAtStart: number;
    status: string;
    message: string;
  }> = [];
  private current: { name: string; depth: number; status: string; message: string } | null = null;
  private readonly capture = new Capture();
  private statusOf: 'test' | 'suite' | null = null;
  private declared: Totals | null = null;
  private inTotal = false;
  /** Inside <statistics>: its <suite> and <tag> rows are counts, not suites. */
  private inStatistics = 0;

  open(name: string, attrs: Record<string, string>): void {
    this.capture.open();
    this.depth++;
    if (this.inStatistics > 0 || name === 'statistics') {
      this.inStatistics++;
      if (name === 'total') this.inTotal = true;
      else if (name === 'stat' && this.inTotal && this.declared === null) {
        // The first total row is "All Tests" (Robot 4+; older versions add a "Critical Tests" row).
        const pass = intAttr(attrs, 'pass');
        const fail = intAttr(attrs, 'fail');
        const skip = intAttr(attrs, 'skip');
        this.declared = { tests: pass + fail + skip, failures: fail, errors: 0, skipped: skip };
      }
      return;
    }
    if (name === 'suite') {
      this.suites.push({
        name: attrs['name'] ?? '(suite)',
        depth: this.depth,
        failingAtStart: this.tally.failing,
        status: '',
        message: '',
      });
    } else if (name === 'test' && this.current === null) {
      const suite = this.suites[this.suites.length - 1];
      const test = attrs['name'] ?? '(unnamed test)';
      this.current = {
        name: suite ? `${suite.name} › ${test}` : test,
        depth: this.depth,
        status: '',
        message: '',
      };
    } else if (name === 'status') {
      const suite = this.suites[this.suites.length - 1];
      if (this.current !== null && this.depth === this.current.depth + 1) {
        this.current.status = attrs['status'] ?? '';
        this.statusOf = 'test';
        this.capture.start();
      } else if (this.current === null && suite && this.depth === suite.depth + 1) {
        suite.status = attrs['status'] ?? '';
        this.statusOf = 'suite';
        this.capture.start();
      }
    }
  }
  text(text: string): void {
    this.capture.add(text);
  }
  close(name: string): void {
    if (this.capture.close()) {
      if (this.statusOf === 'test' && this.current) this.current.message = this.capture.text;
      const suite = this.suites[this.suites.length - 1];
      if (this.statusOf === 'suite' && suite) suite.message = this.capture.text;
      this.statusOf = null;
    }
    this.depth--;
    if (this.inStatistics > 0) {
      this.inStatistics--;
      if (name === 'total') this.inTotal = false;
      return;
    }
    if (name === 'test' && this.current !== null && this.depth === this.current.depth - 1) {
      const c = this.current;
      this.current = null;
      if (c.status === 'PASS') this.tally.pass();
      else if (c.status === 'SKIP' || c.status === 'NOT RUN') this.tally.skip();
      else if (c.status === 'FAIL') this.tally.fail(c.name, 'failure', c.message || 'status FAIL');
      else this.tally.fail(c.name, 'error', `status '${c.status || 'missing'}' is not a pass`);
    } else if (name === 'suite') {
      const s = this.suites.pop();
      if (
        s &&
        s.status !== 'PASS' &&
        s.status !== 'SKIP' &&
        s.status !== 'NOT RUN' &&
        this.tally.failing === s.failingAtStart
      ) {
        this.tally.fail(
          s.name,
          'error',
          s.message || `suite status '${s.status || 'missing'}'`,
          false,
        );
      }
    }
  }
  result(): ReadTestReport {
    return this.tally.report('robot', [], this.declared);
  }
}
