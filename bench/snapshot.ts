// Repository snapshot (#17): one archive download of a ~3,000-file repository through the GitHub
// emulator (tarball → 302 → codeload) and its in-memory unpack, in a child process
// (bench/snapshot-child.ts) so the time and peak RSS are the Action's alone.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import {
  INSTALLATION_TOKEN,
  buildArchive,
  startGitHubEmulator,
} from '../__tests__/emulators/github.js';
import type { SnapshotChildInput, SnapshotChildResult } from './snapshot-child.js';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const CHILD = join(import.meta.dirname, 'snapshot-child.ts');

export interface SnapshotBench extends SnapshotChildResult {
  archiveBytes: number;
}

/** Source-like files: 3,000 of them in 60 folders, 1–12 KB each (about 19 MB in all). */
export function syntheticRepository(files: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < files; i++) {
    const lines = 30 + ((i * 7919) % 300);
    let text = '';
    for (let n = 0; n < lines; n++) {
      text += `export function f${i}_${n}(value: number): number { return value * ${n} + ${i}; }\n`;
    }
    out[`src/module-${i % 60}/file-${i}.ts`] = text.slice(0, 1000 + ((i * 104729) % 11000));
  }
  return out;
}

function runChild(input: SnapshotChildInput): Promise<SnapshotChildResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(input)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', fail);
    child.once('close', (code) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || line === '') {
        fail(new Error(`snapshot child exited ${code}: ${stderr.trim().slice(0, 2000)}`));
        return;
      }
      done(JSON.parse(line) as SnapshotChildResult);
    });
  });
}

export async function measureSnapshot(files = 3000): Promise<SnapshotBench> {
  const emulator = await startGitHubEmulator();
  try {
    const sha = 'a1b2c3d4'.repeat(5);
    const archive = await buildArchive('bench', 'repo', sha, syntheticRepository(files));
    emulator.state.addArchive({ owner: 'bench', repo: 'repo', sha, archive });
    const result = await runChild({
      baseUrl: emulator.baseUrl,
      token: INSTALLATION_TOKEN,
      owner: 'bench',
      repo: 'repo',
      sha,
    });
    return { ...result, archiveBytes: archive.byteLength };
  } finally {
    await emulator.close();
  }
}
