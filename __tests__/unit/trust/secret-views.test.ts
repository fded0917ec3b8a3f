// The normalised-view secret matcher (#22 item 5), by example: each encoding the issue names is
// found, redacted as it appears (and only it), read in chunks too; short values are not secrets.
import { describe, expect, it } from 'vitest';
import { SecretByteScanner, secretsInEvidence } from '../../../src/trust/evidence-secrets.js';
import { REDACTED, redactSecrets } from '../../../src/trust/redact.js';
import { normalisedView, SecretViewMatcher } from '../../../src/trust/secret-views.js';
import { base32, fullwidth, rot13, utf16le } from './secret-encodings.js';

const KEY = 'sk-ant-api03-unitViewKey7Qm2ZxW9pLr4Tt8Yv0Ba1';
const b64 = (t: string | Buffer): string => Buffer.from(t).toString('base64');

/** Each disguise the issue lists, as a test log would carry it. */
const DISGUISES: Record<string, string> = {
  base32: base32(Buffer.from(`token=${KEY};`)),
  'hex with separators': Buffer.from(KEY)
    .toString('hex')
    .toUpperCase()
    .replace(/(..)(?!$)/g, '$1:'),
  'hex with spaces': Buffer.from(KEY)
    .toString('hex')
    .replace(/(..)(?!$)/g, '$1 '),
  'line-wrapped base64': b64(`{"key":"${KEY}"}`).replace(/(.{20})/g, '$1\n'),
  'base64 of UTF-16': b64(utf16le(`KEY=${KEY}`)),
  'double base64': b64(b64(`x${KEY}`)),
  'fullwidth letters': fullwidth(KEY),
  ROT13: rot13(KEY),
  'spaced-out letters': [...KEY].join(' '),
  reversed: [...KEY].reverse().join(''),
  'zero-width split': `${KEY.slice(0, 14)}\u200b${KEY.slice(14)}`,
  'base64url, no padding': Buffer.from(`${KEY}?`).toString('base64url'),
  'upper case': KEY.toUpperCase(),
};

describe('SecretViewMatcher', () => {
  const matcher = new SecretViewMatcher([KEY]);

  for (const [name, form] of Object.entries(DISGUISES)) {
    it(`finds the key as ${name}, and the span covers exactly that form`, () => {
      const text = `PASS src/a.test.ts\n  env: ${form}\nTests: 3 passed\n`;
      const spans = matcher.spans(text);
      expect(spans).toHaveLength(1);
      const [span] = spans;
      // The span lies inside the form (an encoding's edge characters may carry neighbours' bits)
      // and leaves less than one encoded group of it on either side.
      const at = text.indexOf(form);
      expect(span!.start).toBeGreaterThanOrEqual(at);
      expect(span!.end).toBeLessThanOrEqual(at + form.length);
      expect(span!.start - at).toBeLessThan(12);
      expect(at + form.length - span!.end).toBeLessThan(12);
      const redacted = redactSecrets(text, [KEY]).text;
      expect(redacted).toContain(REDACTED);
      expect(redacted).toMatch(/^PASS src\/a\.test\.ts\n {2}env: /);
      expect(redacted).toMatch(/\nTests: 3 passed\n$/);
      expect(matcher.spans(redacted)).toEqual([]);
    });
  }

  it('a secret in a part of the evidence is named, whatever the disguise', () => {
    for (const form of Object.values(DISGUISES)) {
      expect(secretsInEvidence([['test output', { text: `log ${form} end` }]], [KEY])).toEqual([
        'test output',
      ]);
    }
  });

  it('the same text without the key (another key of the same shape) is left alone', () => {
    const other = 'sk-ant-api03-someoneElsesKey7Qm2ZxW9pLr4Tt8Yv0B';
    for (const [name, form] of Object.entries(DISGUISES)) {
      const text = form.split(KEY).join(other);
      if (text === form) continue; // an encoded form: encode the other key the same way instead
      expect(matcher.spans(text), name).toEqual([]);
    }
    expect(matcher.spans(b64(b64(`x${other}`)))).toEqual([]);
    expect(matcher.spans(base32(Buffer.from(other)))).toEqual([]);
  });

  it('two keys: every match in one text, each its own span (adjacent ones too)', () => {
    const second = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
    const both = new SecretViewMatcher([KEY, second]);
    const text = `a ${rot13(KEY)} b ${Buffer.from(second).toString('hex')} c ${KEY}${KEY} d`;
    const spans = both.spans(text);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual([
      rot13(KEY),
      Buffer.from(second).toString('hex'),
      KEY,
      KEY,
    ]);
  });

  it('a line-wrapped form added in a unified diff (a `+` before each line) is found and redacted', () => {
    const lines = b64(`"${KEY}"`).match(/.{1,16}/g)!;
    const patch = `@@ -1,2 +1,${lines.length + 1} @@\n const a = 1;\n${lines.map((l) => `+${l}`).join('\n')}\n`;
    expect(secretsInEvidence([['diff', { files: [{ patch }] }]], [KEY])).toEqual(['diff']);
    const redacted = redactSecrets(patch, [KEY]).text;
    expect(redacted).toMatch(/^@@ -1,2 \+1,\d+ @@\n const a = 1;\n\+/);
    expect(redacted).toContain(REDACTED);
    for (const line of lines.slice(1, -1)) expect(redacted).not.toContain(line);
    // Without the markers' second reading, a `+` that is base64 data still counts as data.
    expect(matcher.spans(`+${b64(`+${KEY}`)}`)).toHaveLength(1);
  });

  it('values shorter than 8 characters are not secrets; short derived forms are not needles', () => {
    expect(new SecretViewMatcher([]).needles).toBe(0);
    expect(redactSecrets('pass: abc1234 and abc1234', ['abc1234']).redactions).toBe(0);
    expect(secretsInEvidence([['test output', 'user abc1234']], ['abc1234'])).toEqual([]);
    // An eight-character value still counts, in any of its forms.
    expect(secretsInEvidence([['test output', rot13('Zq8#pLw2')]], ['Zq8#pLw2'])).toEqual([
      'test output',
    ]);
  });

  it('the view folds fullwidth and case, and drops separators, whitespace and hidden characters', () => {
    expect(normalisedView('ＡＢｃ-d_e:f.g,h i\tj\nk\u200bl\u00adm\u0000n')).toBe('abcdefghijklmn');
  });

  it('a stream finds the key split across chunks at every cut, and a UTF-16 file', () => {
    const file = Buffer.from(`ok 1 - a\n# KEY=${fullwidth(KEY)}\nok 2\n`, 'utf8');
    for (let cut = 1; cut < file.length; cut += 7) {
      const scanner = new SecretByteScanner([KEY]);
      scanner.write(new Uint8Array(file.subarray(0, cut)));
      scanner.write(new Uint8Array(file.subarray(cut)));
      expect(scanner.found, `cut at ${cut}`).toBe(true);
    }
    const utf16 = new SecretByteScanner([KEY]);
    utf16.write(new Uint8Array(Buffer.from(`log\n${rot13(KEY)}\n`, 'utf16le')));
    expect(utf16.found).toBe(true);
    const clean = new SecretByteScanner([KEY]);
    clean.write(new Uint8Array(Buffer.from(`ok 1 - a\n${b64('nothing here at all')}\n`)));
    expect(clean.found).toBe(false);
  });
});
