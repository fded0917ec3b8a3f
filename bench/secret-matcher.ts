// The secret matcher (#22 item 5) on 1, 2, 4 and 8 MB of hostile text with 4 configured secrets:
// text made of near-misses (each secret's raw, base64, hex, fullwidth and spaced-out forms cut
// short, so the automaton keeps starting matches that fail late), hidden characters and
// separators. Linear time means each doubling of the text about doubles the CPU time.
// Run alone: `npx tsx bench/secret-matcher.ts`.
import { pathToFileURL } from 'node:url';
import { countConfiguredSecrets, redactSecrets } from '../src/trust/redact.js';
import { SecretViewMatcher } from '../src/trust/secret-views.js';
import { judged, ms, renderTable } from './table.js';
import type { Row } from './table.js';

const SECRETS = [
  'sk-ant-api03-benchAnthropicKey7Qm2ZxW9pLr4Tt8Yv0Ba1',
  'sk-proj-benchOpenAIKeyHq3Nc8Rw1Lk5Zp0Xv7Tm2',
  'AIzaSyBenchGoogleKeyJd4Wq9Ln2Hx6Rt1Vb8Ks',
  'ghs_16C7e42F292c6912E7710c838347Ae178B4a',
];

function nearMisses(secret: string): string[] {
  const half = secret.slice(0, Math.floor(secret.length * 0.8));
  const fw = [...half].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
  return [
    half,
    Buffer.from(half).toString('base64'),
    Buffer.from(half).toString('hex').replace(/(..)/g, '$1:'),
    fw,
    [...half].join(' '),
    `${half.slice(0, 9)}\u200b${half.slice(9)}`,
    // Character escapes: the decoding reading (`%73`, `\x73`, `0x73,`, `&#115;`) runs too.
    [...Buffer.from(half)].map((b) => `%${b.toString(16)}\\x${b.toString(16)}`).join(''),
    [...Buffer.from(half)].map((b) => `0x${b.toString(16)}, &#${b};`).join(''),
  ];
}

const UNIT = `${SECRETS.flatMap(nearMisses).join('\n')}\n`;

function hostile(bytes: number): string {
  return UNIT.repeat(Math.ceil(bytes / UNIT.length)).slice(0, bytes);
}

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export interface SecretMatcherFigures {
  buildMs: number;
  perSize: Array<{ megabytes: number; redactMs: number; countMs: number }>;
}

export function measureSecretMatcher(): SecretMatcherFigures {
  const buildMs = cpuMs(() => new SecretViewMatcher(SECRETS));
  redactSecrets(hostile(1_000_000), SECRETS); // warm-up: JIT and the cached matcher
  const perSize = [1, 2, 4, 8].map((mb) => {
    const text = hostile(mb * 1_000_000);
    return {
      megabytes: mb,
      redactMs: cpuMs(() => redactSecrets(text, SECRETS)),
      countMs: cpuMs(() => countConfiguredSecrets(text, SECRETS)),
    };
  });
  return { buildMs, perSize };
}

/** Bench rows: the matcher's build, each size, and the growth per doubling (want ≈ 2). */
export function secretMatcherRows(figures = measureSecretMatcher()): Row[] {
  const rows: Row[] = [
    {
      figure: 'secret matcher: build for 4 secrets (every form two encodings deep)',
      target: 'info',
      measured: ms(figures.buildMs),
      result: 'info',
    },
  ];
  for (const s of figures.perSize) {
    rows.push({
      figure: `secret matcher: redact ${s.megabytes} MB hostile text, 4 secrets`,
      target: 'info',
      measured: `${ms(s.redactMs)} (count only ${ms(s.countMs)})`,
      result: 'info',
    });
  }
  const ratios = figures.perSize
    .slice(1)
    .map((s, i) => s.redactMs / Math.max(1, figures.perSize[i]!.redactMs));
  rows.push({
    figure: 'secret matcher: time per doubling of the text (1→2→4→8 MB)',
    target: '≈ 2 (linear)',
    measured: ratios.map((r) => r.toFixed(2)).join(', '),
    result: judged(ratios.every((r) => r < 3)),
  });
  return rows;
}

export function printSecretMatcherRows(): void {
  process.stdout.write(`${renderTable(secretMatcherRows())}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printSecretMatcherRows();
