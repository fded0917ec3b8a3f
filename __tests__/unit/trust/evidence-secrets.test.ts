import { describe, expect, it } from 'vitest';
import {
  SecretByteScanner,
  secretInEvidenceBlocker,
  secretsInEvidence,
} from '../../../src/trust/evidence-secrets.js';

const KEY = 'sk-proj-unitTestKey000000000000000000042';

describe('secretsInEvidence', () => {
  it('names each part holding a configured secret in any spelling, walking nested values', () => {
    const found = secretsInEvidence(
      [
        ['diff', { files: [{ hunks: [{ lines: [{ text: `+const k = '${KEY}';` }] }] }] }],
        ['spec', { text: 'no secret here' }],
        ['test output', { text: Buffer.from(`x${KEY}`).toString('base64') }],
        ['commit messages', [[...KEY].reverse().join('')]],
        ['verification command output', { kind: 'none' }],
      ],
      [KEY],
    );
    expect(found).toEqual(['diff', 'test output', 'commit messages']);
    expect(secretInEvidenceBlocker(found)).toMatch(
      /^secret in evidence: .*diff, test output, commit messages/,
    );
  });

  it('a key-shaped string that is not a configured secret is not a blocker; no secrets, no finds', () => {
    const other = 'sk-ant-api03-SomeoneElsesExampleKey0000001';
    expect(secretsInEvidence([['diff', other]], [KEY])).toEqual([]);
    expect(secretsInEvidence([['diff', KEY]], [])).toEqual([]);
    expect(secretsInEvidence([['diff', KEY]], ['short'])).toEqual([]);
  });
});

describe('SecretByteScanner (raw test files)', () => {
  const key = 'sk-ant-api03-scanner-test-key-000000';
  const bytesOf = (text: string, encoding: BufferEncoding = 'utf8'): Uint8Array =>
    new Uint8Array(Buffer.from(text, encoding));

  it('finds a key split across two chunks at any offset', () => {
    const file = bytesOf(`ok 1 - a\n# env KEY=${key}\nok 2 - b\n`);
    for (let cut = 1; cut < file.length; cut++) {
      const scanner = new SecretByteScanner([key]);
      scanner.write(file.slice(0, cut));
      scanner.write(file.slice(cut));
      expect(scanner.found, `cut at ${cut}`).toBe(true);
    }
  });

  it('finds it base64-encoded, reversed, and in a UTF-16 file', () => {
    for (const text of [
      `auth: ${Buffer.from(`u:${key}`).toString('base64')}`,
      [...key].reverse().join(''),
    ]) {
      const scanner = new SecretByteScanner([key]);
      scanner.write(bytesOf(text));
      expect(scanner.found, text).toBe(true);
    }
    const utf16 = new SecretByteScanner([key]);
    utf16.write(bytesOf(`\uFEFFnot ok 1 - ${key}\n`, 'utf16le'));
    expect(utf16.found).toBe(true);
  });

  it('finds nothing in a file without the key, or with no secrets configured', () => {
    const clean = new SecretByteScanner([key]);
    clean.write(bytesOf('ok 1 - sk-ant-api03-another-key-but-not-ours\n'));
    expect(clean.found).toBe(false);
    const none = new SecretByteScanner([]);
    none.write(bytesOf(key));
    expect(none.found).toBe(false);
  });
});
