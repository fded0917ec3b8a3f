// A file a reviewer's repository tools read is evidence too (#22 item 5): a configured secret in
// it, in any encoding, is redacted from what the lane is served, excerpt-free, and blocks.
import { describe, expect, it } from 'vitest';
import { ToolReadRecord, toolReadFindings } from '../../../src/repository/screen.js';
import { rot13 } from './secret-encodings.js';

const KEY = 'ghs_readByReviewer7Qm2ZxW9pLr4Tt8Yv0Ba1cD';

describe('ToolReadRecord with configured secrets', () => {
  it('a read holding the key (ROT13, zero-width split) is served without it and blocks', () => {
    const record = new ToolReadRecord([KEY]);
    const split = `${KEY.slice(0, 12)}\u200b${KEY.slice(12)}`;
    const served = record.screen('config/ci.env @head', `TOKEN=${rot13(KEY)}\nOTHER=${split}\n`);
    expect(served).toBe('TOKEN=[REDACTED]\nOTHER=[REDACTED]\n');
    const { blockers, attention } = toolReadFindings(record, 'standard');
    expect(blockers).toEqual([
      expect.stringMatching(/^secret in evidence: .*files read by a reviewer \('config\/ci\.env /),
    ]);
    // The hidden character went with the key: nothing quotes the key's characters.
    for (const line of [...blockers, ...attention]) {
      expect(line).not.toContain(KEY.slice(4, 12));
      expect(line).not.toContain(KEY.slice(12, 20));
    }
  });

  it('without the key, or with no secrets configured, nothing blocks and the text is served as is', () => {
    const record = new ToolReadRecord([KEY]);
    expect(record.screen('src/a.ts @head', 'export const a = 1;\n')).toBe('export const a = 1;\n');
    const bare = new ToolReadRecord();
    expect(bare.screen('src/b.ts @head', `k=${KEY}`)).toBe(`k=${KEY}`);
    expect(toolReadFindings(record, 'standard').blockers).toEqual([]);
    expect(toolReadFindings(bare, 'standard').blockers).toEqual([]);
  });
});
