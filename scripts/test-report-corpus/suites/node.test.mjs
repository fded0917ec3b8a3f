import assert from 'node:assert';
import { describe, it, test } from 'node:test';

describe('math', () => {
  it('adds numbers', () => assert.strictEqual(1 + 1, 2));
  it('rejects #skipped rows', () => assert.strictEqual(1, 2));
  it.skip('skipped test', () => {});
  it.todo('todo test');
  describe('deep', () => {
    it('deep fail', () => {
      throw new Error('deep failure');
    });
    it('ünïcode ✓ 名前', () => assert.strictEqual('名前', '名前'));
  });
});
test('top-level pass', () => assert.ok(true));
test('top-level fail', () => assert.strictEqual('a', 'b'));
