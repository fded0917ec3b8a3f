const test = require('tape');

test('adds numbers', (t) => {
  t.equal(1 + 1, 2);
  t.end();
});
test('rejects #skipped rows', (t) => {
  t.equal(1, 2, 'rejects #skipped rows');
  t.end();
});
test('skipped test', { skip: true }, (t) => t.end());
test('ünïcode ✓ 名前', (t) => {
  t.equal('名前', '名前', 'ünïcode ✓ 名前');
  t.end();
});
test('deep fail', (t) => {
  t.deepEqual({ a: 1 }, { a: 2 }, 'deep fail');
  t.end();
});
