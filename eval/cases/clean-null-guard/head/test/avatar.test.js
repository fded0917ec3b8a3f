import { test } from 'node:test';
import assert from 'node:assert/strict';
import { avatar } from '../src/avatar.js';

test('initials without an avatar', () => {
  assert.deepEqual(avatar({ name: 'Ada Lovelace' }), { kind: 'initials', text: 'AL' });
});

test('the image with an avatar', () => {
  assert.deepEqual(avatar({ name: 'Ada', avatarUrl: ' https://img/a.png ' }), {
    kind: 'image',
    src: 'https://img/a.png',
  });
});
