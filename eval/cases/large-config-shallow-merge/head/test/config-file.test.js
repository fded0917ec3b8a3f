import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig, readConfigFile } from '../src/config/load.js';

const fileOf = (text) => readConfigFile('/etc/svc/config.json', () => text);

test('the config file overrides the defaults', () => {
  const config = loadConfig({ file: fileOf('{ "log": { "level": "warn", "format": "text" } }') });
  assert.equal(config.log.level, 'warn');
  assert.equal(config.http.port, 8080);
});

test('the environment wins over the file', () => {
  const file = fileOf(
    '{ "http": { "host": "0.0.0.0", "port": 7000, "timeoutMs": 5000, "bodyLimitBytes": 1024 } }',
  );
  const config = loadConfig({ file, env: { PORT: '9000' } });
  assert.equal(config.http.port, 9000);
  assert.equal(config.http.host, '0.0.0.0');
});

test('a file that is not a JSON object is refused', () => {
  assert.throws(() => fileOf('[1, 2]'), /must hold a JSON object/);
  assert.throws(() => fileOf('{ nope'), /cannot read/);
});
