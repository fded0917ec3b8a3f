// Test reports read whole: a generated 100k-case JUnit report (a few failures spread through it)
// and a generated 200 MB plain log (one failure line in its middle), each read in a child process
// (bench/test-reports-child.ts) through the action's streaming reader.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestReportChildResult } from './test-reports-child.js';

const CHILD = join(import.meta.dirname, 'test-reports-child.ts');
const REPO_ROOT = join(import.meta.dirname, '..');

async function writeChunks(path: string, chunks: Iterable<string>): Promise<void> {
  const out = createWriteStream(path);
  for (const chunk of chunks) {
    if (!out.write(chunk)) await new Promise<void>((done) => out.once('drain', () => done()));
  }
  await new Promise<void>((done, fail) =>
    out.end((error?: Error | null) => (error ? fail(error) : done())),
  );
}

function* junitCases(cases: number): Iterable<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites tests="${cases}">\n`;
  const perSuite = 1000;
  for (let s = 0; s < cases / perSuite; s++) {
    const parts = [`<testsuite name="suite ${s}" tests="${perSuite}">\n`];
    for (let i = 0; i < perSuite; i++) {
      const n = s * perSuite + i;
      parts.push(
        n % 25_000 === 12_345
          ? `  <testcase classname="pkg.Suite${s}" name="case ${n} &amp; more" time="0.001"><failure message="expected 1, got 2" type="AssertionError">at Suite${s}.case${n} (suite.js:${i}:7)</failure></testcase>\n`
          : `  <testcase classname="pkg.Suite${s}" name="case ${n} &amp; more" time="0.001"/>\n`,
      );
    }
    parts.push('</testsuite>\n');
    yield parts.join('');
  }
  yield '</testsuites>\n';
}

function* logLines(bytes: number): Iterable<string> {
  const line = '  ✓ widget renders with the default theme and keeps its layout (3 ms)\n';
  const block = line.repeat(10_000);
  const blocks = Math.ceil(bytes / block.length);
  for (let b = 0; b < blocks; b++) {
    if (b === Math.floor(blocks / 2)) yield '--- FAIL: TestWidgetKeepsLayout (0.02s)\n';
    yield block;
  }
  yield 'Tests: 1 failed, 2000000 passed, 2000001 total\n';
}

function runChild(file: string): Promise<TestReportChildResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.once('error', fail);
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) {
        fail(new Error(`test-report child exited ${code}: ${stderr.trim().slice(0, 2000)}`));
        return;
      }
      try {
        done(JSON.parse(stdout.trim().split('\n').pop() ?? '') as TestReportChildResult);
      } catch (error) {
        fail(error as Error);
      }
    });
  });
}

export interface TestReportBench {
  junit: TestReportChildResult & { cases: number };
  log: TestReportChildResult & { sizeBytes: number };
}

export async function measureTestReports(
  cases = 100_000,
  logBytes = 200_000_000,
): Promise<TestReportBench> {
  const dir = await mkdtemp(join(tmpdir(), 'done-gate-bench-reports-'));
  try {
    const junitPath = join(dir, 'junit.xml');
    await writeChunks(junitPath, junitCases(cases));
    const logPath = join(dir, 'test.log');
    await writeChunks(logPath, logLines(logBytes));
    // Best of three for time (the machine is shared); peak RSS from the same run.
    const best = async (file: string): Promise<TestReportChildResult> => {
      const runs: TestReportChildResult[] = [];
      for (let i = 0; i < 3; i++) runs.push(await runChild(file));
      return runs.sort((a, b) => a.wallMs - b.wallMs)[0] as TestReportChildResult;
    };
    const junit = await best(junitPath);
    const log = await best(logPath);
    return { junit: { ...junit, cases }, log: { ...log, sizeBytes: log.bytes } };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
