// The defect: every failure says "invalid input"; the spec wants the failing field named.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { validate } = await import(pathToFileURL(join(headDir, 'src/validate.js')).href);
  assert.throws(
    () => validate({ email: 'ada@example.com', password: 'short' }),
    /^Error: password/,
  );
  assert.throws(
    () => validate({ email: 'ada', password: 'long enough passphrase' }),
    /^Error: email/,
  );
}
