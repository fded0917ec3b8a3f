// Where a reviewer's anchor points (#23): a line the numbered diff shows, a line of the head
// snapshot the lanes may read, or nowhere. A claim that points nowhere is never allowed to block
// silently (nor to vanish): scrutiny re-asks it and then makes it a human-attention item. The
// index is built once per run, in one pass over the diff's lines; each lookup is a binary search.
import type { Anchor, AnchorResolution, AnchorResolver } from './claims.js';
import { normaliseToolPath } from '../../repository/paths.js';
import type { RepositorySnapshot } from '../../repository/snapshot.js';
import { decodeText, lineStarts } from '../../repository/text.js';
import type { SnapshotResult } from '../../repository/tools.js';
import type { DiffFile } from '../../evidence/types.js';

/** Inclusive line ranges, sorted and merged. */
type Runs = Array<[number, number]>;

/** The lines one file of the diff shows: new side (context and added), old side (removed). */
interface ShownLines {
  newSide: Runs;
  oldSide: Runs;
}

/** Appends `n` to runs built in order, extending the last run when `n` follows it. */
function pushLine(runs: Runs, n: number): void {
  const last = runs[runs.length - 1];
  if (last !== undefined && n >= last[0] && n <= last[1] + 1) {
    last[1] = Math.max(last[1], n);
    return;
  }
  runs.push([n, n]);
}

/** Sorted and merged; the diff's lines are already in order, so this is a single pass then. */
function normaliseRuns(runs: Runs): Runs {
  if (runs.every((r, i) => i === 0 || (runs[i - 1] as [number, number])[1] < r[0])) return runs;
  const sorted = [...runs].sort((a, b) => a[0] - b[0]);
  const merged: Runs = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

function shownLines(file: DiffFile): ShownLines {
  const newSide: Runs = [];
  const oldSide: Runs = [];
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (!Number.isSafeInteger(line.line) || line.line <= 0) continue;
      pushLine(line.kind === '-' ? oldSide : newSide, line.line);
    }
  }
  return { newSide: normaliseRuns(newSide), oldSide: normaliseRuns(oldSide) };
}

/** Whether `first..last` overlaps any run (binary search for the first run ending at or after it). */
function overlaps(runs: Runs, first: number, last: number): boolean {
  let lo = 0;
  let hi = runs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((runs[mid] as [number, number])[1] < first) lo = mid + 1;
    else hi = mid;
  }
  const run = runs[lo];
  return run !== undefined && run[0] <= last;
}

/**
 * The spellings of a path a model may echo, most literal first: as given, then trimmed; each
 * also without a leading `./` or `/` and without git's `a/` or `b/` side prefix. Compared
 * case-folded. (A name may itself begin or end with whitespace, so the untrimmed forms stay.)
 */
export function pathCandidates(file: string): string[] {
  const out: string[] = [];
  for (const given of [file, file.trim()]) {
    let bare = given;
    while (bare.startsWith('./')) bare = bare.slice(2);
    while (bare.startsWith('/')) bare = bare.slice(1);
    const unsided = /^[ab]\//.test(bare) ? bare.slice(2) : bare;
    out.push(given, bare, unsided);
  }
  return [...new Set(out)].filter((p) => p !== '');
}

function fold(path: string): string {
  return path.toLowerCase();
}

/** The diff's files by every name they go by (path, and the old path of a rename), case-folded. */
function indexDiff(files: readonly DiffFile[]): Map<string, ShownLines[]> {
  const index = new Map<string, ShownLines[]>();
  const add = (name: string, shown: ShownLines): void => {
    const key = fold(name);
    const list = index.get(key);
    if (list === undefined) index.set(key, [shown]);
    else if (!list.includes(shown)) list.push(shown);
  };
  for (const file of files) {
    const shown = shownLines(file);
    add(file.path, shown);
    if (file.oldPath !== undefined && file.oldPath !== file.path) add(file.oldPath, shown);
  }
  return index;
}

/** The head snapshot's text files by path, with line counts read once per file. */
class SnapshotLines {
  private folded: Map<string, string[]> | null = null;
  private readonly counts = new Map<string, number | null>();
  constructor(private readonly snapshot: RepositorySnapshot) {}

  /** Lines of the file a model's path names (exact first, then case-folded), or null. */
  lineCount(candidate: string): number | null {
    const check = normaliseToolPath(candidate);
    if (!check.ok || check.path === '') return null;
    const exact = this.count(check.path);
    if (exact !== null) return exact;
    let best: number | null = null;
    for (const path of this.byFold().get(fold(check.path)) ?? []) {
      const n = this.count(path);
      if (n !== null && (best === null || n > best)) best = n;
    }
    return best;
  }

  private byFold(): Map<string, string[]> {
    if (this.folded === null) {
      this.folded = new Map();
      for (const path of this.snapshot.filePaths) {
        const key = fold(path);
        const list = this.folded.get(key);
        if (list === undefined) this.folded.set(key, [path]);
        else list.push(path);
      }
    }
    return this.folded;
  }

  private count(path: string): number | null {
    const known = this.counts.get(path);
    if (known !== undefined) return known;
    const found = this.snapshot.lookup(path);
    let n: number | null = null;
    if (found.kind === 'file') {
      const text = decodeText(found.bytes);
      if (text.ok) n = lineStarts(text.text).length;
    }
    this.counts.set(path, n);
    return n;
  }
}

/**
 * The run's anchor resolver. `files` are the diff files the numbered diff shows (the reviewed
 * ones); `snapshot` is the head snapshot when the lanes may read the repository
 * (`repository-context: read`), else absent. `'diff'`: the file is in the diff and the anchor's
 * lines overlap lines it shows (new side, or old side for removed lines and deleted files).
 * `'snapshot'`: the head has that file with at least the anchor's last line. Else null — an
 * unreadable or missing snapshot included. Never rejects.
 */
export function anchorResolver(
  files: readonly DiffFile[],
  snapshot?: Promise<SnapshotResult>,
): AnchorResolver {
  const index = indexDiff(files);
  let head: Promise<SnapshotLines | null> | null = null;
  const headLines = (): Promise<SnapshotLines | null> =>
    (head ??= (snapshot ?? Promise.resolve<SnapshotResult>({ ok: false, error: 'none' })).then(
      (r) => (r.ok ? new SnapshotLines(r.snapshot) : null),
      () => null,
    ));

  return async (anchor: Anchor): Promise<AnchorResolution> => {
    const first = anchor.line;
    const last = anchor.endLine ?? anchor.line;
    if (!Number.isSafeInteger(first) || first <= 0 || !Number.isSafeInteger(last) || last < first) {
      return null;
    }
    const candidates = typeof anchor.file === 'string' ? pathCandidates(anchor.file) : [];
    for (const candidate of candidates) {
      for (const shown of index.get(fold(candidate)) ?? []) {
        if (overlaps(shown.newSide, first, last) || overlaps(shown.oldSide, first, last)) {
          return 'diff';
        }
      }
    }
    if (snapshot === undefined) return null;
    const lines = await headLines();
    if (lines === null) return null;
    for (const candidate of candidates) {
      const count = lines.lineCount(candidate);
      if (count !== null && count >= last) return 'snapshot';
    }
    return null;
  };
}
