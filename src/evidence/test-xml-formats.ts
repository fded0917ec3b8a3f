// The XML test-report formats besides JUnit, read from a stream of XML events (pure), and the
// choice of reader by root element. Written from each format's documentation (no .NET runtime
// runs here): TRX (Visual Studio / `dotnet test --logger trx`), NUnit 3 (`TestResult.xml`) and
// xUnit.net v2 (`--xml`).
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
import { JunitEvents, listNames } from './test-junit.js';
import { bodyOf, clip, emptyTotals, firstLine, MESSAGE_MAX } from './test-report.js';
import type { FailedTest, ReadTestReport, TestFormat, Totals } from './test-report.js';
import type { XmlHandler } from './test-xml.js';

type Handler = XmlHandler & { result(): ReadTestReport };

export function xmlFormatFor(root: string): { format: TestFormat; handler: Handler } | null {
  switch (root) {
    case 'testsuites':
    case 'testsuite':
      return { format: 'junit', handler: new JunitEvents() };
    case 'TestRun':
      return { format: 'trx', handler: new TrxEvents() };
    case 'test-run':
      return { format: 'nunit3', handler: new Nunit3Events() };
    case 'assemblies':
    case 'assembly':
      return { format: 'xunit2', handler: new Xunit2Events() };
    default:
      return { format: 'junit', handler: new UnknownXml(root) };
  }
}

class UnknownXml implements Handler {
  constructor(private readonly root: string) {}
  open(): void {}
  close(): void {}
  text(): void {}
  result(): ReadTestReport {
    return {
      format: 'junit',
      failures: [],
      notes: [],
      problems: [
        `XML whose root element <${this.root || '?'}> is no test report format read here ` +
          '(JUnit <testsuites>/<testsuite>, TRX <TestRun>, NUnit 3 <test-run>, xUnit.net v2 <assemblies>)',
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
    if (this.depth > 0 && this.text.length < 4000) this.text += text;
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
  private readonly capture = new Capture();
  private inFailure = false;
  private declared: Totals | null = null;
  private readonly warnings: string[] = [];

  open(name: string, attrs: Record<string, string>): void {
    this.capture.open();
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
    if (this.capture.close()) {
      if (this.current !== null) {
        if (this.current.message === '') this.current.message = this.capture.text;
      } else {
        const suite = this.suites[this.suites.length - 1];
        if (suite && suite.own === null) suite.own = this.capture.text;
      }
    }
    if (name === 'failure') {
      this.inFailure = false;
      const suite = this.suites[this.suites.length - 1];
      if (this.current === null && suite && suite.own === null) suite.own = '';
    } else if (name === 'test-case' && this.current !== null) {
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
