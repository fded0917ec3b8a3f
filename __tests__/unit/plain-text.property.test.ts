// `oneLine` reads only what the line keeps when it is given a length: it must give exactly what
// flattening the whole text and cutting it gives, for any text, any whitespace and any length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cut, oneLine } from '../../src/plain-text.js';
import { propertyRuns } from '../knobs.js';

/** What the line is by definition: every whitespace run one space, trimmed, then cut. */
const flattenedThenCut = (text: string, max: number): string =>
  cut(text.replace(/\s+/g, ' ').trim(), max);

// Whitespace of every kind JavaScript knows (newlines, tabs, NBSP, line and paragraph separators,
// the BOM, ideographic space), surrogate halves and pairs, and plain letters.
const piece = fc.constantFrom(
  ' ',
  '  ',
  '\n',
  '\r\n',
  '\t',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u3000',
  'a',
  'word',
  '😀',
  '\ud83d',
  '`',
  '@x',
);
const textArb = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

describe('oneLine', () => {
  it('with a length gives exactly the flattened text cut to it', () => {
    fc.assert(
      fc.property(textArb, fc.integer({ min: -2, max: 70 }), (text, max) => {
        expect(oneLine(text, max)).toBe(flattenedThenCut(text, max));
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('with a fractional length, and with none, gives the same as the definition', () => {
    fc.assert(
      fc.property(textArb, fc.double({ min: 0, max: 40, noNaN: true }), (text, max) => {
        expect(oneLine(text, max)).toBe(flattenedThenCut(text, max));
        expect(oneLine(text)).toBe(text.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('quotes the start of a megabyte-long word or text of many words', () => {
    const word = 'x'.repeat(1_000_000);
    expect(oneLine(`  ${word}`, 5)).toBe('xxxx…');
    const words = 'ab '.repeat(400_000);
    expect(oneLine(words, 7)).toBe('ab ab …');
    expect(oneLine(`\n\n${words}`, 8)).toBe(flattenedThenCut(words, 8));
  });
});
