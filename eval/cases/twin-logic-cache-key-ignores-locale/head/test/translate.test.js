import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translate } from '../src/translate.js';
import { renders } from '../src/render.js';

test('renders each locale in its own language', () => {
  assert.equal(translate('hello', 'en'), 'Hello');
  assert.equal(translate('hello', 'fr'), 'Bonjour');
  assert.equal(translate('hello', 'de'), 'Hallo');
});

test('a second call with the same id and locale does not render again', () => {
  translate('hello', 'en');
  const before = renders;
  assert.equal(translate('hello', 'en'), 'Hello');
  assert.equal(renders, before);
});
