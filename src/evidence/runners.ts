// The runners whose console output done-gate reads (pure data): for each, the shapes of its
// summary lines (what they count), of the lines that name one failing test, of a crash (an
// uncaught exception or unhandled rejection during the run, a panic, a build failure, a runner
// that stopped before its summary) and of a run in which nothing ran. A plain log is evidence of
// a green run only when one of these summaries says tests ran and none failed.
//
// Lines are matched after `terminalText` (no escapes, ASCII spaces) and trimmed. Every pattern is
// anchored at the line start and free of nested quantifiers; each line is at most LINE_SCANNED
// characters. Every shape carries an example line (pinned by the runner-table unit test), and
// each example must pass the keyword screen in test-log.ts.

/** What one summary line counts; a missing field is a count the line does not give. */
export interface SummaryCounts {
  tests?: number;
  passed?: number;
  failed?: number;
  skipped?: number;
}

export interface SummaryShape {
  re: RegExp;
  /**
   * `false`: the line says how the run ended but not how many tests ran (`ok pkg`, `# ok`): it
   * never proves on its own that a test ran. `tally`: each such line counts one test.
   */
  counts?: false;
  tally?: boolean;
  /** The counts, or null when the line matched but is not a summary (a progress line). */
  read(m: RegExpExecArray): SummaryCounts | null;
  example: string;
}

export interface LineShape {
  re: RegExp;
  example: string;
  /**
   * A shape other runners use for other things (a numbered list is mocha's failures but RSpec's,
   * Jasmine's and minitest's pending tests): it does not count when the log's own runner summary
   * says tests ran and none failed.
   */
  weak?: true;
}

export interface Runner {
  name: string;
  summaries: SummaryShape[];
  failures: LineShape[];
  crashes: LineShape[];
  /**
   * Lines that show the runner started: such a log without any summary is a runner that exited
   * before its summary — a crash.
   */
  started?: LineShape[];
}

const n = (s: string | undefined): number => (s === undefined || s === '' ? 0 : Number(s));

/** Singular and plural count words, and a runner's synonyms, to one key. */
const WORD: Record<string, keyof SummaryCounts> = {
  passed: 'passed',
  passing: 'passed',
  pass: 'passed',
  succeeded: 'passed',
  successful: 'passed',
  flaky: 'passed',
  failed: 'failed',
  failing: 'failed',
  fail: 'failed',
  failure: 'failed',
  failures: 'failed',
  error: 'failed',
  errors: 'failed',
  errored: 'failed',
  interrupted: 'failed',
  invalid: 'failed',
  leaky: 'failed',
  skipped: 'skipped',
  skip: 'skipped',
  skips: 'skipped',
  pending: 'skipped',
  todo: 'skipped',
  ignored: 'skipped',
  excluded: 'skipped',
  xfailed: 'passed',
  xpassed: 'passed',
  deselected: 'skipped',
  tests: 'tests',
  test: 'tests',
  total: 'tests',
};

/** `<number> <word>` pairs (or `<word>: <number>` with `colon`) summed by key, in one pass. */
export function countWords(text: string, colon = false): SummaryCounts {
  const out: SummaryCounts = {};
  // The lookbehinds start a match only at the start of a run, which keeps the scan linear.
  const re = colon ? /(?<![A-Za-z])([A-Za-z]+): *(\d+)/g : /(?<!\d)(\d+) ([A-Za-z]+)/g;
  for (const m of text.matchAll(re)) {
    const [num, word] = colon ? [m[2], m[1]] : [m[1], m[2]];
    const key = WORD[(word ?? '').toLowerCase()];
    if (key !== undefined) out[key] = (out[key] ?? 0) + Number(num);
  }
  return out;
}

/** Counts that add up: passed from the others when the line gives tests but not passed. */
export function completed(c: SummaryCounts): SummaryCounts {
  if (c.passed === undefined && c.tests !== undefined) {
    return { ...c, passed: Math.max(0, c.tests - (c.failed ?? 0) - (c.skipped ?? 0)) };
  }
  return c;
}

const NOTHING: SummaryCounts = { tests: 0, passed: 0, failed: 0 };
const nothing = (): SummaryCounts => NOTHING;
const oneFailed = (): SummaryCounts => ({ failed: 1 });

// Shapes many runners share.
const NODE_CRASHES: LineShape[] = [
  { re: /^Error: Cannot find module '/, example: "Error: Cannot find module './missing.js'" },
  { re: /^Exception during run: /, example: 'Exception during run: Error: boom' },
  {
    re: /^(?:Uncaught|Unhandled) (?:\w+ )?(?:exception|error|rejection)s?\b/i,
    example: 'Unhandled Rejection',
  },
  { re: /^\[?UnhandledPromiseRejection/, example: 'UnhandledPromiseRejection: This error …' },
  {
    re: /^FATAL ERROR: .*JavaScript heap out of memory$/,
    example: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
  },
  { re: /^npm (?:ERR!|error) (?:code|Lifecycle|Test failed)\b/, example: 'npm error code 1' },
  // What node prints last when it dies of an uncaught exception.
  { re: /^Node\.js v\d+\.\d+\.\d+$/, example: 'Node.js v24.21.0' },
  {
    re: /^(?:.* \.\.\. )?Fatal Python error: /,
    example: 'test_dies (t.T.test_dies) ... Fatal Python error: Aborted',
  },
  { re: /^Segmentation fault\b/, example: 'Segmentation fault (core dumped)' },
  // A test file that does not load (printed by node itself, then the stack).
  { re: /^SyntaxError: /, example: 'SyntaxError: missing ) after argument list' },
];

const TAP_SHAPES = {
  summaries: [
    { re: /^(?:#|ℹ) tests +(\d+)$/u, read: (m) => ({ tests: n(m[1]) }), example: '# tests 4' },
    { re: /^(?:#|ℹ) pass +(\d+)$/u, read: (m) => ({ passed: n(m[1]) }), example: 'ℹ pass 3' },
    { re: /^(?:#|ℹ) fail +(\d+)$/u, read: (m) => ({ failed: n(m[1]) }), example: '# fail 1' },
    {
      re: /^(?:#|ℹ) (?:skip|skipped|todo) +(\d+)$/u,
      read: (m) => ({ skipped: n(m[1]) }),
      example: 'ℹ skipped 1',
    },
    {
      re: /^(?:#|ℹ) cancelled +(\d+)$/u,
      read: (m) => ({ failed: n(m[1]) }),
      example: 'ℹ cancelled 1',
    },
  ] satisfies SummaryShape[],
  failures: [
    { re: /^not ok\b/, example: 'not ok 2 - adds' },
    { re: /^Failed tests?:/i, example: 'Failed test: 2' },
  ] satisfies LineShape[],
  crashes: [{ re: /^Bail out!/, example: 'Bail out! database down' }] satisfies LineShape[],
};

export const RUNNERS: Runner[] = [
  {
    name: 'vitest',
    started: [
      { re: /^RUN {1,2}v\d/, example: 'RUN  v3.2.4 /src' },
      { re: /^✓ \S/u, example: '✓ test/a.test.ts (3 tests) 4ms' },
    ],
    summaries: [
      {
        re: /^Tests {1,2}([\w |]+) \((\d+)\)$/,
        read: (m) => ({ ...countWords(m[1] ?? ''), tests: n(m[2]) }),
        example: 'Tests  1 failed | 2 passed | 1 skipped (4)',
      },
      { re: /^Tests {1,2}no tests$/, read: nothing, example: 'Tests  no tests' },
      {
        re: /^No test files found, exiting with code \d+$/,
        read: nothing,
        example: 'No test files found, exiting with code 1',
      },
      {
        re: /^Errors {1,2}(\d+) errors?$/,
        read: (m) => ({ failed: n(m[1]) }),
        example: 'Errors  1 error',
      },
    ],
    failures: [
      { re: /^FAIL {1,2}\S/, example: 'FAIL  test/a.test.ts > adds' },
      { re: /^[×✕] \S/u, example: '× adds 2ms' },
    ],
    crashes: [
      {
        re: /^⎯+ (?:Uncaught Exceptions?|Unhandled (?:Errors?|Rejections?)) ⎯+$/u,
        example: '⎯⎯⎯⎯ Uncaught Exception ⎯⎯⎯⎯',
      },
      {
        re: /^Vitest caught \d+ unhandled errors? during the test run\b/,
        example: 'Vitest caught 1 unhandled error during the test run.',
      },
      { re: /^⎯+ Failed Suites \d+ ⎯+$/u, example: '⎯⎯⎯ Failed Suites 1 ⎯⎯⎯' },
    ],
  },
  {
    name: 'jest',
    started: [{ re: /^PASS {1,2}\S/, example: 'PASS test/a.test.js' }],
    summaries: [
      {
        re: /^Tests: +([\w ,]+ total)$/,
        read: (m) => countWords(m[1] ?? ''),
        example: 'Tests:       1 failed, 2 passed, 3 total',
      },
      {
        re: /^Test Suites: +([\w ,]+ total)$/,
        read: (m) => ({ failed: countWords(m[1] ?? '').failed ?? 0 }),
        example: 'Test Suites: 1 failed, 1 total',
      },
      {
        re: /^No tests found, exiting with code \d+$/,
        read: nothing,
        example: 'No tests found, exiting with code 1',
      },
    ],
    failures: [
      { re: /^FAIL {1,2}\S/, example: 'FAIL test/a.test.js' },
      { re: /^● \S.* › \S/u, example: '● suite › adds' },
      { re: /^✕ \S/u, example: '✕ adds (3 ms)' },
    ],
    crashes: [
      { re: /^● Test suite failed to run$/u, example: '● Test suite failed to run' },
      {
        re: /^● {1,2}process\.exit called with /u,
        example: '●  process.exit called with "1"',
      },
      {
        re: /^A worker process has failed to exit gracefully/,
        example: 'A worker process has failed to exit gracefully and has been force exited',
      },
    ],
  },
  {
    name: 'mocha',
    started: [{ re: /^✔ \S/u, example: '✔ adds numbers' }],
    summaries: [
      { re: /^(\d+) passing\b/, read: (m) => ({ passed: n(m[1]) }), example: '5 passing (12ms)' },
      { re: /^(\d+) failing$/, read: (m) => ({ failed: n(m[1]) }), example: '2 failing' },
      { re: /^(\d+) pending$/, read: (m) => ({ skipped: n(m[1]) }), example: '1 pending' },
    ],
    failures: [{ re: /^\d+\) \S/, example: '1) suite adds:', weak: true }],
    crashes: [],
  },
  {
    name: 'node:test / TAP',
    ...TAP_SHAPES,
    failures: [...TAP_SHAPES.failures, { re: /^✖ \S/u, example: '✖ adds (1.2ms)' }],
  },
  {
    // node-tap's own reporter (its TAP stream is read as TAP).
    name: 'node-tap',
    summaries: [
      {
        re: /^Asserts: +([\w ]+) \d+ of \d+ complete$/,
        read: (m) => countWords(m[1] ?? ''),
        example: 'Asserts:  3 pass  2 fail  1 skip  5 of 6 complete',
      },
      {
        re: /^# \{ total: (\d+)([\w:, ]*) \}$/,
        read: (m) => ({ ...countWords(m[2] ?? '', true), tests: n(m[1]) }),
        example: '# { total: 6, pass: 3, fail: 2, skip: 1 }',
      },
    ],
    failures: [
      { re: /^FAIL {1,2}\S+ \d+ failed of \d+/, example: 'FAIL  test/a.cjs 2 failed of 6 1.2s' },
    ],
    crashes: [],
  },
  {
    name: 'tape',
    summaries: [{ re: /^# ok$/, read: () => ({ failed: 0 }), counts: false, example: '# ok' }],
    failures: [],
    crashes: [],
  },
  {
    name: 'ava',
    summaries: [
      {
        re: /^(\d+) tests? passed$/,
        read: (m) => ({ passed: n(m[1]) }),
        example: '2 tests passed',
      },
      { re: /^(\d+) tests? failed$/, read: (m) => ({ failed: n(m[1]) }), example: '1 test failed' },
      {
        re: /^(\d+) tests? (?:skipped|todo)$/,
        read: (m) => ({ skipped: n(m[1]) }),
        example: '1 test skipped',
      },
      {
        re: /^(\d+) (?:uncaught exceptions?|unhandled rejections?)$/,
        read: (m) => ({ failed: n(m[1]) }),
        example: '1 uncaught exception',
      },
      {
        re: /^✘ Couldn[’']t find any files to test$/u,
        read: nothing,
        example: '✘ Couldn’t find any files to test',
      },
    ],
    failures: [{ re: /^✘ \S/u, example: '✘ [fail]: adds' }],
    started: [],
    crashes: [],
  },
  {
    name: 'Playwright',
    started: [
      { re: /^Running \d+ tests? using \d+ workers?/, example: 'Running 3 tests using 1 worker' },
    ],
    summaries: [
      {
        re: /^(\d+) (passed|flaky)(?: \([\d.]+m?s\))?$/,
        read: (m) => ({ passed: n(m[1]) }),
        example: '4 passed (1.2s)',
      },
      { re: /^(\d+) failed$/, read: (m) => ({ failed: n(m[1]) }), example: '2 failed' },
      {
        re: /^(\d+) (?:interrupted|timed out)$/,
        read: (m) => ({ failed: n(m[1]) }),
        example: '1 interrupted',
      },
      {
        re: /^(\d+) (?:skipped|did not run)$/,
        read: (m) => ({ skipped: n(m[1]) }),
        example: '1 skipped',
      },
      { re: /^Error: No tests found\.?/, read: nothing, example: 'Error: No tests found.' },
    ],
    failures: [
      { re: /^\d+\) \[[^\]]+\] › \S/u, example: '1) [chromium] › a.spec.ts:3:5 › fails' },
      { re: /^[✘×] +\d+ \[/u, example: '✘  2 [chromium] › a.spec.ts:3:5 › fails (20ms)' },
    ],
    crashes: [],
  },
  {
    name: 'pytest',
    started: [{ re: /^=+ test session starts =+$/, example: '===== test session starts =====' }],
    summaries: [
      {
        re: /^=*\s?(\d[\w ,]*) in [\d.]+s(?: \([\d:.]+\))?(?:\s=+)?$/,
        read: (m) => countWords(m[1] ?? ''),
        example: '==== 1 failed, 2 passed, 1 skipped in 0.12s ====',
      },
      {
        re: /^=*\s?no tests ran in [\d.]+s(?:\s=+)?$/,
        read: nothing,
        example: '==== no tests ran in 0.01s ====',
      },
    ],
    failures: [
      { re: /^FAILED \S+::\S/, example: 'FAILED tests/test_a.py::test_adds - assert 1 == 2' },
      {
        re: /^ERROR \S+\.py(?:::\S+)?(?: - |$)/,
        example: 'ERROR tests/test_a.py - ImportError',
      },
    ],
    crashes: [
      { re: /^INTERNALERROR> /, example: 'INTERNALERROR> Traceback (most recent call last):' },
      {
        re: /^!+ Interrupted: .* !+$/,
        example: '!!!!!!! Interrupted: 1 error during collection !!!!!!!',
      },
    ],
  },
  {
    name: 'unittest',
    started: [
      { re: /^\S+ \(\S+\) \.\.\. (?:ok|skipped)/, example: 'test_adds (t.T.test_adds) ... ok' },
    ],
    summaries: [
      {
        re: /^Ran (\d+) tests? in [\d.]+s$/,
        read: (m) => ({ tests: n(m[1]) }),
        example: 'Ran 3 tests in 0.001s',
      },
      {
        re: /^OK(?: \(([\w=, ]*)\))?$/,
        read: (m) => ({ ...pyCounts(m[1] ?? ''), failed: 0 }),
        example: 'OK (skipped=1)',
      },
      {
        re: /^FAILED \(([\w=, ]*)\)$/,
        read: (m) => pyCounts(m[1] ?? ''),
        example: 'FAILED (failures=1, errors=1)',
      },
      { re: /^NO TESTS RAN\b/, read: nothing, example: 'NO TESTS RAN' },
    ],
    failures: [
      { re: /^(?:FAIL|ERROR): \S+ \(\S+\)/, example: 'FAIL: test_adds (test_a.T.test_adds)' },
    ],
    crashes: [],
  },
  {
    name: 'go test',
    started: [{ re: /^=== RUN {3}\S/, example: '=== RUN   TestAdds' }],
    summaries: [
      {
        re: /^ok\s+\S+\s+(?:[\d.]+s|\(cached\))(?:\s+coverage: [^[]*)?$/,
        read: () => ({ failed: 0 }),
        counts: false,
        example: 'ok  \texample.com/m/a\t0.003s',
      },
      {
        re: /^ok\s+\S+\s+.*\[no tests to run\]$/,
        read: nothing,
        example: 'ok  \texample.com/m/a\t0.003s [no tests to run]',
      },
      {
        re: /^--- PASS: \S/,
        read: () => ({ passed: 1 }),
        tally: true,
        example: '--- PASS: TestAdds (0.00s)',
      },
      {
        re: /^--- SKIP: \S/,
        read: () => ({ skipped: 1 }),
        tally: true,
        example: '--- SKIP: TestSkipped (0.00s)',
      },
      {
        re: /^\?\s+\S+\s+\[no test files\]$/,
        read: nothing,
        example: '?   \texample.com/m/b\t[no test files]',
      },
    ],
    failures: [
      { re: /^--- FAIL: \S/, example: '--- FAIL: TestAdds (0.00s)' },
      { re: /^FAIL\s+\S+\s+(?:[\d.]+s|\(cached\))$/, example: 'FAIL\texample.com/m/a\t0.004s' },
      { re: /^FAIL$/, example: 'FAIL' },
    ],
    crashes: [
      { re: /^panic: /, example: 'panic: runtime error: index out of range [recovered]' },
      { re: /^fatal error: /, example: 'fatal error: all goroutines are asleep - deadlock!' },
      {
        re: /^FAIL\s+\S+\s+\[(?:build|setup) failed\]$/,
        example: 'FAIL\texample.com/m/a [build failed]',
      },
      { re: /^[\w./-]+\.go:\d+:\d+: \S/, example: './a.go:3:2: undefined: x' },
    ],
  },
  {
    name: 'gotestsum',
    summaries: [
      {
        re: /^DONE (?:\d+ runs?, )?(\d+) tests?([\w ,]*) in [\d.]+m?s$/,
        read: (m) => ({ ...countWords(m[2] ?? ''), tests: n(m[1]) }),
        example: 'DONE 6 tests, 1 skipped, 3 failures in 0.512s',
      },
    ],
    failures: [
      { re: /^=== FAIL: \S/, example: '=== FAIL: pkg TestAdds (0.00s)' },
      { re: /^FAIL \S+\.\S+ \([\d.]+s\)$/, example: 'FAIL pkg.TestAdds (0.00s)' },
      { re: /^✖ {1,2}\S/u, example: '✖  example.com/m/a (4ms)' },
    ],
    crashes: [{ re: /^=== Errors$/, example: '=== Errors' }],
  },
  {
    name: 'cargo test',
    started: [{ re: /^running \d+ tests?$/, example: 'running 3 tests' }],
    summaries: [
      {
        re: /^test result: (?:ok|FAILED)\. (\d+) passed; (\d+) failed; (\d+) ignored;/,
        read: (m) => ({ passed: n(m[1]), failed: n(m[2]), skipped: n(m[3]) }),
        example: 'test result: FAILED. 2 passed; 1 failed; 1 ignored; 0 measured; 0 filtered out',
      },
    ],
    failures: [
      { re: /^test \S+ \.\.\. FAILED$/, example: 'test tests::adds ... FAILED' },
      {
        re: /^error: test failed, to rerun pass /,
        example: 'error: test failed, to rerun pass `--lib`',
      },
    ],
    crashes: [
      { re: /^error(?:\[E\d+\])?: could not compile /, example: 'error: could not compile `a`' },
      { re: /^thread 'main' panicked at /, example: "thread 'main' panicked at src/main.rs:1:1:" },
    ],
  },
  {
    name: 'nextest',
    summaries: [
      {
        re: /^Summary \[ *[\d.]+m?s\] (\d+) tests? run: (.*)$/,
        read: (m) => ({ ...countWords(m[2] ?? ''), tests: n(m[1]) }),
        example: 'Summary [   0.010s] 3 tests run: 2 passed, 1 failed, 1 skipped',
      },
      { re: /^error: no tests to run$/, read: nothing, example: 'error: no tests to run' },
    ],
    failures: [
      {
        re: /^(?:FAIL|SIGSEGV|SIGABRT|TIMEOUT) \[ *[\d.]+m?s\] \S/,
        example: 'FAIL [   0.004s] a tests::adds',
      },
    ],
    crashes: [{ re: /^error: test run failed$/, example: 'error: test run failed' }],
  },
  {
    name: 'Maven Surefire / Failsafe',
    started: [{ re: /^T E S T S$/, example: 'T E S T S' }],
    summaries: [
      {
        re: /^(?:\[(?:INFO|ERROR|WARNING|WARN)\] )?Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)(?:, Flakes: \d+)?(?:, Time elapsed: .*)?$/,
        read: (m) => completed({ tests: n(m[1]), failed: n(m[2]) + n(m[3]), skipped: n(m[4]) }),
        example: '[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 1',
      },
      {
        re: /^(?:\[INFO\] )?No tests (?:to run|were executed)/,
        read: nothing,
        example: '[INFO] No tests to run.',
      },
    ],
    failures: [
      {
        re: /^(?:\[ERROR\] )?\S+ +Time elapsed: .* <<< (?:FAILURE|ERROR)!$/,
        example: '[ERROR] a.ATest.adds  Time elapsed: 0.01 s  <<< FAILURE!',
      },
      { re: /^\[(?:INFO|ERROR)\] BUILD FAILURE$/, example: '[INFO] BUILD FAILURE' },
    ],
    crashes: [
      { re: /^\[ERROR\] COMPILATION ERROR/, example: '[ERROR] COMPILATION ERROR :' },
      {
        re: /^\[ERROR\] (?:There was an error in the forked process|ExecutionException|The forked VM terminated)/,
        example: '[ERROR] There was an error in the forked process',
      },
      {
        re: /^\[ERROR\] Failed to execute goal /,
        example: '[ERROR] Failed to execute goal org.apache.maven.plugins:… on project a',
      },
    ],
  },
  {
    name: 'Gradle',
    summaries: [
      {
        re: /^(\d+) tests? completed, (\d+) failed(?:, (\d+) skipped)?$/,
        read: (m) => completed({ tests: n(m[1]), failed: n(m[2]), skipped: n(m[3]) }),
        example: '3 tests completed, 1 failed, 1 skipped',
      },
      // With `testLogging` Gradle prints each test's outcome; it prints counts only when one
      // failed, so a green or skipped run is tallied line by line.
      {
        re: /^\S[^>]* > \S.* PASSED$/,
        read: () => ({ passed: 1 }),
        tally: true,
        example: 'corpus.MathTest > addsNumbers PASSED',
      },
      {
        re: /^\S[^>]* > \S.* SKIPPED$/,
        read: () => ({ skipped: 1 }),
        tally: true,
        example: 'corpus.MathTest > skippedTest SKIPPED',
      },
      {
        re: /^(?:> Task )?:test NO-SOURCE$/,
        read: nothing,
        example: ':test NO-SOURCE',
      },
    ],
    failures: [
      { re: /^\S[^>]* > \S.* FAILED$/, example: 'ATest > adds() FAILED' },
      { re: /^> Task :\S+ FAILED$/, example: '> Task :test FAILED' },
      { re: /^BUILD FAILED in /, example: 'BUILD FAILED in 2s' },
      {
        re: /^> There were failing tests\./,
        example: '> There were failing tests. See the report',
      },
    ],
    crashes: [
      {
        re: /^FAILURE: Build failed with an exception\.$/,
        example: 'FAILURE: Build failed with an exception.',
      },
    ],
  },
  {
    name: 'JUnit Platform console launcher',
    started: [
      {
        re: /^Test plan execution started\./,
        example: 'Test plan execution started. Number of static tests: 6',
      },
    ],
    summaries: [
      {
        re: /^\[ *(\d+) tests (successful|failed|aborted|skipped|found) *\]$/,
        read: (m) => {
          const count = n(m[1]);
          const kind = m[2];
          if (kind === 'successful') return { passed: count };
          if (kind === 'failed') return { failed: count };
          if (kind === 'found') return { tests: count };
          return { skipped: count };
        },
        example: '[         2 tests successful      ]',
      },
    ],
    failures: [],
    crashes: [],
  },
  {
    name: 'dotnet test',
    started: [
      {
        re: /^Starting test execution, please wait/,
        example: 'Starting test execution, please wait...',
      },
    ],
    summaries: [
      {
        re: /^(?:Passed|Failed)! +- Failed: +(\d+), Passed: +(\d+), Skipped: +(\d+), Total: +(\d+)/,
        read: (m) => ({ failed: n(m[1]), passed: n(m[2]), skipped: n(m[3]), tests: n(m[4]) }),
        example:
          'Failed!  - Failed:     1, Passed:     2, Skipped:     0, Total:     3, Duration: 5 ms',
      },
      {
        re: /^Test summary: (total: \d+, .*)$/,
        read: (m) => countWords(m[1] ?? '', true),
        example: 'Test summary: total: 3, failed: 1, succeeded: 2, skipped: 0, duration: 0.5s',
      },
      {
        re: /^Total tests: (\d+)$/,
        read: (m) => ({ tests: n(m[1]) }),
        example: 'Total tests: 3',
      },
      { re: /^Failed: +(\d+)$/, read: (m) => ({ failed: n(m[1]) }), example: 'Failed: 1' },
      {
        re: /^No test is available in /,
        read: nothing,
        example: 'No test is available in /src/a.dll.',
      },
    ],
    failures: [{ re: /^Failed \S+ \[[\d.<> ]+m?s\]$/, example: 'Failed ATests.Adds [5 ms]' }],
    crashes: [
      {
        re: /^(?:The active test run was aborted\.|Test Run Aborted\.)/,
        example: 'The active test run was aborted. Reason: Test host process crashed',
      },
      {
        re: /^\S.*: error [A-Z]{2,}\d+: /,
        example: '/src/A.cs(3,5): error CS1002: ; expected [/src/a.csproj]',
      },
      { re: /^Build FAILED\.$/, example: 'Build FAILED.' },
    ],
  },
  {
    name: 'PHPUnit',
    started: [
      {
        re: /^PHPUnit \d+\.\d+/,
        example: 'PHPUnit 11.5.0 by Sebastian Bergmann and contributors.',
      },
    ],
    summaries: [
      {
        re: /^OK \((\d+) tests?, \d+ assertions?\)$/,
        read: (m) => ({ passed: n(m[1]), failed: 0 }),
        example: 'OK (3 tests, 3 assertions)',
      },
      {
        re: /^Tests: (\d+), Assertions: \d+([\w ,:]*)\.$/,
        read: (m) => completed({ ...phpCounts(m[2] ?? ''), tests: n(m[1]) }),
        example: 'Tests: 4, Assertions: 3, Errors: 1, Failures: 1, Skipped: 1.',
      },
      { re: /^No tests executed!$/, read: nothing, example: 'No tests executed!' },
    ],
    failures: [
      { re: /^(?:FAILURES|ERRORS)!$/, example: 'FAILURES!' },
      { re: /^\d+\) \S+::\S/, example: '1) ATest::testAdds', weak: true },
    ],
    crashes: [
      {
        re: /^(?:PHP )?(?:Fatal|Parse) error: /,
        example: 'PHP Fatal error:  Uncaught Error: Class "A" not found',
      },
    ],
  },
  {
    name: 'RSpec',
    summaries: [
      {
        re: /^(\d+) examples?, (\d+) failures?(?:, (\d+) pending)?(?:, (\d+) errors? occurred outside of examples)?$/,
        read: (m) => completed({ tests: n(m[1]), failed: n(m[2]) + n(m[4]), skipped: n(m[3]) }),
        example: '4 examples, 1 failure, 1 pending',
      },
    ],
    failures: [{ re: /^rspec \.\/\S+:\d+ /, example: 'rspec ./spec/a_spec.rb:4 # A adds' }],
    crashes: [
      {
        re: /^An error occurred (?:while loading|in a `before\(:suite\)` hook)/,
        example: 'An error occurred while loading ./spec/a_spec.rb.',
      },
    ],
  },
  {
    name: 'minitest',
    started: [{ re: /^Run options: .*--seed \d+/, example: 'Run options: -v --seed 1' }],
    summaries: [
      {
        re: /^(\d+) runs, \d+ assertions, (\d+) failures, (\d+) errors, (\d+) skips$/,
        read: (m) => completed({ tests: n(m[1]), failed: n(m[2]) + n(m[3]), skipped: n(m[4]) }),
        example: '4 runs, 4 assertions, 1 failures, 1 errors, 1 skips',
      },
    ],
    failures: [{ re: /^\d+\) (?:Failure|Error):$/, example: '1) Failure:' }],
    crashes: [],
  },
  {
    name: 'ExUnit',
    started: [
      { re: /^Running ExUnit with seed: /, example: 'Running ExUnit with seed: 1, max_cases: 4' },
    ],
    summaries: [
      {
        re: /^(?:\d+ propert(?:y|ies), )?(?:\d+ doctests?, )?(\d+) tests?, (\d+) failures?(, \d+ (?:excluded|skipped|invalid))?(, \d+ (?:excluded|skipped|invalid))?(?: \(\d+ excluded\))?$/,
        read: (m) =>
          completed({
            ...countWords(`${m[3] ?? ''}${m[4] ?? ''}`),
            tests: n(m[1]),
            failed: n(m[2]) + (countWords(`${m[3] ?? ''}${m[4] ?? ''}`).failed ?? 0),
          }),
        example: '1 doctest, 4 tests, 1 failure, 1 skipped',
      },
      // What ExUnit prints when no test file was loaded.
      { re: /^0 failures$/, read: nothing, example: '0 failures' },
    ],
    failures: [{ re: /^\d+\) test \S.* \(\S+\)$/, example: '1) test adds (ATest)' }],
    crashes: [
      { re: /^\*\* \([A-Z]\w*(?:\.\w+)*\) /, example: '** (CompileError) test/a_test.exs:3' },
      {
        re: /^== Compilation error in file /,
        example: '== Compilation error in file lib/a.ex ==',
      },
    ],
  },
  {
    name: 'deno',
    started: [{ re: /^running \d+ tests? from /, example: 'running 3 tests from ./a_test.ts' }],
    summaries: [
      {
        re: /^(?:ok|FAILED) \| ([\w |]+) \([\d.]+m?s\)$/,
        read: (m) => countWords(m[1] ?? ''),
        example: 'FAILED | 2 passed | 1 failed | 1 ignored (15ms)',
      },
    ],
    failures: [
      { re: /^\S.* \.\.\. FAILED \(\d+m?s\)$/, example: 'adds ... FAILED (2ms)' },
      { re: /^error: Test failed$/, example: 'error: Test failed' },
    ],
    crashes: [
      {
        re: /^error: (?:Uncaught|Module not found|Type checking failed|SyntaxError: )/,
        example: 'error: Uncaught (in promise) Error: boom',
      },
    ],
  },
  {
    name: 'bun',
    started: [{ re: /^bun test v\d/, example: 'bun test v1.4.5 (a7733435c)' }],
    summaries: [
      { re: /^(\d+) pass$/, read: (m) => ({ passed: n(m[1]) }), example: '2 pass' },
      { re: /^(\d+) fail$/, read: (m) => ({ failed: n(m[1]) }), example: '1 fail' },
      { re: /^(\d+) (?:skip|todo)$/, read: (m) => ({ skipped: n(m[1]) }), example: '1 skip' },
      { re: /^(\d+) errors?$/, read: (m) => ({ failed: n(m[1]) }), example: '1 error' },
      {
        re: /^Ran (\d+) tests? across \d+ files?\. \[[\d.]+m?s\]$/,
        read: (m) => ({ tests: n(m[1]) }),
        example: 'Ran 4 tests across 1 file. [20.00ms]',
      },
      { re: /^No tests found!$/, read: nothing, example: 'No tests found!' },
    ],
    failures: [{ re: /^\(fail\) \S/, example: '(fail) adds [0.20ms]' }],
    crashes: [
      { re: /^# Unhandled error between tests$/, example: '# Unhandled error between tests' },
      { re: /^error: Cannot find module /, example: 'error: Cannot find module "./x"' },
    ],
  },
  {
    name: 'Karma',
    summaries: [
      {
        re: /^(?:[^:]*: )?Executed (\d+) of \d+(?: \((\d+) FAILED\))?(?: \(skipped (\d+)\))?(?: (SUCCESS|ERROR|DISCONNECTED))?/,
        read: (m) => {
          const failed = n(m[2]);
          const skipped = n(m[3]);
          if (m[4] === 'SUCCESS') return { passed: n(m[1]) - failed, failed, skipped };
          if (m[4] !== undefined) return { failed: Math.max(1, failed) };
          return failed > 0 ? { failed } : null;
        },
        example:
          'Chrome Headless 120.0 (Linux x86_64): Executed 3 of 3 SUCCESS (0.01 secs / 0.005 secs)',
      },
      {
        re: /^TOTAL: (?:(\d+) FAILED, )?(\d+) SUCCESS$/,
        read: (m) => ({ failed: n(m[1]), passed: n(m[2]) }),
        example: 'TOTAL: 1 FAILED, 2 SUCCESS',
      },
    ],
    failures: [
      { re: /^(?:[^:]*: )?\S.* FAILED$/, example: 'Chrome Headless (Linux): A adds FAILED' },
    ],
    crashes: [],
  },
  {
    name: 'XCTest / swift test',
    summaries: [
      {
        re: /^Executed (\d+) tests?, with (?:(\d+) tests? skipped and )?(\d+) failures? \(\d+ unexpected\) in /,
        read: (m) => completed({ tests: n(m[1]), skipped: n(m[2]), failed: n(m[3]) }),
        example:
          'Executed 4 tests, with 1 test skipped and 1 failure (0 unexpected) in 0.005 (0.006) seconds',
      },
      {
        re: /^\S{1,2} Test run with (\d+) tests? (passed|failed) after [\d.]+ seconds(?: with (\d+) issues?)?\.$/u,
        read: (m) =>
          m[2] === 'passed' ? { passed: n(m[1]), failed: 0 } : { failed: Math.max(1, n(m[3])) },
        example: '✔ Test run with 3 tests passed after 0.001 seconds.',
      },
    ],
    failures: [
      {
        re: /^Test Case '.*' failed \(/,
        example: "Test Case 'ATests.testAdds' failed (0.001 seconds)",
      },
      { re: /^Test Suite '.*' failed at /, example: "Test Suite 'All tests' failed at 2026-01-01" },
      {
        re: /^\S+:\d+: error: \S/,
        example: '/src/ATests.swift:5: error: ATests.testAdds : failed',
      },
    ],
    crashes: [
      { re: /^Fatal error: /, example: 'Fatal error: Index out of range' },
      {
        re: /^error: Exited with (?:unexpected )?signal/,
        example: 'error: Exited with unexpected signal code 4',
      },
      { re: /^\S+\.swift:\d+:\d+: error: /, example: '/src/A.swift:3:5: error: cannot find x' },
    ],
  },
  {
    name: 'CTest',
    started: [{ re: /^Test project /, example: 'Test project /src/build' }],
    summaries: [
      {
        re: /^\d+% tests passed, (\d+) tests? failed out of (\d+)$/,
        // CTest counts a skipped test as passed: the skipped are tallied line by line.
        read: (m) => ({ tests: n(m[2]), failed: n(m[1]) }),
        example: '67% tests passed, 1 tests failed out of 3',
      },
      { re: /^No tests were found!!!$/, read: nothing, example: 'No tests were found!!!' },
      {
        re: /^\d+\/\d+ Test +#\d+: \S+ .*\*\*\*(?:Skipped|Not Run \(Disabled\))/,
        read: () => ({ skipped: 1 }),
        tally: true,
        example: '1/5 Test #1: adds .............***Skipped   0.05 sec',
      },
    ],
    failures: [
      {
        re: /^\d+\/\d+ Test +#\d+: \S+ .*\*\*\*(?:Failed|Exception|Timeout|Not Run)/,
        example: '2/3 Test #2: adds .............***Failed    0.01 sec',
      },
      { re: /^The following tests FAILED:$/, example: 'The following tests FAILED:' },
    ],
    crashes: [],
  },
  {
    name: 'prove',
    summaries: [
      {
        re: /^Files=(\d+), Tests=(\d+), /,
        read: (m) => ({ tests: n(m[2]) }),
        example: 'Files=1, Tests=5,  0 wallclock secs ( 0.01 usr +  0.00 sys =  0.01 CPU)',
      },
      {
        re: /^Result: (PASS|FAIL|NOTESTS)$/,
        read: (m) => (m[1] === 'PASS' ? { failed: 0 } : m[1] === 'FAIL' ? oneFailed() : NOTHING),
        counts: false,
        example: 'Result: FAIL',
      },
      {
        re: /^Failed (\d+)\/\d+ subtests$/,
        read: (m) => ({ failed: n(m[1]) }),
        example: 'Failed 2/5 subtests',
      },
    ],
    failures: [
      { re: /^\S+ +\(Wstat: \d+/, example: 't/a.t (Wstat: 256 (exited 1) Tests: 5 Failed: 2)' },
      { re: /^Failed tests?:/, example: 'Failed tests:  2, 4' },
    ],
    crashes: [
      { re: /^(?:\S+ \.+ )?Dubious, test returned /, example: 'Dubious, test returned 1' },
      {
        re: /^# Looks like (?:your test exited with \d+|you planned \d+ tests? but ran \d+)/,
        example: '# Looks like you planned 5 tests but ran 3.',
      },
    ],
  },
  {
    name: 'Jasmine',
    summaries: [
      {
        re: /^(\d+) specs?, (\d+) failures?(?:, (\d+) pending specs?)?$/,
        read: (m) => completed({ tests: n(m[1]), failed: n(m[2]), skipped: n(m[3]) }),
        example: '3 specs, 1 failure, 1 pending spec',
      },
      { re: /^(?:Incomplete: )?No specs found$/, read: nothing, example: 'No specs found' },
    ],
    failures: [],
    crashes: [],
    started: [{ re: /^Started$/, example: 'Started' }],
  },
  {
    name: 'uvu',
    summaries: [
      { re: /^Total: +(\d+)$/, read: (m) => ({ tests: n(m[1]) }), example: 'Total:     2' },
      { re: /^Passed: +(\d+)$/, read: (m) => ({ passed: n(m[1]) }), example: 'Passed:    2' },
      { re: /^Skipped: +(\d+)$/, read: (m) => ({ skipped: n(m[1]) }), example: 'Skipped:   1' },
    ],
    failures: [{ re: /^FAIL +".*" +\S/, example: 'FAIL  "adds"  math broke' }],
    crashes: [
      {
        re: /^\S+ Exiting early before testing is finished\.$/u,
        example: '✘ Exiting early before testing is finished.',
      },
    ],
  },
  {
    name: 'GoogleTest',
    summaries: [
      {
        re: /^\[ {2}PASSED {2}\] (\d+) tests?\.$/,
        read: (m) => ({ passed: n(m[1]) }),
        example: '[  PASSED  ] 5 tests.',
      },
      {
        re: /^\[ {2}FAILED {2}\] (\d+) tests?, listed below:$/,
        read: (m) => ({ failed: n(m[1]) }),
        example: '[  FAILED  ] 2 tests, listed below:',
      },
      {
        re: /^\[ {2}SKIPPED \] (\d+) tests?, listed below:$/,
        read: (m) => ({ skipped: n(m[1]) }),
        example: '[  SKIPPED ] 1 test, listed below:',
      },
      {
        re: /^\[=+\] (\d+) tests? from \d+ test suites? ran\./,
        read: (m) => ({ tests: n(m[1]) }),
        example: '[==========] 6 tests from 2 test suites ran. (0 ms total)',
      },
      {
        re: /^(\d+) FAILED TESTS?$/,
        read: (m) => ({ failed: n(m[1]) }),
        example: '2 FAILED TESTS',
      },
    ],
    failures: [{ re: /^\[ {2}FAILED {2}\] \S/, example: '[  FAILED  ] Math.Adds (0 ms)' }],
    crashes: [],
    started: [
      {
        re: /^\[=+\] Running \d+ tests? from /,
        example: '[==========] Running 6 tests from 2 test suites.',
      },
      { re: /^\[ RUN {6}\] \S/, example: '[ RUN      ] Math.Adds' },
    ],
  },
  {
    name: 'Catch2',
    summaries: [
      {
        re: /^All tests passed \((\d+) assertions? in (\d+) test cases?\)$/,
        read: (m) => ({ passed: n(m[2]), failed: 0 }),
        example: 'All tests passed (5 assertions in 5 test cases)',
      },
      {
        re: /^test cases: +(\d+) \|([\w |]+)$/,
        read: (m) => ({ ...countWords(m[2] ?? ''), tests: n(m[1]) }),
        example: 'test cases: 5 | 3 passed | 2 failed',
      },
      { re: /^No tests ran$/, read: nothing, example: 'No tests ran' },
    ],
    failures: [{ re: /^\S+:\d+: FAILED:$/, example: 'small_test.cpp:22: FAILED:' }],
    crashes: [
      { re: /^due to a fatal error condition:$/, example: 'due to a fatal error condition:' },
    ],
  },
  {
    name: 'Boost.Test',
    started: [{ re: /^Running \d+ test cases?\.\.\.$/, example: 'Running 4 test cases...' }],
    summaries: [
      {
        re: /^(\d+) test cases? out of \d+ (passed|failed|skipped|aborted)$/,
        read: (m) => {
          const count = n(m[1]);
          if (m[2] === 'passed') return { passed: count };
          if (m[2] === 'skipped') return { skipped: count };
          return { failed: count };
        },
        example: '2 test cases out of 5 failed',
      },
      {
        re: /^\*\*\* (\d+) failures? (?:is|are) detected in the test module /,
        read: (m) => ({ failed: n(m[1]) }),
        example: '*** 2 failures are detected in the test module "corpus"',
      },
      {
        re: /^Test setup error: no test cases matching filter\b/,
        read: nothing,
        example: 'Test setup error: no test cases matching filter or all test cases were disabled',
      },
    ],
    failures: [
      {
        re: /^\S+\(\d+\): (?:fatal )?error: in "/,
        example: 'small_test.cpp(24): error: in "math/adds": check 1 == 2 has failed',
      },
      { re: /^Test module "[^"]*" has failed\b/, example: 'Test module "corpus" has failed with:' },
    ],
    crashes: [],
  },
  {
    name: 'Check (libcheck)',
    started: [{ re: /^Running suite\(s\): /, example: 'Running suite(s): math' }],
    summaries: [
      {
        re: /^\d+%: Checks: (\d+), Failures: (\d+), Errors: (\d+)$/,
        read: (m) => completed({ tests: n(m[1]), failed: n(m[2]) + n(m[3]) }),
        example: '60%: Checks: 5, Failures: 1, Errors: 1',
      },
    ],
    failures: [
      {
        re: /^\S+:\d+:[FE]:[^:]*:[^:]+:\d+: /,
        example: 'small_test.c:16:F:core:adds_numbers:0: Assertion failed',
      },
    ],
    crashes: [],
  },
  {
    name: 'cmocka',
    started: [
      { re: /^\[=+\] Running \d+ test\(s\)\.$/, example: '[==========] Running 6 test(s).' },
    ],
    summaries: [
      {
        re: /^\[=+\] (\d+) test\(s\) run\.$/,
        read: (m) => ({ tests: n(m[1]) }),
        example: '[==========] 6 test(s) run.',
      },
      {
        re: /^\[ {2}PASSED {2}\] (\d+) test\(s\)\.$/,
        read: (m) => ({ passed: n(m[1]) }),
        example: '[  PASSED  ] 5 test(s).',
      },
      {
        re: /^\[ {2}FAILED {2}\] (\d+) test\(s\), listed below:$/,
        read: (m) => ({ failed: n(m[1]) }),
        example: '[  FAILED  ] 2 test(s), listed below:',
      },
      {
        re: /^\[ {2}SKIPPED \] (\d+) test\(s\), listed below:$/,
        read: (m) => ({ skipped: n(m[1]) }),
        example: '[  SKIPPED ] 1 test(s), listed below:',
      },
      {
        re: /^(\d+) FAILED TEST\(S\)$/,
        read: (m) => ({ failed: n(m[1]) }),
        example: '2 FAILED TEST(S)',
      },
    ],
    failures: [{ re: /^\[ {2}ERROR {3}\] --- /, example: '[  ERROR   ] --- 0x1 != 0x2' }],
    crashes: [],
  },
  {
    name: 'Cucumber',
    summaries: [
      {
        re: /^(\d+) scenarios? \(([\w ,]+)\)$/,
        read: (m) => cucumberCounts(n(m[1]), m[2] ?? ''),
        example: '4 scenarios (1 passed, 1 skipped, 1 undefined, 1 failed)',
      },
      { re: /^0 scenarios$/, read: nothing, example: '0 scenarios' },
    ],
    failures: [{ re: /^Failed scenarios:$/, example: 'Failed scenarios:' }],
    crashes: [],
  },
  {
    name: 'CUnit',
    started: [
      {
        re: /^CUnit - A unit testing framework for C\b/,
        example: 'CUnit - A unit testing framework for C - Version 2.1-3',
      },
    ],
    summaries: [
      {
        // The Run Summary table's row: Type, Total, Ran, Passed, Failed, Inactive.
        re: /^tests +(\d+) +(\d+) +(\d+) +(\d+) +(\d+)$/,
        read: (m) => ({ tests: n(m[1]), passed: n(m[3]), failed: n(m[4]), skipped: n(m[5]) }),
        example: 'tests      5      4      2      2        1',
      },
    ],
    failures: [{ re: /^Test: .*\.\.\.FAILED$/, example: 'Test: rejects #skipped rows ...FAILED' }],
    crashes: [],
  },
  {
    name: 'EUnit',
    started: [
      { re: /^=+ EUnit =+$/, example: '======================== EUnit ========================' },
    ],
    summaries: [
      {
        re: /^All (\d+) tests passed\.$/,
        read: (m) => ({ passed: n(m[1]), failed: 0 }),
        example: 'All 5 tests passed.',
      },
      {
        re: /^Failed: (\d+)\. +Skipped: (\d+)\. +Passed: (\d+)\.(?: +Cancelled: (\d+)\.)?$/,
        read: (m) => ({ failed: n(m[1]) + n(m[4]), skipped: n(m[2]), passed: n(m[3]) }),
        example: 'Failed: 2.  Skipped: 0.  Passed: 3.',
      },
      {
        re: /^There were no tests to run\.$/,
        read: nothing,
        example: 'There were no tests to run.',
      },
    ],
    failures: [
      {
        re: /^\S+: \S+\.\.\.\*failed\*$/,
        example: 'math_tests: adds_numbers_test...*failed*',
      },
    ],
    crashes: [],
  },
  {
    name: 'OUnit',
    summaries: [
      {
        re: /^Ran: (\d+) tests? in: [\d.]+ seconds\.$/,
        read: (m) => ({ tests: n(m[1]) }),
        example: 'Ran: 6 tests in: 0.02 seconds.',
      },
      {
        re: /^OK: Cases: (\d+)([\w: ]*)$/,
        read: (m) => completed({ ...countWords(m[2] ?? '', true), tests: n(m[1]), failed: 0 }),
        example: 'OK: Cases: 6 Skip: 1',
      },
      {
        re: /^FAILED: Cases: (\d+)([\w: ]*)\.$/,
        read: (m) => {
          const c = countWords(m[2] ?? '', true);
          return { tests: n(m[1]), failed: Math.max(1, c.failed ?? 0), skipped: c.skipped ?? 0 };
        },
        example: 'FAILED: Cases: 6 Tried: 6 Errors: 1 Failures: 1 Skip:  1 Todo: 0 Timeouts: 0.',
      },
    ],
    failures: [
      {
        re: /^(?:Error|Failure): [^:\s]+:\d+:\S/,
        example: 'Error: math:3:raises unexpectedly.',
      },
    ],
    crashes: [],
  },
  {
    name: 'QUnit',
    summaries: [
      {
        re: /^No files were found matching: /,
        read: nothing,
        example: 'No files were found matching: test/*.js',
      },
    ],
    failures: [],
    crashes: [],
  },
  {
    name: 'TestNG',
    started: [{ re: /^\[TestNG\] Running:$/, example: '[TestNG] Running:' }],
    summaries: [
      {
        re: /^Total tests run: (\d+), (?:Passes: \d+, )?Failures: (\d+), Skips: (\d+)$/,
        read: (m) => completed({ tests: n(m[1]), failed: n(m[2]), skipped: n(m[3]) }),
        example: 'Total tests run: 5, Failures: 2, Skips: 1',
      },
    ],
    failures: [{ re: /^FAILED(?: CONFIGURATION)?: \S/, example: 'FAILED: rejectsHashSkippedRows' }],
    crashes: [],
  },
  {
    name: 'Web Test Runner',
    summaries: [
      {
        re: /^[^|]+\|[^|]*\| \d+\/\d+ test files \| (\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/,
        read: (m) => ({ passed: n(m[1]), failed: n(m[2]), skipped: n(m[3]) }),
        example: 'Chrome: |██████████| 1/1 test files | 2 passed, 0 failed, 1 skipped',
      },
      {
        re: /^Finished running tests in [\d.]+m?s with (\d+) failed tests?\.$/,
        read: (m) => ({ failed: Math.max(1, n(m[1])) }),
        example: 'Finished running tests in 14.2s with 2 failed tests.',
      },
      {
        re: /^Error: Could not find any test files with pattern/,
        read: nothing,
        example: 'Error: Could not find any test files with pattern(s): test/*.test.js',
      },
    ],
    failures: [{ re: /^❌ \S/u, example: '❌ case > rejects #skipped rows' }],
    crashes: [
      {
        re: /^An error was thrown in a Promise outside a test\./,
        example: 'An error was thrown in a Promise outside a test. Did you forget to await?',
      },
      { re: /^Error while running tests\.$/, example: 'Error while running tests.' },
      {
        re: /^❌ Could not import your test module\./u,
        example: '❌ Could not import your test module. Check the browser logs.',
      },
    ],
  },
  {
    name: 'no tests found',
    summaries: [
      {
        re: /^(?:Error: |error: )?No test (?:files|modules|suites?|cases) (?:found|matched)\b/i,
        read: nothing,
        example: 'Error: No test files found: "test/*.cjs"',
      },
      { re: /^~ no tests found$/, read: nothing, example: '~ no tests found' },
    ],
    failures: [],
    crashes: [],
  },
  {
    name: 'generic',
    summaries: [
      {
        re: /^(?:\w+: ?)?(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/,
        read: (m) => ({ passed: n(m[1]), failed: n(m[2]), skipped: n(m[3]) }),
        example: 'Result: 5 passed, 1 failed',
      },
    ],
    failures: [],
    crashes: [],
  },
];

/** Cucumber's `(1 passed, 1 skipped, 1 undefined, 1 failed)`: undefined, ambiguous fail a run. */
function cucumberCounts(tests: number, text: string): SummaryCounts {
  const out: SummaryCounts = { tests, passed: 0, failed: 0, skipped: 0 };
  for (const m of text.matchAll(/(\d+) (\w+)/g)) {
    const count = Number(m[1]);
    const word = m[2];
    if (word === 'passed') out.passed = (out.passed ?? 0) + count;
    else if (word === 'skipped' || word === 'pending') out.skipped = (out.skipped ?? 0) + count;
    else out.failed = (out.failed ?? 0) + count;
  }
  return out;
}

/** Python's `(failures=1, errors=1, skipped=2, expected failures=1)`. */
function pyCounts(text: string): SummaryCounts {
  const out: SummaryCounts = {};
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const v = Number(part.slice(eq + 1));
    if (eq === -1 || !Number.isFinite(v)) continue;
    if (key === 'failures' || key === 'errors' || key === 'unexpected successes') {
      out.failed = (out.failed ?? 0) + v;
    } else if (key === 'skipped' || key === 'expected failures') {
      out.skipped = (out.skipped ?? 0) + v;
    }
  }
  if (out.failed === undefined) out.failed = 0;
  return out;
}

/** PHPUnit's `, Errors: 1, Failures: 1, Skipped: 1`. */
function phpCounts(text: string): SummaryCounts {
  const out: SummaryCounts = { failed: 0 };
  for (const part of text.split(',')) {
    const colon = part.indexOf(':');
    const key = part.slice(0, colon).trim().toLowerCase();
    const v = Number(part.slice(colon + 1));
    if (colon === -1 || !Number.isFinite(v)) continue;
    if (key === 'errors' || key === 'failures') out.failed = (out.failed ?? 0) + v;
    else if (key === 'skipped' || key === 'incomplete') out.skipped = (out.skipped ?? 0) + v;
  }
  return out;
}

/** Crash shapes any runner's log may hold (node's own, npm's). */
export const COMMON_CRASHES: LineShape[] = NODE_CRASHES;
