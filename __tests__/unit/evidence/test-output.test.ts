import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineTestOutput,
  headTail,
  summariseTestFile,
} from '../../../src/evidence/test-output.js';
import type { TestOutputSource } from '../../../src/evidence/types.js';
import { PROPERTY_LIMITS } from './arbitraries.js';

const fixture = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');

const summarise = (name: string, budget = 4000): TestOutputSource =>
  summariseTestFile(name, fixture(name), budget);

describe('summariseTestFile: JUnit XML', () => {
  it('Jest (jest-junit): totals, and the failure message taken from its body', () => {
    const s = summarise('junit-jest.xml');
    expect(s.format).toBe('junit');
    expect(s.totals).toEqual({ tests: 4, failures: 1, errors: 0, skipped: 1 });
    expect(s.failures).toEqual([
      {
        name: 'cart applies a discount',
        message: 'Error: expect(received).toBe(expected) // Object.is equality',
      },
    ]);
    expect(s.text.split('\n')[0]).toBe(
      'JUnit XML (1 suite): 4 tests, 1 failure, 0 errors, 1 skipped',
    );
    expect(s.text).toContain('Expected: 90');
    expect(s.text).toContain('Received: 100');
    expect(s.text).toContain('at Object.<anonymous> (/repo/src/cart.test.ts:14:25)');
  });

  it('Vitest: several suites, entities and CDATA decoded, the message not repeated from the body', () => {
    const s = summarise('junit-vitest.xml');
    expect(s.totals).toEqual({ tests: 5, failures: 2, errors: 0, skipped: 1 });
    expect(s.failures?.map((f) => f.name)).toEqual([
      'src/math.test.ts › math > divides by zero',
      'src/io.test.ts › io > reads "config.json"',
    ]);
    expect(s.failures?.[1]?.message).toBe(
      "Error: ENOENT: no such file or directory, open 'config.json'",
    );
    expect(s.text.match(/expected Infinity to throw an error/g)).toHaveLength(1);
    expect(s.text).toContain('❯ readConfig src/io.ts:4:10');
  });

  it('pytest: failures and errors, numeric character references decoded', () => {
    const s = summarise('junit-pytest.xml');
    expect(s.totals).toEqual({ tests: 5, failures: 1, errors: 1, skipped: 1 });
    expect(s.failures).toEqual([
      { name: 'tests.test_math › test_add', message: 'assert 3 == 4 + where 3 = add(1, 2)' },
      {
        name: 'tests.test_db › test_connect',
        message: 'failed on setup with "ConnectionRefusedError: [Errno 111] Connection refused"',
      },
    ]);
    expect(s.text).toContain('ERROR: tests.test_db › test_connect');
    expect(s.text).toContain('E       assert 3 == 4');
  });

  it('Maven Surefire: a root <testsuite>, failure and error types prefixed to the message', () => {
    const s = summarise('junit-maven.xml');
    expect(s.totals).toEqual({ tests: 4, failures: 1, errors: 1, skipped: 0 });
    expect(s.failures).toEqual([
      {
        name: 'com.example.OrderServiceTest › rejectsEmptyCart',
        message: 'org.opentest4j.AssertionFailedError: expected: <400> but was: <200>',
      },
      {
        name: 'com.example.OrderServiceTest › cancelsOrder',
        message:
          'java.lang.NullPointerException: Cannot invoke "Order.cancel()" because "order" is null',
      },
    ]);
    expect(s.text).not.toContain('java.version'); // properties are not test output
  });

  it('trusts the larger of declared and listed failures, and says when they differ', () => {
    const xml =
      '<testsuites tests="10" failures="3"><testsuite name="s" tests="2" failures="1">' +
      '<testcase name="a"/><testcase name="b"><failure message="x"/></testcase></testsuite></testsuites>';
    const s = summariseTestFile('r.xml', xml, 2000);
    expect(s.totals).toEqual({ tests: 10, failures: 3, errors: 0, skipped: 0 });
    expect(s.text).toContain('NOTE: the report declares 3 failures/errors but lists 1.');
  });

  it('reports malformed XML as such and keeps it as a log', () => {
    const s = summarise('not-junit.xml');
    expect(s.format).toBe('log');
    expect(s.text).toMatch(
      /^NOTE: not-junit\.xml looks like JUnit XML but is malformed \(.+ at line 5, column 3\); kept as a log\./,
    );
    expect(s.text).toContain('<testcase name="a"><failure message="boom">trace');
    expect(s.totals).toBeUndefined();
  });

  it('keeps XML without test suites as a log, with a note', () => {
    const s = summariseTestFile(
      'x.xml',
      '<?xml version="1.0"?><testsuitesX/><testsuite-not/>',
      500,
    );
    expect(s.format).toBe('log');
  });

  it('lists failures first and counts those the budget cannot show', () => {
    const cases = Array.from(
      { length: 80 },
      (_, i) =>
        `<testcase classname="c" name="t${i}"><failure message="broken ${i}">stack line ${i}</failure></testcase>`,
    ).join('');
    const xml = `<testsuite name="big" tests="80" failures="80">${cases}</testsuite>`;
    const s = summariseTestFile('big.xml', xml, 1500);
    expect(s.text.length).toBeLessThanOrEqual(1500);
    expect(s.text.split('\n')[0]).toBe(
      'JUnit XML (1 suite): 80 tests, 80 failures, 0 errors, 0 skipped',
    );
    expect(s.text).toContain('FAILED: c › t0 — broken 0');
    expect(s.text).toMatch(/… and \d+ more failures not shown \(budget\)$/);
    expect(s.failures).toHaveLength(80);
  });
});

describe('summariseTestFile: TAP', () => {
  it('node:test output: top-level totals, subtest failures with YAML diagnostics', () => {
    const s = summarise('tap-node.tap');
    expect(s.format).toBe('tap');
    expect(s.totals).toEqual({ tests: 3, failures: 1, errors: 0, skipped: 1 });
    expect(s.failures).toEqual([
      { name: '#2 reads strings', message: "Expected values to be strictly equal: 'a' !== 'b'" },
      { name: '#1 parser', message: '1 subtest failed' },
    ]);
    expect(s.text).toContain('(subtest) FAILED: #2 reads strings');
    expect(s.text).toContain('expected: b');
    expect(s.text).toContain('actual: a');
  });

  it('classic TAP: SKIP and TODO directives, YAML message, a plan that was not met', () => {
    const s = summarise('tap-classic.tap');
    expect(s.totals).toEqual({ tests: 5, failures: 1, errors: 1, skipped: 1 });
    expect(s.failures).toEqual([
      { name: '#2 login rejects expired token', message: 'token older than 24h was accepted' },
    ]);
    const lines = s.text.split('\n');
    expect(lines[0]).toBe('TAP: 5 tests, 1 failure, 1 error, 1 skipped');
    expect(lines[1]).toBe('NOTE: the plan announced 6 tests; 5 reported.');
    expect(s.text).toContain('wanted: 401');
    expect(s.text).not.toContain('password reset'); // a TODO failure is not a failure
  });

  it('reports a bail-out and a missing plan', () => {
    const s = summariseTestFile(
      't.tap',
      'TAP version 13\nok 1 - a\nnot ok 2 - b\nBail out! database down\n',
      1000,
    );
    expect(s.totals).toEqual({ tests: 2, failures: 1, errors: 1, skipped: 0 });
    expect(s.text).toContain('BAIL OUT: database down');
    expect(s.text).toContain('NOTE: no plan line (1..N): the run may have stopped early.');
  });

  it('does not take a log with a stray "ok" line for TAP', () => {
    expect(summariseTestFile('build.log', 'compiling\nok\nlinking done\n', 1000).format).toBe(
      'log',
    );
  });
});

describe('summariseTestFile: logs', () => {
  it('keeps a short log whole', () => {
    expect(summariseTestFile('out.log', 'a\nb\n', 100)).toEqual({
      name: 'out.log',
      format: 'log',
      text: 'a\nb\n',
    });
  });

  it('keeps head and tail of a long log with an explicit marker', () => {
    const log = Array.from({ length: 1000 }, (_, i) => `line ${i}`).join('\n');
    const s = summariseTestFile('out.log', log, 400);
    expect(s.text.length).toBeLessThanOrEqual(400);
    expect(s.text.startsWith('line 0\nline 1\n')).toBe(true);
    expect(s.text.endsWith('line 998\nline 999')).toBe(true);
    const m = /… \[(\d+) lines omitted\] …/.exec(s.text);
    expect(m).not.toBeNull();
    const shown = s.text.split('\n').filter((l) => l.startsWith('line ')).length;
    expect(Number(m?.[1]) + shown).toBe(1000);
  });

  it('cuts a single enormous line by characters', () => {
    const s = summariseTestFile('min.log', 'q'.repeat(10_000), 300);
    expect(s.text.length).toBeLessThanOrEqual(300);
    expect(s.text).toMatch(/… \[\d+ characters omitted\] …/);
  });

  it('headTail never exceeds the budget and keeps short text whole', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 120 }), { maxLength: 80 }),
        fc.nat({ max: 3000 }),
        (lines, budget) => {
          const text = lines.join('\n');
          const out = headTail(text, budget);
          expect(out.length).toBeLessThanOrEqual(Math.max(budget, 0));
          if (text.length <= budget) expect(out).toBe(text);
        },
      ),
      { numRuns: 400, ...PROPERTY_LIMITS },
    );
  });

  it('never throws and stays within budget on arbitrary input', () => {
    const content = fc.oneof(
      fc.string({ maxLength: 2000 }),
      fc.constantFrom(
        '<testsuite',
        '<?xml version="1.0"?><testsuites><testsuite><testcase><failure>',
        'TAP version 13\nnot ok 1\n  ---\n  message: [unclosed\n',
        '1..2\nok 1\n',
      ),
    );
    fc.assert(
      fc.property(
        content,
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 200, max: 5000 }),
        (text, extra, budget) => {
          const s = summariseTestFile('x', text + extra, budget);
          expect(s.text.length).toBeLessThanOrEqual(budget);
        },
      ),
      { numRuns: 300, ...PROPERTY_LIMITS },
    );
  });
});

describe('combineTestOutput', () => {
  const source = (name: string, text: string): TestOutputSource => ({ name, format: 'log', text });

  it('joins sources under headers and lists missing ones', () => {
    const out = combineTestOutput(
      [source('unit.log', 'all good'), source('e2e.log', 'also good')],
      ['junit-results'],
      1000,
    );
    expect(out.text).toBe(
      '### unit.log (log)\nall good\n\n### e2e.log (log)\nalso good\n\n### junit-results: MISSING (configured, but absent, empty or without tests)',
    );
    expect(out.missing).toEqual(['junit-results']);
    expect(out.sources.map((s) => s.name)).toEqual(['unit.log', 'e2e.log']);
  });

  it('moves an empty source to missing, never silently skipping it', () => {
    const out = combineTestOutput(
      [source('empty.log', '  \n'), source('ok.log', 'fine')],
      [],
      1000,
    );
    expect(out.missing).toEqual(['empty.log']);
    expect(out.sources.map((s) => s.name)).toEqual(['ok.log']);
    expect(out.text).toContain('### empty.log: MISSING');
  });

  it('counts a JUnit or TAP report without tests as empty', () => {
    const junit = summariseTestFile(
      'none.xml',
      '<testsuites tests="0"><testsuite name="s" tests="0"/></testsuites>',
      500,
    );
    const tap = summariseTestFile('none.tap', 'TAP version 13\n1..0 # SKIP nothing to run\n', 500);
    expect(junit.text).toContain('NOTE: this report contains no tests.');
    expect(tap.totals?.tests).toBe(0);
    const out = combineTestOutput([junit, tap, source('real.log', 'ran 3 tests')], [], 1000);
    expect(out.missing).toEqual(['none.xml', 'none.tap']);
    expect(out.sources.map((s) => s.name)).toEqual(['real.log']);
  });

  it('splits the budget fairly: a short source keeps all of its text, long ones share the rest', () => {
    const long = (c: string): string =>
      Array.from({ length: 500 }, (_, i) => `${c}${i}`).join('\n');
    const out = combineTestOutput(
      [source('a', long('a')), source('short', 'tiny'), source('b', long('b'))],
      [],
      2000,
    );
    expect(out.text.length).toBeLessThanOrEqual(2000);
    expect(out.text).toContain('### short (log)\ntiny');
    const blockA = out.text.slice(out.text.indexOf('### a'), out.text.indexOf('### short'));
    const blockB = out.text.slice(out.text.indexOf('### b'));
    expect(Math.abs(blockA.length - blockB.length)).toBeLessThan(40);
    expect(blockA.length).toBeGreaterThan(800);
  });

  it('stays within the budget for any sources', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.string({ minLength: 1, maxLength: 20 }),
            text: fc.string({ maxLength: 3000 }),
          }),
          { maxLength: 6 },
        ),
        fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 4000 }),
        (sources, missing, budget) => {
          const out = combineTestOutput(
            sources.map((s) => source(s.name, s.text)),
            missing,
            budget,
          );
          expect(out.text.length).toBeLessThanOrEqual(budget);
          for (const m of missing) expect(out.missing).toContain(m);
          for (const s of sources)
            expect(out.missing.includes(s.name) || out.sources.some((p) => p.name === s.name)).toBe(
              true,
            );
        },
      ),
      { numRuns: 300, ...PROPERTY_LIMITS },
    );
  });
});
