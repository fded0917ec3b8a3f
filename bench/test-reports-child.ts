// The test-report side of the bench, in its own process so its wall time and peak RSS are its
// own: one file read whole through the same streaming reader the action uses (1 MiB reads). Prints
// one JSON line.
import { open } from 'node:fs/promises';
import { TestFileReader } from '../src/evidence/test-file.js';
import { ownPeakRssBytes } from './peak-rss.js';

export interface TestReportChildResult {
  wallMs: number;
  cpuMs: number;
  baselineRssBytes: number;
  peakRssBytes: number;
  bytes: number;
  format: string;
  tests: number | null;
  failing: number;
  problems: string[];
}

async function main(): Promise<void> {
  const file = process.argv[2] ?? '';
  const baselineRssBytes = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const reader = new TestFileReader();
  const handle = await open(file, 'r');
  const buffer = Buffer.alloc(1024 * 1024);
  for (;;) {
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
    if (bytesRead === 0) break;
    reader.write(Uint8Array.prototype.slice.call(buffer, 0, bytesRead));
  }
  await handle.close();
  const result = reader.end();
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  const out: TestReportChildResult = {
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    baselineRssBytes,
    peakRssBytes: ownPeakRssBytes(),
    bytes: result.bytes,
    format: result.format,
    tests: result.totals?.tests ?? null,
    failing: result.failures.length,
    problems: result.problems,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

void main();
