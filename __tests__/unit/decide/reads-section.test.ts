// The report's "Repository reads" section: per lane, what its tools served, answered without
// content, or refused — never overstating how deep the review went — with every target inert.
import { describe, expect, it } from 'vitest';
import { readsSection } from '../../../src/decide/reads-section.js';

describe('readsSection', () => {
  it('counts only steps that served content as served; wrong guesses are told apart', () => {
    const lines = readsSection(
      [
        {
          lane: 'code-review',
          steps: [
            { tool: 'read_file', target: 'src/a.ts @head', outcome: 'served', bytes: 120 },
            { tool: 'read_file', target: 'src/missing.ts @head', outcome: 'served', bytes: 0 },
            { tool: 'read_file', target: '../../etc/passwd @head', outcome: 'refused', bytes: 0 },
          ],
        },
      ],
      true,
    );
    expect(lines[0]).toBe(
      '<details><summary>code-review: 3 tool step(s), 1 served (120 bytes), 1 answered without content, 1 refused</summary>',
    );
    expect(lines).toContain('- read_file `src/a.ts @head` — 120 bytes');
    expect(lines).toContain('- read_file `src/missing.ts @head` — nothing served');
    expect(lines).toContain('- read_file `../../etc/passwd @head` — refused');
  });

  it('says no lane read anything when tools were offered and none was used; nothing when not offered', () => {
    expect(readsSection([{ lane: 'gate', steps: [] }], true)).toEqual([
      'No lane read anything beyond the evidence.',
    ]);
    expect(readsSection([{ lane: 'gate', steps: undefined }], false)).toEqual([]);
  });

  it('shows a target carrying markup as one inert code span', () => {
    const lines = readsSection(
      [
        {
          lane: 'security',
          steps: [
            {
              tool: 'read_file',
              target: '@acme/admins <img src=x> <!-- done-gate:report:x --> `` @head',
              outcome: 'served',
              bytes: 0,
            },
          ],
        },
      ],
      true,
    );
    const step = lines.find((l) => l.startsWith('- read_file'));
    expect(step).toBe(
      '- read_file ```@acme/admins ＜img src=x> ＜!-- done-gate:report:x --> `` @head``` — nothing served',
    );
  });
});
