// The defect: the first failure is returned at once; nothing is ever retried.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { withRetry } = await import(pathToFileURL(join(headDir, 'src/retry.js')).href);
  let calls = 0;
  const flaky = async () => {
    calls++;
    if (calls < 3) throw new Error(`failure ${calls}`);
    return 'stored';
  };
  assert.equal(await withRetry(flaky, 3).catch((e) => e.message), 'stored');
  assert.equal(calls, 3);
  let tries = 0;
  const broken = async () => {
    tries++;
    throw new Error(`failure ${tries}`);
  };
  assert.equal(await withRetry(broken, 2).catch((e) => e.message), 'failure 2');
}
