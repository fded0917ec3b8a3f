import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
const flakyOnce = createRequire(import.meta.url)('../flaky.cjs');

describe('math', () => {
  it('adds numbers', () => expect(1 + 1).toBe(2));
  it('rejects #skipped rows', () => expect(1).toBe(2));
  it.skip('skipped test', () => {});
  describe('deep', () => {
    it('deep fail', () => {
      throw new Error('deep failure');
    });
    it('ünïcode ✓ 名前', () => expect('名前').toBe('名前'));
  });
  it('flaky once', { retry: 1 }, () => flakyOnce('vitest'));
});
it('top-level pass', () => expect(true).toBe(true));
it('top-level fail', () => expect('a').toBe('b'));
