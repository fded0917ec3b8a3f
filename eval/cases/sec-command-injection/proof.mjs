// The defect: the file name is pasted into a shell command line. The proof uploads a name holding
// `$(echo > marker)` and checks whether a shell ran it: the marker file appears only if one did.
// It uses the module's default runner, as production does, with PATH pointed at an empty folder
// for the call so that no real `convert` runs (the conversion fails at once, which is beside the
// point; `echo` and `>` are the shell's own and need no PATH).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function proof(headDir) {
  const { thumbnail } = await import(pathToFileURL(join(headDir, 'src/thumbnail.js')).href);
  const folder = await mkdtemp(join(tmpdir(), 'proof-thumb-'));
  const savedPath = process.env.PATH;
  try {
    await mkdir(join(folder, 'bin'));
    const marker = join(folder, 'ran');
    process.env.PATH = join(folder, 'bin');
    await thumbnail(join(folder, `cat$(echo > ${marker}).png`)).catch(() => undefined);
    assert.equal(existsSync(marker), false, 'a command in the file name was executed');
  } finally {
    process.env.PATH = savedPath;
    await rm(folder, { recursive: true, force: true });
  }
}
