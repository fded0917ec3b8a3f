import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitBill } from '../src/split.js';

const sum = (shares) => shares.reduce((a, b) => a + b, 0);
const spread = (shares) => Math.max(...shares) - Math.min(...shares);

test('an even bill splits into equal shares', () => {
  assert.deepEqual(splitBill(9000, 3), [3000, 3000, 3000]);
});

test('an uneven bill still adds up, and the shares are within a cent', () => {
  const shares = splitBill(10000, 3);
  assert.equal(sum(shares), 10000);
  assert.ok(spread(shares) <= 1);
});

test('one person pays it all', () => {
  assert.deepEqual(splitBill(4599, 1), [4599]);
});

test('a bad total or head count is refused', () => {
  assert.throws(() => splitBill(12.5, 2), RangeError);
  assert.throws(() => splitBill(1000, 0), RangeError);
});

test('leftover cents are spread one per person, never piled on one', () => {
  const shares = splitBill(1005, 6);
  assert.deepEqual(shares, [168, 168, 168, 167, 167, 167]);
  for (let people = 1; people <= 12; people += 1) {
    for (const total of [0, 1, 7, 99, 1001, 12345]) {
      const split = splitBill(total, people);
      assert.equal(sum(split), total);
      assert.ok(spread(split) <= 1, `${total} between ${people}`);
    }
  }
});
