// Writes each case's test report by running the case's own tests with Node's test runner — the
// reports in the corpus are what a real runner printed, not text typed to look like one.
// Usage: npm run eval:record [-- FILTER]
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCases } from './case.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function runTests(cwd: string, reporter: string): Promise<{ code: number; stdout: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--test', `--test-reporter=${reporter}`],
      {
        cwd,
        env: { PATH: process.env.PATH ?? '', TZ: 'UTC', NODE_OPTIONS: '' },
        maxBuffer: 16 << 20,
      },
      (error, stdout) => done({ code: error === null ? 0 : Number(error.code ?? 1), stdout }),
    );
  });
}

async function main(filter: string | null): Promise<void> {
  for (const evalCase of await loadCases(join(ROOT, 'eval', 'cases'), filter)) {
    const work = await mkdtemp(join(tmpdir(), `done-gate-eval-record-${evalCase.id}-`));
    try {
      for (const tree of ['base', 'head']) {
        await cp(join(evalCase.dir, tree), work, { recursive: true, force: true }).catch(
          () => undefined,
        );
      }
      for (const path of evalCase.deleted) await rm(join(work, path), { force: true });
      await writeFile(join(work, 'package.json'), '{ "type": "module" }\n');
      for (const report of evalCase.tests) {
        const reporter = report.endsWith('.xml') ? 'junit' : 'tap';
        const { code, stdout } = await runTests(work, reporter);
        await mkdir(dirname(join(evalCase.dir, report)), { recursive: true });
        await writeFile(join(evalCase.dir, report), stdout);
        process.stdout.write(`${evalCase.id}: ${report} (${reporter}) exit ${code}\n`);
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}

await main(process.argv[2] ?? null);
