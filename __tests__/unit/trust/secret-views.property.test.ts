// Properties of the normalised-view secret matcher (#22 item 5): a configured secret of any
// realistic shape, disguised by any composition of up to two of the listed encodings, then line
// wrapped, separated, fullwidth or re-cased, and embedded at any offset in noise, is found (and
// gone after redaction); real-looking benign log lines raise nothing for random secrets.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secretsInEvidence } from '../../../src/trust/evidence-secrets.js';
import { countConfiguredSecrets, redactSecrets } from '../../../src/trust/redact.js';
import { ENCODERS, SecretViewMatcher } from '../../../src/trust/secret-views.js';
import { base32, fullwidth, rot13, utf16be, utf16le } from './secret-encodings.js';
import { propertyRuns, scaled } from '../../knobs.js';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const chars = (alphabet: string, min: number, max: number): fc.Arbitrary<string> =>
  fc
    .array(fc.integer({ min: 0, max: alphabet.length - 1 }), { minLength: min, maxLength: max })
    .map((xs) => xs.map((i) => alphabet[i]).join(''));

/** Key shapes the action is configured with, and random values of 20–64 characters. */
const secretArb: fc.Arbitrary<string> = fc.oneof(
  chars(`${ALNUM}-_`, 40, 80).map((b) => `sk-ant-api03-${b}`),
  chars(ALNUM, 32, 48).map((b) => `sk-${b}`),
  chars(`${ALNUM}-_`, 40, 64).map((b) => `sk-proj-${b}`),
  chars(`${ALNUM}-_`, 35, 35).map((b) => `AIza${b}`),
  chars(ALNUM, 36, 36).map((b) => `ghp_${b}`),
  chars(ALNUM, 36, 36).map((b) => `ghs_${b}`),
  chars(`${ALNUM}!#%&*+/=?@^~`, 20, 64),
);

type Encoding = (text: string) => string;
const bytesOf = (text: string): Buffer => Buffer.from(text, 'latin1');

/** Each listed encoding, of a whole text, as the tools that write them do. */
const ENCODINGS: Record<string, Encoding> = {
  base64: (t) => bytesOf(t).toString('base64'),
  base64url: (t) => bytesOf(t).toString('base64url'),
  base32: (t) => base32(bytesOf(t)),
  hex: (t) => bytesOf(t).toString('hex'),
  HEX: (t) => bytesOf(t).toString('hex').toUpperCase(),
  'utf-16le base64': (t) => utf16le(t).toString('base64'),
  'utf-16be base64': (t) => utf16be(t).toString('base64'),
  rot13,
  reversed: (t) => [...t].reverse().join(''),
};
const encodingArb = fc.constantFrom(...Object.keys(ENCODINGS));

/** What a log does to the final text: wrap it, separate it, widen it, re-case it. */
const FINISHES: Record<string, (text: string, n: number) => string> = {
  none: (t) => t,
  'line-wrapped': (t, n) => t.replace(new RegExp(`(.{${8 + (n % 70)}})`, 'g'), '$1\n'),
  'CRLF-wrapped': (t, n) => t.replace(new RegExp(`(.{${8 + (n % 70)}})`, 'g'), '$1\r\n'),
  'colon-separated pairs': (t) => t.replace(/(..)(?!$)/g, '$1:'),
  'dash-separated pairs': (t) => t.replace(/(..)(?!$)/g, '$1-'),
  'spaced out': (t) => [...t].join(' '),
  fullwidth: (t) => fullwidth(t),
  'upper case': (t) => t.toUpperCase(),
  'zero-width split': (t, n) => {
    const at = 1 + (n % (t.length - 1));
    return `${t.slice(0, at)}\u200b${t.slice(at)}`;
  },
};
const finishArb = fc.constantFrom(...Object.keys(FINISHES));

// Noise that holds none of the matcher's separators at its edges is not needed: any noise works,
// the secret's own encoded characters are what is looked for.
const noiseArb = chars(`${ALNUM} +/=:-_.\n`, 0, 40);

describe('secret matcher properties', () => {
  it(
    'the resolved transition rows change nothing: every span equals the sibling-and-failure walk',
    () => {
      // Text made of the secrets' own pieces and their encodings, so the automaton goes deep and
      // fails back often: where a wrong row would show.
      fc.assert(
        fc.property(
          fc.array(secretArb, { minLength: 1, maxLength: 3 }),
          fc.array(fc.tuple(fc.nat(), fc.nat(), encodingArb, noiseArb, fc.boolean()), {
            minLength: 1,
            maxLength: 12,
          }),
          (secrets, pieces) => {
            const text = pieces
              .map(([which, cut, encoding, noise, whole]) => {
                const secret = secrets[which % secrets.length]!;
                const encoded = ENCODINGS[encoding]!(secret);
                const piece = whole ? encoded : encoded.slice(0, 1 + (cut % encoded.length));
                return `${noise}${piece}`;
              })
              .join('\n+');
            const dense = new SecretViewMatcher(secrets);
            const walked = new SecretViewMatcher(secrets, { maxDenseEntries: 0 });
            const rootRows = new SecretViewMatcher(secrets, { maxDenseEntries: 128 * 64 });
            const expected = walked.spans(text);
            expect(dense.spans(text)).toEqual(expected);
            expect(rootRows.spans(text)).toEqual(expected);
          },
        ),
        { numRuns: propertyRuns(0.1) },
      );
    },
    scaled(120_000),
  );

  it(
    'any secret, under up to two encodings, finished and embedded in noise, is found and redacted',
    () => {
      fc.assert(
        fc.property(
          secretArb,
          fc.array(encodingArb, { minLength: 0, maxLength: 2 }),
          finishArb,
          fc.nat(),
          noiseArb,
          noiseArb,
          noiseArb,
          noiseArb,
          (secret, encodings, finish, n, p1, s1, p2, s2) => {
            // The secret sits at any offset inside the encoded stream at each layer.
            let text = secret;
            encodings.forEach((name, depth) => {
              const [before, after] = depth === 0 ? [p1, s1] : [p2, s2];
              text = ENCODINGS[name]!(`${before}${text}${after}`);
            });
            const disguised = FINISHES[finish]!(text, n);
            const log = `PASS test/a.test.ts\nenv: ${disguised}\n3 passed\n`;
            expect(secretsInEvidence([['test output', { text: log }]], [secret])).toEqual([
              'test output',
            ]);
            const redacted = redactSecrets(log, [secret]).text;
            expect(countConfiguredSecrets(redacted, [secret])).toBe(0);
            expect(redacted).toContain('[REDACTED]');
          },
        ),
        // Each run builds the matcher for a new secret: a few hundred forms.
        { numRuns: propertyRuns() },
      );
    },
    scaled(60_000),
  );
  /** Each character escape a log, a string literal or a page writes, of one character. */
  const ESCAPES: Record<string, (c: string) => string> = {
    plain: (c) => c,
    percent: (c) => `%${hex(c)}`,
    PERCENT: (c) => `%${hex(c).toUpperCase()}`,
    'backslash-x': (c) => `\\x${hex(c)}`,
    '0x byte': (c) => `, 0x${hex(c)}, `,
    'backslash-u': (c) => `\\u00${hex(c)}`,
    octal: (c) => `\\${c.charCodeAt(0).toString(8).padStart(3, '0')}`, // as od -b, $'\NNN'
    'HTML decimal': (c) => `&#${c.charCodeAt(0)};`,
    'HTML hex': (c) => `&#x${hex(c)};`,
  };
  const hex = (c: string): string => c.charCodeAt(0).toString(16).padStart(2, '0');

  it('any secret with each character plain or in any escape (mixed at will) is found and redacted', () => {
    const escapeArb = fc.constantFrom(...Object.keys(ESCAPES));
    fc.assert(
      fc.property(
        secretArb,
        fc.array(escapeArb, { minLength: 1, maxLength: 100 }),
        noiseArb,
        (secret, perChar, noise) => {
          const escaped = [...secret]
            .map((c, i) => ESCAPES[perChar[i % perChar.length]!]!(c))
            .join('');
          const log = `PASS test/a.test.ts\n${noise} env: ${escaped}\n3 passed\n`;
          expect(secretsInEvidence([['test output', { text: log }]], [secret])).toEqual([
            'test output',
          ]);
          const redacted = redactSecrets(log, [secret]).text;
          expect(countConfiguredSecrets(redacted, [secret])).toBe(0);
          expect(redacted).toContain('[REDACTED]');
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('any secret as a list of decimal bytes (a Buffer as JSON, a Uint8Array printed) is found', () => {
    fc.assert(
      fc.property(
        secretArb,
        fc.constantFrom(',', ', ', ',\n  '),
        noiseArb,
        (secret, separator, noise) => {
          const list = [...Buffer.from(secret)].join(separator);
          const log = `${noise}\n{"type":"Buffer","data":[${list}]}\n`;
          expect(countConfiguredSecrets(log, [secret])).toBeGreaterThan(0);
          expect(countConfiguredSecrets(redactSecrets(log, [secret]).text, [secret])).toBe(0);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  const benign = readFileSync('__tests__/fixtures/benign-log-lines/lines.txt', 'utf8')
    .split('\n')
    .filter((line) => line !== '');

  it('the benign corpus holds at least 500 real-looking lines', () => {
    expect(benign.length).toBeGreaterThanOrEqual(500);
  });

  it(
    'no benign log line raises "secret in evidence" for random configured secrets',
    () => {
      const log = benign.join('\n');
      fc.assert(
        fc.property(fc.array(secretArb, { minLength: 4, maxLength: 4 }), (secrets) => {
          expect(secretsInEvidence([['test output', { text: log }]], secrets)).toEqual([]);
          expect(redactSecrets(log, secrets).text).toBe(redactSecrets(log, []).text);
        }),
        { numRuns: propertyRuns(0.3) },
      );
    },
    scaled(60_000),
  );
});

// Each aligned form must be exactly the characters an encoding of the secret between any
// neighbours always contains: all of them (a shorter form would leave its edge characters
// unredacted), and none that a neighbour's bits reach into.
describe('an aligned form is every character the secret alone determines', () => {
  const encoders = {
    base64: { encode: (b: Uint8Array) => Buffer.from(b).toString('base64'), bits: 6, period: 3 },
    base64url: {
      encode: (b: Uint8Array) => Buffer.from(b).toString('base64url'),
      bits: 6,
      period: 3,
    },
    base32: { encode: base32, bits: 5, period: 5 },
  } as const;
  it.each(Object.keys(encoders) as (keyof typeof encoders)[])('%s', (name) => {
    const { encode, bits, period } = encoders[name];
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 40 }),
        fc.uint8Array({ minLength: 4, maxLength: 4 }),
        fc.uint8Array({ minLength: 4, maxLength: 4 }),
        (secret, before, after) => {
          const forms = ENCODERS[name]!(secret);
          const bytes = Buffer.from(secret, 'utf8');
          expect(forms).toHaveLength(period);
          forms.forEach((form, offset) => {
            const first = Math.ceil((offset * 8) / bits);
            const end = Math.floor(((offset + bytes.length) * 8) / bits);
            const stream = Buffer.concat([before.subarray(0, offset), bytes, after]);
            expect(form).toBe(encode(stream).slice(first, end));
          });
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
