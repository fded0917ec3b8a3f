import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toCsv } from '../src/export.js';

test('one line per invoice', () => {
  const csv = toCsv([{ id: 1, customer: 'Ada', total: 10 }]);
  assert.ok(csv.includes('1,Ada,10'));
});
