const { test, expect } = require('@playwright/test');
const flakyOnce = require('../flaky.cjs');

test.describe('math', () => {
  test('adds numbers', () => expect(1 + 1).toBe(2));
  test('rejects #skipped rows', () => expect(1).toBe(2));
  test.skip('skipped test', () => {});
  test.describe('deep', () => {
    test('deep fail', () => {
      throw new Error('deep failure');
    });
    test('ünïcode ✓ 名前', () => expect('名前').toBe('名前'));
  });
  test('flaky once', () => flakyOnce('playwright'));
});
test('top-level pass', () => expect(true).toBe(true));
