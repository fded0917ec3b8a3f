import { describe, expect, it } from 'vitest';
import { publicText } from '../../../src/publish/port.js';
import { fitStatusDescription } from '../../../src/github/publish.js';

const SECRET = 'ghp_' + 'a1B2c3D4e5F6g7H8i9J0'.repeat(2);

describe('publicText (logs, statuses, annotations)', () => {
  it('redacts a secret split by a hidden character that GitHub would drop', () => {
    const split = `${SECRET.slice(0, 10)}\u200b${SECRET.slice(10)}`;
    const shown = fitStatusDescription(publicText({ secrets: [SECRET] }, `leaked ${split} here`));
    expect(shown).not.toContain(SECRET);
    expect(shown).toContain('leaked');
  });
});
