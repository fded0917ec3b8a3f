import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toCsv } from '../src/export.js';

test('the header comes first, then one line per invoice', () => {
  const csv = toCsv([
    { id: 1, customer: 'Ada', total: 10 },
    { id: 2, customer: 'Grace', total: 25 },
  ]);
  assert.equal(csv, 'id,customer,total\n1,Ada,10\n2,Grace,25\n');
});

test('an empty export is the header alone', () => {
  assert.equal(toCsv([]), 'id,customer,total\n');
});

test('a customer name with a comma or a quote stays one field', () => {
  assert.equal(
    toCsv([{ id: 3, customer: 'Smith, "Jr"', total: 7 }]),
    'id,customer,total\n3,"Smith, ""Jr""",7\n',
  );
});
