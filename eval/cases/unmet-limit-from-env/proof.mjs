// The defect: RATE_LIMIT_PER_MINUTE is never read; the limit is always 100. The proof sets the
// variable to 3 for the duration of the calls and puts it back.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { allow } = await import(pathToFileURL(join(headDir, 'src/limit.js')).href);
  const saved = process.env.RATE_LIMIT_PER_MINUTE;
  process.env.RATE_LIMIT_PER_MINUTE = '3';
  try {
    const answers = Array.from({ length: 4 }, () => allow('proof-client', 0));
    assert.deepEqual(answers, [true, true, true, false]);
  } finally {
    if (saved === undefined) delete process.env.RATE_LIMIT_PER_MINUTE;
    else process.env.RATE_LIMIT_PER_MINUTE = saved;
  }
}
