// JSON test reports (pure): CTRF, Jest and Vitest `--json`, Mocha's `json` reporter, Playwright's
// `json` reporter, RSpec's `json` formatter — each read whole from its parsed document — and `go test -json`, read line by
// line as it streams in.
//
// Semantics, written down (the leaves are the tests; the report's own totals are shown when they
// differ, and never hide a counted failure):
// - CTRF: `failed` → failure; `skipped`/`pending` → skipped; `other` → error (an outcome the tool
//   could not call a pass); `passed` with `flaky: true` → passed, with a note.
// - Jest/Vitest: per assertion result, `failed` → failure; `pending`/`skipped`/`todo`/`disabled` →
//   skipped; a test file that failed to run (status `failed` with no failed assertion, or
//   `testExecError`) → an error of the file.
// - Mocha: `failures[]` are the failures (a hook failure included, as mocha reports it);
//   `pending[]` skipped; `tests[]` the tests.
// - RSpec (`--format json`): per example, `passed` → passed; `pending` → skipped; `failed` →
//   failure (exception class and message); any other status → error. Each of the summary's
//   `errors_outside_of_examples_count` (a spec file that failed to load) → an error.
// - Playwright: per test, `unexpected` → failure (the last retry's error shown); `flaky` → passed
//   with a note; `skipped` → skipped; `expected` → passed. Top-level `errors[]` are errors.
// - go test -json: a test's final `pass`/`fail`/`skip` action decides. A test with subtests is
//   counted like go's tools count it: every test and subtest is a test. A test that started
//   (`run`) and never ended (the process exited: os.Exit, a crash) is an error, "test started,
//   never finished". A package `fail` with no failed test (a panic before any test, a failed
//   build) is a failure of the package. Go 1.24's build events: each `build-fail` (its
//   `build-output` lines the message) is an error; a package `fail` naming it in `FailedBuild`
//   adds nothing more.
import { LineSplitter } from './line-splitter.js';
import { bodyOf, clip, emptyTotals, firstLine, MESSAGE_MAX, sameTotals } from './test-report.js';
import type { FailedTest, ReadTestReport, TestFormat, Totals } from './test-report.js';
import { listNames } from './test-junit.js';

type Json = Record<string, unknown>;

function obj(v: unknown): Json | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
}
function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}
function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

/**
 * A count the report declares: absent is 0; a non-negative whole number is itself; anything else
 * (`"1"`, `0.5`, `-1`, `true`) is named in `bad`, since a count that cannot be read is not trusted
 * rather than read as 0.
 */
function declaredCount(o: Json, key: string, bad: string[]): number {
  const v = o[key];
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
  bad.push(`${key}: ${clip(JSON.stringify(v) ?? String(v), 40)}`);
  return 0;
}

function failed(name: string, kind: 'failure' | 'error', text: string): FailedTest {
  const message = firstLine(text) || kind;
  return {
    name,
    kind,
    message: clip(message, MESSAGE_MAX),
    body: bodyOf(text.slice(0, 4000), message),
  };
}

/** Which JSON report a parsed document is, or null. */
export function jsonReportKind(doc: unknown): TestFormat | null {
  const o = obj(doc);
  if (o === null) return null;
  if (
    o['reportFormat'] === 'CTRF' ||
    (obj(o['results']) && Array.isArray(obj(o['results'])?.['tests']))
  ) {
    return 'ctrf';
  }
  if (Array.isArray(o['testResults']) && 'numTotalTests' in o) {
    const first = obj(arr(o['testResults'])[0]);
    const firstAssertion = obj(arr(first?.['assertionResults'])[0]);
    return firstAssertion && 'meta' in firstAssertion ? 'vitest-json' : 'jest-json';
  }
  if (obj(o['stats']) && Array.isArray(o['failures']) && Array.isArray(o['tests']))
    return 'mocha-json';
  if (Array.isArray(o['suites']) && obj(o['config'])) return 'playwright-json';
  if (
    Array.isArray(o['examples']) &&
    obj(o['summary']) &&
    'example_count' in (obj(o['summary']) ?? {})
  )
    return 'rspec-json';
  return null;
}

function withDeclared(
  report: ReadTestReport,
  declared: Totals | null,
  bad: string[] = [],
): ReadTestReport {
  if (bad.length > 0) {
    report.problems.push(
      `the report declares ${bad.join(', ')}: not a count of tests, so it is not trusted`,
    );
  }
  if (declared !== null && report.totals && declared.tests > report.totals.tests) {
    report.problems.push(
      `the report declares ${declared.tests} tests but lists ${report.totals.tests}: results it ` +
        'claims but does not list, so it is not trusted',
    );
  }
  if (declared !== null && report.totals && !sameTotals(declared, report.totals)) {
    report.declared = declared;
    report.notes.push(
      `the report declares ${declared.tests} tests, ${declared.failures + declared.errors} failed, ` +
        `${declared.skipped} skipped; the listed tests say otherwise (the listed tests are shown)`,
    );
  }
  return report;
}

export function readJsonReport(kind: TestFormat, doc: unknown): ReadTestReport {
  switch (kind) {
    case 'ctrf':
      return readCtrf(obj(doc) ?? {});
    case 'jest-json':
    case 'vitest-json':
      return readJest(kind, obj(doc) ?? {});
    case 'mocha-json':
      return readMocha(obj(doc) ?? {});
    case 'playwright-json':
      return readPlaywright(obj(doc) ?? {});
    case 'rspec-json':
      return readRspec(obj(doc) ?? {});
    default:
      return {
        format: kind,
        failures: [],
        notes: [],
        problems: [`not a known JSON test report (${kind})`],
      };
  }
}

function readCtrf(doc: Json): ReadTestReport {
  const results = obj(doc['results']) ?? {};
  const totals = emptyTotals();
  const failures: FailedTest[] = [];
  const flaky: string[] = [];
  for (const t of arr(results['tests'])) {
    const test = obj(t) ?? {};
    const name =
      [str(test['suite']), str(test['name'])].filter(Boolean).join(' › ') || '(unnamed test)';
    const status = str(test['status']);
    totals.tests++;
    if (status === 'passed') {
      if (test['flaky'] === true) flaky.push(name);
    } else if (status === 'skipped' || status === 'pending') {
      totals.skipped++;
    } else if (status === 'failed') {
      totals.failures++;
      failures.push(failed(name, 'failure', `${str(test['message'])}\n${str(test['trace'])}`));
    } else {
      totals.errors++;
      failures.push(failed(name, 'error', `status '${status || 'missing'}' is not a pass`));
    }
  }
  const notes =
    flaky.length > 0 ? [`flaky (passed on a retry; counted as passed): ${listNames(flaky)}`] : [];
  const summary = obj(results['summary']);
  const bad: string[] = [];
  const declared =
    summary === null
      ? null
      : {
          tests: declaredCount(summary, 'tests', bad),
          failures: declaredCount(summary, 'failed', bad),
          errors: declaredCount(summary, 'other', bad),
          skipped: declaredCount(summary, 'skipped', bad) + declaredCount(summary, 'pending', bad),
        };
  return withDeclared({ format: 'ctrf', totals, failures, notes, problems: [] }, declared, bad);
}

function readJest(format: TestFormat, doc: Json): ReadTestReport {
  const totals = emptyTotals();
  const failures: FailedTest[] = [];
  const retried: string[] = [];
  for (const f of arr(doc['testResults'])) {
    const file = obj(f) ?? {};
    const fileName = str(file['name']) || str(file['testFilePath']) || '(test file)';
    let fileFailed = 0;
    for (const a of arr(file['assertionResults'])) {
      const t = obj(a) ?? {};
      const name =
        [...arr(t['ancestorTitles']).map(str), str(t['title'])].filter(Boolean).join(' › ') ||
        str(t['fullName']) ||
        '(unnamed test)';
      const status = str(t['status']);
      totals.tests++;
      if (status === 'passed') {
        if (num(t['invocations']) > 1 || arr(t['retryReasons']).length > 0) retried.push(name);
      } else if (status === 'failed') {
        totals.failures++;
        fileFailed++;
        failures.push(failed(name, 'failure', arr(t['failureMessages']).map(str).join('\n')));
      } else if (['pending', 'skipped', 'todo', 'disabled'].includes(status)) {
        totals.skipped++;
      } else {
        totals.errors++;
        fileFailed++;
        failures.push(failed(name, 'error', `status '${status || 'missing'}' is not a pass`));
      }
    }
    const execError = obj(file['testExecError']);
    if (fileFailed === 0 && (str(file['status']) === 'failed' || execError !== null)) {
      totals.errors++;
      failures.push(
        failed(
          fileName,
          'error',
          str(file['message']) || str(execError?.['message']) || 'the test file failed to run',
        ),
      );
    }
  }
  const notes =
    retried.length > 0
      ? [`retried, passed on a later attempt (counted as passed): ${listNames(retried)}`]
      : [];
  const bad: string[] = [];
  const declared =
    'numTotalTests' in doc
      ? {
          tests: declaredCount(doc, 'numTotalTests', bad),
          failures: declaredCount(doc, 'numFailedTests', bad),
          errors: declaredCount(doc, 'numRuntimeErrorTestSuites', bad),
          skipped:
            declaredCount(doc, 'numPendingTests', bad) + declaredCount(doc, 'numTodoTests', bad),
        }
      : null;
  // The run's own verdict, beside the tests: `success: false` with every test passed is a failed
  // snapshot check or a suite that did not run; an interrupted run did not finish.
  const runFaults: string[] = [];
  if (totals.failures + totals.errors === 0) {
    if (doc['success'] === false) runFaults.push('the report says success: false');
    if (declaredCount(doc, 'numFailedTestSuites', bad) > 0)
      runFaults.push(`the report counts ${str(doc['numFailedTestSuites'])} failed test suite(s)`);
    if (obj(doc['snapshot'])?.['failure'] === true)
      runFaults.push('the snapshot check failed (snapshot.failure: true)');
  }
  if (doc['wasInterrupted'] === true) runFaults.push('the run was interrupted (wasInterrupted)');
  // Jest's suites are its test files, each one entry of testResults (Vitest counts describe
  // blocks there instead, so the check is Jest's only).
  const suitesDeclared = declaredCount(doc, 'numTotalTestSuites', bad);
  const suitesListed = arr(doc['testResults']).length;
  if (format === 'jest-json' && suitesDeclared > suitesListed)
    runFaults.push(`the report declares ${suitesDeclared} test suites but lists ${suitesListed}`);
  for (const fault of runFaults) {
    totals.errors++;
    failures.push(failed('(run)', 'error', fault));
  }
  return withDeclared({ format, totals, failures, notes, problems: [] }, declared, bad);
}

function readMocha(doc: Json): ReadTestReport {
  const totals = emptyTotals();
  const failures: FailedTest[] = [];
  const tests = arr(doc['tests']);
  const pending = arr(doc['pending']);
  const failed_ = arr(doc['failures']);
  totals.tests = tests.length;
  totals.skipped = pending.length;
  for (const f of failed_) {
    const t = obj(f) ?? {};
    const err = obj(t['err']) ?? {};
    const name = str(t['fullTitle']) || str(t['title']) || '(unnamed test)';
    const text = str(err['message']) || str(err['stack']) || 'failed';
    failures.push(failed(name, 'failure', `${text}\n${str(err['stack'])}`));
  }
  totals.failures = failed_.length;
  // The reporter writes each test's `err` ({} when it passed): a test that carries an error but
  // is not among the failures still failed.
  const listedFailing = new Set(failed_.map((f) => str(obj(f)?.['fullTitle'])));
  for (const t of tests) {
    const test = obj(t) ?? {};
    const err = obj(test['err']);
    if (err === null || Object.keys(err).length === 0) continue;
    const name = str(test['fullTitle']) || str(test['title']) || '(unnamed test)';
    if (listedFailing.has(name)) continue;
    totals.failures++;
    failures.push(
      failed(name, 'failure', `${str(err['message']) || 'failed'}\n${str(err['stack'])}`),
    );
  }
  // A failing hook is a failure that is not one of the tests: count it as an error, not a test.
  const hookFailures = Math.max(0, totals.failures + totals.skipped - totals.tests);
  const stats = obj(doc['stats']) ?? {};
  const bad: string[] = [];
  const declared = {
    tests: declaredCount(stats, 'tests', bad),
    failures: declaredCount(stats, 'failures', bad),
    errors: 0,
    skipped: declaredCount(stats, 'pending', bad),
  };
  if (hookFailures > 0) {
    totals.failures -= hookFailures;
    totals.errors += hookFailures;
  }
  return withDeclared(
    { format: 'mocha-json', totals, failures, notes: [], problems: [] },
    declared,
    bad,
  );
}

function readPlaywright(doc: Json): ReadTestReport {
  const totals = emptyTotals();
  const failures: FailedTest[] = [];
  const flaky: string[] = [];
  const walk = (suite: Json, path: string[]): void => {
    const title = str(suite['title']);
    const here = title ? [...path, title] : path;
    for (const s of arr(suite['specs'])) {
      const spec = obj(s) ?? {};
      const failingBefore = totals.failures;
      for (const t of arr(spec['tests'])) {
        const test = obj(t) ?? {};
        const project = str(test['projectName']);
        const name = [...here, str(spec['title'])].join(' › ') + (project ? ` [${project}]` : '');
        const status = str(test['status']);
        totals.tests++;
        if (status === 'expected') {
          if (str(test['expectedStatus']) === 'skipped') totals.skipped++;
        } else if (status === 'flaky') {
          flaky.push(name);
        } else if (status === 'skipped') {
          totals.skipped++;
        } else {
          totals.failures++;
          const results = arr(test['results']).map((r) => obj(r) ?? {});
          const last = results[results.length - 1] ?? {};
          const error = obj(last['error']) ?? obj(arr(last['errors'])[0]) ?? {};
          failures.push(
            failed(name, 'failure', str(error['message']) || `status '${status || 'missing'}'`),
          );
        }
      }
      // Playwright's own verdict on the spec: `ok: false` with no test failing is not a pass.
      if (spec['ok'] === false && totals.failures === failingBefore) {
        totals.errors++;
        failures.push(
          failed([...here, str(spec['title'])].join(' › '), 'error', 'the spec says ok: false'),
        );
      }
    }
    for (const inner of arr(suite['suites'])) walk(obj(inner) ?? {}, here);
  };
  for (const s of arr(doc['suites'])) walk(obj(s) ?? {}, []);
  for (const e of arr(doc['errors'])) {
    totals.errors++;
    failures.push(failed('(run)', 'error', str(obj(e)?.['message']) || 'error'));
  }
  const notes =
    flaky.length > 0 ? [`flaky (passed on a retry; counted as passed): ${listNames(flaky)}`] : [];
  const stats = obj(doc['stats']);
  const declared =
    stats === null
      ? null
      : {
          tests:
            num(stats['expected']) +
            num(stats['unexpected']) +
            num(stats['flaky']) +
            num(stats['skipped']),
          failures: num(stats['unexpected']),
          errors: arr(doc['errors']).length,
          skipped: num(stats['skipped']),
        };
  return withDeclared(
    { format: 'playwright-json', totals, failures, notes, problems: [] },
    declared,
  );
}

function readRspec(doc: Json): ReadTestReport {
  const totals = emptyTotals();
  const failures: FailedTest[] = [];
  for (const e of arr(doc['examples'])) {
    const example = obj(e) ?? {};
    const name =
      str(example['full_description']) || str(example['description']) || str(example['id']);
    const status = str(example['status']);
    totals.tests++;
    if (status === 'passed') continue;
    if (status === 'pending') {
      totals.skipped++;
      continue;
    }
    const exception = obj(example['exception']) ?? {};
    const said = [str(exception['class']), str(exception['message'])].filter(Boolean).join(': ');
    const trace = arr(exception['backtrace']).slice(0, 10).map(str).join('\n');
    if (status === 'failed') {
      totals.failures++;
      failures.push(
        failed(name || '(unnamed example)', 'failure', `${said || 'failed'}\n${trace}`),
      );
    } else {
      totals.errors++;
      failures.push(
        failed(
          name || '(unnamed example)',
          'error',
          `status '${status || 'missing'}' is not a pass`,
        ),
      );
    }
  }
  const summary = obj(doc['summary']) ?? {};
  // A spec file that fails to load (LoadError, a syntax error) is an error outside any example.
  const outside = num(summary['errors_outside_of_examples_count']);
  for (let i = 0; i < Math.min(outside, 1000); i++) {
    failures.push(
      failed(
        '(outside of examples)',
        'error',
        `an error occurred outside of examples (${str(doc['summary_line']) || 'see the RSpec output'})`,
      ),
    );
  }
  totals.errors += outside;
  const declared = {
    tests: num(summary['example_count']),
    failures: num(summary['failure_count']),
    errors: outside,
    skipped: num(summary['pending_count']),
  };
  return withDeclared(
    { format: 'rspec-json', totals, failures, notes: [], problems: [] },
    declared,
  );
}

// ---- go test -json ---------------------------------------------------------------------------

const GO_OUTPUT_KEPT = 2000;

/** `go test -json` events, one JSON object per line. */
export class GoTestJsonReader {
  private readonly lines = new LineSplitter((line) => this.line(line), 1024 * 1024);
  private readonly totals = emptyTotals();
  private readonly failures: FailedTest[] = [];
  private readonly output = new Map<string, string>();
  private readonly packageFailedTests = new Map<string, number>();
  /** Tests that started and have not ended yet: package → test names. */
  private readonly running = new Map<string, Set<string>>();
  private runningCount = 0;
  /** Import paths whose build failed (a `build-fail` event). */
  private readonly failedBuilds = new Set<string>();
  private readonly problems: string[] = [];
  private badLines = 0;
  /** Packages met in the stream whose own end (a package-level pass/fail/skip) has not come. */
  private readonly unended = new Set<string>();

  write(text: string): void {
    this.lines.write(text);
  }

  end(): ReadTestReport {
    this.lines.end();
    // The stream ended with tests still running: the process died under them.
    for (const pkg of [...this.running.keys()]) this.unfinishedIn(pkg);
    // A package whose end never came: the stream was cut off, or the process died after its tests
    // (a TestMain that exits non-zero after m.Run still ends the package with `fail`).
    for (const pkg of this.unended) {
      if ((this.packageFailedTests.get(pkg) ?? 0) > 0) continue; // its unfinished tests said so
      this.totals.errors++;
      this.failures.push(
        failed(
          pkg || '(package)',
          'error',
          'package started, never finished (the stream ends first)',
        ),
      );
    }
    if (this.badLines > 0) {
      this.problems.push(`${this.badLines} line(s) are not go test -json events`);
    }
    return {
      format: 'go-test-json',
      totals: this.totals,
      failures: this.failures,
      notes: [],
      problems: this.problems,
    };
  }

  /** The tests of `pkg` that started and never ended: each an error. */
  private unfinishedIn(pkg: string): void {
    const tests = this.running.get(pkg);
    if (tests === undefined) return;
    this.running.delete(pkg);
    this.runningCount -= tests.size;
    for (const test of tests) {
      const key = `${pkg}\u0000${test}`;
      const said = goMessage(this.output.get(key) ?? '');
      this.output.delete(key);
      this.totals.tests++;
      this.totals.errors++;
      this.packageFailedTests.set(pkg, (this.packageFailedTests.get(pkg) ?? 0) + 1);
      this.failures.push(
        failed(test, 'error', `test started, never finished${said ? `\n${said}` : ''}`),
      );
    }
  }

  /** Go 1.24 build events: `build-output` lines, then `build-fail` for an import path. */
  private buildEvent(action: string, importPath: string, output: string): void {
    const key = `build\u0000${importPath}`;
    if (action === 'build-output') {
      const so_far = this.output.get(key) ?? '';
      if (so_far.length < GO_OUTPUT_KEPT) this.output.set(key, so_far + output);
      return;
    }
    const out = this.output.get(key) ?? '';
    this.output.delete(key);
    this.failedBuilds.add(importPath);
    this.totals.errors++;
    this.failures.push(
      failed(
        importPath || '(build)',
        'error',
        `build failed${out.trim() ? `\n${goMessage(out)}` : ''}`,
      ),
    );
  }

  private line(raw: string): void {
    const line = raw.trim();
    if (line === '') return;
    let event: Json | null;
    try {
      event = obj(JSON.parse(line));
    } catch {
      event = null;
    }
    if (event === null) {
      this.badLines++;
      return;
    }
    const action = str(event['Action']);
    const pkg = str(event['Package']);
    const test = str(event['Test']);
    const key = `${pkg}\u0000${test}`;
    if (pkg !== '' && this.unended.size < GO_RUNNING_MAX) this.unended.add(pkg);
    if (action === 'build-output' || action === 'build-fail') {
      this.buildEvent(action, str(event['ImportPath']), str(event['Output']));
      return;
    }
    if (action === 'run' && test !== '') {
      let tests = this.running.get(pkg);
      if (tests === undefined) {
        tests = new Set();
        this.running.set(pkg, tests);
      }
      if (this.runningCount < GO_RUNNING_MAX && !tests.has(test)) {
        tests.add(test);
        this.runningCount++;
      }
      return;
    }
    if (action === 'output') {
      const so_far = this.output.get(key) ?? '';
      if (so_far.length < GO_OUTPUT_KEPT) this.output.set(key, so_far + str(event['Output']));
      return;
    }
    if (action !== 'pass' && action !== 'fail' && action !== 'skip') return;
    const out = this.output.get(key) ?? '';
    this.output.delete(key);
    if (test === '') {
      // The package ended: any of its tests still running never finished.
      this.unended.delete(pkg);
      this.unfinishedIn(pkg);
      const failedBuild = str(event['FailedBuild']);
      if (
        action === 'fail' &&
        (this.packageFailedTests.get(pkg) ?? 0) === 0 &&
        !(failedBuild !== '' && this.failedBuilds.has(failedBuild))
      ) {
        this.totals.failures++;
        const why = failedBuild !== '' ? `the build of ${failedBuild} failed` : 'package failed';
        this.failures.push(failed(pkg || '(package)', 'failure', goMessage(out) || why));
      }
      return;
    }
    if (this.running.get(pkg)?.delete(test) === true) this.runningCount--;
    this.totals.tests++;
    if (action === 'skip') this.totals.skipped++;
    if (action === 'fail') {
      this.totals.failures++;
      this.packageFailedTests.set(pkg, (this.packageFailedTests.get(pkg) ?? 0) + 1);
      this.failures.push(failed(test, 'failure', goMessage(out) || 'failed'));
    }
  }
}

/** Tests tracked as running at once: far beyond any parallel run, bounded against a flood. */
const GO_RUNNING_MAX = 100_000;

/** The useful lines of a go test's output: without the `=== RUN` / `--- FAIL` framing. */
function goMessage(output: string): string {
  return output
    .split('\n')
    .filter((l) => !/^\s*(=== (RUN|PAUSE|CONT|NAME)|--- (FAIL|PASS|SKIP):)/.test(l))
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}
