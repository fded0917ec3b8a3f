// The defect: with the containment check gone, `/../secret.txt` reads a file outside the public
// folder. The proof builds a throwaway public folder beside a secret file and removes it after.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { serveStatic } = await import(pathToFileURL(join(headDir, 'src/static.js')).href);
  const folder = await mkdtemp(join(tmpdir(), 'proof-static-'));
  try {
    const root = join(folder, 'public');
    await mkdir(root);
    await writeFile(join(root, 'a.txt'), 'public');
    await writeFile(join(folder, 'secret.txt'), 'secret');
    assert.equal((await serveStatic(root, '/a.txt')).body.toString(), 'public');
    const escaped = await serveStatic(root, '/../secret.txt').catch((e) => ({ error: e.code }));
    assert.notEqual(escaped.status, 200, 'a file outside the public folder was served');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
