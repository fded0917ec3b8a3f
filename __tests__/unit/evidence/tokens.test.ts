import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTokens, tokenUnits, tokensForUnits } from '../../../src/evidence/tokens.js';
import { PROPERTY_LIMITS } from './arbitraries.js';
import { propertyRuns } from '../../knobs.js';

describe('estimateTokens', () => {
  it('counts ASCII at 3 characters per token, rounding up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('a')).toBe(1);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('abcd')).toBe(2);
    expect(estimateTokens('x'.repeat(3000))).toBe(1000);
  });

  it('counts non-ASCII characters more heavily, an astral character once', () => {
    expect(estimateTokens('é')).toBe(1);
    expect(estimateTokens('漢字テスト')).toBe(5);
    expect(estimateTokens('😀')).toBe(3);
    expect(estimateTokens('😀😀')).toBe(6);
    expect(estimateTokens('\ud800')).toBe(3); // a lone surrogate still counts
    expect(estimateTokens('aé')).toBeGreaterThan(estimateTokens('ae'));
  });

  it('over-estimates: never fewer tokens than a 4-chars-per-token or 1-token-per-code-point count', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (text) => {
        const n = estimateTokens(text);
        expect(n).toBeGreaterThanOrEqual(Math.ceil(text.length / 4));
        const nonAscii = [...text].filter((c) => c.codePointAt(0)! >= 0x80).length;
        expect(n).toBeGreaterThanOrEqual(nonAscii);
      }),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });

  it('weights add exactly over concatenation, so parts can be summed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 80 }), { maxLength: 20 }),
        (parts) => {
          const sum = parts.reduce((a, p) => a + tokenUnits(p), 0);
          expect(tokenUnits(parts.join(''))).toBe(sum);
          expect(tokensForUnits(sum)).toBe(estimateTokens(parts.join('')));
          expect(estimateTokens(parts.join(''))).toBeLessThanOrEqual(
            parts.reduce((a, p) => a + estimateTokens(p), 0),
          );
        },
      ),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });
});
