// TAP 13/14 protocol faults are failures, each with its reason — held against the TAP parser
// project's own fixtures (see __tests__/fixtures/test-reports/tap-protocol/README.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTestBytes } from '../../../src/evidence/test-file.js';
import { TapReader } from '../../../src/evidence/test-tap.js';
import { propertyRuns } from '../../knobs.js';

const fixture = (name: string): Uint8Array =>
  readFileSync(
    fileURLToPath(new URL(`../../fixtures/test-reports/tap-protocol/${name}`, import.meta.url)),
  );

function read(text: string) {
  const reader = new TapReader();
  reader.write(text);
  return reader.end();
}

/** Each fault kind, the fixture that shows it, and the reason it must give. */
const FAULTS: Array<[kind: string, file: string, reason: RegExp]> = [
  ['id outside the plan', 'outside-plan.tap', /^test id\(s\) outside the plan 1\.\.3: 5, 234$/],
  ['id outside the plan (end)', 'outside-plan-end.tap', /outside the plan 1\.\.4: 5$/],
  ['ids far outside the plan', 'offset-mismatch.tap', /outside the plan 1\.\.4: 8, 9, 10, 11$/],
  ['missing ids', 'outside-plan.tap', /^test id\(s\) of the plan 1\.\.3 never reported: 1, 2$/],
  ['duplicate ids', 'duplicates.tap', /^duplicate test id\(s\): 4$/],
  ['out-of-order ids', 'out_of_order.tap', /^test ids out of order: 1 came after 13$/],
  ['a plan in the middle', 'out_of_order.tap', /^the plan 1\.\.15 is in the middle/],
  ['more tests than planned', 'too_many.tap', /^planned 3 tests, ran 7: more tests than planned$/],
  ['fewer tests than planned', 'unfinished.tap', /^planned 5 tests, ran 2: the run stopped early$/],
  ['fewer tests (no version line)', 'die_unfinished.tap', /^planned 4 tests, ran 3/],
  ['a point under 1..0', 'skip-all-with-test.tap', /^planned 0 tests, ran 1/],
  ['two plans', 'plan-in-bad-places-post.tap', /^a second plan 1\.\.2 at the same level$/],
  ['no plan of the form 1..N', 'outside-plan-start.tap', /'2\.\.5' is no plan: a plan is 1\.\.N/],
  ['Bail out!', 'bailout.tap', /^Bail out! GERONIMMMOOOOOO!!!$/],
  ['a non-TAP line under +strict', 'plan-invalid-strict.tap', /'100\.\.1' is no plan/],
  [
    'TAP version 12 under +strict',
    'version_old-strict.tap',
    /'TAP version 12' under pragma \+strict/,
  ],
  ['a version line out of place', 'version_late.tap', /line 2: 'TAP version 13' comes after/],
  ['a subtest never ended', 'subtest-unfinished.tap', /^the subtest never ended/],
  [
    'a subtest ended by another name',
    'mismatched-child-assert.tap',
    /^the subtest 'some child' was ended by a test point named 'different name'$/,
  ],
];

describe('TAP protocol faults (the TAP parser project fixtures)', () => {
  it.each(FAULTS)('%s (%s) is a failure with its reason', (_kind, file, reason) => {
    const report = readTestBytes(fixture(file));
    expect(report.format).toBe('tap');
    expect(report.totals?.errors).toBeGreaterThan(0);
    expect(report.failures.map((f) => f.message)).toContainEqual(expect.stringMatching(reason));
    for (const f of report.failures) expect(f.kind).toBe('error');
  });

  it('at least 14 fault kinds and 14 fixtures are held', () => {
    expect(new Set(FAULTS.map(([kind]) => kind)).size).toBeGreaterThanOrEqual(14);
    expect(new Set(FAULTS.map(([, file]) => file)).size).toBeGreaterThanOrEqual(14);
  });

  it.each(['skipping-a-few.tap', 'sequence_misparse.tap'])(
    'directives stay as they are: %s has skips and no fault',
    (file) => {
      const report = readTestBytes(fixture(file));
      expect(report.failures).toEqual([]);
      expect(report.totals).toMatchObject({ tests: 5, failures: 0, errors: 0 });
      expect(report.totals?.skipped).toBeGreaterThan(0);
    },
  );

  it('# TODO is not a failure, and numbered points in order under their plan are clean', () => {
    const r = read(
      'TAP version 13\n1..3\nok 1 - a\nnot ok 2 - b # TODO later\nok 3 - c # SKIP no db\n',
    );
    expect(r.failures).toEqual([]);
    expect(r.totals).toMatchObject({ tests: 3, failures: 0, errors: 0, skipped: 2 });
  });

  it('under pragma +strict a plain text line is a fault; after pragma -strict it is not', () => {
    const strict = read('TAP version 13\npragma +strict\n1..1\nhello from stdout\nok 1 - a\n');
    expect(strict.failures.map((f) => f.message)).toEqual([
      "1 non-TAP line(s) under pragma +strict, the first at line 4: 'hello from stdout'",
    ]);
    const relaxed = read(
      'TAP version 13\npragma +strict\npragma -strict\n1..1\nhello from stdout\nok 1 - a\n',
    );
    expect(relaxed.failures).toEqual([]);
  });

  it('noise before the version line (an npm preamble) is no fault; a second version line is', () => {
    expect(
      read('> pkg@1.0.0 test\n> node --test\n\nTAP version 13\n1..1\nok 1 - a\n').failures,
    ).toEqual([]);
    expect(
      read('TAP version 13\n1..1\nTAP version 13\nok 1 - a\n').failures.map((f) => f.message),
    ).toEqual(["line 3: 'TAP version 13' comes after the test points or plan it should open"]);
  });

  it('a braced subtest with no closing } never ended', () => {
    const r = read('TAP version 14\nok 1 - file.test.ts {\n    1..1\n    ok 1 - inner\n');
    expect(r.failures.map((f) => f.message)).toContain("the subtest never ended: no closing '}'");
  });

  it('property: ids 1..n in order under 1..n are clean; any other permutation is a fault', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.shuffledSubarray(
              Array.from({ length: n }, (_, i) => i + 1),
              { minLength: n, maxLength: n },
            ),
            fc.boolean(),
          ),
        ),
        ([n, ids, planFirst]) => {
          const points = ids.map((id) => `ok ${id} - test ${id}`).join('\n');
          const plan = `1..${n}`;
          const text = `TAP version 13\n${planFirst ? `${plan}\n${points}` : `${points}\n${plan}`}\n`;
          const r = read(text);
          const inOrder = ids.every((id, i) => id === i + 1);
          if (inOrder) expect(r.failures).toEqual([]);
          else
            expect(r.failures.map((f) => f.message)).toContainEqual(
              expect.stringMatching(/^test ids out of order/),
            );
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('property: a duplicated or out-of-plan id among in-order points is always a fault', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.nat(),
        (n, stray, at) => {
          const ids = Array.from({ length: n }, (_, i) => i + 1);
          const pos = at % n;
          ids[pos] = stray === pos + 1 ? stray + n : stray;
          const text = `TAP version 13\n1..${n}\n${ids.map((id) => `ok ${id}`).join('\n')}\n`;
          expect(read(text).totals?.errors).toBeGreaterThan(0);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
