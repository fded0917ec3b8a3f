// Per-format semantics of the test-report readers, each rule pinned by a small report (from the
// format's documentation where a tool cannot run here), plus streaming, encodings and the cap.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTestBytes, TestFileReader } from '../../../src/evidence/test-file.js';
import type { TestFileResult } from '../../../src/evidence/test-file.js';
import { splitDirective } from '../../../src/evidence/test-tap.js';
import { PROPERTY_LIMITS } from './arbitraries.js';

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const read = (text: string): TestFileResult => readTestBytes(utf8(text));
const fromDocs = (name: string): TestFileResult =>
  readTestBytes(
    readFileSync(
      fileURLToPath(new URL(`../../fixtures/test-reports/from-docs/${name}`, import.meta.url)),
    ),
  );
const counts = (r: TestFileResult) => ({
  tests: r.totals?.tests,
  failed: (r.totals?.failures ?? 0) + (r.totals?.errors ?? 0),
  skipped: r.totals?.skipped,
});

describe('JUnit semantics', () => {
  it('top-level <testcase>s directly under <testsuites> are counted (node:test)', () => {
    const r = read(
      '<testsuites><testcase name="a"/><testcase name="b"><failure message="boom"/></testcase>' +
        '<testsuite name="s"><testcase name="c"/></testsuite></testsuites>',
    );
    expect(counts(r)).toEqual({ tests: 3, failed: 1, skipped: 0 });
    expect(r.failures[0]).toMatchObject({ name: 'b', message: 'boom' });
  });

  it('nested <testsuite>s are counted once, at the leaves, whatever each level declares', () => {
    const r = read(
      '<testsuites tests="3" failures="1"><testsuite name="outer" tests="3" failures="1">' +
        '<testsuite name="inner" tests="2" failures="1"><testcase name="a"/><testcase name="b"><failure/></testcase></testsuite>' +
        '<testcase name="c"/></testsuite></testsuites>',
    );
    expect(counts(r)).toEqual({ tests: 3, failed: 1, skipped: 0 });
    expect(r.declared).toBeUndefined();
  });

  it('several <failure>s (and an <error>) in one test case count it once, as a failure', () => {
    const r = read(
      '<testsuite name="s"><testcase name="t"><failure message="first"/><failure message="second"/>' +
        '<error message="third"/></testcase></testsuite>',
    );
    expect(r.totals).toEqual({ tests: 1, failures: 1, errors: 0, skipped: 0 });
    expect(r.failures).toHaveLength(1);
    expect(r.failures[0]?.message).toBe('first');
  });

  it('precedence: failure > error > skipped > passed', () => {
    const r = read(
      '<testsuite name="s"><testcase name="a"><skipped/><error message="e"/></testcase>' +
        '<testcase name="b"><skipped/><failure message="f"/></testcase><testcase name="c"><skipped/></testcase></testsuite>',
    );
    expect(r.totals).toEqual({ tests: 3, failures: 1, errors: 1, skipped: 1 });
  });

  it('Surefire reruns (from the docs): flakyFailure alone is a pass with a note; failure + rerunFailures is one failure', () => {
    const r = fromDocs('surefire-rerun.from-docs.xml');
    expect(counts(r)).toEqual({ tests: 4, failed: 1, skipped: 1 });
    expect(r.failures.map((f) => f.name)).toEqual(['example.CheckoutTest › failsEveryRun']);
    expect(r.failures[0]?.message).toBe('java.lang.AssertionError: card declined twice');
    expect(r.notes.join('\n')).toMatch(/flaky: passed on re-run: .*passesOnSecondRun/);
  });

  it('a test written again is two tests, never a retry: a failing one fails the run', () => {
    const failedFirst = read(
      '<testsuite name="s"><testcase classname="c" name="t"><failure message="first try"/></testcase>' +
        '<testcase classname="c" name="t"/></testsuite>',
    );
    expect(failedFirst.totals).toEqual({ tests: 2, failures: 1, errors: 0, skipped: 0 });
    expect(failedFirst.failures.map((f) => f.message)).toEqual(['first try']);
    const failedLast = read(
      '<testsuite name="s"><testcase classname="c" name="t"/>' +
        '<testcase classname="c" name="t"><failure message="second try"/></testcase></testsuite>',
    );
    expect(failedLast.totals).toEqual({ tests: 2, failures: 1, errors: 0, skipped: 0 });
  });

  it('a declared total above what the report lists is a problem naming the level', () => {
    const r = read(
      '<testsuites name="all" tests="10" failures="0"><testsuite name="s"><testcase name="a"><failure message="x"/></testcase>' +
        '<testcase name="b"/></testsuite></testsuites>',
    );
    expect(r.totals).toEqual({ tests: 2, failures: 1, errors: 0, skipped: 0 });
    expect(r.declared).toEqual({ tests: 10, failures: 0, errors: 0, skipped: 0 });
    expect(r.problems).toEqual([
      '<testsuites "all"> declares 10 tests (lists 2): results the report claims but does not list, so it is not trusted',
    ]);
  });

  it('a suite-level <error> (a file that failed to load) is an error, not a test', () => {
    const r = read(
      '<testsuite name="broken.spec.ts" tests="0"><error message="Cannot find module x"/></testsuite>',
    );
    expect(r.totals).toEqual({ tests: 0, failures: 0, errors: 1, skipped: 0 });
    expect(r.failures[0]).toMatchObject({ name: 'broken.spec.ts', kind: 'error' });
  });

  it('entities, numeric references and CDATA are decoded; the message is the first line', () => {
    const r = read(
      '<testsuite name="s"><testcase name="a &amp; b"><failure message="x &lt; y&#10;second line">' +
        '<![CDATA[trace <here>]]></failure></testcase></testsuite>',
    );
    expect(r.failures[0]).toMatchObject({ name: 's › a & b', message: 'x < y' });
    expect(r.failures[0]?.body).toContain('trace <here>');
  });

  it('malformed or cut-off XML is a problem, never a silent green', () => {
    expect(read('<testsuites><testsuite name="s"><testcase name="a"/>').problems[0]).toMatch(
      /cut off/,
    );
    expect(read('<testsuite name="s"><testcase name="a"></testsuite>').problems[0]).toMatch(
      /closes <testcase>/,
    );
    expect(read('<coverage line-rate="1"/>').problems[0]).toMatch(
      /^format not supported: <coverage>/,
    );
  });
});

describe('TAP semantics', () => {
  it('"#" inside a name is not a directive; "# SKIP", "#skip", "# skipped …" and "# TODO" are', () => {
    expect(splitDirective('rejects #skipped rows')).toEqual({
      name: 'rejects #skipped rows',
      directive: null,
    });
    expect(splitDirective('a # SKIP no db')).toEqual({ name: 'a', directive: 'skip' });
    expect(splitDirective('a #skip')).toEqual({ name: 'a', directive: 'skip' });
    expect(splitDirective('b # skipped on this os')).toEqual({ name: 'b', directive: 'skip' });
    expect(splitDirective('c # TODO later')).toEqual({ name: 'c', directive: 'todo' });
    expect(splitDirective('issue#12 works')).toEqual({ name: 'issue#12 works', directive: null });
    expect(splitDirective('escaped \\# SKIP')).toEqual({
      name: 'escaped \\# SKIP',
      directive: null,
    });
  });

  it('a failing test named "rejects #skipped rows" is a failure (tape)', () => {
    const r = read('TAP version 13\n1..2\nok 1 fine\nnot ok 2 rejects #skipped rows\n');
    expect(r.totals).toEqual({ tests: 2, failures: 1, errors: 0, skipped: 0 });
  });

  it('an unterminated YAML block does not swallow the tests after it', () => {
    const r = read(
      'TAP version 13\n1..3\nnot ok 1 - a\n  ---\n  message: boom\nok 2 - b\nnot ok 3 - c\n',
    );
    expect(r.totals).toEqual({ tests: 3, failures: 2, errors: 0, skipped: 0 });
    expect(r.failures.map((f) => f.name)).toEqual(['a', 'c']);
    expect(r.failures[0]?.message).toBe('boom');
    expect(r.notes.join('\n')).toMatch(/never closed/);
  });

  it('a missing plan, fewer tests than planned and more tests than planned are errors', () => {
    expect(read('TAP version 13\nok 1 - a\nok 2 - b\n').totals?.errors).toBe(1);
    expect(read('TAP version 13\n1..3\nok 1 - a\n').failures[0]?.message).toMatch(
      /planned 3 tests, ran 1/,
    );
    const more = read('TAP version 13\n1..1\nok 1 - a\nok 2 - b\n');
    // The count, and the id past the plan: two faults.
    expect(more.totals?.errors).toBe(2);
    expect(more.failures[0]?.message).toMatch(/more tests than planned/);
    expect(more.failures[1]?.message).toBe('test id(s) outside the plan 1..1: 2');
  });

  it('TAP 14 subtests: leaves counted, parents not, subtest plans checked', () => {
    const r = read(
      [
        'TAP version 14',
        '# Subtest: outer',
        '    # Subtest: inner',
        '        1..2',
        '        ok 1 - leaf one',
        '        not ok 2 - leaf two',
        '    not ok 1 - inner',
        '    ok 2 - sibling',
        '    1..2',
        'not ok 1 - outer',
        '1..1',
        '',
      ].join('\n'),
    );
    expect(r.totals).toEqual({ tests: 3, failures: 1, errors: 0, skipped: 0 });
    expect(r.failures[0]?.name).toBe('outer › inner › leaf two');
  });

  it('a parent that fails with no failing child is an error of its own (a hook failed)', () => {
    const r = read('TAP version 14\n# Subtest: s\n    1..1\n    ok 1 - a\nnot ok 1 - s\n1..1\n');
    expect(r.totals).toEqual({ tests: 1, failures: 0, errors: 1, skipped: 0 });
  });

  it('Bail out! is an error', () => {
    const r = read('TAP version 13\n1..3\nok 1 - a\nBail out! database down\n');
    expect(r.failures.map((f) => f.message).join('\n')).toContain('Bail out! database down');
    expect((r.totals?.errors ?? 0) >= 1).toBe(true);
  });
});

describe('other formats (from their documentation)', () => {
  it.each([
    ['trx.from-docs.trx', 'trx'],
    ['nunit3.from-docs.xml', 'nunit3'],
    ['xunit2.from-docs.xml', 'xunit2'],
    ['surefire-rerun.from-docs.xml', 'junit'],
  ] as const)('%s: totals as its documentation defines them', (name, format) => {
    const expected = readFileSync(
      fileURLToPath(new URL('../../fixtures/test-reports/from-docs/expected.txt', import.meta.url)),
      'utf8',
    )
      .split('\n')
      .find((l) => l.startsWith(`${name} `));
    const r = fromDocs(name);
    expect(r.format).toBe(format);
    expect(r.problems).toEqual([]);
    const { outcome, ...totals } = JSON.parse(expected?.slice(name.length + 1) ?? 'null') as {
      outcome: string;
    };
    expect(counts(r)).toEqual(totals);
    expect(outcome).toBe('red');
  });

  it('TRX data-driven rows are the tests; NUnit Error label is an error; xUnit <errors> count', () => {
    expect(fromDocs('trx.from-docs.trx').failures.map((f) => f.name)).toEqual([
      'RejectsEmptyCart',
      'Discounts (-1)',
    ]);
    const nunit = fromDocs('nunit3.from-docs.xml');
    expect(nunit.totals).toEqual({ tests: 5, failures: 1, errors: 1, skipped: 1 });
    expect(nunit.failures[0]?.message).toBe('Expected: 0');
    const xunit = fromDocs('xunit2.from-docs.xml');
    expect(xunit.failures.map((f) => f.kind)).toEqual(['error', 'failure']);
  });

  it('go test -json: a package that fails with no failed test (a build failure) is a failure', () => {
    const r = read(
      '{"Action":"start","Package":"x"}\n{"Action":"output","Package":"x","Output":"# x\\n./a.go:3:1: syntax error\\n"}\n{"Action":"fail","Package":"x","Elapsed":0}\n',
    );
    expect(r.format).toBe('go-test-json');
    expect(r.totals).toEqual({ tests: 0, failures: 1, errors: 0, skipped: 0 });
    expect(r.failures[0]).toMatchObject({ name: 'x', kind: 'failure', message: '# x' });
  });

  it('a JSON document that is no known report is a problem', () => {
    expect(read('{"hello": "world"}').problems[0]).toMatch(/no known test report/);
    expect(read('{"numTotalTests": 1, "testResults": [').problems[0]).toMatch(/unreadable JSON/);
  });
});

describe('reading whole: encodings, streaming, the cap', () => {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?><testsuites><testsuite name="ünï"><testcase name="名前 ✓"><failure message="déjà vu"/></testcase></testsuite></testsuites>';

  it.each([
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)])],
    ['UTF-16 LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')])],
    ['UTF-16 LE without BOM', Buffer.from(xml, 'utf16le')],
    [
      'UTF-16 BE with BOM',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(xml, 'utf16le').swap16()]),
    ],
    ['UTF-16 BE without BOM', Buffer.from(xml, 'utf16le').swap16()],
  ])('%s', (_label, bytes) => {
    const r = readTestBytes(new Uint8Array(bytes));
    expect(r.problems).toEqual([]);
    expect(r.failures[0]).toMatchObject({ name: 'ünï › 名前 ✓', message: 'déjà vu' });
  });

  it('a declared ISO-8859-1 encoding is honoured', () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><testsuite name="s"><testcase name="caf\u00e9"><failure message="na\u00efve"/></testcase></testsuite>',
      'latin1',
    );
    const r = readTestBytes(new Uint8Array(latin1));
    expect(r.failures[0]).toMatchObject({ name: 's › café', message: 'naïve' });
    expect(r.encoding).toBe('windows-1252');
  });

  it('an encoding that cannot be decoded is a problem that says how to fix it', () => {
    const r = read('<?xml version="1.0" encoding="x-klingon"?><testsuite name="s"/>');
    expect(r.problems.join('\n')).toMatch(/x-klingon.*write the report in UTF-8/);
  });

  it('a report past the cap is a problem, never silently cut', () => {
    const big = `<testsuite name="s">${'<testcase name="t"/>'.repeat(5000)}</testsuite>`;
    const r = readTestBytes(utf8(big), { structured: 20_000 });
    expect(r.problems.join('\n')).toMatch(/larger than the .* cap/);
  });

  it('any split of the bytes into chunks gives the same result (property)', () => {
    const sources = [
      xml,
      'TAP version 14\n# Subtest: a\n    1..1\n    not ok 1 - b # TODO x\nok 1 - a\n1..1\n',
      '{"Action":"run","Package":"p","Test":"T"}\n{"Action":"fail","Package":"p","Test":"T"}\n',
      'line one\n--- FAIL: TestX (0.01s)\nTests: 1 failed, 1 total\n',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...sources),
        fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 40 }),
        (text, sizes) => {
          const bytes = utf8(text);
          const whole = readTestBytes(bytes);
          const reader = new TestFileReader();
          let at = 0;
          for (const size of sizes) {
            reader.write(bytes.subarray(at, at + size));
            at += size;
            if (at >= bytes.length) break;
          }
          if (at < bytes.length) reader.write(bytes.subarray(at));
          const split = reader.end();
          expect(split.totals).toEqual(whole.totals);
          expect(split.failures).toEqual(whole.failures);
          expect(split.problems).toEqual(whole.problems);
        },
      ),
      PROPERTY_LIMITS,
    );
  });

  it('never throws on arbitrary bytes (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 2000 }),
        fc.string({ maxLength: 500 }),
        (bytes, text) => {
          readTestBytes(bytes);
          readTestBytes(utf8(`<testsuite>${text}`));
          readTestBytes(utf8(`TAP version 13\n${text}`));
        },
      ),
      PROPERTY_LIMITS,
    );
  });
});

describe('binary files', () => {
  it('a screenshot or trace beside the reports is skipped; other NUL-laden files are unreadable', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(readTestBytes(png).binary).toBe(true);
    const hidden = utf8('\u0000\u0000ok\n--- FAIL: TestHidden (0.00s)\n');
    const r = readTestBytes(hidden);
    expect(r.binary).toBe(false);
    expect(r.problems[0]).toMatch(/binary content \(NUL bytes\)/);
  });
});
