import test from 'ava';

test('adds numbers', (t) => t.is(1 + 1, 2));
test('rejects #skipped rows', (t) => t.is(1, 2));
test.skip('skipped test', (t) => t.pass());
test('deep › deep fail', () => {
  throw new Error('deep failure');
});
test('ünïcode ✓ 名前', (t) => t.is('名前', '名前'));
