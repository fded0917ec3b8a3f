const assert = require('node:assert');
const flakyOnce = require('../flaky.cjs');

describe('math', function () {
  it('adds numbers', () => assert.strictEqual(1 + 1, 2));
  it('rejects #skipped rows', () => assert.strictEqual(1, 2));
  it.skip('skipped test', () => {});
  describe('deep', function () {
    it('deep fail', () => {
      throw new Error('deep failure');
    });
    it('ünïcode ✓ 名前', () => assert.strictEqual('名前', '名前'));
  });
  it('flaky once', function () {
    this.retries(1);
    flakyOnce('mocha');
  });
});
it('top-level pass', () => assert.ok(true));
it('top-level fail', () => assert.strictEqual('a', 'b'));
