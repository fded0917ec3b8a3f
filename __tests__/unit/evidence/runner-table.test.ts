// The runner table against itself and against the recorded corpus. Every shape's example line
// passes the log reader's keyword screen and its own pattern; and every recorded log whose
// expected.txt line names an outcome gets that outcome from the floor: green → no blocker,
// red/crash → a failing blocker, none → "no test ran". A log no runner shape reads is "not
// understood".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RUNNERS } from '../../../src/evidence/runners.js';
import { SCREEN } from '../../../src/evidence/test-log.js';
import { testEvidenceBlockers } from '../../../src/evidence/test-floor.js';
import { combineTestOutput, summariseTestBytes } from '../../../src/evidence/test-output.js';

const ROOT = fileURLToPath(new URL('../../fixtures/test-reports/', import.meta.url));

interface Case {
  runner: string;
  file: string;
  outcome: 'green' | 'red' | 'crash' | 'none';
}

/**
 * Recorded logs whose outcome cannot be told from the log alone, each with why and the blocker it
 * raises instead: every one fails closed (none passes), none is a false green.
 */
const CANNOT_TELL: Record<string, { why: string; blocker: string }> = {
  'go/green.console.log': {
    why: 'plain `go test` prints only `ok pkg 0.08s`, the same line as a run whose every test skipped: not proof (run `go test -v` or gotestsum)',
    blocker: 'test output not understood:',
  },
  'go/skipped.console.log': {
    why: 'as go/green.console.log: `ok pkg 0.12s` does not count the tests that ran',
    blocker: 'test output not understood:',
  },
  'cucumber/crash-exit.console.log': {
    why: 'cucumber-js killed by process.exit prints one progress dot and nothing else: no runner line to know it by',
    blocker: 'test output not understood:',
  },
  'hspec/crash.console.log': {
    why: 'hspec prints only the spec tree (plain names, no marks) before it dies: no runner line to know it by',
    blocker: 'test output not understood:',
  },
  'ounit/crash.console.log': {
    why: 'OUnit prints only progress dots (`.S..`) before it dies: no runner line to know it by',
    blocker: 'test output not understood:',
  },
  'maven/flaky-green.console.log': {
    why: "Surefire prints the flaky test's failed first run as a real failure (`Tests run: 2, Failures: 1` for its class, `<<< FAILURE!`); only the totals' `Flakes: 1` says the re-run passed. Reading it green would let one later line cancel failure lines — a line a test can print itself — so the log blocks; the Surefire XML report (<flakyFailure>) is read as a pass",
    blocker: 'tests failing:',
  },
};

function cases(): Case[] {
  const out: Case[] = [];
  for (const runner of readdirSync(ROOT).sort()) {
    const file = join(ROOT, runner, 'expected.txt');
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const space = line.indexOf(' ');
      if (space === -1) continue;
      const name = line.slice(0, space);
      const { outcome } = JSON.parse(line.slice(space + 1)) as { outcome?: Case['outcome'] };
      if (outcome !== undefined && name.endsWith('.log') && existsSync(join(ROOT, runner, name))) {
        out.push({ runner, file: name, outcome });
      }
    }
  }
  return out;
}

/** The floor's blockers, with the collector's for a source that held nothing. */
function blockersFor(name: string, bytes: Uint8Array): string[] {
  const source = summariseTestBytes(name, bytes, 20_000);
  const output = combineTestOutput(source ? [source] : [], [], 60_000);
  return [
    ...output.missing.map((m) => `test output missing: ${m}`),
    ...testEvidenceBlockers(output),
  ];
}

describe('the runner table', () => {
  for (const runner of RUNNERS) {
    it(`${runner.name}: each shape's example passes the screen and its own pattern`, () => {
      for (const shape of [...runner.summaries, ...runner.failures, ...runner.crashes]) {
        expect(SCREEN.test(shape.example), shape.example).toBe(true);
        expect(shape.re.test(shape.example), `${shape.re} on ${shape.example}`).toBe(true);
      }
      for (const shape of runner.summaries) {
        const m = shape.re.exec(shape.example);
        expect(m === null ? null : shape.read(m), shape.example).not.toBeNull();
      }
    });
  }
});

describe('the recorded corpus, file by file', () => {
  const all = cases();
  it('holds recorded runs with outcomes', () => {
    expect(all.length).toBeGreaterThan(10);
  });
  for (const c of all) {
    const key = `${c.runner}/${c.file}`;
    const gap = CANNOT_TELL[key];
    if (gap !== undefined) {
      it(`${key} (${c.outcome}) fails closed: ${gap.why}`, () => {
        const b = blockersFor(c.file, readFileSync(join(ROOT, c.runner, c.file)));
        expect(
          b.some((x) => x.startsWith(gap.blocker)),
          b.join('\n'),
        ).toBe(true);
      });
      continue;
    }
    it(`${c.runner}/${c.file} is ${c.outcome}`, () => {
      const b = blockersFor(c.file, readFileSync(join(ROOT, c.runner, c.file)));
      if (c.outcome === 'green') expect(b).toEqual([]);
      if (c.outcome === 'red' || c.outcome === 'crash') {
        expect(
          b.some((x) => x.startsWith('tests failing:')),
          b.join('\n'),
        ).toBe(true);
      }
      if (c.outcome === 'none') {
        // A report with no test in it is the collector's "test output missing" (without tests).
        const none = (x: string): boolean =>
          x.startsWith('no test ran:') || x.startsWith('test output missing:');
        expect(b.some(none), b.join('\n')).toBe(true);
      }
    });
  }
  it('a log no runner shape reads is not understood', () => {
    const b = blockersFor('ci.log', new TextEncoder().encode('building…\ndone in 3s\n'));
    expect(b).toEqual([
      'test output not understood: ci.log — upload a JUnit XML, TAP or CTRF report, or name the runner',
    ]);
  });
});
