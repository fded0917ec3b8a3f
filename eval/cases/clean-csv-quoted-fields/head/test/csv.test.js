import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseLine } from '../src/csv.js';

test('commas inside quotes', () => assert.deepEqual(parseLine('a,"b, c",d'), ['a', 'b, c', 'd']));
test('doubled quotes', () => assert.deepEqual(parseLine('"say ""hi"""'), ['say "hi"']));
test('plain fields', () => assert.deepEqual(parseLine('x,y'), ['x', 'y']));
