// The defect: the upper bound is exclusive, so the valid port 65535 is refused.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { checkPort } = await import(pathToFileURL(join(headDir, 'src/port.js')).href);
  for (const port of [1, 8080, 65535]) {
    assert.doesNotThrow(() => checkPort(port), `port ${port} is valid`);
    assert.equal(checkPort(port), port);
  }
  for (const port of [0, 65536, 1.5]) assert.throws(() => checkPort(port), new RegExp(`${port}`));
}
