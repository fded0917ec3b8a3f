// XML reading at scale, each file read in its own child process (bench/test-reports-child.ts, the
// action's streaming reader in 1 MiB reads) so wall time and peak RSS are its own: a 1M-case JUnit
// report (with 250k and 500k beside it for the growth), and the two shapes that once went
// quadratic — a never-closed CDATA section and one huge attribute value — over four doublings.
// Figures, not tests: `tsx bench/xml-reading.ts` prints the rows; `measureXmlReading` returns them.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judged, megabytes, renderTable, seconds, thousands } from './table.js';
import type { Row } from './table.js';
import type { TestReportChildResult } from './test-reports-child.js';

const CHILD = join(import.meta.dirname, 'test-reports-child.ts');
const REPO_ROOT = join(import.meta.dirname, '..');
const MILLION = 1_000_000;
const PEAK_RSS_TARGET = 300_000_000;
/** Growth per doubling of the input that still reads as linear on a shared machine. */
const LINEAR_RATIO_MAX = 2.6;
const MB = 1024 * 1024;

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
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites tests="${cases}" failures="1">\n`;
  const perSuite = 1000;
  for (let s = 0; s < cases / perSuite; s++) {
    const parts = [`<testsuite name="suite ${s}" tests="${perSuite}">\n`];
    for (let i = 0; i < perSuite; i++) {
      const n = s * perSuite + i;
      parts.push(
        n === Math.floor(cases / 2)
          ? `  <testcase classname="pkg.Suite${s}" name="case ${n}" time="0.001"><failure message="expected 1, got 2">at suite.js:${i}</failure></testcase>\n`
          : `  <testcase classname="pkg.Suite${s}" name="case ${n}" time="0.001"/>\n`,
      );
    }
    parts.push('</testsuite>\n');
    yield parts.join('');
  }
  yield '</testsuites>\n';
}

/** `head`, then `bytes` of filler in 1 MiB pieces, then `tail`. */
function* padded(head: string, fill: string, bytes: number, tail: string): Iterable<string> {
  yield head;
  const block = fill.repeat(MB / fill.length);
  for (let i = 0; i < bytes / MB; i++) yield block;
  yield tail;
}

const SHAPES = {
  'a never-closed CDATA section': (bytes: number) =>
    padded('<testsuite name="s"><testcase name="a"><failure><![CDATA[', 'x', bytes, ''),
  'one huge attribute value': (bytes: number) =>
    padded(
      '<testsuite name="s"><testcase name="a"><failure message="',
      'y',
      bytes,
      '"/></testcase></testsuite>',
    ),
} as const;

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
        fail(new Error(`xml child exited ${code}: ${stderr.trim().slice(0, 2000)}`));
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

/** Best of two runs for time (the machine is shared); the file is removed afterwards. */
async function measure(
  dir: string,
  name: string,
  chunks: Iterable<string>,
): Promise<TestReportChildResult> {
  const path = join(dir, name);
  await writeChunks(path, chunks);
  try {
    const a = await runChild(path);
    const b = await runChild(path);
    return a.cpuMs <= b.cpuMs ? a : b;
  } finally {
    await rm(path, { force: true });
  }
}

function ratios(values: number[]): number[] {
  return values.slice(1).map((v, i) => v / Math.max(1, values[i] ?? 1));
}

export async function measureXmlReading(): Promise<Row[]> {
  const rows: Row[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'done-gate-bench-xml-'));
  try {
    const sizes = [MILLION / 4, MILLION / 2, MILLION];
    const junit: TestReportChildResult[] = [];
    for (const cases of sizes)
      junit.push(await measure(dir, `junit-${cases}.xml`, junitCases(cases)));
    const big = junit[junit.length - 1] as TestReportChildResult;
    const growth = ratios(junit.map((r) => r.cpuMs));
    rows.push({
      figure: `XML: a ${thousands(MILLION)}-case JUnit report (${megabytes(big.bytes)}) read whole, in a child process`,
      target: `peak RSS ≤ ${megabytes(PEAK_RSS_TARGET)}; linear (CPU per doubling ≈ 2)`,
      measured:
        `${seconds(big.wallMs)} (CPU ${seconds(big.cpuMs)}), peak RSS ${megabytes(big.peakRssBytes)}; ` +
        `${thousands(big.tests ?? 0)} tests, ${big.failing} failing; CPU per doubling from 250k: ` +
        growth.map((g) => g.toFixed(2)).join(', '),
      result: judged(
        big.peakRssBytes <= PEAK_RSS_TARGET &&
          big.tests === MILLION &&
          big.failing === 1 &&
          growth.every((g) => g <= LINEAR_RATIO_MAX),
      ),
    });
    for (const [shape, make] of Object.entries(SHAPES)) {
      const mbs = [8, 16, 32, 64];
      const runs: TestReportChildResult[] = [];
      for (const mb of mbs) runs.push(await measure(dir, `shape-${mb}.xml`, make(mb * MB)));
      const growthShape = ratios(runs.map((r) => r.cpuMs));
      const last = runs[runs.length - 1] as TestReportChildResult;
      rows.push({
        figure: `XML: ${shape}, ${mbs.join(' / ')} MB`,
        target: `CPU per doubling ≈ 2 (≤ ${LINEAR_RATIO_MAX})`,
        measured:
          `CPU ${runs.map((r) => seconds(r.cpuMs)).join(' / ')}; per doubling ` +
          `${growthShape.map((g) => g.toFixed(2)).join(', ')}; peak RSS at 64 MB ${megabytes(last.peakRssBytes)}; ` +
          `${last.problems.length > 0 ? `problem: ${last.problems[0]?.slice(0, 80)}` : 'read'}`,
        result: judged(growthShape.every((g) => g <= LINEAR_RATIO_MAX)),
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

/** Prints the rows as the bench's table. */
export async function printXmlReading(): Promise<void> {
  process.stdout.write(`${renderTable(await measureXmlReading())}\n`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  await printXmlReading();
}
