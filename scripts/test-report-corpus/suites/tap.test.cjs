const t = require('tap');

t.test('math', async (t) => {
  t.equal(1 + 1, 2, 'adds numbers');
  t.equal(1, 2, 'rejects #skipped rows');
  t.pass('skipped test', { skip: true });
  t.test('deep', async (t) => {
    t.fail('deep fail');
    t.equal('名前', '名前', 'ünïcode ✓ 名前');
  });
});
t.pass('top-level pass');
