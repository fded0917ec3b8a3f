// Log reading: a 1 GiB synthetic coloured runner log streamed through the action's test-file
// reader (terminal text, runner table, floor), and the terminal-text stripper's linearity over
// four doublings of a hostile input. Figures only — nothing here asserts a duration.
import { terminalText } from '../src/evidence/terminal-text.js';
import { TestFileReader } from '../src/evidence/test-file.js';
import { judged, ms, renderTable } from './table.js';
import type { Row } from './table.js';

const GIB = 1024 * 1024 * 1024;
/** The run's time budget, plus the slack in which a run past it must still end. */
const BUDGET_MS = 20_000 + 5_000;

/** One MiB of a coloured vitest-like log: colour codes, a progress rewrite, an OSC 8 link. */
function colouredBlock(): Buffer {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < 1024 * 1024; i++) {
    const line =
      i % 50 === 0
        ? `\x1b[2K\x1b[1G\x1b[33m❯\x1b[39m running ${i}\r\x1b[32m✓\x1b[39m \x1b]8;;file:///src/w${i}.test.ts\x07src/w${i}.test.ts\x1b]8;;\x07 \x1b[2m(3 tests)\x1b[22m\n`
        : `   \x1b[32m✓\x1b[39m widget ${i} renders with the default theme and keeps its layout \x1b[2m3ms\x1b[22m\n`;
    lines.push(line);
    size += Buffer.byteLength(line);
  }
  return Buffer.from(lines.join(''));
}

/** The reader's own time over `bytes` of coloured log, fed in 1 MiB chunks. */
export function measureLogRead(bytes = GIB): {
  ms: number;
  cpuMs: number;
  mibPerSecond: number;
  outcome: string;
} {
  const block = colouredBlock();
  const reader = new TestFileReader();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let fed = 0; fed < bytes; fed += block.length) reader.write(block);
  reader.write(
    Buffer.from('\x1b[1m Tests \x1b[22m \x1b[1m\x1b[32m20000 passed\x1b[39m\x1b[22m (20000)\n'),
  );
  const report = reader.end();
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const summary = report.log?.summaries[0]?.line ?? 'no summary';
  return {
    ms: elapsed,
    cpuMs,
    mibPerSecond: bytes / 1024 / 1024 / (cpuMs / 1000),
    outcome: summary,
  };
}

/** A hostile unit for the stripper: unterminated CSI and OSC, rewrites, backspaces, spaces. */
const HOSTILE = `\x1b[${'1;'.repeat(40)}\x1b]0;${'x'.repeat(30)}\x9b${'2;'.repeat(20)}a\rb\b\b\u00a0\u200b\x1b`;

/** Milliseconds to strip `units` hostile units (best of three). */
function stripTime(units: number): number {
  const text = HOSTILE.repeat(units);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    terminalText(text);
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

export function measureStripperLinearity(base = 20_000): {
  sizes: number[];
  ms: number[];
  growth: number;
} {
  const sizes = [base, base * 2, base * 4, base * 8, base * 16];
  const times = sizes.map(stripTime);
  const ratios = times.slice(1).map((t, i) => t / Math.max(0.001, times[i] ?? 1));
  const growth = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  return { sizes, ms: times, growth };
}

/** The rows, for the lead to wire into bench/run.ts. */
export function logReadingRows(bytes = GIB): Row[] {
  const read = measureLogRead(bytes);
  const linear = measureStripperLinearity();
  return [
    {
      figure: `${(bytes / GIB).toFixed(bytes >= GIB ? 0 : 2)} GiB coloured log through the reader (terminal text, runner table)`,
      target: `≤ ${ms(BUDGET_MS)} (20 s budget + 5 s)`,
      measured: `${ms(read.ms)} wall, ${ms(read.cpuMs)} CPU (${read.mibPerSecond.toFixed(0)} MiB/s of CPU; summary read: "${read.outcome}")`,
      result: judged(read.ms <= BUDGET_MS),
    },
    {
      figure: `terminal-text stripper, hostile input ×2 four times (${linear.sizes.map((s) => s * HOSTILE.length).join(' → ')} chars)`,
      target: 'growth per doubling ≈ 2 (≤ 2.6)',
      measured: `${linear.ms.map((t) => ms(t)).join(' → ')}; growth ${linear.growth.toFixed(2)}`,
      result: judged(linear.growth <= 2.6),
    },
  ];
}

/** Prints the rows as the bench's table. */
export function printLogReading(bytes = GIB): void {
  console.log(renderTable(logReadingRows(bytes)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printLogReading(Number(process.env.LOG_BENCH_BYTES ?? GIB));
}
