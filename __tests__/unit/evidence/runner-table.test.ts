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
 * Recorded logs the floor judges otherwise than expected.txt says, each with why and the blocker
 * it does raise ('' — none: it passes).
 */
const DEVIATIONS: Record<string, { why: string; blocker: string }> = {
  'go/green.console.log': {
    why: 'plain `go test` prints only `ok pkg 0.08s`, the same line as a run whose every test skipped; the file is also sniffed as TAP (it starts with "ok") and read as a TAP stream without a plan',
    blocker: 'tests failing:',
  },
  'go/skipped.console.log': {
    why: 'as go/green.console.log: sniffed as TAP without a plan',
    blocker: 'tests failing:',
  },
  'cargo/color-green.console.log': {
    why: 'expected.txt says "none" (0 tests), but the log shows `test result: ok. 2 passed; 0 failed; 1 ignored`: the recorder did not read the coloured summary; the floor reads it as green',
    blocker: '',
  },
  'cargo/color-red.console.log': {
    why: 'expected.txt says "none" (0 tests), but the log shows `test result: FAILED. …`: the floor reads it as red',
    blocker: 'tests failing:',
  },
};

/**
 * Runners recorded into the corpus that the table does not know yet: their logs must fail closed
 * (nothing but a green run may pass; a green one is "not understood" until the table knows it).
 */
const NOT_IN_TABLE = new Set([
  'boost',
  'check',
  'cmocka',
  'cucumber',
  'cunit',
  'eunit',
  'hspec',
  'ounit',
  'qunit',
  'testng',
  'wtr',
]);

/** Recorded logs of known runners whose exact outcome the table does not reach yet (fail closed). */
const GAPS: Record<string, string> = {
  'bun/crash-exit.console.log': 'a bun run cut short by process.exit prints no crash shape',
  'deno/crash-syntax.console.log':
    'deno prints its parse error without a crash shape the table knows',
  'exunit/none.console.log':
    'ExUnit with no test files: its message is not a "nothing ran" shape yet',
  'gradle/green.console.log':
    'Gradle prints no test counts by default (BUILD SUCCESSFUL only): not proof',
  'gradle/skipped.console.log': 'as gradle/green: no counts, not understood',
  'gradle/none.console.log': 'as gradle/green: no counts, not understood',
  'junit-console/crash.console.log': 'the console launcher crash is not a crash shape yet',
  'maven/flaky-green.console.log':
    "Surefire's per-class line counts the flaky test's failed first run (`Failures: 1`) beside the totals' `Flakes: 1`",
  'minitest/crash.console.log': 'a Ruby exception outside a test is not a crash shape yet',
  'tap/color-green.console.log': "node-tap's coloured summary is not a shape yet",
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
    const gap = NOT_IN_TABLE.has(c.runner) ? 'runner not in the table yet' : GAPS[key];
    if (gap !== undefined) {
      it(`${key} (${c.outcome}) fails closed: ${gap}`, () => {
        const b = blockersFor(c.file, readFileSync(join(ROOT, c.runner, c.file)));
        if (c.outcome !== 'green') expect(b.length, `${key} passed`).toBeGreaterThan(0);
      });
      continue;
    }
    const deviation = DEVIATIONS[key];
    if (deviation !== undefined) {
      it(`${c.runner}/${c.file} deviates: ${deviation.why}`, () => {
        const b = blockersFor(c.file, readFileSync(join(ROOT, c.runner, c.file)));
        if (deviation.blocker === '') expect(b).toEqual([]);
        else
          expect(
            b.some((x) => x.startsWith(deviation.blocker)),
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
