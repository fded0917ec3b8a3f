// The defect behind the red report: a pre-release tag makes parseVersion throw.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { parseVersion } = await import(pathToFileURL(join(headDir, 'src/semver.js')).href);
  assert.deepEqual(parseVersion('1.2.3'), { major: 1, minor: 2, patch: 3, pre: null });
  let parsed;
  assert.doesNotThrow(() => (parsed = parseVersion('1.2.3-beta.1')));
  assert.equal(parsed.pre, 'beta.1');
}
