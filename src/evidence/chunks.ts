// The chunk plan (pure): which reviewer call sees which part of the diff. Every changed line of
// every reviewable file lands in at least one chunk; every file is listed in the coverage once.
import picomatch from 'picomatch';
import { renderFileHeader, hunkSection } from './diff.js';
import {
  numberedHunkUnits,
  numberedLineUnits,
  numberWidth,
  renderNumberedFile,
} from './numbered-diff.js';
import { tokensForUnits, tokenUnits, UNITS_PER_TOKEN } from './tokens.js';
import type {
  ChunkPlan,
  Diff,
  DiffFile,
  DiffHunk,
  DiffLine,
  FileCoverage,
  ReviewChunk,
} from './types.js';

/** Below this many tokens of room per call, reviewing the diff is not worth attempting. */
export const MIN_CHUNK_TOKENS = 512;

export interface ChunkPlanOptions {
  /** The reviewer model's context window, in tokens. */
  contextWindow: number;
  /** Instructions + room for the model's output, in tokens. */
  reservedTokens: number;
  /** Spec + test output, sent in every chunk, in tokens. */
  sharedTokens: number;
  /** exclude-paths globs (picomatch, `dot: true`): reported as excluded, never reviewed. */
  excludePaths: string[];
}

export const NO_PATCH_REASON = 'GitHub sent no patch (file too large or binary)';
export const SUBMODULE_REASON =
  'submodule: the diff shows only the commit it points to, never the code that commit pulls in';

/** The blocker when the diff has no room left in a call. */
export function budgetBlocker(contextWindow: number): string {
  return `spec and test output alone exceed ${contextWindow} tokens of the reviewer model's context window`;
}

interface Matcher {
  glob: string;
  test: (path: string) => boolean;
}

function compileExcludes(globs: readonly string[]): Matcher[] {
  const matchers: Matcher[] = [];
  for (const glob of globs) {
    if (typeof glob !== 'string' || glob.trim() === '') continue;
    try {
      matchers.push({ glob, test: picomatch(glob, { dot: true }) });
    } catch {
      // An unreadable glob excludes nothing: reviewing more is the safe side. Config validation
      // is where the user hears about it.
    }
  }
  return matchers;
}

function countChanged(file: DiffFile): number {
  let n = 0;
  for (const hunk of file.hunks) for (const line of hunk.lines) if (line.kind !== ' ') n++;
  return n;
}

/** Why a file cannot be reviewed, or null when it can. */
function notReviewableReason(file: DiffFile, counted: number): string | null {
  if (file.parseProblem) return `the diff of this file could not be read: ${file.parseProblem}`;
  // Before `binary`: a gitlink is never text, and what it pulls in is never in this diff.
  if (file.submodule === true) return SUBMODULE_REASON;
  if (file.binary) return 'binary file';
  if (file.patch === null) {
    if (
      (file.status === 'renamed' || file.status === 'copied') &&
      file.additions + file.deletions === 0
    ) {
      return 'GitHub sent no patch (a pure rename, or a binary file: GitHub does not say which)';
    }
    return NO_PATCH_REASON;
  }
  const reported = file.additions + file.deletions;
  if (file.hunks.length === 0 && reported > 0) {
    return `${reported} changed lines reported but the patch has no hunks`;
  }
  if (counted < reported) return `the patch shows ${counted} of ${reported} changed lines`;
  return null;
}

interface OpenChunk {
  text: string;
  units: number;
  files: string[];
  /** The same paths as `files`: a path added twice would otherwise need a scan of the list. */
  seen: Set<string>;
}

/** Packs rendered pieces into chunks, keeping the current chunk open until a piece won't fit. */
class Packer {
  readonly chunks: OpenChunk[] = [];
  private current: OpenChunk | null = null;
  constructor(readonly capacity: number) {}

  remaining(): number {
    return this.current ? this.capacity - this.current.units : this.capacity;
  }

  isEmpty(): boolean {
    return this.current === null || this.current.units === 0;
  }

  /** Starts a new chunk unless the current one is still empty. */
  fresh(): void {
    if (!this.isEmpty()) this.current = null;
  }

  add(path: string, text: string, units: number): number {
    if (!this.current) {
      this.current = { text: '', units: 0, files: [], seen: new Set() };
      this.chunks.push(this.current);
    }
    this.current.text += text;
    this.current.units += units;
    if (!this.current.seen.has(path)) {
      this.current.seen.add(path);
      this.current.files.push(path);
    }
    return this.chunks.length;
  }
}

/** The old and new line positions at each line of a hunk. */
function linePositions(hunk: DiffHunk): Array<{ oldPos: number; newPos: number }> {
  const out: Array<{ oldPos: number; newPos: number }> = [];
  let oldPos = hunk.oldStart;
  let newPos = hunk.newStart;
  for (const line of hunk.lines) {
    out.push({ oldPos, newPos });
    if (line.kind !== '+') oldPos++;
    if (line.kind !== '-') newPos++;
  }
  return out;
}

function subHunk(
  hunk: DiffHunk,
  lines: DiffLine[],
  first: { oldPos: number; newPos: number },
  whole: { oldLines: number; newLines: number },
): DiffHunk {
  let oldLines = 0;
  let newLines = 0;
  for (const line of lines) {
    if (line.kind !== '+') oldLines++;
    if (line.kind !== '-') newLines++;
  }
  // An empty side names the line *before* the change, as git does; a hunk that is empty on that
  // side already names it.
  const oldStart =
    oldLines > 0 || whole.oldLines === 0 ? first.oldPos : Math.max(0, first.oldPos - 1);
  const newStart =
    newLines > 0 || whole.newLines === 0 ? first.newPos : Math.max(0, first.newPos - 1);
  const header = `@@ -${oldStart},${oldLines} +${newStart},${newLines} @@${hunkSection(hunk.header)}`;
  return { header, oldStart, oldLines, newStart, newLines, lines };
}

function wholeCounts(hunk: DiffHunk): { oldLines: number; newLines: number } {
  let oldLines = 0;
  let newLines = 0;
  for (const line of hunk.lines) {
    if (line.kind !== '+') oldLines++;
    if (line.kind !== '-') newLines++;
  }
  return { oldLines, newLines };
}

/** An upper bound on the weight of any sub-hunk header of `hunk` (numbers only grow shorter). */
function maxSubHeaderUnits(hunk: DiffHunk): number {
  const { oldLines, newLines } = wholeCounts(hunk);
  const oldEnd = hunk.oldStart + oldLines;
  const newEnd = hunk.newStart + newLines;
  return tokenUnits(
    `@@ -${oldEnd},${oldLines} +${newEnd},${newLines} @@${hunkSection(hunk.header)}\n`,
  );
}

/** A file whose text is at most this long is rendered whole first: most files are small. */
const RENDER_WHOLE_CHARS = 64 * 1024;

function packFile(file: DiffFile, packer: Packer, chunkSet: Set<number>): void {
  // Every piece of one file carries the same number columns (numbered-diff.ts).
  const width = numberWidth(file);
  // Keep a file whole when it fits: in the open chunk, else in a fresh one. A small file is
  // rendered once and weighed as a whole (units add over concatenation, so this equals the sum of
  // its parts' weights).
  if (file.patch === null || file.patch.length <= RENDER_WHOLE_CHARS) {
    const text = renderNumberedFile(file, file.hunks, width);
    const wholeUnits = tokenUnits(text);
    if (wholeUnits <= packer.capacity) {
      if (wholeUnits > packer.remaining()) packer.fresh();
      chunkSet.add(packer.add(file.path, text, wholeUnits));
      return;
    }
  }

  // Weights of the parts renderNumberedFile joins (file header + hunks), so a piece's weight is
  // the sum of its parts' and its text is rendered once, when it is placed.
  const header = renderFileHeader(file, file.hunks.length > 0);
  const headerUnits = tokenUnits(header);
  const units = file.hunks.map((hunk) => numberedHunkUnits(hunk, width));
  const wholeUnits = headerUnits + units.reduce((a, b) => a + b, 0);

  if (wholeUnits <= packer.capacity) {
    if (wholeUnits > packer.remaining()) packer.fresh();
    chunkSet.add(packer.add(file.path, renderNumberedFile(file, file.hunks, width), wholeUnits));
    return;
  }

  // Larger than a chunk: split at hunk boundaries, each piece under its own file header.
  let piece: DiffHunk[] = [];
  let pieceUnits = 0;
  const flushPiece = (): void => {
    if (piece.length === 0) return;
    const text = renderNumberedFile(file, piece, width);
    chunkSet.add(packer.add(file.path, text, headerUnits + pieceUnits));
    piece = [];
    pieceUnits = 0;
  };
  file.hunks.forEach((hunk, h) => {
    const hunkWeight = units[h] ?? 0;
    if (headerUnits + pieceUnits + hunkWeight <= packer.remaining()) {
      piece.push(hunk);
      pieceUnits += hunkWeight;
      return;
    }
    flushPiece();
    if (headerUnits + hunkWeight > packer.remaining()) packer.fresh();
    if (headerUnits + hunkWeight <= packer.remaining()) {
      piece.push(hunk);
      pieceUnits += hunkWeight;
      return;
    }
    splitHunk(file, hunk, { headerUnits, width }, packer, chunkSet);
  });
  flushPiece();
}

/** A hunk larger than a chunk: split at line boundaries, the hunk header repeated per piece. */
function splitHunk(
  file: DiffFile,
  hunk: DiffHunk,
  layout: { headerUnits: number; width: number },
  packer: Packer,
  chunkSet: Set<number>,
): void {
  const { headerUnits, width } = layout;
  const positions = linePositions(hunk);
  const whole = wholeCounts(hunk);
  const subHeaderUnits = maxSubHeaderUnits(hunk);
  let start = 0;
  let lines: DiffLine[] = [];
  let linesUnits = 0;
  const flush = (): void => {
    if (lines.length === 0) return;
    const first = positions[start] ?? { oldPos: hunk.oldStart, newPos: hunk.newStart };
    const text = renderNumberedFile(file, [subHunk(hunk, lines, first, whole)], width);
    chunkSet.add(packer.add(file.path, text, tokenUnits(text)));
    start += lines.length;
    lines = [];
    linesUnits = 0;
  };
  for (const line of hunk.lines) {
    const units = numberedLineUnits(line, width);
    if (headerUnits + subHeaderUnits + linesUnits + units > packer.remaining()) {
      // Close the piece so far; a line that fits no chunk at all goes alone into a fresh one.
      flush();
      packer.fresh();
    }
    lines.push(line);
    linesUnits += units;
  }
  flush();
}

function dirname(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

function byDirectory(a: DiffFile, b: DiffFile): number {
  const da = dirname(a.path);
  const db = dirname(b.path);
  if (da !== db) return da < db ? -1 : 1;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/**
 * Plans the reviewer calls for a diff; each chunk's text is the numbered diff (numbered-diff.ts),
 * weighed with its number columns. Files are grouped to fill chunks (ordered by directory so
 * neighbours share a call; a file stays whole when it fits); a file larger than a chunk is split at
 * hunk boundaries, and a hunk larger than a chunk at line boundaries with its header repeated.
 * A chunk exceeds the budget only when a single line does, and then holds that line alone.
 */
export function planChunks(diff: Diff, options: ChunkPlanOptions): ChunkPlan {
  const excludes = compileExcludes(options.excludePaths ?? []);
  const coverage: FileCoverage[] = [];
  const reviewable: Array<{ file: DiffFile; entry: FileCoverage }> = [];

  for (const file of diff.files) {
    const counted = countChanged(file);
    const entry: FileCoverage = {
      path: file.path,
      status: file.status,
      state: 'reviewed',
      chunks: [],
      changedLines: Math.max(counted, file.additions + file.deletions),
    };
    if (file.oldPath !== undefined) entry.oldPath = file.oldPath;
    if (file.typeChange !== undefined) entry.typeChange = file.typeChange;
    coverage.push(entry);
    const excludedBy = excludes.find((m) => m.test(file.path));
    if (excludedBy) {
      entry.state = 'excluded';
      entry.reason = `excluded by exclude-paths: ${excludedBy.glob}`;
      continue;
    }
    const reason = notReviewableReason(file, counted);
    if (reason !== null) {
      entry.state = 'not-reviewable';
      entry.reason = reason;
      continue;
    }
    reviewable.push({ file, entry });
  }

  const room = Math.floor(options.contextWindow - options.reservedTokens - options.sharedTokens);
  const blockers: string[] = [];
  if (!Number.isFinite(room) || room < MIN_CHUNK_TOKENS) {
    blockers.push(budgetBlocker(options.contextWindow));
    for (const { entry } of reviewable) {
      entry.state = 'not-reviewable';
      entry.reason = "no room for the diff in the reviewer model's context window";
    }
    return { chunks: [], coverage, blockers };
  }

  const packer = new Packer(room * UNITS_PER_TOKEN);
  const ordered = [...reviewable].sort((a, b) => byDirectory(a.file, b.file));
  for (const { file, entry } of ordered) {
    const chunkSet = new Set<number>();
    packFile(file, packer, chunkSet);
    entry.chunks = [...chunkSet].sort((a, b) => a - b);
  }

  const total = packer.chunks.length;
  const chunks: ReviewChunk[] = packer.chunks.map((c, i) => ({
    index: i + 1,
    total,
    files: c.files,
    diffText: c.text,
    // Exact: units add over concatenation, so this equals estimateTokens(c.text).
    estimatedTokens: tokensForUnits(c.units),
  }));
  return { chunks, coverage, blockers };
}
