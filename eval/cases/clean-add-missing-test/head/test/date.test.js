import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLeapYear } from '../src/date.js';

test('1900 is not a leap year', () => assert.equal(isLeapYear(1900), false));
test('2000 is a leap year', () => assert.equal(isLeapYear(2000), true));
test('2024 is a leap year', () => assert.equal(isLeapYear(2024), true));
