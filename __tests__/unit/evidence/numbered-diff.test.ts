import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff, renderFileDiff, renderFileHeader } from '../../../src/evidence/diff.js';
import {
  numberedHunkUnits,
  numberWidth,
  plainDiff,
  readNumberedLine,
  renderNumberedFile,
} from '../../../src/evidence/numbered-diff.js';
import { tokenUnits } from '../../../src/evidence/tokens.js';
import type { DiffFile } from '../../../src/evidence/types.js';
import { arbitraryFile } from './arbitraries.js';
import { propertyRuns } from '../../knobs.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('renderNumberedFile', () => {
  it('numbers every line on both sides, blank where the line does not exist', () => {
    const [file] = parseUnifiedDiff(
      [
        'diff --git a/src/x.ts b/src/x.ts',
        '--- a/src/x.ts',
        '+++ b/src/x.ts',
        '@@ -9,3 +9,3 @@ function f()',
        ' keep',
        '-old',
        '+new',
        ' keep | too',
        '',
      ].join('\n'),
    );
    expect(renderNumberedFile(file as DiffFile)).toBe(
      [
        'diff --git a/src/x.ts b/src/x.ts',
        '--- a/src/x.ts',
        '+++ b/src/x.ts',
        '@@ -9,3 +9,3 @@ function f()',
        ' 9  9 | keep',
        '10    |-old',
        '   10 |+new',
        '11 11 | keep | too',
        '',
      ].join('\n'),
    );
  });

  it("reads back git's own output (a recorded diff) with each line's number from the parser", () => {
    for (const file of parseUnifiedDiff(fixture('git-mixed.diff'))) {
      const numbered = renderNumberedFile(file).split('\n').map(readNumberedLine);
      const read = numbered.filter((l) => l !== null);
      const lines = file.hunks.flatMap((h) => h.lines);
      expect(read).toHaveLength(lines.length);
      read.forEach((l, i) => {
        const line = lines[i];
        if (line === undefined) throw new Error('line count mismatch');
        expect(l.diffLine).toBe(line.kind + line.text);
        expect(line.kind === '-' ? l.oldLine : l.newLine).toBe(line.line);
        if (line.kind === '+') expect(l.oldLine).toBeNull();
        if (line.kind === '-') expect(l.newLine).toBeNull();
        if (line.kind === ' ') expect(l.oldLine).toEqual(expect.any(Number));
      });
    }
  });

  it('keeps binary and header-only files as their git header alone', () => {
    const [bin] = parseUnifiedDiff(fixture('git-binary-patch.diff'));
    expect(renderNumberedFile(bin as DiffFile)).toBe(renderFileDiff(bin as DiffFile));
  });
});

describe('numbered diff properties', () => {
  const files = fc.array(arbitraryFile(), { minLength: 1, maxLength: 4 });

  it('strips back to exactly the plain unified diff, so every line and header survives', () => {
    fc.assert(
      fc.property(files, (fs) => {
        const numbered = fs.map((f) => renderNumberedFile(f)).join('');
        expect(plainDiff(numbered)).toBe(fs.map((f) => renderFileDiff(f)).join(''));
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('shows each line its old and new position, one column width per file', () => {
    fc.assert(
      fc.property(arbitraryFile(), (file) => {
        const width = numberWidth(file);
        for (const hunk of file.hunks) {
          let oldPos = hunk.oldStart;
          let newPos = hunk.newStart;
          const read = renderNumberedFile(file, [hunk])
            .split('\n')
            .map((text) => ({ text, line: readNumberedLine(text) }))
            .filter((r) => r.line !== null);
          expect(read).toHaveLength(hunk.lines.length);
          hunk.lines.forEach((line, i) => {
            const r = read[i];
            if (r?.line === undefined || r.line === null) throw new Error('unread line');
            expect(r.text.indexOf('|')).toBe(2 * width + 2);
            expect(r.line.oldLine).toBe(line.kind === '+' ? null : oldPos++);
            expect(r.line.newLine).toBe(line.kind === '-' ? null : newPos++);
          });
        }
      }),
      { numRuns: propertyRuns() },
    );
  });

  it("weighs a file's numbered text exactly as the sum of its header and hunk weights", () => {
    fc.assert(
      fc.property(arbitraryFile(), (file) => {
        const withHunks = !file.binary && file.hunks.length > 0;
        const width = numberWidth(file);
        const parts = withHunks
          ? file.hunks.reduce((sum, h) => sum + numberedHunkUnits(h, width), 0)
          : 0;
        expect(tokenUnits(renderNumberedFile(file))).toBe(
          tokenUnits(renderFileHeader(file, withHunks)) + parts,
        );
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('never reads a header or an arbitrary line as a numbered line unless it has the shape', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const read = readNumberedLine(text);
        if (read === null) return;
        const bar = text.indexOf('|');
        expect(/^[ 0-9]+$/.test(text.slice(0, bar))).toBe(true);
        expect(read.diffLine).toBe(text.slice(bar + 1));
      }),
      { numRuns: propertyRuns() },
    );
    for (const file of parseUnifiedDiff(fixture('git-rename-copy.diff'))) {
      for (const line of renderFileHeader(file, true).split('\n')) {
        expect(readNumberedLine(line)).toBeNull();
      }
    }
  });

  it('renders and reads back in linear time on one very long line', () => {
    const long = 'x'.repeat(200_000);
    const [file] = parseUnifiedDiff(
      `diff --git a/a b/a\n--- a/a\n+++ b/a\n@@ -1 +1 @@\n-${long}\n+${' '.repeat(200_000)}|\n`,
    );
    const text = renderNumberedFile(file as DiffFile);
    expect(plainDiff(text)).toBe(renderFileDiff(file as DiffFile));
  });
});
