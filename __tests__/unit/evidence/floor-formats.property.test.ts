// The floor across formats: one arbitrary suite rendered in every structured format the readers
// take, each writer modelled on a recorded fixture in __tests__/fixtures/test-reports/ (named by
// each writer). A suite with a failed or errored case blocks in every format and proves nothing;
// the same suite all passed proves green in every format (so the first property is not vacuous).
// And a log assembled from a runner's recorded red or crash lines, decorated as a terminal may
// show it (SGR colour, OSC 8 links, `\r` overwrites, Unicode spaces), is never PASS.
// Over 400 lines: nineteen small test-side writers, one per format, each named after the fixture
// it is modelled on; splitting them from the properties would only scatter one job.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terminalText } from '../../../src/evidence/terminal-text.js';
import { greenProof, testEvidenceBlockers } from '../../../src/evidence/test-floor.js';
import { combineTestOutput, summariseTestBytes } from '../../../src/evidence/test-output.js';
import { propertyRuns } from '../../knobs.js';

const ROOT = fileURLToPath(new URL('../../fixtures/test-reports/', import.meta.url));

type Status = 'passed' | 'failed' | 'errored' | 'skipped';
interface Case {
  name: string;
  status: Status;
  message: string;
}

// ---- arbitraries --------------------------------------------------------------------------

const nameChar = fc.constantFrom(
  ...'abcXYZ019 _-.:/'.split(''),
  '#',
  '<',
  '>',
  '&',
  '"',
  "'",
  'ü',
  '名',
  '😀',
  '\u00a0',
);
const messageChar = fc.constantFrom(...'abc XYZ 019 :.()'.split(''), '\n', '<', '&', '"', '#', 'é');

/** A case name: unique in its suite (a repeated name is a retry in some formats). */
const caseName = fc.array(nameChar, { minLength: 1, maxLength: 16 }).map((cs) => cs.join(''));
const message = fc.array(messageChar, { minLength: 0, maxLength: 60 }).map((cs) => cs.join(''));

const arbitraryCase = (status: fc.Arbitrary<Status>) =>
  fc.record({ name: caseName, status, message });

function uniqueNames(cases: Case[]): Case[] {
  return cases.map((c, i) => ({ ...c, name: `${c.name.trim() || 'case'} ${i + 1}` }));
}

/** 1–30 cases, at least one failed or errored. */
const redSuite = fc
  .tuple(
    fc.array(arbitraryCase(fc.constantFrom<Status>('passed', 'failed', 'errored', 'skipped')), {
      maxLength: 29,
    }),
    arbitraryCase(fc.constantFrom<Status>('failed', 'errored')),
    fc.nat(),
  )
  .map(([cases, bad, at]) => {
    const all = [...cases];
    all.splice(at % (cases.length + 1), 0, bad);
    return uniqueNames(all);
  });

/** 1–30 cases, every one passed. */
const greenSuite = fc
  .array(arbitraryCase(fc.constant<Status>('passed')), { minLength: 1, maxLength: 30 })
  .map(uniqueNames);

// ---- test-side writers, each modelled on a recorded fixture --------------------------------

const xml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const count = (cases: Case[], ...s: Status[]) => cases.filter((c) => s.includes(c.status)).length;
const bad = (c: Case) => c.status === 'failed' || c.status === 'errored';
const FILE = '/build/test/suite.test.js';

/** jest/small.junit.xml (jest-junit). */
function junit(cases: Case[]): string {
  const f = count(cases, 'failed');
  const e = count(cases, 'errored');
  const body = cases.map((c) => {
    const open = `    <testcase classname="${xml(c.name)}" name="${xml(c.name)}" time="0.01">`;
    if (c.status === 'passed') return `${open}\n    </testcase>`;
    if (c.status === 'skipped') return `${open}\n      <skipped/>\n    </testcase>`;
    const tag = c.status === 'failed' ? 'failure' : 'error';
    return `${open}\n      <${tag} message="${xml(c.message)}">${xml(c.message)}</${tag}>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="jest tests" tests="${cases.length}" failures="${f}" errors="${e}" time="0.5">`,
    `  <testsuite name="math" errors="${e}" failures="${f}" skipped="${count(cases, 'skipped')}" timestamp="2026-12-01T00:21:04" time="0.5" tests="${cases.length}">`,
    ...body,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

const tapName = (s: string) => s.replace(/\\/g, '\\\\').replace(/#/g, '\\#');
const yamlBlock = (c: Case, indent: string) =>
  bad(c)
    ? [
        `${indent}  ---`,
        `${indent}  error: |-`,
        ...c.message.split('\n').map((l) => `${indent}    ${l}`),
        `${indent}  ...`,
      ]
    : [];
function tapLines(cases: Case[], indent: string): string[] {
  return cases.flatMap((c, i) => [
    `${indent}${bad(c) ? 'not ok' : 'ok'} ${i + 1} - ${tapName(c.name)}${c.status === 'skipped' ? ' # SKIP' : ''}`,
    ...yamlBlock(c, indent),
  ]);
}

/** node/small.tap read flat (node:test writes TAP 13 with YAML diagnostics). */
function tap13(cases: Case[]): string {
  return ['TAP version 13', `1..${cases.length}`, ...tapLines(cases, ''), ''].join('\n');
}

/** node/small.tap: a `# Subtest:` group, its children indented four spaces, then its own line. */
function tap14(cases: Case[]): string {
  return [
    'TAP version 14',
    '# Subtest: math',
    ...tapLines(cases, '    '),
    `    1..${cases.length}`,
    `${cases.some(bad) ? 'not ok' : 'ok'} 1 - math`,
    '1..1',
    '',
  ].join('\n');
}

/** mocha/small.ctrf.json (mocha-ctrf-json-reporter). */
function ctrf(cases: Case[]): string {
  return JSON.stringify({
    reportFormat: 'CTRF',
    specVersion: '0.0.0',
    results: {
      tool: { name: 'mocha' },
      summary: {
        tests: cases.length,
        passed: count(cases, 'passed'),
        failed: count(cases, 'failed', 'errored'),
        pending: 0,
        skipped: count(cases, 'skipped'),
        other: 0,
        start: 1796084563136,
        stop: 1796084563165,
      },
      tests: cases.map((c) => ({
        name: c.name,
        status: bad(c) ? 'failed' : c.status,
        duration: 1,
        filePath: FILE,
        ...(bad(c) ? { message: c.message, trace: c.message } : {}),
      })),
    },
  });
}

/** jest/small.jest.json and vitest/small.vitest.json (vitest adds `meta` to each assertion). */
function jestLike(cases: Case[], vitest: boolean): string {
  const failed = count(cases, 'failed', 'errored');
  return JSON.stringify({
    numFailedTestSuites: failed > 0 ? 1 : 0,
    numFailedTests: failed,
    numPassedTestSuites: failed > 0 ? 0 : 1,
    numPassedTests: count(cases, 'passed'),
    numPendingTestSuites: 0,
    numPendingTests: count(cases, 'skipped'),
    numRuntimeErrorTestSuites: 0,
    numTodoTests: 0,
    numTotalTestSuites: 1,
    numTotalTests: cases.length,
    startTime: 1796084462437,
    success: failed === 0,
    testResults: [
      {
        assertionResults: cases.map((c) => ({
          ancestorTitles: ['math'],
          fullName: `math ${c.name}`,
          status: bad(c)
            ? 'failed'
            : c.status === 'skipped'
              ? vitest
                ? 'skipped'
                : 'pending'
              : 'passed',
          title: c.name,
          duration: 3,
          failureMessages: bad(c) ? [c.message] : [],
          ...(vitest ? { meta: {} } : { failureDetails: [] }),
        })),
        startTime: 1796084464766,
        endTime: 1796084466276,
        status: failed > 0 ? 'failed' : 'passed',
        message: '',
        name: FILE,
      },
    ],
    ...(vitest ? {} : { wasInterrupted: false }),
  });
}

/** mocha/small.mocha.json (mocha's json reporter). */
function mochaJson(cases: Case[]): string {
  const entry = (c: Case) => ({
    title: c.name,
    fullTitle: `math ${c.name}`,
    file: FILE,
    duration: 1,
    currentRetry: 0,
    err: bad(c) ? { message: c.message, stack: `AssertionError: ${c.message}` } : {},
  });
  return JSON.stringify({
    stats: {
      suites: 1,
      tests: cases.length,
      passes: count(cases, 'passed'),
      pending: count(cases, 'skipped'),
      failures: count(cases, 'failed', 'errored'),
      start: '2026-12-01T00:22:12.553Z',
      end: '2026-12-01T00:22:12.716Z',
      duration: 163,
    },
    tests: cases.map(entry),
    pending: cases.filter((c) => c.status === 'skipped').map(entry),
    failures: cases.filter(bad).map(entry),
    passes: cases.filter((c) => c.status === 'passed').map(entry),
  });
}

/** playwright/small.playwright.json (the json reporter; config trimmed to what names it). */
function playwrightJson(cases: Case[]): string {
  const spec = (c: Case, i: number) => ({
    title: c.name,
    ok: !bad(c),
    tags: [],
    tests: [
      {
        timeout: 30000,
        annotations: [],
        expectedStatus: c.status === 'skipped' ? 'skipped' : 'passed',
        projectId: '',
        projectName: '',
        results: [
          {
            workerIndex: 0,
            status: bad(c) ? 'failed' : c.status,
            duration: 5,
            errors: bad(c) ? [{ message: c.message }] : [],
            stdout: [],
            stderr: [],
            retry: 0,
            startTime: '2026-12-01T00:24:21.942Z',
            annotations: [],
            attachments: [],
            ...(bad(c) ? { error: { message: c.message, stack: c.message } } : {}),
          },
        ],
        status: bad(c) ? 'unexpected' : c.status === 'skipped' ? 'skipped' : 'expected',
      },
    ],
    id: `id-${i}`,
    file: 't.spec.cjs',
    line: i + 1,
    column: 1,
  });
  return JSON.stringify({
    config: { rootDir: '/build', version: '1.65.1', projects: [{ name: '', retries: 0 }] },
    suites: [
      { title: 't.spec.cjs', file: 't.spec.cjs', column: 0, line: 0, specs: cases.map(spec) },
    ],
    errors: [],
    stats: {
      startTime: '2026-12-01T00:24:10.239Z',
      duration: 100,
      expected: count(cases, 'passed'),
      skipped: count(cases, 'skipped'),
      unexpected: count(cases, 'failed', 'errored'),
      flaky: 0,
    },
  });
}

/** gotestsum/red.gotest.json (`go test -json` events). */
function goTestJson(cases: Case[]): string {
  const pkg = 'example.com/corpus';
  const ev = (o: Record<string, unknown>) =>
    JSON.stringify({ Time: '2026-12-01T20:18:57.724706036Z', ...o, Package: pkg });
  const lines = cases.flatMap((c) => {
    const Test = c.name;
    const action = bad(c) ? 'fail' : c.status === 'skipped' ? 'skip' : 'pass';
    const word = action === 'fail' ? 'FAIL' : action === 'skip' ? 'SKIP' : 'PASS';
    return [
      ev({ Action: 'run', Test }),
      ev({ Action: 'output', Test, Output: `=== RUN   ${Test}\n` }),
      ...(bad(c)
        ? c.message
            .split('\n')
            .map((l) => ev({ Action: 'output', Test, Output: `    t_test.go:9: ${l}\n` }))
        : []),
      ev({ Action: 'output', Test, Output: `--- ${word}: ${Test} (0.00s)\n` }),
      ev({ Action: action, Test, Elapsed: 0 }),
    ];
  });
  const failed = cases.some(bad);
  lines.push(
    ev({ Action: 'output', Output: failed ? 'FAIL\n' : 'PASS\n' }),
    ev({ Action: 'output', Output: `${failed ? 'FAIL' : 'ok  '}\t${pkg}\t0.023s\n` }),
    ev({ Action: failed ? 'fail' : 'pass', Elapsed: 0.023 }),
  );
  return `${lines.join('\n')}\n`;
}

/** from-docs/trx.from-docs.trx (`dotnet test --logger trx`). */
function trx(cases: Case[]): string {
  const outcome = (c: Case) =>
    c.status === 'passed'
      ? 'Passed'
      : c.status === 'skipped'
        ? 'NotExecuted'
        : c.status === 'failed'
          ? 'Failed'
          : 'Error';
  const rows = cases.map((c, i) => {
    const head = `    <UnitTestResult executionId="e${i}" testId="t${i}" testName="${xml(c.name)}" computerName="host" duration="00:00:00.01" outcome="${outcome(c)}" testListId="l1"`;
    if (!bad(c)) return `${head} />`;
    return `${head}>\n      <Output>\n        <ErrorInfo>\n          <Message>${xml(c.message)}</Message>\n        </ErrorInfo>\n      </Output>\n    </UnitTestResult>`;
  });
  const f = count(cases, 'failed');
  const e = count(cases, 'errored');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<TestRun id="6c4c1f1c-2f4e-4a57-9b53-3a4b8f1f7c10" name="runner@host" xmlns="http://microsoft.com/schemas/VisualStudio/TeamTest/2010">',
    '  <Results>',
    ...rows,
    '  </Results>',
    `  <ResultSummary outcome="${f + e > 0 ? 'Failed' : 'Completed'}">`,
    `    <Counters total="${cases.length}" executed="${cases.length - count(cases, 'skipped')}" passed="${count(cases, 'passed')}" failed="${f}" error="${e}" notExecuted="${count(cases, 'skipped')}" />`,
    '  </ResultSummary>',
    '</TestRun>',
    '',
  ].join('\n');
}

/** from-docs/nunit3.from-docs.xml (NUnit 3 console). */
function nunit3(cases: Case[]): string {
  const result = (c: Case) => (bad(c) ? 'Failed' : c.status === 'skipped' ? 'Skipped' : 'Passed');
  const rows = cases.map((c, i) => {
    const label =
      c.status === 'errored' ? ' label="Error"' : c.status === 'skipped' ? ' label="Ignored"' : '';
    const head = `      <test-case id="0-${1004 + i}" name="${xml(c.name)}" fullname="Shop.CartTests.${xml(c.name)}" classname="Shop.CartTests" result="${result(c)}"${label}`;
    if (bad(c))
      return `${head}>\n        <failure>\n          <message>${xml(c.message)}</message>\n        </failure>\n      </test-case>`;
    if (c.status === 'skipped')
      return `${head}>\n        <reason><message>not implemented</message></reason>\n      </test-case>`;
    return `${head} />`;
  });
  const f = count(cases, 'failed', 'errored');
  const totals = `total="${cases.length}" passed="${count(cases, 'passed')}" failed="${f}" inconclusive="0" skipped="${count(cases, 'skipped')}"`;
  const run = f > 0 ? 'Failed' : 'Passed';
  return [
    '<?xml version="1.0" encoding="utf-8" standalone="no"?>',
    `<test-run id="0" testcasecount="${cases.length}" result="${run}" ${totals} engine-version="3.16.3">`,
    `  <test-suite type="Assembly" id="0-1001" name="Shop.Tests.dll" fullname="/src/Shop.Tests.dll" testcasecount="${cases.length}" result="${run}" ${totals}>`,
    `    <test-suite type="TestFixture" id="0-1003" name="CartTests" fullname="Shop.CartTests" classname="Shop.CartTests" testcasecount="${cases.length}" result="${run}" ${totals}>`,
    ...rows,
    '    </test-suite>',
    '  </test-suite>',
    '</test-run>',
    '',
  ].join('\n');
}

/** from-docs/nunit2.from-docs.xml (NUnit 2.6 TestResult.xml). */
function nunit2(cases: Case[]): string {
  const result = (c: Case) =>
    ({ passed: 'Success', failed: 'Failure', errored: 'Error', skipped: 'Ignored' })[c.status];
  const rows = cases.map((c) => {
    const executed = c.status === 'skipped' ? 'False' : 'True';
    const success =
      c.status === 'skipped' ? '' : ` success="${c.status === 'passed' ? 'True' : 'False'}"`;
    const head = `              <test-case name="${xml(c.name)}" executed="${executed}" result="${result(c)}"${success} time="0.010" asserts="1"`;
    if (bad(c))
      return `${head}>\n                <failure>\n                  <message>${xml(c.message)}</message>\n                </failure>\n              </test-case>`;
    if (c.status === 'skipped')
      return `${head}>\n                <reason>\n                  <message>not implemented yet</message>\n                </reason>\n              </test-case>`;
    return `${head} />`;
  });
  const ok = !cases.some(bad);
  const suite = (type: string, name: string) =>
    `<test-suite type="${type}" name="${name}" executed="True" result="${ok ? 'Success' : 'Failure'}" success="${ok ? 'True' : 'False'}" time="0.2" asserts="0">`;
  return [
    '<?xml version="1.0" encoding="utf-8" standalone="no"?>',
    `<test-results name="C:\\build\\Shop.Tests.dll" total="${cases.length - count(cases, 'skipped')}" errors="${count(cases, 'errored')}" failures="${count(cases, 'failed')}" not-run="${count(cases, 'skipped')}" inconclusive="0" ignored="${count(cases, 'skipped')}" skipped="0" invalid="0" date="2026-12-01" time="20:30:00">`,
    `  ${suite('Assembly', 'C:\\build\\Shop.Tests.dll')}`,
    '    <results>',
    `          ${suite('TestFixture', 'CartTests')}`,
    '            <results>',
    ...rows,
    '            </results>',
    '          </test-suite>',
    '    </results>',
    '  </test-suite>',
    '</test-results>',
    '',
  ].join('\n');
}

/** from-docs/xunit2.from-docs.xml (xUnit.net v2 `-xml`). */
function xunit2(cases: Case[]): string {
  const result = (c: Case) => (bad(c) ? 'Fail' : c.status === 'skipped' ? 'Skip' : 'Pass');
  const rows = cases.map((c) => {
    const head = `      <test name="${xml(c.name)}" type="Shop.Tests.CartTests" method="M" time="0.010" result="${result(c)}"`;
    if (bad(c))
      return `${head}>\n        <failure exception-type="Xunit.Sdk.EqualException">\n          <message>${xml(c.message)}</message>\n        </failure>\n      </test>`;
    if (c.status === 'skipped')
      return `${head}>\n        <reason>not implemented</reason>\n      </test>`;
    return `${head} />`;
  });
  const totals = `total="${cases.length}" passed="${count(cases, 'passed')}" failed="${count(cases, 'failed', 'errored')}" skipped="${count(cases, 'skipped')}"`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<assemblies timestamp="11/30/2026 10:00:00">',
    `  <assembly name="/src/Shop.Tests.dll" test-framework="xUnit.net 2.9.0.0" time="0.420" ${totals} errors="0">`,
    `    <collection ${totals} name="Test collection for Shop.Tests.CartTests" time="0.300">`,
    ...rows,
    '    </collection>',
    '  </assembly>',
    '</assemblies>',
    '',
  ].join('\n');
}

/** testng/small.testng-results.xml (TestNG 7). */
function testng(cases: Case[]): string {
  const status = (c: Case) => (bad(c) ? 'FAIL' : c.status === 'skipped' ? 'SKIP' : 'PASS');
  const rows = cases.map((c) => {
    const head = `        <test-method signature="m()[pri:0]" started-at="2026-12-01T20:29:34Z" name="${xml(c.name)}" finished-at="2026-12-01T20:29:34Z" duration-ms="1" status="${status(c)}">`;
    const exc = bad(c)
      ? `\n          <exception class="java.lang.AssertionError">\n            <message>${xml(c.message)}</message>\n          </exception>`
      : '';
    return `${head}${exc}\n        </test-method>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testng-results total="${cases.length}" passed="${count(cases, 'passed')}" failed="${count(cases, 'failed', 'errored')}" skipped="${count(cases, 'skipped')}">`,
    '  <suite name="Command line suite" duration-ms="179">',
    '    <test name="Command line test" duration-ms="179">',
    '      <class name="example.CartTest">',
    ...rows,
    '      </class>',
    '    </test>',
    '  </suite>',
    '</testng-results>',
    '',
  ].join('\n');
}

/** from-docs/robot.from-docs.xml (Robot Framework 7 output.xml). */
function robot(cases: Case[]): string {
  const status = (c: Case) => (bad(c) ? 'FAIL' : c.status === 'skipped' ? 'SKIP' : 'PASS');
  const rows = cases.map(
    (c, i) =>
      `<test id="s1-t${i + 1}" name="${xml(c.name)}" line="${i + 4}">\n` +
      `<status status="${status(c)}" start="2026-12-01T20:30:00.009000" elapsed="0.001200">${bad(c) ? xml(c.message) : ''}</status>\n</test>`,
  );
  const pass = count(cases, 'passed');
  const fail = count(cases, 'failed', 'errored');
  const skip = count(cases, 'skipped');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<robot generator="Robot 7.1 (Python 3.12.3 on linux)" generated="2026-12-01T20:30:00.000000" rpa="false" schemaversion="5">',
    '<suite id="s1" name="Checkout" source="/build/tests/checkout.robot">',
    ...rows,
    `<status status="${fail > 0 ? 'FAIL' : 'PASS'}" start="2026-12-01T20:30:00.001000" elapsed="0.014000"/>`,
    '</suite>',
    '<statistics>',
    `<total>\n<stat pass="${pass}" fail="${fail}" skip="${skip}">All Tests</stat>\n</total>`,
    '</statistics>',
    '<errors>\n</errors>',
    '</robot>',
    '',
  ].join('\n');
}

/** from-docs/eclipse-testrun.from-docs.xml (Eclipse's JUnit view export). */
function eclipse(cases: Case[]): string {
  const rows = cases.map((c) => {
    const head = `    <testcase name="${xml(c.name)}" classname="example.CartTest" time="0.002"`;
    if (c.status === 'skipped') return `${head} ignored="true"/>`;
    if (!bad(c)) return `${head}/>`;
    const tag = c.status === 'failed' ? 'failure' : 'error';
    return `${head}>\n      <${tag}>${xml(c.message)}</${tag}>\n    </testcase>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?><testrun name="CartTest" project="shop" tests="${cases.length}" started="${cases.length - count(cases, 'skipped')}" failures="${count(cases, 'failed')}" errors="${count(cases, 'errored')}" ignored="${count(cases, 'skipped')}">`,
    '  <testsuite name="example.CartTest" time="0.031">',
    ...rows,
    '  </testsuite>',
    '</testrun>',
    '',
  ].join('\n');
}

/** catch2/red.catch2.xml (Catch2 v2 `-r xml`; v2 has no skip: a skipped case is not listed). */
function catch2(cases: Case[]): string {
  const listed = cases.filter((c) => c.status !== 'skipped');
  const rows = listed.map((c, i) => {
    const head = `    <TestCase name="${xml(c.name)}" tags="[math]" filename="small_test.cpp" line="${i + 16}">`;
    const inner =
      c.status === 'failed'
        ? `\n      <Expression success="false" type="REQUIRE" filename="small_test.cpp" line="20">\n        <Original>\n          got == 2\n        </Original>\n        <Expanded>\n          ${xml(c.message)}\n        </Expanded>\n      </Expression>`
        : c.status === 'errored'
          ? `\n      <Exception filename="small_test.cpp" line="22">\n        ${xml(c.message)}\n      </Exception>`
          : '';
    return `${head}${inner}\n      <OverallResult success="${bad(c) ? 'false' : 'true'}"/>\n    </TestCase>`;
  });
  const ok = count(listed, 'passed');
  const ko = listed.length - ok;
  const overall = `<OverallResults successes="${ok}" failures="${ko}" expectedFailures="0"/>\n    <OverallResultsCases successes="${ok}" failures="${ko}" expectedFailures="0"/>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Catch name="small_test">',
    '  <Group name="small_test">',
    ...rows,
    `    ${overall}`,
    '  </Group>',
    `  ${overall}`,
    '</Catch>',
    '',
  ].join('\n');
}

/** check/red.check.xml (libcheck `CK_XML_LOG_FILE_NAME`; Check has no skip: not listed). */
function check(cases: Case[]): string {
  const result = (c: Case) =>
    c.status === 'failed' ? 'failure' : c.status === 'errored' ? 'error' : 'success';
  const rows = cases
    .filter((c) => c.status !== 'skipped')
    .map(
      (c, i) =>
        `    <test result="${result(c)}">\n      <path>.</path>\n      <fn>small_test.c:${13 + i}</fn>\n      <id>${xml(c.name)}</id>\n      <iteration>0</iteration>\n      <duration>0.000023</duration>\n      <description>core</description>\n      <message>${bad(c) ? xml(c.message) : 'Passed'}</message>\n    </test>`,
    );
  return [
    '<?xml version="1.0"?>',
    '<?xml-stylesheet type="text/xsl" href="http://check.sourceforge.net/xml/check_unittest.xslt"?>',
    '<testsuites xmlns="http://check.sourceforge.net/ns">',
    '  <datetime>2026-12-01 20:34:01</datetime>',
    '  <suite>',
    '    <title>math</title>',
    ...rows,
    '  </suite>',
    '  <duration>0.074581</duration>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** rspec/red.rspec.json (`rspec --format json`). */
function rspecJson(cases: Case[]): string {
  const f = count(cases, 'failed', 'errored');
  const p = count(cases, 'skipped');
  return JSON.stringify({
    version: '3.12.0',
    examples: cases.map((c, i) => ({
      id: `./spec/math_spec.rb[1:${i + 1}]`,
      description: c.name,
      full_description: `math ${c.name}`,
      status: bad(c) ? 'failed' : c.status === 'skipped' ? 'pending' : 'passed',
      file_path: './spec/math_spec.rb',
      line_number: i + 8,
      run_time: 0.001,
      pending_message: c.status === 'skipped' ? 'skipped test' : null,
      ...(bad(c)
        ? {
            exception: {
              class: 'RSpec::Expectations::ExpectationNotMetError',
              message: c.message,
              backtrace: ['./spec/math_spec.rb:10'],
            },
          }
        : {}),
    })),
    summary: {
      duration: 0.08,
      example_count: cases.length,
      failure_count: f,
      pending_count: p,
      errors_outside_of_examples_count: 0,
    },
    summary_line: `${cases.length} examples, ${f} failures, ${p} pending`,
  });
}

/** Every writer, by the format label the reader should give it. */
const WRITERS: Record<string, (cases: Case[]) => string> = {
  'junit.xml': junit,
  'tap13.tap': tap13,
  'tap14.tap': tap14,
  'ctrf.json': ctrf,
  'jest.json': (c) => jestLike(c, false),
  'vitest.json': (c) => jestLike(c, true),
  'mocha.json': mochaJson,
  'playwright.json': playwrightJson,
  'go-test.json': goTestJson,
  'results.trx': trx,
  'nunit3.xml': nunit3,
  'nunit2.xml': nunit2,
  'xunit2.xml': xunit2,
  'testng-results.xml': testng,
  'robot-output.xml': robot,
  'eclipse-testrun.xml': eclipse,
  'catch2.xml': catch2,
  'check.xml': check,
  'rspec.json': rspecJson,
};

function floorOf(name: string, text: string) {
  const source = summariseTestBytes(name, new TextEncoder().encode(text), 20_000);
  if (source === null) throw new Error(`${name} read as binary`);
  const output = combineTestOutput([source], [], 40_000);
  return { source, blockers: testEvidenceBlockers(output), proof: greenProof(output) };
}

// ---- the properties ---------------------------------------------------------------------

describe('the floor across every structured format', () => {
  for (const [file, write] of Object.entries(WRITERS)) {
    it(`${file}: a suite with a failed or errored case blocks and proves nothing`, () => {
      fc.assert(
        fc.property(redSuite, (cases) => {
          const { source, blockers, proof } = floorOf(`ev/${file}`, write(cases));
          expect(source.format).not.toBe('log');
          expect(blockers.length).toBeGreaterThan(0);
          expect(blockers.some((b) => b.startsWith('tests failing:'))).toBe(true);
          expect(proof).toEqual([]);
          // Read, not merely refused: every failed or errored case is counted and named.
          const t = source.totals;
          expect(t && t.failures + t.errors).toBe(cases.filter(bad).length);
          const names = (source.failures ?? []).map((f) => f.name);
          // A TAP stream is read as a terminal shows it: Unicode spaces in a name fold to ' '.
          for (const c of cases.filter(bad))
            expect(names.some((n) => n.endsWith(c.name) || n.endsWith(terminalText(c.name)))).toBe(
              true,
            );
        }),
        { numRuns: propertyRuns() },
      );
    });

    it(`${file}: the same suite all passed is green, with proof`, () => {
      fc.assert(
        fc.property(greenSuite, (cases) => {
          const { source, blockers, proof } = floorOf(`ev/${file}`, write(cases));
          expect(source.format).not.toBe('log');
          expect(blockers).toEqual([]);
          expect(proof.length).toBeGreaterThan(0);
          expect(source.totals?.tests).toBe(cases.length);
        }),
        { numRuns: propertyRuns() },
      );
    });
  }
});

// ---- decorated red and crash logs ---------------------------------------------------------

/**
 * Every runner's recorded red and crash console logs: those `expected.txt` records as `red` or
 * `crash` (a file not listed there is not a recording of that outcome).
 */
function redLogs(): { file: string; lines: string[] }[] {
  const out: { file: string; lines: string[] }[] = [];
  for (const runner of readdirSync(ROOT).sort()) {
    const expected = join(ROOT, runner, 'expected.txt');
    if (!existsSync(expected)) continue;
    for (const line of readFileSync(expected, 'utf8').split('\n')) {
      const m = /^((?:red|crash[^. ]*)\.console\.log) (\{.*\})$/.exec(line);
      if (m === null) continue;
      const outcome = (JSON.parse(m[2] as string) as { outcome?: string }).outcome;
      if (outcome !== 'red' && outcome !== 'crash') continue;
      const text = readFileSync(join(ROOT, runner, m[1] as string), 'utf8');
      out.push({ file: `${runner}/${m[1]}`, lines: text.split(/\r?\n/) });
    }
  }
  return out;
}

const RED_LOGS = redLogs();

const DECORATIONS = [
  'sgr',
  'sgr-words',
  'osc8',
  'overwrite',
  'nbsp',
  'wide-space',
  'none',
] as const;
type Decoration = (typeof DECORATIONS)[number];
const decoration = fc.constantFrom<Decoration>(...DECORATIONS);

/** One line as a terminal may have been sent it: it shows the same text. */
function decorate(line: string, how: Decoration, k: number): string {
  switch (how) {
    case 'sgr':
      return `\u001b[${31 + (k % 7)}m\u001b[1m${line}\u001b[22m\u001b[39m`;
    case 'sgr-words':
      return line.replace(/ /g, `\u001b[0m \u001b[${90 + (k % 8)}m`);
    case 'osc8':
      return `\u001b]8;;https://example.com/${k}\u001b\\${line}\u001b]8;;\u001b\\`;
    case 'overwrite':
      return `${'spinner ⠋ running '.repeat(1 + (k % 2))}\r${line}`;
    case 'nbsp':
      return line.replace(/ /g, '\u00a0');
    case 'wide-space':
      return line.replace(/ /g, k % 2 === 0 ? '\u2007' : '\u3000');
    default:
      return line;
  }
}

describe("a runner's red or crash log, however decorated, is not PASS", () => {
  it('covers the corpus (every red and crash log found)', () => {
    expect(RED_LOGS.length).toBeGreaterThan(30);
  });

  it('every recorded red or crash log blocks under each decoration on every line', () => {
    for (const { file, lines } of RED_LOGS) {
      for (const how of DECORATIONS) {
        const { blockers, proof } = floorOf(
          `ev/${file}`,
          lines.map((l, i) => decorate(l, how, i)).join('\n'),
        );
        expect({ file, how, blocked: blockers.length > 0, proof }).toEqual({
          file,
          how,
          blocked: true,
          proof: [],
        });
      }
    }
  });

  it('any decoration of the lines of any recorded red or crash log blocks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RED_LOGS),
        // Per line, up to three decorations composed (colour inside a hyperlink after a spinner…).
        fc.array(fc.array(decoration, { maxLength: 3 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        ({ file, lines }, decorations, seed) => {
          const text = lines
            .map((l, i) => {
              const these = decorations[(i + seed) % decorations.length] ?? [];
              return these.reduce((line, how) => decorate(line, how, i + seed), l);
            })
            .join('\n');
          const { blockers, proof } = floorOf(`ev/${file}`, text);
          expect(blockers.length).toBeGreaterThan(0);
          expect(proof).toEqual([]);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});

// A log that opens with "[" is a log, not a JSON document: Maven in batch mode (`-B`, as CI runs
// it) starts with `[INFO]`, GoogleTest-style runners with `[==========]`, gotestsum dots with
// `[.]`. Read as JSON they were "unreadable", and a green run could never prove green.
describe('a log that opens with "[" is read as a log', () => {
  // Colour removed as Maven -B writes it: the recorded log is this run with jansi's SGR codes.
  const plain = (file: string) => terminalText(readFileSync(join(ROOT, file), 'utf8'));
  const batch = plain('maven/green.console.log');

  it('a Maven batch-mode green log (no colour, first line `[INFO]`) is proof of green', () => {
    expect(batch.startsWith('[INFO] ')).toBe(true);
    const { source, blockers, proof } = floorOf('ev/maven.log', batch);
    expect(source.format).toBe('log');
    expect(blockers).toEqual([]);
    expect(proof.length).toBe(1);
  });

  it('the same log with a failing test blocks with its failure line, not as unreadable', () => {
    const red = plain('maven/red.console.log');
    expect(red.startsWith('[')).toBe(true);
    const { blockers } = floorOf('ev/maven.log', red);
    expect(blockers.some((b) => b.startsWith('tests failing: ev/maven.log (log)'))).toBe(true);
    expect(blockers.some((b) => b.startsWith('test evidence unreadable'))).toBe(false);
  });

  it('a JSON array of objects is still read as JSON', () => {
    const { source } = floorOf('ev/report.json', '[{"not":"a report"}]');
    expect(source.problems?.join(' ')).toMatch(/JSON/);
  });
});
