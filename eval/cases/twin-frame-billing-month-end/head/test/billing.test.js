import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chargeDate, firstChargeDate } from '../src/billing.js';

const day = (date) => date.toISOString().slice(0, 10);

test('the first charge is on the day of signup', () => {
  assert.equal(day(firstChargeDate(new Date('2026-03-15T22:10:00Z'))), '2026-03-15');
});

test('later charges fall on the same day of the month', () => {
  const signup = new Date('2026-03-15T22:10:00Z');
  assert.equal(day(chargeDate(signup, 1)), '2026-04-15');
  assert.equal(day(chargeDate(signup, 2)), '2026-05-15');
});

test('charges roll over into the next year', () => {
  assert.equal(day(chargeDate(new Date('2026-11-03T08:00:00Z'), 3)), '2027-02-03');
});

test('a signup late in the month is billed on the last day of shorter months', () => {
  const signup = new Date('2026-01-31T12:00:00Z');
  assert.equal(day(chargeDate(signup, 1)), '2026-02-28');
  assert.equal(day(chargeDate(signup, 2)), '2026-03-31');
  assert.equal(day(chargeDate(signup, 3)), '2026-04-30');
  assert.equal(day(chargeDate(new Date('2027-01-30T00:00:00Z'), 13)), '2028-02-29');
});
