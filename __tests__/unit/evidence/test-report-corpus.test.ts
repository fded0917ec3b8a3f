// The real-runner corpus (recorded by scripts/record-test-reports.sh): every report a runner wrote
// is read whole, and its totals must equal the runner's own printed totals (expected.txt beside
// the reports). A console log has no tests of its own: its failures must be found exactly when the
// runner counted failures, and its summary line must carry the runner's failure count.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTestBytes } from '../../../src/evidence/test-file.js';

const ROOT = fileURLToPath(new URL('../../fixtures/test-reports/', import.meta.url));

interface Expected {
  runner: string;
  file: string;
  tests: number;
  failed: number;
  skipped: number;
  outcome?: 'green' | 'red' | 'crash' | 'none';
}

/**
 * Where our count differs from the runner's by rule, the reason and the adjustment. Each is a
 * documented semantic (leaves counted; TODO with the skipped) or a converter that drops a fact.
 */
const DEVIATIONS: Record<
  string,
  {
    why: string;
    tests?: number;
    failed?: number;
    skipped?: number;
    /** The file holds no results at all: it must read as nothing (never as green evidence). */
    empty?: true;
  }
> = {
  'gotestsum/crash-build.gotest.json': {
    why:
      'empty: Go 1.19 writes a build failure to stderr, not as events (the build-output/build-fail ' +
      'events of Go 1.24 are read); gotestsum counts the stderr lines. A blank file is no evidence',
    empty: true,
  },
  'prove/small.tap': {
    why: 'Test::Harness counts the subtest "deep" as one test; its 2 leaves are counted here, and the TODO test with the skipped',
    tests: +1,
    skipped: +1,
  },
  'prove/small.console.log': {
    why: 'prove -v echoes the TAP stream: read as TAP, same rule as prove/small.tap',
    tests: +1,
    skipped: +1,
  },
  'prove/small.junit.xml': {
    why: 'TAP::Formatter::JUnit writes the skipped test as a plain pass and adds a suite <error> for the non-zero exit ("Dubious")',
    failed: +1,
    skipped: -1,
  },
};

function expectations(): Expected[] {
  const out: Expected[] = [];
  for (const runner of readdirSync(ROOT).sort()) {
    const file = join(ROOT, runner, 'expected.txt');
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const space = line.indexOf(' ');
      const totals = JSON.parse(line.slice(space + 1)) as Omit<Expected, 'runner' | 'file'>;
      out.push({ runner, file: line.slice(0, space), ...totals });
    }
  }
  return out;
}

const ALL = expectations();
// `prove -v` (small.console.log) echoes the TAP stream, so it is read as TAP; the case logs are
// plain `prove` output.
const isTapLog = (e: Expected) => e.runner === 'prove' && e.file.startsWith('small.');
const STRUCTURED = ALL.filter((e) => !e.file.endsWith('.log') || isTapLog(e));
// A console log recorded with an outcome (green/red/crash/none) is judged by the runner table
// (runner-table.test.ts): a crash holds failures where the runner counted none.
const LOGS = ALL.filter((e) => e.file.endsWith('.log') && !isTapLog(e) && e.outcome === undefined);

describe('real-runner corpus', () => {
  it('holds at least 60 reports from at least 10 runners', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(60);
    const runners = new Set(ALL.map((e) => e.runner).filter((r) => r !== 'from-docs'));
    expect(runners.size).toBeGreaterThanOrEqual(10);
    expect(ALL.filter((e) => e.runner !== 'from-docs').length).toBeGreaterThanOrEqual(60);
  });

  it.each(STRUCTURED.map((e) => [`${e.runner}/${e.file}`, e] as const))(
    '%s: totals equal the runner’s own',
    (key, e) => {
      const report = readTestBytes(readFileSync(join(ROOT, e.runner, e.file)));
      expect(report.problems).toEqual([]);
      const d = DEVIATIONS[key] ?? { why: '' };
      if (d.empty) {
        expect(report.bytes).toBe(0);
        expect(report.totals).toBeUndefined();
        expect(report.failures).toEqual([]);
        return;
      }
      const t = report.totals;
      expect(t).toBeDefined();
      expect({
        tests: t?.tests,
        failed: (t?.failures ?? 0) + (t?.errors ?? 0),
        skipped: t?.skipped,
      }).toEqual({
        tests: e.tests + (d.tests ?? 0),
        failed: e.failed + (d.failed ?? 0),
        skipped: e.skipped + (d.skipped ?? 0),
      });
      // Every failure counted is listed by name with a message.
      expect(report.failures).toHaveLength(e.failed + (d.failed ?? 0));
      for (const f of report.failures) {
        expect(f.name.trim()).not.toBe('');
        expect(f.message.trim()).not.toBe('');
      }
      // The run's outcome as the runner's exit and summary gave it.
      const failing = (t?.failures ?? 0) + (t?.errors ?? 0);
      const executed = (t?.tests ?? 0) - (t?.skipped ?? 0);
      if (e.outcome === 'red' || e.outcome === 'crash') {
        expect(failing > 0 || report.problems.length > 0).toBe(true);
      } else if (e.outcome === 'green') {
        expect(failing).toBe(0);
        expect(t?.tests ?? 0).toBeGreaterThan(0);
      } else {
        expect(executed).toBe(0);
      }
    },
  );

  it.each(LOGS.map((e) => [`${e.runner}/${e.file}`, e] as const))(
    '%s: failures found exactly when the runner counted some, with its count',
    (_key, e) => {
      const report = readTestBytes(readFileSync(join(ROOT, e.runner, e.file)));
      expect(report.problems).toEqual([]);
      expect(report.failures.length > 0).toBe(e.failed > 0);
      const summaries = report.log?.summaries ?? [];
      if (summaries.length > 0) {
        expect(Math.max(...summaries.map((s) => s.failed))).toBe(e.failed);
      }
    },
  );

  it('the names keep unicode and a "#" that is not a directive', () => {
    const tape = readTestBytes(readFileSync(join(ROOT, 'tape/small.tap')));
    expect(tape.failures.map((f) => f.name)).toContain('rejects #skipped rows');
    const node = readTestBytes(readFileSync(join(ROOT, 'node/small.tap')));
    expect(node.failures.map((f) => f.name)).toContain('math › rejects #skipped rows');
    const vitest = readTestBytes(readFileSync(join(ROOT, 'vitest/small.tap')));
    expect(vitest.failures.map((f) => f.name)).toContain(
      'test/vitest.test.mjs › math › rejects #skipped rows',
    );
    const pytest = readTestBytes(readFileSync(join(ROOT, 'pytest/small.xunit2.junit.xml')));
    expect(pytest.failures.find((f) => f.name.includes('deep_fail'))?.message).toContain(
      'deep failure',
    );
  });

  it('messages are kept: mocha TAP, node:test TAP, vitest TAP', () => {
    const mocha = readTestBytes(readFileSync(join(ROOT, 'mocha/small.tap')));
    expect(mocha.failures.find((f) => f.name.includes('deep fail'))?.message).toContain(
      'deep failure',
    );
    const node = readTestBytes(readFileSync(join(ROOT, 'node/small.tap')));
    expect(node.failures.find((f) => f.name.includes('deep fail'))?.message).toContain(
      'deep failure',
    );
    const vitest = readTestBytes(readFileSync(join(ROOT, 'vitest/small.tap')));
    expect(vitest.failures.find((f) => f.name.includes('deep fail'))?.message).toContain(
      'deep failure',
    );
  });

  it('a retried flaky test that passed is a pass with a note (playwright, jest)', () => {
    const pw = readTestBytes(readFileSync(join(ROOT, 'playwright/small.playwright.json')));
    expect(pw.notes.join('\n')).toMatch(/flaky .*flaky once/);
    const jest = readTestBytes(readFileSync(join(ROOT, 'jest/small.jest.json')));
    expect(jest.notes.join('\n')).toMatch(/retried.*flaky once/);
  });
});
