// The one module that places foreign text in our markdown (#16 item 5): one report line, an inline
// code span, a table cell. Properties over hostile text, plus the cases that motivated merging the
// copies that lived in the lane helpers and the report renderer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteUntrusted } from '../../../src/review/gauntlet/lanes/shared.js';
import {
  backtickFence,
  inertLine,
  inlineCode,
  longestBacktickRun,
  tableCell,
} from '../../../src/trust/markdown.js';
import { stripInvisible } from '../../../src/trust/invisible.js';
import { neutralizeModelText } from '../../../src/trust/output.js';
import { liveRefs, liveText } from '../../e2e/markdown.js';
import { propertyRuns } from '../../knobs.js';
import { hostileText, inertProblem } from './hostile-text.js';

function fail(problem: string, text: unknown, out: string): never {
  throw new Error(`${problem}\nin:  ${JSON.stringify(text)}\nout: ${JSON.stringify(out)}`);
}

/** The cells of a GFM table row as GitHub splits it: at every `|` not right after a backslash. */
function rowCells(row: string): string[] {
  const cells: string[] = [];
  let current = '';
  for (let i = 0; i < row.length; i += 1) {
    if (row[i] === '|' && row[i - 1] !== '\\') {
      cells.push(current);
      current = '';
    } else current += row[i];
  }
  cells.push(current);
  // A leading and a trailing pipe open and close the row; what lies outside them is no cell.
  return cells.slice(1, -1);
}

/** The opening fence of a code span at the start of `span`, and whether its content can close it. */
function spanBreaks(span: string): string | null {
  const open = /^`+/.exec(span)?.[0] ?? '';
  if (open === '') return 'no opening fence';
  if (!span.endsWith(open) || span.length < open.length * 2 + 1) return 'no closing fence';
  const inner = span.slice(open.length, span.length - open.length);
  // The content holds no run of exactly the fence's length, and does not touch the fences.
  for (const run of inner.match(/`+/g) ?? []) {
    if (run.length === open.length) return `inner run ${run} closes the span`;
  }
  if (inner.startsWith('`') || inner.endsWith('`')) return 'content touches the fence';
  return null;
}

describe('property: markdown placement of foreign text', () => {
  it('inlineCode is one code span no content can end early: one line, no raw `<`, inert', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 1, max: 400 }), (text, max) => {
        const span = inlineCode(text, max);
        if (/[\r\n\u2028\u2029]/.test(span)) fail('line break', text, span);
        const broken = spanBreaks(span);
        if (broken !== null) fail(broken, text, span);
        // Nothing left for a later pass to strip: stripping could join two runs into a closer.
        if (stripInvisible(span) !== span) fail('hidden character left', text, span);
        // Nothing of it is live text where it lands in a line of prose.
        const line = `see ${span} here`;
        if (liveText(line).replace(/\s+/g, ' ').trim() !== 'see here')
          fail('span leaks', text, line);
        const problem = inertProblem(line);
        if (problem !== null) fail(problem, text, line);
        // The lane reports that carry it pass through the neutraliser again: still inert.
        const again = neutralizeModelText(line);
        const second = inertProblem(again);
        if (second !== null) fail(`after the neutraliser: ${second}`, text, again);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('a table cell never breaks its row, whatever text or code span it holds', () => {
    fc.assert(
      fc.property(hostileText, hostileText, (a, b) => {
        const row = `| ${tableCell(inertLine(a, 300))} | ${tableCell(inlineCode(b, 300))} |`;
        if (/[\r\n\u2028\u2029]/.test(row)) fail('line break', [a, b], row);
        const cells = rowCells(row);
        if (cells.length !== 2) fail(`${cells.length} cells`, [a, b], row);
        if (cells.some((c) => c.length === 0)) fail('empty cell', [a, b], row);
        const problem = inertProblem(row);
        if (problem !== null) fail(problem, [a, b], row);
        // Even raw markdown (not made inert first) cannot add a column or a row.
        const raw = `| ${tableCell(a)} | ${tableCell(b)} |`;
        if (/[\r\n\u2028\u2029]/.test(raw) || rowCells(raw).length !== 2)
          fail('raw row', [a, b], raw);
      }),
      { numRuns: propertyRuns() },
    );
  });

  // Found by the property below (seed -1993655244): a stripped comment joined `&` and `#5` inside
  // a kept link, and the next pass decoded the reference the first had let through.
  it('inertLine: a reference joined by a stripped comment inside a kept link stays literal', () => {
    for (const text of [
      'https://github.com/o/r/blob/x&<!-- done-gate:report:other-gate -->#5',
      '[see](https://github.com/o/r/blob/x&<!-- c -->#64;)',
    ]) {
      const once = inertLine(text);
      expect(once).toContain('&amp;#');
      expect(inertLine(once, Number.MAX_SAFE_INTEGER)).toBe(once);
    }
    // A query's `&` is not a reference: left as it is.
    const query = 'https://github.com/o/r/blob/x?a=1&b=2#L5';
    expect(inertLine(query)).toBe(query);
  });

  it('inertLine: one line, inert, and a second pass changes nothing', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const once = inertLine(text);
        if (once.includes('\n')) fail('line break', text, once);
        const problem = inertProblem(once);
        if (problem !== null) fail(problem, text, once);
        expect(inertLine(once, Number.MAX_SAFE_INTEGER)).toBe(once);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('backtickFence is longer than every backtick run of its text', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 1, max: 5 }), (text, min) => {
        const fence = backtickFence(text, min);
        const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length));
        expect(longestBacktickRun(text)).toBe(longest);
        expect(fence).toBe('`'.repeat(Math.max(min, longest + 1)));
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('markdown placement: the cases behind the merge', () => {
  it('hidden characters are removed before the fence is measured', () => {
    // Measured first, `a\`\u200b\`b` needed a 2-tick fence; the neutraliser's later strip joined
    // the two runs into one that closed the span early.
    const span = inlineCode('a`\u200b`b');
    expect(span).toBe('```a``b```');
    expect(liveText(neutralizeModelText(`x ${span} @alice`))).not.toContain('b');
  });

  it('an empty code span is `(empty)`, never a bare pair of backticks', () => {
    expect(inlineCode('')).toBe('`(empty)`');
    expect(inlineCode(' \u200b\n')).toBe('`(empty)`');
    expect(inlineCode(null)).toBe('`null`');
  });

  it('a `<` in a code span is shown as `＜`, and backticks at the edges are padded', () => {
    expect(inlineCode('<img src=x>')).toBe('`\uFF1Cimg src=x>`');
    expect(inlineCode('`x`')).toBe('`` `x` ``');
    expect(inlineCode('a`b')).toBe('``a`b``');
  });

  it('a table cell escapes every pipe and is never empty', () => {
    expect(tableCell('a|b')).toBe('a\\|b');
    expect(tableCell('`a|b`')).toBe('`a\\|b`');
    expect(tableCell('a\nb')).toBe('a b');
    expect(tableCell('')).toBe(' ');
  });

  it('long backtick-dense text is fenced without a stack overflow (no spread of every run)', () => {
    const text = '`a'.repeat(200_000);
    expect(backtickFence(text, 3)).toBe('```');
    expect(quoteUntrusted('Output', text)).toContain('```untrusted\n');
    expect(inlineCode(text).startsWith('``')).toBe(true);
  });

  // How the time grows with the input is a `npm run bench` row (bench/linear-time.ts).
  it('100k characters of hostile text: an inert line, an unbroken span, one table cell', () => {
    const PATTERN = '`@a|#1 ``\u200b`<![x](y) \\| https://e.x/a)~~~ ';
    const text = PATTERN.repeat(Math.ceil(100_000 / PATTERN.length)).slice(0, 100_000);
    const line = inertLine(text, Number.MAX_SAFE_INTEGER);
    expect(inertProblem(line)).toBeNull();
    expect(spanBreaks(inlineCode(text))).toBeNull();
    expect(rowCells(`| ${tableCell(line)} |`)).toHaveLength(1);
  });
});

// Each found by the properties above once their pieces were the union of every hostile list
// (2026-12-02); each was inert or safe where it landed, but a second pass read it differently.
describe('markdown placement: the counterexamples of the widened pieces', () => {
  const twice = (text: string): [string, string] => {
    const once = neutralizeModelText(text);
    return [once, neutralizeModelText(once)];
  };

  it('an entity-spelled newline is flattened with the line, not left to open a fence', () => {
    expect(inertLine('&#10;~~~')).toBe('\\~\\~\\~');
    expect(inertLine('a &#10;~~~ b')).toBe('a \\~\\~\\~ b');
    expect(inertLine(inertLine('a &#10;~~~ b'))).toBe('a \\~\\~\\~ b');
  });

  it('a numeric reference without its `;` is escaped, so a second pass decodes nothing', () => {
    const [once, again] = twice('&amp;#x40alice and &amp;#64alice');
    expect(again).toBe(once);
    expect(inertProblem(once)).toBeNull();
  });

  it('a reference inside code is kept literal for a second pass too (`＆`)', () => {
    const [once, again] = twice('`&amp;#5` and https://github.com/o/r/issues/1&amp;#5');
    expect(once).toContain('`＆#5`');
    expect(again).toBe(once);
  });

  it('a URL after a letter is not a link, so its `owner/repo#5` tail is set in code', () => {
    const [once, again] = twice('Ahttps://github.com/o/r/blob/x#5');
    expect(inertProblem(once)).toBeNull();
    expect(once).toBe('A`https://github.com/o/r/blob/x#5`');
    expect(again).toBe(once);
  });

  it("a kept `www.` URL is written with its scheme, so the scheme's boundary is the one that counts", () => {
    for (const text of ['-www.github.com/o/r/blob/x#5', '-Www.github.com/o/r/blob/x#5']) {
      const [once, again] = twice(text);
      expect(once).toBe('-https://www.github.com/o/r/blob/x#5');
      expect(inertProblem(once)).toBeNull();
      expect(again).toBe(once);
    }
    expect(twice('xwww.github.com/o/r/blob/x#5')[0]).toBe('x`www.github.com/o/r/blob/x#5`');
  });

  it('a URL run straight into a code span is not left for the renderer to extend', () => {
    const [once, again] = twice('https://github.com/o/r/blob/x`> `@alice');
    expect(inertProblem(once)).toBeNull();
    expect(again).toBe(once);
  });

  it('a URL before an escaped tail is set in code (the `\\` would join the link)', () => {
    const [once, again] = twice('https://github.com/o/r/blob/x~~~');
    expect(once).toBe('`https://github.com/o/r/blob/x`\\~\\~\\~');
    expect(again).toBe(once);
  });

  it("the oracle reads one text node at a time, as GitHub's reference filter does", () => {
    expect(liveRefs('#~0~')).toEqual([]);
    expect(liveRefs('x*#0*')).toEqual(['#0']);
  });

  it('a line-start `/` before a removed link is no command once the label joins it', () => {
    const [once, again] = twice('/[l](javascript:alert(1))');
    expect(once.startsWith('`/`l')).toBe(true);
    expect(again).toBe(once);
  });
});
