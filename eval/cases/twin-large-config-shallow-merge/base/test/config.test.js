import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config/load.js';
import { getPath, mergeConfig } from '../src/config/merge.js';

test('the defaults load', () => {
  assert.equal(loadConfig().http.port, 8080);
});

test('the environment overrides one key and keeps its section', () => {
  const config = loadConfig({ env: { PORT: '9000', LOG_LEVEL: 'DEBUG' } });
  assert.equal(config.http.port, 9000);
  assert.equal(config.http.host, '127.0.0.1');
  assert.equal(config.log.level, 'debug');
});

test('a layer replaces whole sections', () => {
  assert.deepEqual(mergeConfig({ a: { x: 1, y: 2 } }, { a: { x: 3 } }), { a: { x: 3 } });
  assert.equal(getPath({ a: { b: 1 } }, 'a.b'), 1);
});
