import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slugify } from '../src/slug.js';

test('joins words with one hyphen', () => {
  assert.equal(slugify('Hello,   world!'), 'hello-world');
});

test('transliterates accents', () => {
  assert.equal(slugify('Crème brûlée'), 'creme-brulee');
});
