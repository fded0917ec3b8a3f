// Cold start against a yardstick: a minimal action (reads its inputs with @actions/core, sends
// one request with fetch) bundled with ncc into a temporary directory, started the same way as
// `dist/index.js` — spawn → first HTTP request — alternately with it in one run, so the ratio of
// the two medians does not depend on how loaded the machine is.
import { execFile } from 'node:child_process';
import { access, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { coldStartOnce, DIST_INDEX, median } from './overhead.js';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const NCC = join(REPO_ROOT, 'node_modules/.bin/ncc');

/** What a minimal JavaScript action does before its first request, and that request. */
const MINIMAL_ACTION = `import * as core from '@actions/core';

const token = core.getInput('github-token', { required: true });
const models = core.getInput('models');
const [owner, repo] = (process.env.GITHUB_REPOSITORY ?? '').split('/');
const url = \`\${process.env.GITHUB_API_URL}/repos/\${owner}/\${repo}/statuses/\${'d'.repeat(40)}\`;
const response = await fetch(url, {
  method: 'POST',
  headers: { authorization: \`token \${token}\`, 'content-type': 'application/json' },
  body: JSON.stringify({ state: 'pending', context: 'minimal', description: models }),
});
core.info(String(response.status));
`;

export interface ColdStartComparison {
  doneGateMs: number[];
  minimalMs: number[];
  medianDoneGateMs: number;
  medianMinimalMs: number;
  minimalBytes: number;
}

/** Builds the minimal action with ncc; returns its `index.js` and the directory to remove. */
async function buildMinimal(): Promise<{ index: string; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'done-gate-minimal-'));
  // ncc resolves @actions/core from the repository's own node_modules.
  await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  await writeFile(join(dir, 'main.mjs'), MINIMAL_ACTION);
  await promisify(execFile)(NCC, ['build', join(dir, 'main.mjs'), '-o', join(dir, 'dist'), '-q'], {
    cwd: dir,
  });
  // ncc names an ES module's bundle index.mjs (index.js for CommonJS).
  const mjs = join(dir, 'dist/index.mjs');
  const index = await access(mjs).then(
    () => mjs,
    () => join(dir, 'dist/index.js'),
  );
  return { index, dir };
}

export async function compareColdStart(runs = 7): Promise<ColdStartComparison> {
  const built = await buildMinimal();
  let waiting: ((at: number) => void) | null = null;
  const server = http.createServer((req, res) => {
    const at = performance.now();
    waiting?.(at);
    waiting = null;
    req.resume();
    res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const arrival = () => new Promise<number>((arrived) => (waiting = arrived));
  try {
    const doneGateMs: number[] = [];
    const minimalMs: number[] = [];
    // One unmeasured pair warms the file cache; then the two alternate.
    for (let i = 0; i <= runs; i++) {
      const ours = await coldStartOnce(DIST_INDEX, baseUrl, arrival);
      const theirs = await coldStartOnce(built.index, baseUrl, arrival);
      if (i === 0) continue;
      doneGateMs.push(ours);
      minimalMs.push(theirs);
    }
    const { size } = await stat(built.index);
    return {
      doneGateMs,
      minimalMs,
      medianDoneGateMs: median(doneGateMs),
      medianMinimalMs: median(minimalMs),
      minimalBytes: size,
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    await rm(built.dir, { recursive: true, force: true });
  }
}
