// Builds dist/ (the action) and dist/cli/ (the CLI) with ncc, both at once, into a scratch
// directory beside dist/, and only then swaps it in: an interrupted or failed build leaves the
// committed dist/ as it was instead of half deleted. ncc only transpiles: type checking is
// `npm run typecheck`'s job (.ci/run runs it first), and doing it twice more here tripled the build.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const scratch = '.dist-build';
const bundles = [
  { entry: 'src/index.ts', out: join(scratch, 'dist'), extra: ['--license', 'licenses.txt'] },
  { entry: 'src/cli.ts', out: join(scratch, 'cli'), extra: [] },
];

function ncc(entry, out, extra) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'ncc',
      ['build', entry, '-o', out, '--quiet', '--transpile-only', ...extra],
      {
        stdio: 'inherit',
        shell: process.platform === 'win32',
      },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`ncc build ${entry}: ${signal ?? `exit ${code}`}`)),
    );
  });
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch);
try {
  await Promise.all(bundles.map((b) => ncc(b.entry, b.out, b.extra)));
  renameSync(join(scratch, 'cli'), join(scratch, 'dist', 'cli'));
  rmSync('dist', { recursive: true, force: true });
  renameSync(join(scratch, 'dist'), 'dist');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
