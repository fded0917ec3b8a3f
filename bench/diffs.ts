// Diff size and shape: the built CLI (`node dist/cli/index.js review --dry-run --json`) on real git
// repositories written here with `git fast-import` — a range of 50,000 small files, a diff just
// under the size limit, a 300 MB diff and a 1 GB diff — timed, with the CLI's peak RSS from
// `/usr/bin/time`. Identical blobs keep the repositories small while git prints every file whole.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readLocalRange } from '../src/repository/git.js';
import { readConfig } from '../src/config.js';
import { MAX_DIFF_BYTES } from '../src/evidence/diff-stream.js';
import type { Evidence } from '../src/evidence/types.js';
import { planForReview } from '../src/pipeline/plan-review.js';

export const DIST_CLI = resolve(import.meta.dirname, '../dist/cli/index.js');

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

interface FileSpec {
  path: string;
  /** Index into the blob list. */
  blob: number;
}

/** A repository with a one-file base commit and a head commit that adds `files`. */
export async function fastImportRepo(blobs: Buffer[], files: FileSpec[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'done-gate-bench-diff-'));
  spawnSync('git', ['init', '-q', '-b', 'main', dir], { env: GIT_ENV });
  const child = spawn(
    'git',
    ['-c', 'core.compression=0', '-c', 'pack.compression=0', 'fast-import', '--quiet'],
    { cwd: dir, env: GIT_ENV, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  // A failed import closes stdin early: the exit code and stderr below say why.
  child.stdin.on('error', () => undefined);
  const closed = new Promise<number | null>((done) => child.on('close', done));
  const write = (data: string | Buffer): Promise<void> =>
    new Promise((done) => {
      if (child.stdin.destroyed || child.stdin.write(data)) done();
      else {
        child.stdin.once('drain', done);
        child.stdin.once('close', done);
      }
    });
  for (const [i, blob] of blobs.entries()) {
    await write(`blob\nmark :${i + 1}\ndata ${blob.length}\n`);
    await write(blob);
    await write('\n');
  }
  const readme = 'base\n';
  await write(`blob\nmark :${blobs.length + 1}\ndata ${readme.length}\n${readme}\n`);
  // A commit's header; its file commands follow, and a blank line ends it.
  const commit = (message: string) =>
    `commit refs/heads/main\ncommitter bench <bench@example.com> 1700000000 +0000\ndata ${message.length}\n${message}\n`;
  await write(`${commit('base')}M 100644 :${blobs.length + 1} README.md\n\n`);
  await write(commit('head'));
  // A head commit's file list can be long: written in pieces.
  let lines: string[] = [];
  for (const f of files) {
    lines.push(`M 100644 :${f.blob + 1} ${f.path}\n`);
    if (lines.length === 1000) {
      await write(lines.join(''));
      lines = [];
    }
  }
  await write(lines.join('') + '\n');
  child.stdin.end();
  const code = await closed;
  if (code !== 0) throw new Error(`git fast-import failed: ${stderr.slice(0, 500)}`);
  spawnSync('git', ['reset', '-q', '--hard', 'main'], { cwd: dir, env: GIT_ENV });
  return dir;
}

/** A text blob of about `bytes` bytes, in lines of code-like text. */
function textBlob(bytes: number, salt: string): Buffer {
  const line = `  export const value_${salt} = compute(input, { limit: 42, retries: 3 });\n`;
  return Buffer.from(line.repeat(Math.max(1, Math.ceil(bytes / line.length))));
}

export interface CliRunFigures {
  exitCode: number | null;
  wallMs: number;
  peakRssBytes: number | null;
  /** User + system CPU of the CLI and the git processes it ran (seconds), from /usr/bin/time. */
  cpuMs: number | null;
  verdict: string | null;
  message: string;
  stackTrace: boolean;
  files: number | null;
  chunks: number | null;
}

/**
 * `review --dry-run` in `repo`: with `json`, the JSON plan; else the plan a person reads (capped
 * lists), whose counts are read from its Coverage and Chunks lines.
 */
async function runDryRun(repo: string, json = true): Promise<CliRunFigures> {
  const started = Date.now();
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : process.execPath;
  const args = [
    ...(useTime ? ['-f', 'maxrss_kb=%M cpu=%U+%S', process.execPath] : []),
    DIST_CLI,
    'review',
    '--base',
    'HEAD~1',
    '--dry-run',
    ...(json ? ['--json'] : []),
  ];
  const child = spawn(command, args, {
    cwd: repo,
    env: { PATH: process.env.PATH ?? '', HOME: repo },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => out.push(d));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exitCode = await new Promise<number | null>((done) => child.on('close', done));
  const wallMs = Date.now() - started;
  const rss = /maxrss_kb=(\d+)/.exec(stderr);
  const cpu = /cpu=([\d.]+)\+([\d.]+)/.exec(stderr);
  const stdout = Buffer.concat(out).toString('utf8');
  let verdict: string | null = null;
  let message = '';
  let files: number | null = null;
  let chunks: number | null = null;
  if (!json) {
    const coverage = /^Coverage: (\d+)\/(\d+)/m.exec(stdout);
    const chunkCount = /^Chunks \(.*\): (\d+)/m.exec(stdout);
    return {
      exitCode,
      wallMs,
      peakRssBytes: rss ? Number(rss[1]) * 1024 : null,
      cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : null,
      verdict: exitCode === 0 && stdout.includes('No verdict: no model was asked') ? 'PLAN' : null,
      message: coverage ? '' : `${stdout.slice(0, 200)} ${stderr.slice(0, 300)}`.trim(),
      stackTrace: /\n\s+at |FATAL ERROR|heap out of memory/.test(stderr),
      files: coverage ? Number(coverage[2]) : null,
      chunks: chunkCount ? Number(chunkCount[1]) : null,
    };
  }
  try {
    const json = JSON.parse(stdout) as {
      verdict?: string;
      blockers?: string[];
      files?: { total: number };
      chunks?: number;
    };
    verdict = json.verdict ?? null;
    message = (json.blockers ?? []).find((b) => b.startsWith('diff too large')) ?? '';
    files = json.files?.total ?? null;
    chunks = json.chunks ?? null;
  } catch {
    message = `${stdout.slice(0, 200)} ${stderr.slice(0, 300)}`.trim();
  }
  return {
    exitCode,
    wallMs,
    peakRssBytes: rss ? Number(rss[1]) * 1024 : null,
    cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : null,
    verdict,
    message,
    stackTrace: /\n\s+at |FATAL ERROR|heap out of memory/.test(stderr),
    files,
    chunks,
  };
}

export interface InProcessFigures {
  /** CPU of this process (user + system) for reading the range: git's output streamed and parsed. */
  readCpuMs: number;
  /** CPU of the plan stage (signals, chunks, coverage, pre-screen, prompts). */
  planCpuMs: number;
  wallMs: number;
  files: number;
  reviewed: number;
}

/** The CLI's stages in this process (warm): read the range, then plan it. */
export async function planInProcess(repo: string): Promise<InProcessFigures> {
  const started = Date.now();
  let cpu = process.cpuUsage();
  const range = await readLocalRange(repo, 'HEAD~1', 'HEAD');
  const read = process.cpuUsage(cpu);
  const config = readConfig((name) => (name === 'models' ? 'anthropic/claude-sonnet-5-5' : ''));
  const evidence: Evidence = {
    pr: {
      owner: 'local',
      repo: 'bench',
      number: 0,
      title: 'bench',
      headSha: range.headSha,
      baseSha: range.baseSha,
      headRef: 'HEAD',
      baseRef: 'HEAD~1',
      author: null,
      htmlUrl: null,
    },
    spec: { text: 'Add the generated files.', sources: [] },
    diff: { files: range.files, source: 'git', complete: true },
    testOutput: { text: '', sources: [], missing: [] },
    implementer: { model: null, sessionId: null, transcript: '', detectedFrom: null },
    commitMessages: range.commitMessages,
  };
  cpu = process.cpuUsage();
  const plan = planForReview({ evidence, config, collectBlockers: [], delimiter: 'BENCH' });
  const planned = process.cpuUsage(cpu);
  return {
    readCpuMs: (read.user + read.system) / 1000,
    planCpuMs: (planned.user + planned.system) / 1000,
    wallMs: Date.now() - started,
    files: plan.chunkPlan.coverage.length,
    reviewed: plan.chunkPlan.coverage.filter((c) => c.state === 'reviewed').length,
  };
}

export interface DiffBenchResult {
  manyFiles: CliRunFigures & {
    fileCount: number;
    /** The median of three warm runs by CPU, with the three runs' CPU. */
    inProcess: InProcessFigures & { runsCpuMs: number[] };
  };
  underLimit: CliRunFigures & { diffBytes: number };
  large: CliRunFigures & { diffBytes: number };
  huge: CliRunFigures & { diffBytes: number };
}

/** Runs `fn` on a fresh repository and removes it afterwards. */
async function withRepo<T>(
  blobs: Buffer[],
  files: FileSpec[],
  fn: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await fastImportRepo(blobs, files);
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A diff of about `total` bytes: files of 10 MB sharing one blob. */
function bigFiles(total: number): { blobs: Buffer[]; files: FileSpec[]; bytes: number } {
  const blob = textBlob(10_000_000, 'big');
  const count = Math.max(1, Math.round(total / blob.length));
  const files = Array.from({ length: count }, (_, i) => ({
    path: `gen/part-${String(i).padStart(4, '0')}.ts`,
    blob: 0,
  }));
  // Each added file prints its lines with a `+` and a short header.
  const lines = blob.toString('latin1').split('\n').length - 1;
  return { blobs: [blob], files, bytes: count * (blob.length + lines + 150) };
}

export async function measureDiffs(log: (line: string) => void): Promise<DiffBenchResult> {
  const fileCount = 50_000;
  log(`diffs: a ${fileCount.toLocaleString('en-US')}-file range…`);
  const small = Array.from({ length: 1000 }, (_, i) => Buffer.from(`export const v${i} = ${i};\n`));
  const manyFiles = await withRepo(
    small,
    Array.from({ length: fileCount }, (_, i) => ({
      path: `pkg${Math.floor(i / 500)}/file-${i}.ts`,
      blob: i % small.length,
    })),
    async (dir) => {
      // Once to warm the code, then the median of three by CPU: one warm run moves by ±15 %.
      await planInProcess(dir);
      const measured = [
        await planInProcess(dir),
        await planInProcess(dir),
        await planInProcess(dir),
      ];
      measured.sort((a, b) => a.readCpuMs + a.planCpuMs - (b.readCpuMs + b.planCpuMs));
      const inProcess = {
        ...measured[1]!,
        runsCpuMs: measured.map((m) => m.readCpuMs + m.planCpuMs),
      };
      return { ...(await runDryRun(dir, false)), fileCount, inProcess };
    },
  );

  const under = bigFiles(MAX_DIFF_BYTES * 0.9);
  log(`diffs: a ${Math.round(under.bytes / 1e6)} MB diff (under the limit)…`);
  const underLimit = await withRepo(under.blobs, under.files, async (dir) => ({
    ...(await runDryRun(dir)),
    diffBytes: under.bytes,
  }));

  const large = bigFiles(300_000_000);
  log(`diffs: a ${Math.round(large.bytes / 1e6)} MB diff…`);
  const largeRun = await withRepo(large.blobs, large.files, async (dir) => ({
    ...(await runDryRun(dir)),
    diffBytes: large.bytes,
  }));

  const huge = bigFiles(1_000_000_000);
  log(`diffs: a ${Math.round(huge.bytes / 1e6)} MB diff…`);
  const hugeRun = await withRepo(huge.blobs, huge.files, async (dir) => ({
    ...(await runDryRun(dir)),
    diffBytes: huge.bytes,
  }));
  return { manyFiles, underLimit, large: largeRun, huge: hugeRun };
}
