// TAP read as a terminal shows it: a coloured stream (node-tap, tape piped through a colouring
// reporter, a CI that forces colour) reads exactly as the plain one, so a decorated `not ok` is a
// failure; and a stream whose plan is `1..0` is a report of no test (the floor: "no test ran").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TapReader } from '../../../src/evidence/test-tap.js';
import { readTestBytes } from '../../../src/evidence/test-file.js';
import { testEvidenceBlockers } from '../../../src/evidence/test-floor.js';
import { combineTestOutput, summariseTestBytes } from '../../../src/evidence/test-output.js';
import { propertyRuns } from '../../knobs.js';

const CORPUS = fileURLToPath(new URL('../../fixtures/test-reports/', import.meta.url));

const ESCAPES = [
  '\x1b[31m',
  '\x1b[0m',
  '\x1b[1;32m',
  '\x1b[?25l',
  '\x1b[2K',
  '\x1b]0;t\x07',
  '\x9b33m',
];

/** Each line of `tap` with escapes before chosen characters (the picks cycle). */
function decorate(tap: string, picks: number[]): string {
  let k = 0;
  const next = (): number => picks[k++ % Math.max(1, picks.length)] ?? 0;
  let out = '';
  for (const ch of tap) {
    const p = next();
    if (ch !== '\n' && p % 3 === 0) out += ESCAPES[p % ESCAPES.length];
    out += ch;
  }
  return out;
}

function read(text: string): { failed: number; errors: number; tests: number } {
  const r = new TapReader();
  r.write(text);
  const t = r.end().totals;
  return { failed: t?.failures ?? -1, errors: t?.errors ?? -1, tests: t?.tests ?? -1 };
}

function blockers(name: string, text: string): string[] {
  const source = summariseTestBytes(name, new TextEncoder().encode(text), 20_000);
  const output = combineTestOutput(source ? [source] : [], [], 60_000);
  return [
    ...output.missing.map((m) => `test output missing: ${m}`),
    ...testEvidenceBlockers(output),
  ];
}

const point = fc.record({
  ok: fc.boolean(),
  name: fc.stringMatching(/^[a-z][a-z ]{0,12}$/),
});

describe('TAP with ANSI decoration', () => {
  it('a coloured `not ok` is a failure', () => {
    const tap =
      'TAP version 13\n\x1b[32mok 1 - adds\x1b[0m\n\x1b[31mnot ok 2 - subtracts\x1b[0m\n1..2\n';
    expect(read(tap)).toEqual({ failed: 1, errors: 0, tests: 2 });
  });

  it('property: any decoration of a stream with a failing point reads as the plain stream', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 8 }),
        fc.nat(7),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 30 }),
        (points, failAt, picks) => {
          const pts = points.map((p, i) =>
            i === failAt % points.length ? { ...p, ok: false } : p,
          );
          const plain = `TAP version 13\n${pts
            .map((p, i) => `${p.ok ? 'ok' : 'not ok'} ${i + 1} - ${p.name}`)
            .join('\n')}\n1..${pts.length}\n`;
          const decorated = decorate(plain, picks);
          const want = read(plain);
          expect(want.failed).toBeGreaterThan(0);
          expect(read(decorated)).toEqual(want);
          // Through the sniffer and the floor: never green.
          const b = blockers('results.tap', decorated);
          expect(
            b.some((x) => x.startsWith('tests failing:')),
            b.join('\n'),
          ).toBe(true);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});

describe('a plan of 1..0', () => {
  it('cmocka/none.tap is a TAP report of 0 tests, and the floor says no test ran', () => {
    const bytes = readFileSync(`${CORPUS}cmocka/none.tap`);
    const report = readTestBytes(bytes);
    expect(report.format).toBe('tap');
    expect(report.totals?.tests).toBe(0);
    const b = blockers('none.tap', bytes.toString('utf8'));
    expect(
      b.some((x) => x.startsWith('no test ran') || x.startsWith('test output missing')),
      b.join('\n'),
    ).toBe(true);
  });
});
