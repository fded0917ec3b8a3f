import { test } from 'node:test';
import assert from 'node:assert/strict';
import { translate } from '../src/translate.js';

test('renders English', () => {
  assert.equal(translate('hello', 'en'), 'Hello');
});
