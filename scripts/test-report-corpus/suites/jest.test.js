const flakyOnce = require('../flaky.cjs');
jest.retryTimes(1);

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
  it('flaky once', () => flakyOnce('jest'));
});
it('top-level pass', () => expect(true).toBe(true));
it('top-level fail', () => expect('a').toBe('b'));
