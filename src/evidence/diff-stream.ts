// Unified-diff parsing from a stream (pure): text arrives in pieces of any size, each file is
// parsed as soon as the next file's `diff --` header shows its end, and the reader counts bytes
// so that a diff over the size limit is refused instead of exhausting memory.
import { mergeTypeChanges, parseUnifiedDiff } from './diff.js';
import type { DiffFile } from './types.js';

/**
 * The largest diff a run reads (bytes of git's output). Past it the run ends BLOCKED with
 * "diff too large": a diff this size is far beyond any reviewer's context window (about 25 million
 * tokens), and the run's memory grows with the diff it holds.
 */
export const MAX_DIFF_BYTES = 100_000_000;

/** `12.3 MB` (decimal megabytes, as the size limit is stated). */
export function megabytes(bytes: number): string {
  const mb = bytes / 1_000_000;
  return `${mb >= 10 ? Math.round(mb) : Number(mb.toPrecision(2))} MB`;
}

/** The blocker for a diff over the limit. `atLeast` when reading stopped before the end. */
export function diffTooLarge(bytes: number, limit: number, atLeast = false): string {
  return `diff too large: ${atLeast ? 'more than ' : ''}${megabytes(bytes)} (limit ${megabytes(limit)}); review a smaller range, or split the change`;
}

/** A line that starts a file's section in git's output. */
function startsFile(text: string, at: number): boolean {
  return (
    text.startsWith('diff --git ', at) ||
    text.startsWith('diff --cc ', at) ||
    text.startsWith('diff --combined ', at)
  );
}

/**
 * Feeds text pieces in order; `end()` returns the files. Memory holds the files parsed so far and
 * the text of the one file being read — never a copy of the whole diff.
 */
export class DiffStreamParser {
  private readonly files: DiffFile[] = [];
  /** Complete lines of the current file section, in arrival order. */
  private section: string[] = [];
  /** The unfinished last line of the text so far. */
  private partial = '';

  push(piece: string): void {
    if (piece === '') return;
    const text = this.partial + piece;
    const lastNewline = text.lastIndexOf('\n');
    if (lastNewline < 0) {
      this.partial = text;
      return;
    }
    this.partial = text.slice(lastNewline + 1);
    let from = 0;
    // Every boundary inside this piece's complete lines closes the section before it.
    for (;;) {
      let at = from === 0 && startsFile(text, 0) ? 0 : -1;
      if (at < 0) {
        let search = from;
        for (;;) {
          const nl = text.indexOf('\ndiff --', search);
          if (nl < 0 || nl >= lastNewline) break;
          if (startsFile(text, nl + 1)) {
            at = nl + 1;
            break;
          }
          search = nl + 1;
        }
      }
      if (at < 0) break;
      if (at > from) this.section.push(text.slice(from, at));
      this.closeSection();
      // The boundary line starts the next section; search on after it.
      const next = text.indexOf('\n', at);
      this.section.push(text.slice(at, next + 1));
      from = next + 1;
    }
    if (from <= lastNewline) this.section.push(text.slice(from, lastNewline + 1));
  }

  private closeSection(): void {
    if (this.section.length === 0) return;
    const text = this.section.join('');
    this.section = [];
    for (const file of parseUnifiedDiff(text)) this.files.push(file);
  }

  end(): DiffFile[] {
    if (this.partial !== '') {
      this.section.push(this.partial);
      this.partial = '';
    }
    this.closeSection();
    return mergeTypeChanges(this.files);
  }
}
