import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cacheKey } from '../src/cache.js';

test('the key has the OS and the lock hash', () => {
  assert.equal(cacheKey('macos', 'abc123'), 'toolchain-macos-abc123');
});
