import { test } from 'node:test';
import assert from 'node:assert/strict';
import { preview } from '../src/preview.js';

test('reads the title', async () => {
  const fake = async () => ({ text: async () => '<title>Hi</title>' });
  assert.equal(await preview('https://example.com', fake), 'Hi');
});

test('ignores other schemes', async () => {
  assert.equal(await preview('ftp://example.com'), null);
});
