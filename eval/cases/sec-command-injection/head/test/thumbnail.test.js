import { test } from 'node:test';
import assert from 'node:assert/strict';
import { thumbnail } from '../src/thumbnail.js';

test('names the thumbnail after the file', async () => {
  const fake = (_cmd, done) => done(null);
  assert.equal(await thumbnail('cat.png', fake), 'cat.png.thumb.png');
});
