// The deterministic test-evidence floor: each rule pinned by a blocker it names, and a property:
// any failing test, disagreement or unreadable source blocks, whatever else is there.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEvidenceBlockers } from '../../../src/evidence/test-floor.js';
import { combineTestOutput, summariseTestFile } from '../../../src/evidence/test-output.js';
import { PROPERTY_LIMITS } from './arbitraries.js';

const blockersFor = (files: Record<string, string>): string[] =>
  testEvidenceBlockers(
    combineTestOutput(
      Object.entries(files).map(([name, text]) => summariseTestFile(name, text, 20_000)),
      [],
      60_000,
    ),
  );

describe('test-evidence floor', () => {
  it('JUnit failures/errors are blockers named with the failing tests', () => {
    const b = blockersFor({
      'junit.xml':
        '<testsuites tests="2" failures="2"><testsuite name="s"><testcase name="a"><failure message="m1"/></testcase>' +
        '<testcase name="b"><failure message="m2"/></testcase></testsuite></testsuites>',
    });
    expect(b).toEqual([
      'tests failing: junit.xml (junit) 2 failed, 0 errored of 2 — s › a: m1; s › b: m2',
    ]);
  });

  it('a report that declares failures it does not list still blocks', () => {
    const b = blockersFor({
      'j.xml':
        '<testsuites tests="2" failures="2"><testsuite name="s"><testcase name="a"/></testsuite></testsuites>',
    });
    // The level that declares more than it lists is named first, then the declared failures.
    expect(b[0]).toMatch(
      /^test evidence unreadable: j\.xml: <testsuites> declares 2 tests \(lists 1\)/,
    );
    expect(b[1]).toMatch(
      /^tests failing: j\.xml \(junit\) 0 failed, 0 errored of 1 \(the report declares 2 failing, more than it lists\)/,
    );
  });

  it('TAP `not ok` without a directive blocks; with TODO or SKIP it does not', () => {
    expect(blockersFor({ 't.tap': 'TAP version 13\n1..2\nok 1 a\nnot ok 2 b\n' })[0]).toMatch(
      /^tests failing: t\.tap \(tap\) 1 failed/,
    );
    expect(
      blockersFor({ 't.tap': 'TAP version 13\n1..2\nok 1 a\nnot ok 2 b # TODO later\n' }),
    ).toEqual([]);
  });

  it("a runner's own summary line that counts failures in a plain log blocks", () => {
    const b = blockersFor({ 'ci.log': 'running…\n==== 1 failed, 9 passed in 0.31s ====\n' });
    expect(b[0]).toMatch(
      /^tests failing: ci\.log \(log\) shows 1 failure line\(s\) — runner summary: ==== 1 failed, 9 passed/,
    );
    expect(blockersFor({ 'ci.log': '==== 10 passed in 0.31s ====\n' })).toEqual([]);
  });

  it('a report and a log that disagree are named, both ways', () => {
    const b = blockersFor({
      'r.tap': 'TAP version 13\n1..2\nok 1 a\nnot ok 2 b\n',
      'ci.log': 'all tests passed\n',
    });
    expect(b).toContain(
      'test evidence disagrees: r.tap counts 1 failing test(s), but ci.log says "all tests passed"',
    );
    const other = blockersFor({
      'r.xml': '<testsuite name="s"><testcase name="a"/></testsuite>',
      'ci.log': 'Tests: 1 failed, 1 passed, 2 total\n',
    });
    expect(other).toContain(
      'test evidence disagrees: ci.log shows failures, but r.xml counts none of 1 tests failing',
    );
  });

  it('configured test evidence that cannot be read blocks, with the reason', () => {
    const b = blockersFor({ 'cut.xml': '<testsuites><testsuite name="s"><testcase name="a"/>' });
    expect(b[0]).toMatch(/^test evidence unreadable: cut\.xml: unreadable JUnit XML: .*cut off/);
  });

  it('green evidence has no blocker', () => {
    expect(
      blockersFor({
        'g.xml': '<testsuite name="s" tests="1"><testcase name="a"/></testsuite>',
        'ci.log': 'Tests: 1 passed, 1 total\nall tests passed\n',
      }),
    ).toEqual([]);
  });

  it('property: any failing test among any number of green sources blocks', () => {
    const green = fc.constantFrom(
      '<testsuite name="s"><testcase name="a"/></testsuite>',
      'TAP version 13\n1..1\nok 1 a\n',
      'build ok\nTests: 3 passed, 3 total\n',
    );
    const red = fc.constantFrom(
      '<testsuite name="s"><testcase name="x"><error message="e"/></testcase></testsuite>',
      'TAP version 13\n1..1\nnot ok 1 x\n',
      'noise\n--- FAIL: TestX (0.00s)\n',
      '{"Action":"fail","Package":"p","Test":"TestX"}\n',
    );
    fc.assert(
      fc.property(fc.array(green, { maxLength: 5 }), red, fc.nat(), (greens, bad, at) => {
        const files: string[] = [...greens];
        files.splice(at % (files.length + 1), 0, bad);
        const blockers = blockersFor(Object.fromEntries(files.map((t, i) => [`f${i}`, t])));
        expect(blockers.some((b) => b.startsWith('tests failing:'))).toBe(true);
      }),
      PROPERTY_LIMITS,
    );
  });
});
