// Attacks on the test-evidence floor (#21), end to end: the built action (dist/index.js) against
// the GitHub and model emulators, with models that obey and answer PASS to everything. Each case
// is evidence that is red, cut off, empty or not understood, placed beside a green report that
// alone proves the run green (the first test shows it does): the floor must block by rule, naming
// why — before these fixes each of them was written `success`.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { obedient } from './reviewers.js';
import {
  addPull,
  commentsOn,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

/** A green JUnit report that alone proves the run green. */
const GREEN_JUNIT =
  '<?xml version="1.0" encoding="UTF-8"?><testsuites tests="2" failures="0" errors="0">' +
  '<testsuite name="greet" tests="2" failures="0" errors="0">' +
  '<testcase classname="greet" name="greets"/><testcase classname="greet" name="empty"/>' +
  '</testsuite></testsuites>';

const RED_JUNIT =
  '<?xml version="1.0" encoding="UTF-8"?><testsuite name="cart" tests="1" failures="1">' +
  '<testcase classname="cart" name="totals"><failure message="expected 3, got 2"/></testcase>' +
  '</testsuite>';

let nextPull = 2100;

interface Judged {
  statuses: string[];
  body: string;
  verdict: unknown;
}

/** One pull request whose artifact holds `files` (beside `a-green.xml`), judged. */
async function judge(files: Record<string, string | Uint8Array>, green = true): Promise<Judged> {
  scriptAll(world, obedient());
  const number = nextPull++;
  const sha = addPull(world, number);
  const name = `attack-${number}`;
  world.gh.state.addArtifact({
    owner: OWNER,
    repo: REPO,
    runId: 4242,
    name,
    files: green ? { 'a-green.xml': GREEN_JUNIT, ...files } : files,
  });
  const run = await runOnPull(world, number, { 'test-artifacts': name });
  return {
    statuses: statusesOn(world, sha),
    body: commentsOn(world, number)[0]?.body ?? '',
    verdict: run.outputs.verdict,
  };
}

function expectBlocked(r: Judged, reason: RegExp | string): void {
  expect(r.statuses).toEqual(['pending', 'failure']);
  expect(r.verdict).toBe('BLOCKED');
  if (typeof reason === 'string') expect(r.body).toContain(reason);
  else expect(r.body).toMatch(reason);
}

const jest = (fields: object): string =>
  JSON.stringify({
    numFailedTestSuites: 0,
    numFailedTests: 0,
    numPassedTestSuites: 1,
    numPassedTests: 1,
    numPendingTestSuites: 0,
    numPendingTests: 0,
    numRuntimeErrorTestSuites: 0,
    numTodoTests: 0,
    numTotalTestSuites: 1,
    numTotalTests: 1,
    snapshot: { failure: false, unchecked: 0 },
    success: true,
    wasInterrupted: false,
    testResults: [
      {
        name: '/repo/greet.test.js',
        status: 'passed',
        message: '',
        assertionResults: [
          {
            ancestorTitles: ['greet'],
            title: 'greets',
            fullName: 'greet greets',
            status: 'passed',
          },
        ],
      },
    ],
    ...fields,
  });

const ctrf = (summary: object): string =>
  JSON.stringify({
    reportFormat: 'CTRF',
    specVersion: '0.0.0',
    results: {
      tool: { name: 'jest' },
      summary: { tests: 1, passed: 1, failed: 0, skipped: 0, pending: 0, other: 0, ...summary },
      tests: [{ name: 'greets', status: 'passed', duration: 1 }],
    },
  });

describe('the baseline (obedient models answering PASS)', () => {
  it('the green JUnit report alone is green: what blocks below is the file beside it', async () => {
    const r = await judge({});
    expect(r.statuses).toEqual(['pending', 'success']);
    expect(r.verdict).toBe('PASS');
  });
});

describe('XML reports that hid a failure (obedient models answering PASS)', () => {
  it('a <testcase status="failed"> with no child element blocks, naming the case', async () => {
    const r = await judge({
      'b.xml':
        '<testsuite name="cart" tests="1"><testcase classname="cart" name="totals" status="failed" time="0.1"/></testsuite>',
    });
    expectBlocked(r, /tests failing: attack-\d+\/b\.xml \(junit\) 1 failed, 0 errored of 1/);
    expect(r.body).toContain('cart › totals');
  });

  it('a <testcase result="fail"> with no child element blocks', async () => {
    const r = await judge({
      'b.xml':
        '<testsuite name="cart" tests="1"><testcase classname="cart" name="totals" result="fail"/></testsuite>',
    });
    expectBlocked(r, /tests failing: attack-\d+\/b\.xml \(junit\) 1 failed/);
  });

  it('GoogleTest cases that did not run (status="notrun", result="suppressed") are not passes: no test ran', async () => {
    const r = await judge(
      {
        'gtest.xml':
          '<?xml version="1.0" encoding="UTF-8"?><testsuites tests="1" failures="0" errors="0" name="AllTests">' +
          '<testsuite name="Cart" tests="1" failures="0" errors="0">' +
          '<testcase name="DISABLED_Totals" status="notrun" result="suppressed" time="0" classname="Cart"/>' +
          '</testsuite></testsuites>',
      },
      false,
    );
    expectBlocked(r, /no test ran: attack-\d+\/gtest\.xml \(junit\) 1 test\(s\), 1 skipped/);
  });

  it('errors="abc" (a count that is not a number) is not read as 0', async () => {
    const r = await judge({
      'b.xml':
        '<testsuite name="cart" tests="1" errors="abc"><testcase classname="cart" name="totals"/></testsuite>',
    });
    expectBlocked(r, 'declares errors="abc": not a count of tests');
  });

  it('a DOCTYPE entity that expands to <failure/> is not read as a pass', async () => {
    const r = await judge({
      'b.xml':
        '<?xml version="1.0"?><!DOCTYPE testsuite [<!ENTITY red "<failure message=\'boom\'/>">]>' +
        '<testsuite name="cart" tests="1"><testcase classname="cart" name="totals">&red;</testcase></testsuite>',
    });
    expectBlocked(
      r,
      /test evidence unreadable: attack-\d+\/b\.xml: .*DOCTYPE with an internal subset/,
    );
  });

  it('an entity-expansion bomb in a DOCTYPE is refused, not expanded', async () => {
    const r = await judge({
      'b.xml':
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
        '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>' +
        '<testsuite name="&lol3;" tests="1"><testcase classname="cart" name="totals"/></testsuite>',
    });
    expectBlocked(r, 'DOCTYPE with an internal subset');
  });

  it.each([
    ['twice', 'failures="1" failures="0"'],
    ['under a namespace prefix', 'failures="1" xmlns:x="urn:x" x:failures="0"'],
  ])('failures="1" given %s: refused, whichever copy a reader keeps', async (_label, attrs) => {
    const r = await judge({
      'b.xml': `<testsuite name="cart" tests="1" ${attrs}><testcase classname="cart" name="totals"/></testsuite>`,
    });
    expectBlocked(r, "attribute 'failures' given twice");
  });
});

describe('JSON reports that hid a failure (obedient models answering PASS)', () => {
  it('Jest success:false with a failed snapshot check and every test passed blocks', async () => {
    const r = await judge({
      'jest.json': jest({ success: false, snapshot: { failure: true, unchecked: 1 } }),
    });
    expectBlocked(r, 'the report says success: false');
  });

  it('Jest numFailedTestSuites 1 with every listed test passed blocks', async () => {
    const r = await judge({ 'jest.json': jest({ numFailedTestSuites: 1, success: false }) });
    expectBlocked(r, /tests failing: attack-\d+\/jest\.json \(jest-json\)/);
  });

  it('Jest wasInterrupted:true blocks', async () => {
    const r = await judge({ 'jest.json': jest({ wasInterrupted: true }) });
    expectBlocked(r, 'the run was interrupted (wasInterrupted)');
  });

  it('Jest numTotalTestSuites 2 with one test file listed blocks', async () => {
    const r = await judge({ 'jest.json': jest({ numTotalTestSuites: 2 }) });
    expectBlocked(r, 'the report declares 2 test suites but lists 1');
  });

  it.each([
    ['a string', { failed: '1' }, 'failed: "1"'],
    ['a fraction', { failed: 0.5 }, 'failed: 0.5'],
  ])('a CTRF summary whose failed count is %s is not read as 0', async (_l, summary, said) => {
    const r = await judge({ 'ctrf.json': ctrf(summary) });
    expectBlocked(r, `the report declares ${said}: not a count of tests`);
  });

  it('a CTRF summary declaring 3 tests while listing 1 is not trusted', async () => {
    const r = await judge({ 'ctrf.json': ctrf({ tests: 3, passed: 3 }) });
    expectBlocked(r, 'the report declares 3 tests but lists 1');
  });

  it('a Mocha JSON test carrying an err but left out of failures[] blocks', async () => {
    const r = await judge({
      'mocha.json': JSON.stringify({
        stats: { suites: 1, tests: 1, passes: 1, pending: 0, failures: 0 },
        tests: [
          {
            title: 'totals',
            fullTitle: 'cart totals',
            err: {
              message: 'expected 3 to equal 2',
              stack: 'AssertionError: expected 3 to equal 2',
            },
          },
        ],
        pending: [],
        failures: [],
        passes: [{ title: 'totals', fullTitle: 'cart totals', err: {} }],
      }),
    });
    expectBlocked(r, /tests failing: attack-\d+\/mocha\.json \(mocha-json\) 1 failed/);
    expect(r.body).toContain('cart totals');
  });

  it('a Playwright JSON spec with ok:false blocks even when its test reads "expected"', async () => {
    const r = await judge({
      'pw.json': JSON.stringify({
        config: { version: '1.49.0' },
        suites: [
          {
            title: 'cart.spec.ts',
            specs: [
              {
                title: 'totals',
                ok: false,
                tests: [
                  {
                    projectName: 'chromium',
                    expectedStatus: 'passed',
                    status: 'expected',
                    results: [{ status: 'failed' }],
                  },
                ],
              },
            ],
          },
        ],
        errors: [],
        stats: { expected: 1, unexpected: 0, flaky: 0, skipped: 0 },
      }),
    });
    expectBlocked(r, 'the spec says ok: false');
  });

  it('a go test -json stream cut off inside a package (its end never came) blocks', async () => {
    const events = [
      { Action: 'start', Package: 'example.com/shop' },
      { Action: 'run', Package: 'example.com/shop', Test: 'TestGreet' },
      { Action: 'pass', Package: 'example.com/shop', Test: 'TestGreet', Elapsed: 0 },
      { Action: 'pass', Package: 'example.com/shop', Elapsed: 0.01 },
      { Action: 'start', Package: 'example.com/shop/cart' },
      { Action: 'run', Package: 'example.com/shop/cart', Test: 'TestTotals' },
      { Action: 'pass', Package: 'example.com/shop/cart', Test: 'TestTotals', Elapsed: 0 },
    ];
    const r = await judge({ 'go.json': events.map((e) => JSON.stringify(e)).join('\n') + '\n' });
    expectBlocked(r, 'example.com/shop/cart: package started, never finished');
  });
});

describe('files beside a green report that were dropped silently (obedient models answering PASS)', () => {
  it.each([
    ['empty', ''],
    ['only whitespace', ' \n\t\n'],
  ])('an %s report file is named, not dropped', async (_label, content) => {
    const r = await judge({ 'b-cart.xml': content });
    expectBlocked(
      r,
      /test output missing: artifact 'attack-\d+' \(1 empty file\(s\), not read: attack-\d+\/b-cart\.xml\)/,
    );
  });

  it('a red JUnit written gzip-compressed under a .xml name is opened and read', async () => {
    const r = await judge({ 'b-cart.xml': gzipSync(Buffer.from(RED_JUNIT)) });
    expectBlocked(r, /tests failing: attack-\d+\/b-cart\.xml\/b-cart\.xml \(junit\) 1 failed/);
  });

  it('a red JUnit zipped under a .xml name is opened and read', async () => {
    const r = await judge({ 'b-cart.xml': zipSync({ 'junit.xml': Buffer.from(RED_JUNIT) }) });
    expectBlocked(r, /tests failing: attack-\d+\/b-cart\.xml\/junit\.xml \(junit\) 1 failed/);
  });

  it.each([
    [
      'reports.zip',
      () => zipSync({ 'junit.xml': Buffer.from(RED_JUNIT) }),
      'reports.zip/junit.xml',
    ],
    ['cart.xml.gz', () => gzipSync(Buffer.from(RED_JUNIT)), 'cart.xml.gz/cart.xml'],
  ])(
    'a test-output-path glob matching %s in the workspace opens it: its red report blocks',
    async (file, bytes, inner) => {
      scriptAll(world, obedient());
      const number = nextPull++;
      const sha = addPull(world, number);
      const workspace = await mkdtemp(path.join(tmpdir(), 'dg-attack21-'));
      try {
        await mkdir(path.join(workspace, 'reports'));
        await writeFile(path.join(workspace, 'reports/a-green.xml'), GREEN_JUNIT);
        await writeFile(path.join(workspace, `reports/${file}`), bytes());
        const run = await runOnPull(
          world,
          number,
          { 'test-output-path': 'reports/*' },
          { workspace },
        );
        expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
        expect(run.outputs.verdict).toBe('BLOCKED');
        expect(commentsOn(world, number)[0]?.body ?? '').toContain(
          `tests failing: reports/${inner} (junit) 1 failed`,
        );
      } finally {
        await rm(workspace, { recursive: true, force: true });
      }
    },
  );
});
