import { describe, expect, it } from 'vitest';
import { secretInEvidenceBlocker, secretsInEvidence } from '../../../src/trust/evidence-secrets.js';

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
