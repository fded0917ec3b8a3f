// The defect: a prefix match on /health lets /healthz, /health-report or /health/../admin through
// without a token.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { requireToken } = await import(
    pathToFileURL(join(headDir, 'src/auth-middleware.js')).href
  );
  const refuse = () => false;
  assert.equal(requireToken({ method: 'GET', path: '/health', headers: {} }, refuse), null);
  for (const path of ['/healthz', '/health-report', '/health/../admin']) {
    assert.deepEqual(
      requireToken({ method: 'GET', path, headers: {} }, refuse),
      { status: 401 },
      path,
    );
  }
}
