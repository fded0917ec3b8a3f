// Test output for the reviewers: every failure first (from the whole file, never trimmed), then
// totals and notes, then details within the budget, and a line that says what was trimmed.
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

describe('summariseTestFile', () => {
  it('Jest (jest-junit): totals first, every failure with its message', () => {
    const s = summarise('junit-jest.xml');
    expect(s.format).toBe('junit');
    expect(s.text.split('\n')[0]).toMatch(/^JUnit XML: \d+ tests?, [1-9]\d* failures?/);
    for (const f of s.failures ?? []) expect(s.text).toContain(f.name);
  });

  it('pytest and Surefire fixtures: failures and errors both listed', () => {
    for (const name of ['junit-pytest.xml', 'junit-maven.xml', 'junit-vitest.xml']) {
      const s = summarise(name);
      const t = s.totals;
      expect(t).toBeDefined();
      expect(s.failures).toHaveLength((t?.failures ?? 0) + (t?.errors ?? 0));
    }
  });

  it('malformed XML is kept with an UNREADABLE line (a blocker downstream)', () => {
    const s = summarise('not-junit.xml');
    expect(s.problems?.[0]).toMatch(/^unreadable JUnit XML: /);
    expect(s.text).toContain('UNREADABLE: unreadable JUnit XML');
  });

  it('TAP fixtures are read as TAP', () => {
    expect(summarise('tap-node.tap').format).toBe('tap');
    expect(summarise('tap-classic.tap').format).toBe('tap');
  });

  it('does not take a log with a stray "ok" line in the middle for TAP', () => {
    const s = summariseTestFile('build.log', 'compiling\nok so far\nlinking\n', 1000);
    expect(s.format).toBe('log');
  });

  it('a failure line in the middle of a long log is found, and failure lines are never cut by the budget', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `step ${i} fine`);
    lines[10_000] = '--- FAIL: TestMiddle (0.00s)';
    const s = summariseTestFile('long.log', lines.join('\n'), 2000);
    expect(s.failures?.map((f) => f.message)).toEqual(['--- FAIL: TestMiddle (0.00s)']);
    expect(s.text).toContain('--- FAIL: TestMiddle (0.00s)');
    expect(s.text).toContain('step 0 fine');
  });

  it('headTail never exceeds the budget and keeps short text whole', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 3000 }),
        fc.integer({ min: 0, max: 4000 }),
        (text, budget) => {
          const out = headTail(text, budget);
          expect(out.length).toBeLessThanOrEqual(budget);
          if (text.length <= budget) expect(out).toBe(text);
        },
      ),
      PROPERTY_LIMITS,
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        (text, budget) => {
          summariseTestFile('x', text, budget);
          summariseTestFile('x.xml', `<testsuite>${text}`, budget);
        },
      ),
      PROPERTY_LIMITS,
    );
  });
});

describe('combineTestOutput', () => {
  const red = (name: string, n: number): TestOutputSource =>
    summariseTestFile(
      name,
      `<testsuite name="s">${Array.from(
        { length: n },
        (_, i) =>
          `<testcase name="t${i}"><failure message="broken ${i}">${'stack line\n'.repeat(20)}</failure></testcase>`,
      ).join('')}</testsuite>`,
      100_000,
    );
  const noisyLog = (name: string): TestOutputSource =>
    summariseTestFile(
      name,
      Array.from({ length: 5000 }, (_, i) => `passing noise ${i}`).join('\n'),
      100_000,
    );

  it('lists every failure of every source first, whatever the budget, and says what it trimmed', () => {
    const out = combineTestOutput([noisyLog('a.log'), red('r.xml', 40)], [], 3000);
    const first = out.text.split('\n')[0];
    expect(first).toBe(
      'FAILING TESTS (40, read from the whole files; listed first and never trimmed):',
    );
    for (let i = 0; i < 40; i++) expect(out.text).toContain(`FAILED: s › t${i} — broken ${i}`);
    expect(out.text).toMatch(
      /TRIMMED to fit the budget \(passing noise only, never a failure\): .*a\.log/,
    );
    // The failure list comes before any log line.
    expect(out.text.indexOf('broken 39')).toBeLessThan(out.text.indexOf('passing noise'));
  });

  it('says so when no report has a failing test', () => {
    const green = summariseTestFile(
      'g.xml',
      '<testsuite name="s"><testcase name="a"/></testsuite>',
      1000,
    );
    expect(combineTestOutput([green], [], 5000).text.split('\n')[0]).toBe(
      'No failing test in any test report read (each read whole).',
    );
  });

  it('moves an empty source or a report without tests to missing', () => {
    const empty = summariseTestFile('e.xml', '<testsuites></testsuites>', 1000);
    const out = combineTestOutput([empty], ['artifact x (no file matched)'], 5000);
    expect(out.missing).toEqual(['artifact x (no file matched)', 'e.xml']);
    expect(out.text).toContain('MISSING: e.xml');
  });

  it('a short source keeps all of its details; long ones share what is left', () => {
    const small = summariseTestFile('small.log', 'just one line', 1000);
    const out = combineTestOutput([small, noisyLog('big1.log'), noisyLog('big2.log')], [], 6000);
    expect(out.text).toContain('just one line');
    expect(out.text).toContain('passing noise 0');
  });
});
