// Linear time on attacker-controlled text, as figures: the unit tests check what these functions
// return on large hostile input; how their CPU time grows with it is measured here (#27 item 3:
// no test asserts a duration). Each row times 1× and 8× an input: linear is about 8×, quadratic
// about 64×. Run alone: `npx tsx bench/linear-time.ts`.
import { pathToFileURL } from 'node:url';
import { findTranscriptLeak } from '../src/review/fresh-context/leak-guard.js';
import { inertLine } from '../src/trust/markdown.js';
import { neutralizeModelText } from '../src/trust/output.js';
import { prescreen } from '../src/trust/prescreen.js';
import { judged, ms, renderTable } from './table.js';
import type { Row } from './table.js';

/** Quadratic growth would be 64× for 8× the input; this leaves room for a noisy machine. */
const GROWTH_TARGET = 24;
const LEAK_TARGET_MS = 3000;

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Seeded word salad: text with no long run in common with another seed's. */
function prose(length: number, seed: number): string {
  let state = seed >>> 0;
  const words: string[] = [];
  let size = 0;
  while (size < length) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const word = (state >>> 8).toString(36);
    words.push(word);
    size += word.length + 1;
  }
  return words.join(' ').slice(0, length);
}

function growthRow(figure: string, small: number, work: (size: number) => void): Row {
  work(Math.max(1, Math.floor(small / 8))); // warm-up: JIT and compiled regexes
  const one = Math.max(
    1,
    cpuMs(() => work(small)),
  );
  const eight = cpuMs(() => work(small * 8));
  const growth = eight / one;
  return {
    figure,
    target: `8× the input ≤ ${GROWTH_TARGET}× the CPU time`,
    measured: `${ms(one)} → ${ms(eight)} (${growth.toFixed(1)}×)`,
    result: judged(growth <= GROWTH_TARGET),
  };
}

export function linearTimeRows(): Row[] {
  const MB = 1 << 20;
  const transcript = prose(MB, 11);
  const prompt = prose(MB, 12);
  const leakCases: Array<[string, string, string]> = [
    ['unrelated text', transcript, prompt],
    [
      'periodic near misses',
      'ab'.repeat(MB / 2),
      `${'ab'.repeat(39)}a|`.repeat(Math.floor(MB / 80)),
    ],
  ];
  const leakRows = leakCases.map(([name, t, p]): Row => {
    const spent = cpuMs(() => findTranscriptLeak(t, p));
    return {
      figure: `leak guard: 1 MB transcript against a 1 MB prompt, ${name} (CPU time)`,
      target: `≤ ${ms(LEAK_TARGET_MS)}`,
      measured: ms(spent),
      result: judged(spent <= LEAK_TARGET_MS),
    };
  });
  const pattern = '`@a|#1 ``\u200b`<![x](y) \\| https://e.x/a)~~~ ';
  return [
    ...leakRows,
    growthRow('inert line: hostile markdown, 12.5k → 100k characters', 12_500, (n) =>
      inertLine(repeatTo(pattern, n), Number.MAX_SAFE_INTEGER),
    ),
    growthRow('neutraliser: URLs chained by ")", 5k → 40k links', 5_000, (n) =>
      neutralizeModelText('https://github.com/a)'.repeat(n)),
    ),
    growthRow('pre-screen: "ignore all the " repeated, 2k → 16k times', 2_000, (n) =>
      prescreen(
        [{ kind: 'test-output', name: 'log', text: 'ignore all the '.repeat(n) }],
        'standard',
      ),
    ),
    growthRow('pre-screen: letter spacing "i-" without end, 2k → 16k times', 2_000, (n) =>
      prescreen([{ kind: 'test-output', name: 'log', text: 'i-'.repeat(n) }], 'standard'),
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${renderTable(linearTimeRows())}\n`);
}
