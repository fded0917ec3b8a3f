// The structured-report rules the real-runner corpus pinned (issue #21): build failures and
// unfinished tests, OUnit's dropped skips, Catch2/Check XML, RSpec JSON, the root element found
// while streaming, and an unknown root labelled by itself. Each rule by a small report shaped like
// the tool's own output (the recorded ones are in the corpus test).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTestBytes, TestFileReader } from '../../../src/evidence/test-file.js';
import type { TestFileResult } from '../../../src/evidence/test-file.js';
import { PROPERTY_LIMITS } from './arbitraries.js';
import { propertyRuns } from '../../knobs.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const read = (text: string): TestFileResult => readTestBytes(utf8(text));
const lines = (events: object[]): string => events.map((e) => JSON.stringify(e)).join('\n') + '\n';

describe('go test -json: crashes and build failures', () => {
  it('a test that started and never ended (os.Exit) is an error, and the package adds nothing', () => {
    const r = read(
      lines([
        { Action: 'run', Package: 'p', Test: 'TestA' },
        { Action: 'pass', Package: 'p', Test: 'TestA' },
        { Action: 'run', Package: 'p', Test: 'TestExits' },
        { Action: 'output', Package: 'p', Test: 'TestExits', Output: '=== RUN   TestExits\n' },
        { Action: 'output', Package: 'p', Test: 'TestExits', Output: 'about to exit\n' },
        { Action: 'fail', Package: 'p', Elapsed: 0.01 },
      ]),
    );
    expect(r.totals).toEqual({ tests: 2, failures: 0, errors: 1, skipped: 0 });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]).toMatchObject({
      name: 'TestExits',
      kind: 'error',
      message: 'test started, never finished',
    });
    expect(r.failures[0]?.body).toContain('about to exit');
  });

  it('a stream that ends with a test still running counts it as an error', () => {
    const r = read(lines([{ Action: 'run', Package: 'p', Test: 'TestHangs' }]));
    expect(r.totals).toEqual({ tests: 1, failures: 0, errors: 1, skipped: 0 });
  });

  it('a package fail with no failed test is a failure of the package', () => {
    const r = read(
      lines([
        { Action: 'output', Package: 'p', Output: 'panic: boom\n' },
        { Action: 'fail', Package: 'p' },
      ]),
    );
    expect(r.totals).toEqual({ tests: 0, failures: 1, errors: 0, skipped: 0 });
    expect(r.failures[0]).toMatchObject({ name: 'p', kind: 'failure', message: 'panic: boom' });
  });

  it('Go 1.24 build events: build-fail is an error; the package fail naming it adds nothing', () => {
    // The shapes of cmd/go's own script test test_json_build.txt.
    const path = 'm/builderror [m/builderror.test]';
    const r = read(
      lines([
        { ImportPath: path, Action: 'build-output', Output: `# ${path}\n` },
        { ImportPath: path, Action: 'build-output', Output: 'main_test.go:3:11: undefined: y\n' },
        { ImportPath: path, Action: 'build-fail' },
        { Action: 'start', Package: 'm/builderror' },
        {
          Action: 'output',
          Package: 'm/builderror',
          Output: 'FAIL\tm/builderror [build failed]\n',
        },
        { Action: 'fail', Package: 'm/builderror', Elapsed: 0, FailedBuild: path },
      ]),
    );
    expect(r.problems).toEqual([]);
    expect(r.totals).toEqual({ tests: 0, failures: 0, errors: 1, skipped: 0 });
    expect(r.failures[0]).toMatchObject({ name: path, kind: 'error', message: 'build failed' });
    expect(r.failures[0]?.body.join('\n')).toContain('undefined: y');
  });

  it('a package fail naming a build that never sent build-fail is still a failure', () => {
    const r = read(lines([{ Action: 'fail', Package: 'q', FailedBuild: 'q [q.test]' }]));
    expect(r.totals).toEqual({ tests: 0, failures: 1, errors: 0, skipped: 0 });
    expect(r.failures[0]?.message).toBe('the build of q [q.test] failed');
  });
});

describe('JUnit: errors declared outside any test', () => {
  it('gotestsum’s build failure (<testsuites tests="0" errors="2">, no cases) is two errors', () => {
    const r = read('<testsuites tests="0" failures="0" errors="2" time="1.9"></testsuites>');
    expect(r.problems).toEqual([]);
    expect(r.totals).toEqual({ tests: 0, failures: 0, errors: 2, skipped: 0 });
    expect(r.failures).toHaveLength(2);
    expect(r.failures[0]?.message).toMatch(/declares 2 error\(s\) outside any test case/);
  });

  it('a suite that lists tests and declares more failing than it lists stays a problem', () => {
    const r = read('<testsuites tests="1" errors="2"><testcase name="a"/></testsuites>');
    expect(r.problems[0]).toMatch(/declares 2 failing \(lists 0\)/);
  });

  it('a huge declared error count is counted without listing each one', () => {
    const r = read('<testsuites tests="0" errors="1000000000"></testsuites>');
    expect(r.totals?.errors).toBe(1_000_000_000);
    expect(r.failures.length).toBeLessThanOrEqual(1000);
  });
});

describe('OUnit: skips told by its own log in <system-out>', () => {
  const ounit = (cases: string, skip: number) =>
    `<testsuites><testsuite name="math" tests="3" failures="0" errors="0">${cases}<system-out>\n` +
    `2026-12-01T20:54:47+00:00 vm#00 W: Skip test math:1:b: skipped.\n` +
    `2026-12-01T20:54:47+00:00 vm#00 I: Ran: 3 tests in: 0.01 seconds.\n` +
    `2026-12-01T20:54:47+00:00 vm#00 I: Skip: ${skip}.\n` +
    `2026-12-01T20:54:47+00:00 vm#00 I: Todo: 0.\n</system-out></testsuite></testsuites>`;
  const bare = '<testcase name="math:0:a"/><testcase name="math:1:b"/><testcase name="math:2:c"/>';

  it('the log’s skip count turns that many bare passes into skips, with a note', () => {
    const r = read(ounit(bare, 1));
    expect(r.totals).toEqual({ tests: 3, failures: 0, errors: 0, skipped: 1 });
    expect(r.notes.join('\n')).toMatch(/OUnit/);
    expect(read(ounit(bare, 3)).totals?.skipped).toBe(3);
  });

  it('never hides a failure: more skips claimed than passes listed moves only the passes', () => {
    const failing =
      '<testcase name="math:0:a"><failure message="not equal"/></testcase>' +
      '<testcase name="math:1:b"/><testcase name="math:2:c"/>';
    const r = read(ounit(failing, 3));
    expect(r.totals).toEqual({ tests: 3, failures: 1, errors: 0, skipped: 2 });
    expect(r.failures).toHaveLength(1);
  });

  it('a <system-out> without OUnit’s summary changes nothing', () => {
    const r = read(
      `<testsuite name="s"><testcase name="a"/><system-out>I: Skip: 1.\nSkip: 1.</system-out></testsuite>`,
    );
    expect(r.totals).toEqual({ tests: 1, failures: 0, errors: 0, skipped: 0 });
  });
});

describe('Catch2 and Check XML', () => {
  it('Catch2 v2: OverallResult decides; an exception alone is an error; messages kept', () => {
    const r = read(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Catch name="t"><Group name="t">' +
        '<TestCase name="adds"><OverallResult success="true"/></TestCase>' +
        '<TestCase name="rejects"><Expression success="false" type="REQUIRE"><Original>got == 2</Original>' +
        '<Expanded>1 == 2</Expanded></Expression><OverallResult success="false"/></TestCase>' +
        '<TestCase name="throws"><Exception>deep failure</Exception><OverallResult success="false"/></TestCase>' +
        '<OverallResults successes="1" failures="2"/><OverallResultsCases successes="1" failures="2"/>' +
        '</Group><OverallResults successes="1" failures="2"/><OverallResultsCases successes="1" failures="2"/></Catch>',
    );
    expect(r.format).toBe('catch2-xml');
    expect(r.problems).toEqual([]);
    expect(r.totals).toEqual({ tests: 3, failures: 1, errors: 1, skipped: 0 });
    expect(r.failures.map((f) => [f.name, f.kind, f.message])).toEqual([
      ['rejects', 'failure', 'REQUIRE( got == 2 ) with expansion: 1 == 2'],
      ['throws', 'error', 'Exception: deep failure'],
    ]);
  });

  it('Catch2 v3: a skip counts as skipped; a case with no result is an error; a short list is a problem', () => {
    const r = read(
      '<Catch2TestRun name="t"><TestCase name="s"><Skip>not here</Skip><OverallResult success="true" skips="1"/></TestCase>' +
        '<TestCase name="cut"></TestCase>' +
        '<OverallResultsCases successes="0" failures="3" skips="1"/></Catch2TestRun>',
    );
    expect(r.totals).toEqual({ tests: 2, failures: 0, errors: 1, skipped: 1 });
    expect(r.failures[0]?.message).toMatch(/no result/);
    expect(r.problems[0]).toMatch(/<OverallResultsCases> declares 4 test cases, 3 failing/);
  });

  it('Check: told from JUnit by its namespace; failure, error and unknown results', () => {
    const r = read(
      '<?xml version="1.0"?>\n<testsuites xmlns="http://check.sourceforge.net/ns"><suite><title>math</title>' +
        '<test result="success"><id>a</id><message>Passed</message></test>' +
        '<test result="failure"><fn>t.c:16</fn><id>b</id><message>b &lt; 2</message></test>' +
        '<test result="error"><id>c</id><message>Received signal 11</message></test>' +
        '<test result="odd"><id>d</id></test></suite></testsuites>',
    );
    expect(r.format).toBe('check-xml');
    expect(r.totals).toEqual({ tests: 4, failures: 1, errors: 2, skipped: 0 });
    expect(r.failures.map((f) => [f.name, f.kind, f.message])).toEqual([
      ['math › b', 'failure', 'b < 2'],
      ['math › c', 'error', 'Received signal 11'],
      ['math › d', 'error', "result 'odd'"],
    ]);
  });
});

describe('RSpec JSON', () => {
  const doc = (examples: object[], summary: object) =>
    JSON.stringify({ version: '3.12.0', examples, summary, summary_line: 'x' });

  it('passed, pending and failed examples; an error outside examples counts', () => {
    const r = read(
      doc(
        [
          { full_description: 'math adds', status: 'passed' },
          { full_description: 'math later', status: 'pending' },
          {
            full_description: 'math rejects',
            status: 'failed',
            exception: { class: 'RSpec::Expectations::ExpectationNotMetError', message: 'nope' },
          },
        ],
        {
          example_count: 3,
          failure_count: 1,
          pending_count: 1,
          errors_outside_of_examples_count: 1,
        },
      ),
    );
    expect(r.format).toBe('rspec-json');
    expect(r.totals).toEqual({ tests: 3, failures: 1, errors: 1, skipped: 1 });
    expect(r.failures[0]?.message).toBe('RSpec::Expectations::ExpectationNotMetError: nope');
    expect(r.failures[1]?.name).toBe('(outside of examples)');
  });
});

describe('XML root: found while streaming, and labelled by itself when unknown', () => {
  const longProlog = `<?xml version="1.0"?>\n<!--${'c'.repeat(10_000)}-->\n<!DOCTYPE x>\n`;

  it('a prolog longer than the sniffed head does not hide the root', () => {
    const r = read(
      `${longProlog}<testsuite name="s"><testcase name="a"><failure message="m"/></testcase></testsuite>`,
    );
    expect(r.format).toBe('junit');
    expect(r.totals).toEqual({ tests: 1, failures: 1, errors: 0, skipped: 0 });
  });

  it('an unknown root is named as the format and in the problem', () => {
    const r = read(`${longProlog}<coverage line-rate="1"/>`);
    expect(r.format).toBe('xml <coverage>');
    expect(r.problems[0]).toMatch(/^format not supported: <coverage>/);
  });

  it('any chunking of a long-prolog report reads the same', () => {
    const text = utf8(
      `${longProlog}<Catch><TestCase name="t"><OverallResult success="false"/></TestCase></Catch>`,
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: text.length }), { maxLength: 8 }), (cuts) => {
        const reader = new TestFileReader();
        let at = 0;
        for (const cut of [...cuts].sort((a, b) => a - b)) {
          reader.write(text.subarray(at, Math.max(at, cut)));
          at = Math.max(at, cut);
        }
        reader.write(text.subarray(at));
        const r = reader.end();
        expect(r.format).toBe('catch2-xml');
        expect(r.totals).toEqual({ tests: 1, failures: 1, errors: 0, skipped: 0 });
      }),
      { ...PROPERTY_LIMITS, numRuns: propertyRuns() },
    );
  });
});

describe('TAP detection', () => {
  it('a stream of only a plan "1..0" (cmocka when nothing ran) is TAP with no tests', () => {
    const r = read('1..0\n# ok - math\n');
    expect(r.format).toBe('tap');
    expect(r.totals?.tests).toBe(0);
  });
});

describe('properties: counts follow the outcomes, whatever their mix', () => {
  const outcomes = fc.array(fc.constantFrom('pass', 'fail', 'error', 'skip'), { maxLength: 30 });

  it('Catch2 XML', () => {
    fc.assert(
      fc.property(outcomes, (list) => {
        const cases = list.map((o, i) => {
          const body =
            o === 'fail'
              ? '<Expression success="false" type="CHECK"><Original>a</Original><Expanded>b</Expanded></Expression>'
              : o === 'error'
                ? '<Exception>boom</Exception>'
                : o === 'skip'
                  ? '<Skip>later</Skip>'
                  : '';
          const ok = o === 'pass' || o === 'skip';
          return `<TestCase name="t${i}">${body}<OverallResult success="${ok}"${o === 'skip' ? ' skips="1"' : ''}/></TestCase>`;
        });
        const r = read(`<Catch2TestRun name="x">${cases.join('')}</Catch2TestRun>`);
        const n = (o: string) => list.filter((x) => x === o).length;
        expect(r.problems).toEqual([]);
        expect(r.totals).toEqual({
          tests: list.length,
          failures: n('fail'),
          errors: n('error'),
          skipped: n('skip'),
        });
        expect(r.failures).toHaveLength(n('fail') + n('error'));
      }),
      { ...PROPERTY_LIMITS, numRuns: propertyRuns() },
    );
  });

  it('go test -json: every test that never ends is an error, in any order of events', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('pass', 'fail', 'skip', 'never'), { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        (list, packageEnds) => {
          const events: object[] = [];
          list.forEach((o, i) => events.push({ Action: 'run', Package: 'p', Test: `T${i}` }));
          list.forEach((o, i) => {
            if (o !== 'never') events.push({ Action: o, Package: 'p', Test: `T${i}` });
          });
          const failing = list.some((o) => o === 'fail' || o === 'never');
          if (packageEnds) events.push({ Action: failing ? 'fail' : 'pass', Package: 'p' });
          const r = read(lines(events));
          const n = (o: string) => list.filter((x) => x === o).length;
          // A package whose end never came, with nothing failed in it, is itself an error.
          const cutOff = !packageEnds && n('fail') + n('never') === 0 ? 1 : 0;
          expect(r.totals).toEqual({
            tests: list.length,
            failures: n('fail'),
            errors: n('never') + cutOff,
            skipped: n('skip'),
          });
        },
      ),
      { ...PROPERTY_LIMITS, numRuns: propertyRuns() },
    );
  });
});
