// Builds dist/ (the action) and dist/cli/ (the CLI) with ncc, both at once, into a scratch
// directory beside dist/, and only then swaps it in: an interrupted or failed build leaves the
// committed dist/ as it was instead of half deleted. tsc emits JavaScript first without checking
// types (`npm run typecheck` checks them; .ci/run runs it first), so ncc bundles plain ESM: ncc's
// own TypeScript pass checked types twice more and tripled the build, and its transpile-only mode
// cannot see package.json's "type" and emits CommonJS, which rejects the entry's top-level await.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const scratch = '.dist-build';
const emitted = join(scratch, 'js'); // tsconfig.build.json's outDir
const bundles = [
  {
    entry: join(emitted, 'index.js'),
    out: join(scratch, 'dist'),
    extra: ['--license', 'licenses.txt'],
  },
  { entry: join(emitted, 'cli.js'), out: join(scratch, 'cli'), extra: [] },
];

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')}: ${signal ?? `exit ${code}`}`)),
    );
  });
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch);
try {
  await run('tsc', ['-p', 'tsconfig.build.json']);
  await Promise.all(
    bundles.map((b) => run('ncc', ['build', b.entry, '-o', b.out, '--quiet', ...b.extra])),
  );
  renameSync(join(scratch, 'cli'), join(scratch, 'dist', 'cli'));
  rmSync('dist', { recursive: true, force: true });
  renameSync(join(scratch, 'dist'), 'dist');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
