// The defect: the id and the name are joined onto the root unchecked, so `..` in either reads
// files outside the ticket's folder. The proof builds a throwaway root and removes it after.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { attachment } = await import(pathToFileURL(join(headDir, 'src/attachments.js')).href);
  const folder = await mkdtemp(join(tmpdir(), 'proof-attachments-'));
  try {
    const root = join(folder, 'root');
    await mkdir(join(root, '1'), { recursive: true });
    await writeFile(join(root, '1', 'a.txt'), 'hello');
    await writeFile(join(root, 'other.txt'), 'another ticket');
    await writeFile(join(folder, 'secret.txt'), 'secret');
    assert.equal((await attachment(root, { id: '1', name: 'a.txt' })).status, 200);
    for (const params of [
      { id: '1', name: '../../secret.txt' },
      { id: '1', name: '../other.txt' },
      { id: '..', name: 'secret.txt' },
    ]) {
      assert.equal((await attachment(root, params)).status, 404, JSON.stringify(params));
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
