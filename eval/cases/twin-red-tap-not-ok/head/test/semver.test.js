import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseVersion } from '../src/semver.js';

test('parses a release', () => {
  assert.deepEqual(parseVersion('1.2.3'), { major: 1, minor: 2, patch: 3, pre: null });
});

test('parses a pre-release', () => {
  assert.equal(parseVersion('1.2.3-beta.1').pre, 'beta.1');
});
