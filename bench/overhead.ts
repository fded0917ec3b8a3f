// Overhead: how long `node dist/index.js` takes from spawn to its first HTTP request (the
// `pending` status), against a loopback server that only records when that request arrived, and
// the size of what the action ships.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { INSTALLATION_TOKEN } from '../__tests__/emulators/github.js';

export const DIST_DIR = resolve(import.meta.dirname, '../dist');
export const DIST_INDEX = join(DIST_DIR, 'index.js');

export interface OverheadResult {
  /** Spawn → first HTTP request, ms, one per run. */
  coldStartMs: number[];
  medianColdStartMs: number;
  /** Spawn → exit of `node -e 0`, ms (median): the floor any Node action pays. */
  medianNodeBaselineMs: number;
  indexBytes: number;
  distBytes: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function dirBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await dirBytes(path) : (await stat(path)).size;
  }
  return total;
}

/** One cold start: resolves with spawn → first request, then kills the process. */
export async function coldStartOnce(
  index: string,
  baseUrl: string,
  firstRequest: () => Promise<number>,
): Promise<number> {
  const workDir = await mkdtemp(join(tmpdir(), 'done-gate-cold-'));
  try {
    const eventPath = join(workDir, 'event.json');
    await writeFile(
      eventPath,
      JSON.stringify({
        action: 'synchronize',
        number: 1,
        pull_request: {
          number: 1,
          title: 'Cold start',
          head: { sha: 'd'.repeat(40), ref: 'feature', repo: { full_name: 'acme/widgets' } },
          base: { sha: 'e'.repeat(40), ref: 'main', repo: { full_name: 'acme/widgets' } },
          user: { login: 'octodev' },
          html_url: 'https://github.com/acme/widgets/pull/1',
        },
        repository: { full_name: 'acme/widgets', name: 'widgets', owner: { login: 'acme' } },
      }),
    );
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: workDir,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: 'acme/widgets',
      GITHUB_API_URL: baseUrl,
      GITHUB_WORKSPACE: workDir,
      RUNNER_TEMP: workDir,
      GITHUB_OUTPUT: join(workDir, 'output.txt'),
      GITHUB_STEP_SUMMARY: join(workDir, 'summary.md'),
      'INPUT_GITHUB-TOKEN': INSTALLATION_TOKEN,
      INPUT_MODELS: 'anthropic/claude-sonnet-5-5',
      'INPUT_ANTHROPIC-API-KEY': 'sk-ant-api03-coldStartKey000000000000000001',
    };
    await writeFile(env.GITHUB_OUTPUT!, '');
    await writeFile(env.GITHUB_STEP_SUMMARY!, '');
    const started = performance.now();
    const child = spawn(process.execPath, [index], { env, cwd: workDir, stdio: 'ignore' });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    try {
      const arrivedAt = await Promise.race([
        firstRequest(),
        exited.then(() => {
          throw new Error('dist/index.js exited before its first HTTP request');
        }),
      ]);
      return arrivedAt - started;
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

function nodeBaselineOnce(): Promise<number> {
  return new Promise((resolveMs, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', () => resolveMs(performance.now() - started));
  });
}

/** `distDir` lets a variant build be compared with the shipped one. */
export async function measureOverhead(runs = 5, distDir = DIST_DIR): Promise<OverheadResult> {
  const index = join(distDir, 'index.js');
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
  try {
    const coldStartMs: number[] = [];
    const baseline: number[] = [];
    // One unmeasured run warms the file cache, as a runner's second step would find it.
    for (let i = 0; i <= runs; i++) {
      const ms = await coldStartOnce(
        index,
        baseUrl,
        () => new Promise<number>((arrived) => (waiting = arrived)),
      );
      if (i > 0) coldStartMs.push(ms);
      baseline.push(await nodeBaselineOnce());
    }
    return {
      coldStartMs,
      medianColdStartMs: median(coldStartMs),
      medianNodeBaselineMs: median(baseline.slice(1)),
      indexBytes: (await stat(index)).size,
      distBytes: await dirBytes(distDir),
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
}
