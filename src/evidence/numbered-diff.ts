// The diff as the reviewers read it (#23): git's file and hunk headers kept, and every diff line
// prefixed with its old- and new-side line numbers, so a reviewer cites a line by reading it,
// never by counting from a hunk header. Pure and linear in the text.
//
//   diff --git a/src/x.ts b/src/x.ts
//   --- a/src/x.ts
//   +++ b/src/x.ts
//   @@ -10,3 +10,3 @@ function f()
//   10 10 | unchanged
//   11    |-removed
//      11 |+added
//
// Both columns are right-aligned to one width per file (the digits of its largest line number),
// so pieces of a split file line up alike, and the columns hold only digits and spaces: the first
// `|` of a numbered line always ends them, whatever the line's text contains.
import { renderFileHeader, renderHunkHeader } from './diff.js';
import { tokenUnits } from './tokens.js';
import type { DiffFile, DiffHunk, DiffLine } from './types.js';

/** Trusted text placed before the fenced diff: how to read the columns and what to cite. */
export const NUMBERED_DIFF_LEGEND = [
  'How to read the diff below: each file starts with its git header (`diff --git`, then `---` for',
  'the old path and `+++` for the new path) and each hunk with its `@@` line. Every diff line then',
  'starts with two number columns and a `|`: the line number in the old file, then in the new',
  "file; a blank column means the line does not exist on that side. After the `|` comes git's",
  "marker (`+` added, `-` removed, a space for unchanged context) and the line's text. When you",
  "cite a line, give the file's new path and its new-side number (the second column); only a",
  'removed line, which has no new-side number, is cited by its old-side number (the first).',
].join('\n');

/** The column width of a file: the digits of the largest line number any of its hunks reaches. */
export function numberWidth(file: Pick<DiffFile, 'hunks'>): number {
  let largest = 1;
  for (const hunk of file.hunks) {
    largest = Math.max(largest, hunk.oldStart + hunk.oldLines, hunk.newStart + hunk.newLines);
    // A hunk's own lines may run past its header's counts in a hand-built value; count them too.
    largest = Math.max(
      largest,
      hunk.oldStart + hunk.lines.length,
      hunk.newStart + hunk.lines.length,
    );
  }
  return String(largest).length;
}

/** Characters a numbered line adds to `marker + text + '\n'`: two columns, a space, ` |`. */
export function numberColumnsChars(width: number): number {
  return 2 * width + 3;
}

/** The token weight of one numbered line (see tokens.ts), without rendering it. */
export function numberedLineUnits(line: DiffLine, width: number): number {
  // The columns are ASCII: one unit per character.
  return tokenUnits(line.text) + 2 + numberColumnsChars(width);
}

/** The token weight of one numbered hunk (header and lines), without rendering it. */
export function numberedHunkUnits(hunk: DiffHunk, width: number): number {
  let units = tokenUnits(renderHunkHeader(hunk)) + 1;
  for (const line of hunk.lines) units += numberedLineUnits(line, width);
  return units;
}

/** Appends one hunk, numbered, to `parts` (joined with ''). */
function pushNumberedHunk(parts: string[], hunk: DiffHunk, width: number): void {
  parts.push(renderHunkHeader(hunk), '\n');
  const blank = ' '.repeat(width);
  let oldPos = hunk.oldStart;
  let newPos = hunk.newStart;
  for (const line of hunk.lines) {
    // One string per line: this runs once per diff line of the largest pull requests.
    if (line.kind === '+') {
      parts.push(`${blank} ${String(newPos++).padStart(width)} |+${line.text}\n`);
    } else if (line.kind === '-') {
      parts.push(`${String(oldPos++).padStart(width)} ${blank} |-${line.text}\n`);
    } else {
      const oldNo = String(oldPos++).padStart(width);
      parts.push(`${oldNo} ${String(newPos++).padStart(width)} | ${line.text}\n`);
    }
  }
}

/** One hunk's numbered text (header and lines), each line ending in `\n`. */
export function renderNumberedHunk(hunk: DiffHunk, width: number): string {
  const parts: string[] = [];
  pushNumberedHunk(parts, hunk, width);
  return parts.join('');
}

/**
 * A file's numbered text, or that of a subset of its hunks (a chunk carries part of a large
 * file). `width` defaults to the whole file's, so every piece of one file uses the same columns.
 */
export function renderNumberedFile(
  file: DiffFile,
  hunks: readonly DiffHunk[] = file.hunks,
  width: number = numberWidth(file),
): string {
  const withHunks = !file.binary && hunks.length > 0;
  const parts = [renderFileHeader(file, withHunks)];
  if (withHunks) for (const hunk of hunks) pushNumberedHunk(parts, hunk, width);
  return parts.join('');
}

/** One numbered line read back: its columns (null when blank) and the plain diff line. */
export interface NumberedLine {
  oldLine: number | null;
  newLine: number | null;
  /** `+`, `-` or ` ` followed by the text: the line as git's unified diff writes it. */
  diffLine: string;
}

/**
 * Reads a numbered line back, or null for any other line (a header). Linear: the columns end at
 * the first `|`, and everything before it must be two space-separated, right-aligned columns.
 */
export function readNumberedLine(line: string): NumberedLine | null {
  const bar = line.indexOf('|');
  if (bar < 3 || line.charAt(bar - 1) !== ' ') return null;
  const columns = line.slice(0, bar - 1);
  if (columns.length % 2 !== 1) return null;
  const width = (columns.length - 1) / 2;
  if (columns.charAt(width) !== ' ') return null;
  const oldLine = readColumn(columns.slice(0, width));
  const newLine = readColumn(columns.slice(width + 1));
  if (oldLine === undefined || newLine === undefined) return null;
  const diffLine = line.slice(bar + 1);
  if (!/^[-+ ]/.test(diffLine)) return null;
  return { oldLine, newLine, diffLine };
}

/** A right-aligned column: blank → null, spaces then digits → the number, else undefined. */
function readColumn(text: string): number | null | undefined {
  const m = /^ *(\d*)$/.exec(text);
  if (!m) return undefined;
  const digits = m[1] ?? '';
  return digits === '' ? null : Number(digits);
}

/**
 * The plain unified diff of a numbered text: each numbered line without its columns, headers as
 * they are. Lets a reader (and the tests) re-parse what the reviewers saw with the diff parser.
 */
export function plainDiff(numbered: string): string {
  const lines = numbered.split('\n');
  return lines.map((line) => readNumberedLine(line)?.diffLine ?? line).join('\n');
}
