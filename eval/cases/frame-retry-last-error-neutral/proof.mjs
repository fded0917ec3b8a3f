// When the rates service stays down, loading the rates must fail with the last attempt's error,
// so the caller shows its "out of date" banner; it must not resolve as if nothing happened.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const load = (file) => import(pathToFileURL(join(headDir, file)).href);
  const { withRetries } = await load('src/retry.js');
  const { loadRates } = await load('src/rates.js');
  let calls = 0;
  const down = async (attempt) => {
    calls += 1;
    throw Object.assign(new Error(`unavailable ${attempt}`), { status: 503 });
  };
  await assert.rejects(withRetries(down, 3), /unavailable 3/);
  assert.equal(calls, 3);
  const client = { get: () => down('rates') };
  await assert.rejects(loadRates(client), (error) => error.status === 503);
}
