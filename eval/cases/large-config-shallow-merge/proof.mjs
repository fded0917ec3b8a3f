// A config file that sets one key of a section keeps the section's other defaults.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { loadConfig, readConfigFile } = await import(
    pathToFileURL(join(headDir, 'src/config/load.js')).href
  );
  const file = readConfigFile(
    '/etc/svc/config.json',
    () => '{ "retry": { "attempts": 5 }, "http": { "port": 7000 } }',
  );
  let config;
  assert.doesNotThrow(() => {
    config = loadConfig({ file, env: { HOST: '0.0.0.0' } });
  }, 'a file with partial sections loads');
  assert.deepEqual(
    { ...config.retry },
    { attempts: 5, delayMs: 200, maxDelayMs: 5000 },
    'retry keeps its other defaults',
  );
  assert.deepEqual(
    { ...config.http },
    { host: '0.0.0.0', port: 7000, timeoutMs: 10_000, bodyLimitBytes: 1 << 20 },
  );
}
