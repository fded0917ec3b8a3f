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

/** Text parsed at once: large enough that per-call costs vanish, small next to any diff limit. */
const BATCH_CHARS = 1 << 20;

/**
 * Feeds text pieces in order; `end()` returns the files. Text is parsed in batches that end where
 * a file's section starts, so memory holds the files parsed so far and at most one batch (or one
 * file larger than a batch) of text — never a copy of the whole diff.
 */
export class DiffStreamParser {
  private readonly files: DiffFile[] = [];
  /** Complete lines not yet parsed, in arrival order. */
  private pending: string[] = [];
  private pendingChars = 0;
  /** The unfinished last line of the text so far, in pieces (a long line is joined once). */
  private partial: string[] = [];

  push(piece: string): void {
    if (piece === '') return;
    const lastNewline = piece.lastIndexOf('\n');
    if (lastNewline < 0) {
      this.partial.push(piece);
      return;
    }
    this.partial.push(piece.slice(0, lastNewline + 1));
    const complete = this.partial.join('');
    this.partial = lastNewline + 1 < piece.length ? [piece.slice(lastNewline + 1)] : [];
    if (this.pendingChars + complete.length < BATCH_CHARS) {
      this.pending.push(complete);
      this.pendingChars += complete.length;
      return;
    }
    // Parse everything up to the last file boundary; keep the file that boundary starts.
    const cut = lastFileStart(complete);
    if (cut < 0) {
      this.pending.push(complete);
      this.pendingChars += complete.length;
      return;
    }
    if (cut > 0) this.pending.push(complete.slice(0, cut));
    this.parsePending();
    this.pending.push(complete.slice(cut));
    this.pendingChars = complete.length - cut;
  }

  private parsePending(): void {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    for (const file of parseUnifiedDiff(text)) this.files.push(file);
  }

  end(): DiffFile[] {
    if (this.partial.length > 0) {
      this.pending.push(this.partial.join(''));
      this.partial = [];
    }
    this.parsePending();
    return mergeTypeChanges(this.files);
  }
}

/** Offset of the last line in `text` that starts a file's section, or -1. */
function lastFileStart(text: string): number {
  let search = text.length;
  while (search > 0) {
    const nl = text.lastIndexOf('\ndiff --', search - 1);
    if (nl < 0) break;
    if (startsFile(text, nl + 1)) return nl + 1;
    search = nl;
  }
  return startsFile(text, 0) ? 0 : -1;
}
