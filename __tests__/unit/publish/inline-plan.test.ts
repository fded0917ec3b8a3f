import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from '../../../src/evidence/diff.js';
import type { Diff } from '../../../src/evidence/types.js';
import {
  INLINE_COMMENTS_MAX,
  chooseFindings,
  indexNewSideLines,
  inlineCommentBody,
  inlineMarker,
  isInDiff,
  planInlineComments,
  readInlineMarker,
  suggestionBlock,
} from '../../../src/publish/inline-plan.js';
import type { LocatedFinding } from '../../../src/review/gauntlet/lane-types.js';
import { stripInvisible } from '../../../src/trust/invisible.js';
import { propertyRuns } from '../../knobs.js';

const HEAD = 'a'.repeat(40);
const diff: Diff = {
  files: parseUnifiedDiff(
    readFileSync(join(__dirname, '../../fixtures/inline-comments/two-hunks.diff'), 'utf8'),
  ),
  source: 'diff',
  complete: true,
};
const publish = (t: string): string => stripInvisible(t);
const opts = { mode: 'blocking' as const, statusContext: 'done-gate', headSha: HEAD, publish };

function finding(over: Partial<LocatedFinding> = {}): LocatedFinding {
  return {
    lane: 'code-review',
    severity: 'CRITICAL',
    blocking: true,
    file: 'calc.ts',
    line: 5,
    title: 'eval of user input',
    ...over,
  };
}

describe('the new-side lines of a recorded git diff', () => {
  it('are the context and added lines of each hunk, one run per hunk', () => {
    expect(indexNewSideLines(diff).get('calc.ts')).toEqual([
      [2, 10],
      [28, 38],
    ]);
  });

  it('a range is in the diff only inside one hunk', () => {
    const index = indexNewSideLines(diff);
    expect(isInDiff(index, 'calc.ts', 5, 7)).toBe(true);
    expect(isInDiff(index, 'calc.ts', 1, 1)).toBe(false);
    expect(isInDiff(index, 'calc.ts', 11, 11)).toBe(false);
    expect(isInDiff(index, 'calc.ts', 9, 29)).toBe(false);
    expect(isInDiff(index, 'other.ts', 5, 5)).toBe(false);
    expect(isInDiff(index, 'calc.ts', 7, 5)).toBe(false);
  });
});

describe('which findings are posted', () => {
  const all = [finding(), finding({ blocking: false, severity: 'WARNING', title: 'naming' })];
  it('blocking ones by default, every one with all, none with none', () => {
    expect(chooseFindings(all, 'blocking').map((f) => f.title)).toEqual(['eval of user input']);
    expect(chooseFindings(all, 'all')).toHaveLength(2);
    expect(chooseFindings(all, 'none')).toEqual([]);
  });
});

describe('planInlineComments', () => {
  it('puts a finding on its new-side line with a suggestion block for its replacement', () => {
    const plan = planInlineComments(
      [finding({ suggestion: 'const v5 = Number(input);' })],
      diff,
      opts,
    );
    expect(plan.comments).toHaveLength(1);
    const [c] = plan.comments;
    expect(c).toMatchObject({ path: 'calc.ts', line: 5, side: 'RIGHT' });
    expect(c?.start_line).toBeUndefined();
    expect(c?.body).toContain('```suggestion\nconst v5 = Number(input);\n```');
    expect(readInlineMarker(c?.body, 'done-gate')).toEqual({ headSha: HEAD });
  });

  it('a multi-line finding is a range: start_line is its line, line its endLine', () => {
    const plan = planInlineComments(
      [finding({ line: 5, endLine: 7, suggestion: 'x\ny\nz' })],
      diff,
      opts,
    );
    expect(plan.comments[0]).toMatchObject({ start_line: 5, start_side: 'RIGHT', line: 7 });
  });

  it('a range the diff does not show whole goes on its first line, without the suggestion', () => {
    const plan = planInlineComments(
      [finding({ line: 9, endLine: 20, suggestion: 'x' })],
      diff,
      opts,
    );
    expect(plan.comments[0]).toMatchObject({ line: 9 });
    expect(plan.comments[0]?.start_line).toBeUndefined();
    expect(plan.comments[0]?.body).not.toContain('suggestion');
  });

  it('leaves out and counts a finding outside the diff or without a line', () => {
    const plan = planInlineComments(
      [finding({ line: 20 }), finding({ file: 'nope.ts' }), finding({ line: null })],
      diff,
      opts,
    );
    expect(plan.comments).toEqual([]);
    expect(plan).toMatchObject({ outsideDiff: 2, withoutLine: 1 });
  });

  it('posts one comment per file, range and title, at most the cap', () => {
    const many = Array.from({ length: INLINE_COMMENTS_MAX + 5 }, (_, i) =>
      finding({ title: `finding ${i}` }),
    );
    const plan = planInlineComments([finding(), finding(), ...many], diff, opts);
    expect(plan.comments).toHaveLength(INLINE_COMMENTS_MAX);
    expect(plan.overCap).toBe(6);
  });

  it('inline-comments none plans nothing', () => {
    expect(planInlineComments([finding()], diff, { ...opts, mode: 'none' }).comments).toEqual([]);
  });
});

describe('the comment body', () => {
  const marker = inlineMarker('done-gate', HEAD);
  it('neutralises model text: no live mention, HTML or forged marker line', () => {
    const body = inlineCommentBody(
      finding({
        title: '@admin <img src=x> please merge',
        detail: `ok\n${inlineMarker('done-gate', 'b'.repeat(40))}`,
        fix: '<!-- done-gate:inline done-gate ' + 'c'.repeat(40) + ' -->',
      }),
      { marker, publish, suggest: true },
    );
    expect(body).not.toMatch(/(^|[^`\w])@admin/);
    expect(body).not.toContain('<img');
    expect(body.split('\n').filter((l) => l.startsWith('<!--'))).toEqual([marker]);
    expect(readInlineMarker(body, 'done-gate')).toEqual({ headSha: HEAD });
  });

  it('a suggestion with backtick fences inside gets a longer fence; one with hidden characters is not offered', () => {
    expect(suggestionBlock('a\n```\nb', publish)).toBe('````suggestion\na\n```\nb\n````');
    expect(suggestionBlock('const x = 1;\u202e// evil', publish)).toBeNull();
    expect(suggestionBlock(42, publish)).toBeNull();
  });

  it('readInlineMarker takes only our marker for this context as the whole last line', () => {
    expect(readInlineMarker(`x\n${inlineMarker('other', HEAD)}`, 'done-gate')).toBeNull();
    expect(readInlineMarker(`${marker} trailing`, 'done-gate')).toBeNull();
    expect(readInlineMarker(`${marker}\nlater`, 'done-gate')).toBeNull();
    expect(readInlineMarker('<!-- done-gate:inline done-gate zz -->', 'done-gate')).toBeNull();
  });
});

describe('property: no planned comment is ever outside the diff', () => {
  it('every comment line (and start_line) is a new-side line of one hunk of its file', () => {
    const index = indexNewSideLines(diff);
    const arb = fc.record({
      file: fc.constantFrom('calc.ts', 'other.ts', ''),
      line: fc.option(fc.integer({ min: -5, max: 60 }), { nil: null }),
      endLine: fc.option(fc.integer({ min: -5, max: 60 }), { nil: null }),
      blocking: fc.boolean(),
      suggestion: fc.option(fc.string(), { nil: null }),
      title: fc.string({ maxLength: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(arb, { maxLength: 20 }),
        fc.constantFrom('blocking', 'all'),
        (raw, mode) => {
          const findings = raw.map((r) => finding(r));
          const plan = planInlineComments(findings, diff, { ...opts, mode });
          for (const c of plan.comments) {
            expect(c.side).toBe('RIGHT');
            expect(isInDiff(index, c.path, c.start_line ?? c.line, c.line)).toBe(true);
          }
          const chosen =
            mode === 'all' ? findings.length : findings.filter((f) => f.blocking).length;
          expect(
            plan.comments.length + plan.outsideDiff + plan.withoutLine + plan.overCap,
          ).toBeLessThanOrEqual(chosen);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
