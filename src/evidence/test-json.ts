// JSON test reports (pure): CTRF, Jest and Vitest `--json`, Mocha's `json` reporter, Playwright's
// `json` reporter — each read whole from its parsed document — and `go test -json`, read line by
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
// - Playwright: per test, `unexpected` → failure (the last retry's error shown); `flaky` → passed
//   with a note; `skipped` → skipped; `expected` → passed. Top-level `errors[]` are errors.
// - go test -json: a test's final `pass`/`fail`/`skip` action decides. A test with subtests is
//   counted like go's tools count it: every test and subtest is a test. A package `fail` with no
//   failed test (a build failure, a panic before any test) is an error.
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
  return null;
}

function withDeclared(report: ReadTestReport, declared: Totals | null): ReadTestReport {
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
  const declared =
    summary === null
      ? null
      : {
          tests: num(summary['tests']),
          failures: num(summary['failed']),
          errors: num(summary['other']),
          skipped: num(summary['skipped']) + num(summary['pending']),
        };
  return withDeclared({ format: 'ctrf', totals, failures, notes, problems: [] }, declared);
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
  const declared =
    'numTotalTests' in doc
      ? {
          tests: num(doc['numTotalTests']),
          failures: num(doc['numFailedTests']),
          errors: num(doc['numRuntimeErrorTestSuites']),
          skipped: num(doc['numPendingTests']) + num(doc['numTodoTests']),
        }
      : null;
  return withDeclared({ format, totals, failures, notes, problems: [] }, declared);
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
  // A failing hook is a failure that is not one of the tests: count it as an error, not a test.
  const hookFailures = Math.max(0, totals.failures + totals.skipped - totals.tests);
  const stats = obj(doc['stats']) ?? {};
  const declared = {
    tests: num(stats['tests']),
    failures: num(stats['failures']),
    errors: 0,
    skipped: num(stats['pending']),
  };
  if (hookFailures > 0) {
    totals.failures -= hookFailures;
    totals.errors += hookFailures;
  }
  return withDeclared(
    { format: 'mocha-json', totals, failures, notes: [], problems: [] },
    declared,
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

// ---- go test -json ---------------------------------------------------------------------------

const GO_OUTPUT_KEPT = 2000;

/** `go test -json` events, one JSON object per line. */
export class GoTestJsonReader {
  private readonly lines = new LineSplitter((line) => this.line(line), 1024 * 1024);
  private readonly totals = emptyTotals();
  private readonly failures: FailedTest[] = [];
  private readonly output = new Map<string, string>();
  private readonly packageFailedTests = new Map<string, number>();
  private readonly problems: string[] = [];
  private badLines = 0;

  write(text: string): void {
    this.lines.write(text);
  }

  end(): ReadTestReport {
    this.lines.end();
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
    if (action === 'output') {
      const so_far = this.output.get(key) ?? '';
      if (so_far.length < GO_OUTPUT_KEPT) this.output.set(key, so_far + str(event['Output']));
      return;
    }
    if (action !== 'pass' && action !== 'fail' && action !== 'skip') return;
    const out = this.output.get(key) ?? '';
    this.output.delete(key);
    if (test === '') {
      if (action === 'fail' && (this.packageFailedTests.get(pkg) ?? 0) === 0) {
        this.totals.errors++;
        this.failures.push(failed(pkg || '(package)', 'error', goMessage(out) || 'package failed'));
      }
      return;
    }
    this.totals.tests++;
    if (action === 'skip') this.totals.skipped++;
    if (action === 'fail') {
      this.totals.failures++;
      this.packageFailedTests.set(pkg, (this.packageFailedTests.get(pkg) ?? 0) + 1);
      this.failures.push(failed(test, 'failure', goMessage(out) || 'failed'));
    }
  }
}

/** The useful lines of a go test's output: without the `=== RUN` / `--- FAIL` framing. */
function goMessage(output: string): string {
  return output
    .split('\n')
    .filter((l) => !/^\s*(=== (RUN|PAUSE|CONT|NAME)|--- (FAIL|PASS|SKIP):)/.test(l))
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}
