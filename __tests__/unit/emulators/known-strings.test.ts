// The model emulator reads a body's long strings from memory once seen (known-strings.ts). What it
// returns must be what `JSON.parse` of the whole body returns, however the body places a known
// string: as a value, inside a longer string, as a key, after a backslash, twice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBodyReader, KNOWN_FROM_CHARS } from '../../emulators/known-strings.js';
import { PROPERTY_RUNS } from '../../knobs.js';

const unit = fc.oneof(
  fc.constantFrom('a', '"', '\\', '\n', '—', '😀', '\u0000', '\u2028'),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
);
/** A string past the threshold: a short random piece repeated, then a salt. */
const longString = fc
  .tuple(fc.string({ unit, minLength: 1, maxLength: 12 }), fc.string({ unit, maxLength: 8 }))
  .map(([piece, salt]) => piece.repeat(Math.ceil(KNOWN_FROM_CHARS / piece.length) + 1) + salt);

/** A body that places the long strings in every way JSON allows. */
function bodies(longs: string[]): fc.Arbitrary<unknown> {
  const long = fc.constantFrom(...longs);
  const leaf = fc.oneof(
    long,
    long,
    long.map((s) => `"${s}"`),
    long.map((s) => `\\${s}`),
    fc.string({ unit, maxLength: 20 }),
    fc.integer(),
    fc.constant(null),
  );
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), long), tie('value'), { maxKeys: 3 }),
    ),
  })).value;
}

describe('a body read with known strings', () => {
  it('equals JSON.parse of the whole body, its text and length too, over a run of bodies', () => {
    fc.assert(
      fc.property(
        fc
          .array(longString, { minLength: 1, maxLength: 3 })
          .chain((longs) => fc.array(bodies(longs), { minLength: 2, maxLength: 6 })),
        (values) => {
          const reader = createBodyReader();
          for (const value of values) {
            const text = JSON.stringify(value);
            const read = reader.read(Buffer.from(text, 'utf8'));
            expect(read.body).toEqual(JSON.parse(text));
            expect(read.chars).toBe(text.length);
            expect(read.text()).toBe(text);
          }
        },
      ),
      { numRuns: Math.max(20, Math.round(PROPERTY_RUNS / 5)) },
    );
  });

  it('puts a repeated long string back from memory instead of parsing it again', () => {
    const reader = createBodyReader();
    const evidence = `test output — ${'x'.repeat(KNOWN_FROM_CHARS)} "quoted" \\ ${'y'.repeat(99)}`;
    const body = (lane: string) =>
      Buffer.from(JSON.stringify({ lane, input: [{ type: 'text', text: evidence }] }), 'utf8');
    reader.read(body('gate'));
    expect(reader.reused).toBe(0);
    const second = reader.read(body('security'));
    expect(reader.reused).toBe(1);
    expect(second.body).toEqual({ lane: 'security', input: [{ type: 'text', text: evidence }] });
  });

  it('reads a known string that is only part of a longer one, or a key, the plain way', () => {
    const reader = createBodyReader();
    const known = 'k'.repeat(KNOWN_FROM_CHARS);
    reader.read(Buffer.from(JSON.stringify([known])));
    for (const value of [[`"${known}"`], { [known]: 1 }, [`\\${known}`], { __proto__x: known }]) {
      const text = JSON.stringify(value);
      expect(reader.read(Buffer.from(text)).body).toEqual(JSON.parse(text));
    }
    const proto = `{"__proto__":${JSON.stringify(known)}}`;
    const read = reader.read(Buffer.from(proto)).body as Record<string, unknown>;
    expect(Object.getOwnPropertyDescriptor(read, '__proto__')?.value).toBe(known);
  });

  it('leaves a body that is not JSON undefined, and an empty one', () => {
    const reader = createBodyReader();
    const known = 'k'.repeat(KNOWN_FROM_CHARS);
    reader.read(Buffer.from(JSON.stringify([known])));
    expect(reader.read(Buffer.from(`[${JSON.stringify(known)}`)).body).toBeUndefined();
    expect(reader.read(Buffer.alloc(0)).body).toBeUndefined();
  });
});
