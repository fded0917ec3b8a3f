import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLLAPSED_NOTICE, fitCommentBody, utf8Length } from '../../../src/github/comment-body.js';
import { isWellFormed } from './helpers.js';
import { propertyRuns } from '../../knobs.js';

const MARKER = '<!-- done-gate:report:done-gate -->';
const HEAD = 'GAUNTLET: BLOCKED\nGAUNTLET_REVIEW_INCOMPLETE: security';

function lane(name: string, size: number, filler = 'x'): string {
  return `<details><summary>${name}: NEEDS-HUMAN</summary>\n\n${`${filler.repeat(80)}\n`.repeat(Math.ceil(size / 81))}\n</details>`;
}

/** Our own fence check (CommonMark): true when every opened fence is closed. */
function fencesBalanced(text: string): boolean {
  let open: { char: string; length: number } | null = null;
  for (const line of text.split('\n')) {
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!m || !m[1]) continue;
    if (open === null) {
      if (!(m[1][0] === '`' && (m[2] ?? '').includes('`')))
        open = { char: m[1][0] ?? '', length: m[1].length };
    } else if (m[1][0] === open.char && m[1].length >= open.length && (m[2] ?? '').trim() === '') {
      open = null;
    }
  }
  return open === null;
}

function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

describe('fitCommentBody', () => {
  it('leaves a report that fits as it is, with the marker at the end', () => {
    const body = `${HEAD}\n\nAll good.`;
    expect(fitCommentBody(body, { marker: MARKER })).toBe(`${body}\n\n${MARKER}`);
    expect(fitCommentBody(`${MARKER}\n${body}`, { marker: MARKER })).toBe(`\n${body}\n\n${MARKER}`);
  });

  it('collapses the longest lane report first and keeps the others', () => {
    const report = [
      HEAD,
      '',
      lane('code-review', 2_000),
      lane('security', 30_000, 'S'),
      lane('adversary', 3_000),
    ].join('\n');
    const out = fitCommentBody(report, { marker: MARKER, maxChars: 10_000 });
    expect(out.length).toBeLessThanOrEqual(10_000);
    expect(out.startsWith(`${HEAD}\n`)).toBe(true);
    expect(out).toContain('<summary>security: NEEDS-HUMAN</summary>');
    expect(out).not.toContain('SSSS');
    expect(count(out, COLLAPSED_NOTICE)).toBe(1);
    expect(out).toContain('x'.repeat(80)); // the shorter lanes survive whole
    expect(out).not.toContain('Report truncated');
    expect(out.endsWith(MARKER)).toBe(true);
  });

  it('truncates after collapsing when still too long, closing an open fence', () => {
    const huge = `${'line of findings\n'.repeat(200)}\`\`\`ts\n${'code();\n'.repeat(5_000)}\`\`\`\ntail`;
    const out = fitCommentBody(`${HEAD}\n\n${huge}`, { marker: MARKER, maxChars: 8_000 });
    expect(out.length).toBeLessThanOrEqual(8_000);
    expect(out.startsWith(HEAD)).toBe(true);
    expect(fencesBalanced(out)).toBe(true);
    expect(out).toMatch(
      /\*\*Report truncated\*\* to fit GitHub's comment size limit: [\d,]+ of [\d,]+ characters shown/,
    );
    expect(out.endsWith(`\n\n${MARKER}`)).toBe(true);
  });

  it('closes an HTML comment and <details> left open by the cut', () => {
    const out = fitCommentBody(
      `${HEAD}\n<details><summary>lane</summary>\n<!-- note\n${'z'.repeat(20_000)}`,
      {
        marker: MARKER,
        maxChars: 2_000,
      },
    );
    const kept = out.slice(0, out.indexOf('> **Report truncated**'));
    expect(kept.lastIndexOf('-->')).toBeGreaterThan(kept.lastIndexOf('<!--'));
    expect(count(kept, '<details>')).toBe(count(kept, '</details>'));
  });

  it('the default budget keeps a 300 kB report under 65,536 characters and 262,144 bytes', () => {
    const report = `${HEAD}\n${'🚀 emoji-heavy finding\n'.repeat(15_000)}`;
    const out = fitCommentBody(report, { marker: MARKER });
    expect(out.length).toBeLessThan(65_536);
    expect(Buffer.byteLength(out, 'utf8')).toBeLessThan(262_144);
    expect(out.length).toBeLessThanOrEqual(60_000);
  });

  it('respects the byte budget when it binds before the character budget', () => {
    const report = `${HEAD}\n${'😀'.repeat(50_000)}`;
    const out = fitCommentBody(report, { marker: MARKER, maxChars: 1_000_000, maxBytes: 10_000 });
    expect(Buffer.byteLength(out, 'utf8')).toBeLessThanOrEqual(10_000);
    expect(isWellFormed(out)).toBe(true);
  });

  it('utf8Length agrees with Buffer.byteLength', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(utf8Length(s)).toBe(Buffer.byteLength(s, 'utf8'));
      }),
    );
  });

  it('property: within both budgets, head kept, marker once at the end, fences balanced, no split code point', () => {
    const fragment = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.constantFrom(
        '```',
        '```ts',
        '~~~~',
        '<details>',
        '</details>',
        '<summary>lane</summary>',
        '<!--',
        '-->',
        '\n',
        '\n\n',
        MARKER,
        '😀'.repeat(50),
      ),
      fc.integer({ min: 1, max: 3000 }).map((n) => lane('lane', n, '🧪')),
    );
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 40 }),
        fc.integer({ min: 600, max: 6_000 }),
        fc.integer({ min: 600, max: 12_000 }),
        (parts, maxChars, maxBytes) => {
          const report = `${HEAD}\n${parts.join('')}`;
          const out = fitCommentBody(report, { marker: MARKER, maxChars, maxBytes });
          expect(out.length).toBeLessThanOrEqual(maxChars);
          expect(utf8Length(out)).toBeLessThanOrEqual(maxBytes);
          expect(out.startsWith(HEAD)).toBe(true);
          expect(out.endsWith(`\n\n${MARKER}`)).toBe(true);
          expect(count(out, MARKER)).toBe(1);
          if (isWellFormed(report)) expect(isWellFormed(out)).toBe(true);
          if (fencesBalanced(report.split(MARKER).join(''))) expect(fencesBalanced(out)).toBe(true);
          if (out.includes('Report truncated')) {
            const kept = out.slice(0, out.indexOf('\n\n> **Report truncated**'));
            expect(fencesBalanced(kept)).toBe(true);
          }
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
