// Unified-diff parsing and rendering (pure). A hand-written parser rather than `parse-diff`:
// parse-diff ignores `rename from/to`, `copy from/to` and binary markers, does not unquote git's
// C-style quoted paths (spaces, unicode), splits `diff --git` paths with spaces wrongly, and records
// `\ No newline at end of file` as a duplicate change. Every one of those would misreport a file.
// Over 400 lines: one grammar (git's extended unified diff) and its accounting; split, one state
// machine would live in two files.
import type { DiffFile, DiffHunk, DiffLine, FileStatus } from './types.js';

// `s`: the function context after the second `@@` is whatever git copied from the source line,
// and a U+2028 / U+2029 there is text, not the end of the header.
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/s;
const DEV_NULL = '/dev/null';

/** An entry of GitHub's `pulls.listFiles` (only the fields we read). */
export interface ListFilesEntry {
  filename: string;
  previous_filename?: string;
  status: string;
  additions: number;
  deletions: number;
  changes: number;
  patch?: string;
}

// ---------------------------------------------------------------------------------------------
// Hunks

interface HunkCursor {
  hunk: DiffHunk;
  oldLeft: number;
  newLeft: number;
  oldPos: number;
  newPos: number;
}

function parseHunkHeader(line: string): HunkCursor | null {
  const m = HUNK_HEADER.exec(line);
  if (!m) return null;
  const oldStart = Number(m[1]);
  const oldLines = m[2] === undefined ? 1 : Number(m[2]);
  const newStart = Number(m[3]);
  const newLines = m[4] === undefined ? 1 : Number(m[4]);
  if (![oldStart, oldLines, newStart, newLines].every(Number.isSafeInteger)) return null;
  return {
    hunk: { header: line, oldStart, oldLines, newStart, newLines, lines: [] },
    oldLeft: oldLines,
    newLeft: newLines,
    oldPos: oldStart,
    newPos: newStart,
  };
}

function hunkDone(c: HunkCursor): boolean {
  return c.oldLeft <= 0 && c.newLeft <= 0;
}

/**
 * Feeds one line to an open hunk. The header's line counts decide where the hunk ends, so a
 * removed line that reads `-- x` is never mistaken for a `--- ` file header.
 */
function feedHunk(c: HunkCursor, raw: string): 'consumed' | 'ended' {
  // `\ No newline at end of file` belongs to the line before it; it is not a line of the file.
  if (raw.startsWith('\\')) return 'consumed';
  if (hunkDone(c)) return 'ended';
  const mark = raw.charAt(0);
  let line: DiffLine;
  if ((mark === ' ' || raw === '') && c.oldLeft > 0 && c.newLeft > 0) {
    // Some tools strip the space of an empty context line; the counts say it is still context.
    line = { kind: ' ', line: c.newPos, text: raw.slice(1) };
    c.oldPos++;
    c.newPos++;
    c.oldLeft--;
    c.newLeft--;
  } else if (mark === '+' && c.newLeft > 0) {
    line = { kind: '+', line: c.newPos, text: raw.slice(1) };
    c.newPos++;
    c.newLeft--;
  } else if (mark === '-' && c.oldLeft > 0) {
    line = { kind: '-', line: c.oldPos, text: raw.slice(1) };
    c.oldPos++;
    c.oldLeft--;
  } else {
    return 'ended';
  }
  c.hunk.lines.push(line);
  return 'consumed';
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  // A final newline ends the last line; it does not start an empty one.
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Parses the per-file `patch` field of GitHub's `pulls.listFiles` (hunks only, no file headers).
 * Text before the first hunk header is ignored. Never throws.
 */
export function parseFilePatch(patch: string): DiffHunk[] {
  return readHunks(typeof patch === 'string' ? splitLines(patch) : []).hunks;
}

/**
 * Whether every hunk header and line text of `file` stands, in order, at the start of a line of
 * its `patch` (a line's text after its mark): then a search of the patch sees everything the hunks
 * hold, each text preceded only by a newline or its mark, and the hunks need not be searched
 * again. Checked, not assumed from where the hunks came from. One pass over the patch: no text
 * holds a newline, so each comparison stops by the line's end.
 */
export function patchHoldsHunks(file: DiffFile): boolean {
  const { patch } = file;
  if (typeof patch !== 'string') return file.hunks.length === 0;
  let pos = 0;
  /** Moves past the first line from `pos` on that starts with `mark` + `text`. */
  const find = (mark: string, text: string): boolean => {
    // An empty text is in any string (an empty context line may have lost its mark).
    if (text === '' && mark !== '') return true;
    while (pos <= patch.length) {
      const next = patch.indexOf('\n', pos);
      const found = patch.startsWith(mark, pos) && patch.startsWith(text, pos + mark.length);
      pos = next === -1 ? patch.length + 1 : next + 1;
      if (found) return true;
    }
    return false;
  };
  for (const hunk of file.hunks) {
    if (!find('', hunk.header)) return false;
    for (const line of hunk.lines) if (!find(line.kind, line.text)) return false;
  }
  return true;
}

function readHunks(lines: string[]): { hunks: DiffHunk[]; problem: string | null } {
  const hunks: DiffHunk[] = [];
  let problem: string | null = null;
  let cursor: HunkCursor | null = null;
  for (const raw of lines) {
    if (cursor) {
      if (feedHunk(cursor, raw) === 'consumed') continue;
      problem ??= unfinished(cursor);
      cursor = null;
    }
    const header = stripCr(raw);
    if (header.startsWith('@@')) {
      cursor = parseHunkHeader(header);
      if (cursor) hunks.push(cursor.hunk);
      else problem ??= `unreadable hunk header: ${clip(header)}`;
    } else if (hunks.length > 0 && /^[-+ ]/.test(raw)) {
      problem ??= 'diff lines outside any hunk';
    }
  }
  if (cursor) problem ??= unfinished(cursor);
  return { hunks, problem };
}

function unfinished(c: HunkCursor): string | null {
  if (hunkDone(c)) return null;
  return `hunk ${clip(c.hunk.header)} ends early (${c.oldLeft} old / ${c.newLeft} new lines missing)`;
}

// ---------------------------------------------------------------------------------------------
// Paths

const UTF8 = new TextEncoder();
const C_ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  '\\': 92,
};

// ignoreBOM: a name that starts with U+FEFF keeps it (the default decoder would drop it).
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const BYTE_ESCAPES: Record<number, string> = {
  7: 'a',
  8: 'b',
  9: 't',
  10: 'n',
  11: 'v',
  12: 'f',
  13: 'r',
  0x22: '"',
  0x5c: '\\',
};

/**
 * A file name from its raw bytes: the UTF-8 text when the bytes are UTF-8, else git's own quoted
 * form (`"lat\351.txt"`), so that two names that differ in bytes never show as one name.
 */
export function pathFromBytes(bytes: Uint8Array): string {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    let out = '"';
    for (const b of bytes) {
      const escape = BYTE_ESCAPES[b];
      if (escape !== undefined) out += '\\' + escape;
      else if (b >= 0x20 && b < 0x7f) out += String.fromCharCode(b);
      else out += '\\' + b.toString(8).padStart(3, '0');
    }
    return out + '"';
  }
}

/** Decodes one git C-style quoted string starting at `s[start] === '"'`. */
function readQuoted(s: string, start: number): { value: string; end: number } | null {
  const bytes: number[] = [];
  let i = start + 1;
  while (i < s.length) {
    const ch = s.charAt(i);
    if (ch === '"') return { value: pathFromBytes(new Uint8Array(bytes)), end: i + 1 };
    if (ch === '\\' && i + 1 < s.length) {
      const next = s.charAt(i + 1);
      const octal = /^[0-3][0-7]{2}/.exec(s.slice(i + 1, i + 4));
      if (octal) {
        bytes.push(parseInt(octal[0], 8));
        i += 4;
        continue;
      }
      const code = C_ESCAPES[next];
      if (code !== undefined) {
        bytes.push(code);
        i += 2;
        continue;
      }
    }
    const cp = s.codePointAt(i) ?? 0;
    const chunk = String.fromCodePoint(cp);
    for (const b of UTF8.encode(chunk)) bytes.push(b);
    i += chunk.length;
  }
  return null;
}

/** A path as written after `--- `, `+++ `, `rename from ` and the like. */
function readPathField(field: string): string {
  if (field.startsWith('"')) {
    const q = readQuoted(field, 0);
    if (q) return q.value;
  }
  // git appends a tab after a name that contains a space; plain `diff -u` appends `\t<date>`.
  const tab = field.indexOf('\t');
  return tab >= 0 ? field.slice(0, tab) : field;
}

const OLD_PREFIX = /^[aciow]\//;
const NEW_PREFIX = /^[bciow]\//;

function stripPrefix(path: string, prefix: RegExp): string {
  if (prefix.test(path)) return path.slice(2);
  // A name that is not UTF-8 reads as git's quoted form (`"a/lat\351.txt"`): its prefix sits
  // after the opening quote.
  if (path.startsWith('"') && prefix.test(path.slice(1))) return `"${path.slice(3)}`;
  return path;
}

/** `diff --git a/X b/Y`: tentative paths, replaced by rename/copy and `---`/`+++` headers. */
function readGitLinePaths(rest: string): { oldPath: string; newPath: string } | null {
  if (rest.startsWith('"')) {
    const first = readQuoted(rest, 0);
    if (!first) return null;
    const tail = rest.slice(first.end).replace(/^ /, '');
    const second = tail.startsWith('"') ? readQuoted(tail, 0)?.value : tail;
    if (second === undefined) return null;
    return {
      oldPath: stripPrefix(first.value, OLD_PREFIX),
      newPath: stripPrefix(second, NEW_PREFIX),
    };
  }
  if (rest.endsWith('"')) {
    const open = rest.lastIndexOf(' "');
    if (open >= 0) {
      const second = readQuoted(rest, open + 1);
      if (second) {
        return {
          oldPath: stripPrefix(rest.slice(0, open), OLD_PREFIX),
          newPath: stripPrefix(second.value, NEW_PREFIX),
        };
      }
    }
  }
  // Unquoted names may contain spaces. When old and new are the same name (every change but a
  // rename or copy, whose own headers name both), the line is `a/P b/P`: split it in the middle.
  if ((rest.length - 1) % 2 === 0) {
    const half = (rest.length - 1) / 2;
    const left = rest.slice(0, half);
    const right = rest.slice(half + 1);
    if (rest.charAt(half) === ' ' && OLD_PREFIX.test(left) && NEW_PREFIX.test(right)) {
      if (left.slice(2) === right.slice(2))
        return { oldPath: left.slice(2), newPath: right.slice(2) };
    }
  }
  const split = rest.search(/ [bciow]\//);
  if (split < 0) return null;
  return {
    oldPath: stripPrefix(rest.slice(0, split), OLD_PREFIX),
    newPath: stripPrefix(rest.slice(split + 1), NEW_PREFIX),
  };
}

/** git quotes a name that holds a double quote, a backslash or a control character. */
function needsQuoting(path: string): boolean {
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x22 || code === 0x5c) return true;
  }
  return false;
}

function quotePath(path: string): string {
  if (!needsQuoting(path)) return path;
  const escapes: Record<string, string> = {
    '"': '\\"',
    '\\': '\\\\',
    '\t': '\\t',
    '\n': '\\n',
    '\r': '\\r',
  };
  let out = '"';
  for (const ch of path) {
    const code = ch.charCodeAt(0);
    if (escapes[ch] !== undefined) out += escapes[ch];
    else if (code < 0x20 || code === 0x7f) out += '\\' + code.toString(8).padStart(3, '0');
    else out += ch;
  }
  return out + '"';
}

/** A `---`/`+++` path: quoted when needed, else followed by a tab if it has a space (as git does). */
function headerPath(path: string): string {
  if (needsQuoting(path)) return quotePath(path);
  return path.includes(' ') ? `${path}\t` : path;
}

// ---------------------------------------------------------------------------------------------
// Whole diffs

interface FileBuilder {
  gitOld: string | null;
  gitNew: string | null;
  minusPath: string | null | undefined; // undefined: no `---` line; null: /dev/null
  plusPath: string | null | undefined;
  renameFrom: string | null;
  renameTo: string | null;
  copyFrom: string | null;
  copyTo: string | null;
  newFile: boolean;
  deletedFile: boolean;
  binary: boolean;
  oldMode: string | null;
  newMode: string | null;
  hunks: DiffHunk[];
  /** Offsets in the diff text of this file's hunk text (a slice of the input: no copy). */
  patchStart: number;
  patchEnd: number;
  problem: string | null;
  isGit: boolean;
}

function newBuilder(isGit: boolean): FileBuilder {
  return {
    gitOld: null,
    gitNew: null,
    minusPath: undefined,
    plusPath: undefined,
    renameFrom: null,
    renameTo: null,
    copyFrom: null,
    copyTo: null,
    newFile: false,
    deletedFile: false,
    binary: false,
    oldMode: null,
    newMode: null,
    hunks: [],
    patchStart: -1,
    patchEnd: -1,
    problem: null,
    isGit,
  };
}

function finishFile(b: FileBuilder, text: string): DiffFile | null {
  let oldPath = b.renameFrom ?? b.copyFrom ?? b.minusPath ?? b.gitOld;
  let newPath = b.renameTo ?? b.copyTo ?? b.plusPath ?? b.gitNew;
  if (b.minusPath === null && b.renameFrom === null && b.copyFrom === null) oldPath = null;
  if (b.plusPath === null && b.renameTo === null && b.copyTo === null) newPath = null;
  const added = b.newFile || (oldPath === null && newPath !== null);
  const removed = b.deletedFile || (newPath === null && oldPath !== null);
  const path = newPath ?? oldPath;
  if (path === null || path === undefined) return null;

  const typeChange = added || removed ? null : describeTypeChange(b.oldMode, b.newMode);
  let status: FileStatus;
  if (added) status = 'added';
  else if (removed) status = 'removed';
  else if (b.renameFrom !== null || b.renameTo !== null) status = 'renamed';
  else if (b.copyFrom !== null || b.copyTo !== null) status = 'copied';
  else if (typeChange !== null) status = 'changed';
  else if (b.hunks.length === 0 && !b.binary && b.oldMode !== b.newMode) status = 'changed';
  else status = 'modified';

  let additions = 0;
  let deletions = 0;
  for (const hunk of b.hunks) {
    for (const line of hunk.lines) {
      if (line.kind === '+') additions++;
      else if (line.kind === '-') deletions++;
    }
  }
  const file: DiffFile = {
    path,
    status,
    additions,
    deletions,
    binary: b.binary,
    patch: b.patchStart < 0 ? '' : text.slice(b.patchStart, b.patchEnd),
    hunks: b.hunks,
  };
  if ((status === 'renamed' || status === 'copied') && oldPath && oldPath !== path) {
    file.oldPath = oldPath;
  }
  if (b.oldMode !== null) file.oldMode = b.oldMode;
  if (b.newMode !== null) file.newMode = b.newMode;
  if (b.oldMode === GITLINK_MODE || b.newMode === GITLINK_MODE || isSubmodulePatch(b.hunks)) {
    file.submodule = true;
  }
  if (typeChange !== null) file.typeChange = typeChange;
  if (b.problem !== null) file.parseProblem = b.problem;
  return file;
}

/** git's mode of a submodule entry (a "gitlink"). */
export const GITLINK_MODE = '160000';

/** What a git mode says a path is. */
function modeKind(mode: string | null | undefined): string | null {
  if (mode === null || mode === undefined) return null;
  if (mode === GITLINK_MODE) return 'submodule';
  if (mode === '120000') return 'symlink';
  if (mode.startsWith('100')) return 'file';
  return `mode ${mode}`;
}

/** `file → symlink` when two modes name different kinds of entry, else null. */
function describeTypeChange(
  oldMode: string | null | undefined,
  newMode: string | null | undefined,
): string | null {
  const from = modeKind(oldMode);
  const to = modeKind(newMode);
  return from !== null && to !== null && from !== to ? `${from} → ${to}` : null;
}

/**
 * git prints a change of type at one path (file ↔ symlink ↔ submodule) as a deletion followed by
 * an addition of that path. Each such pair becomes one file — one changed path, as git's own
 * `--numstat` / `--name-status` count it — holding the old content's hunks and then the new one's.
 */
export function mergeTypeChanges(files: DiffFile[]): DiffFile[] {
  const out: DiffFile[] = [];
  for (let i = 0; i < files.length; i++) {
    const a = files[i] as DiffFile;
    const b = files[i + 1];
    const pair =
      b !== undefined &&
      a.path === b.path &&
      a.oldPath === undefined &&
      b.oldPath === undefined &&
      ((a.status === 'removed' && b.status === 'added') ||
        (a.status === 'added' && b.status === 'removed'));
    if (!pair) {
      out.push(a);
      continue;
    }
    const gone = a.status === 'removed' ? a : b;
    const made = a.status === 'removed' ? b : a;
    const typeChange = describeTypeChange(gone.oldMode, made.newMode);
    if (typeChange === null) {
      out.push(a);
      continue;
    }
    const merged: DiffFile = {
      path: a.path,
      status: 'changed',
      additions: made.additions + gone.additions,
      deletions: made.deletions + gone.deletions,
      binary: gone.binary || made.binary,
      patch:
        gone.patch === null || made.patch === null
          ? null
          : [gone.patch, made.patch].filter((p) => p !== '').join('\n'),
      hunks: [...gone.hunks, ...made.hunks],
      typeChange,
    };
    if (gone.oldMode !== undefined) merged.oldMode = gone.oldMode;
    if (made.newMode !== undefined) merged.newMode = made.newMode;
    if (gone.submodule === true || made.submodule === true) merged.submodule = true;
    const problem = gone.parseProblem ?? made.parseProblem;
    if (problem !== undefined) merged.parseProblem = problem;
    out.push(merged);
    i++;
  }
  return out;
}

function pathAfter(line: string, keyword: string): string {
  return readPathField(line.slice(keyword.length));
}

/**
 * Parses `git diff` output or GitHub's diff media type into files. Handles renames and copies,
 * binary files (`Binary files … differ`, `GIT binary patch`), new/deleted files, mode changes,
 * `\ No newline at end of file`, quoted paths (spaces, unicode), and plain `diff -u` output.
 * Line numbers follow `DiffLine`: new-file numbers for added/context, old-file for removed.
 * Never throws; text it cannot read is recorded as the file's `parseProblem`.
 */
export function parseUnifiedDiff(text: string): DiffFile[] {
  if (typeof text !== 'string' || text === '') return [];
  const files: DiffFile[] = [];
  let file: FileBuilder | null = null;
  let cursor: HunkCursor | null = null;

  const flush = (): void => {
    if (cursor && file) file.problem ??= unfinished(cursor);
    cursor = null;
    if (file) {
      const done = finishFile(file, text);
      if (done) files.push(done);
    }
    file = null;
  };

  // Lines are read in place (no split array), so the raw lines of a large diff die young; a final
  // newline ends the last line rather than starting an empty one.
  const stop = text.endsWith('\n') ? text.length - 1 : text.length;
  const lineEnd = (from: number): number => {
    const nl = text.indexOf('\n', from);
    return nl < 0 || nl > stop ? stop : nl;
  };
  let pos = 0;
  while (pos <= stop) {
    const offset = pos; // of the current line in `text`
    const end = lineEnd(pos);
    const raw = text.slice(pos, end);
    pos = end + 1;
    if (cursor && file) {
      const c: HunkCursor = cursor;
      const f: FileBuilder = file;
      if (feedHunk(c, raw) === 'consumed') {
        f.patchEnd = offset + raw.length;
        continue;
      }
      f.problem ??= unfinished(c);
      cursor = null;
    }
    const line = stripCr(raw);

    if (line.startsWith('diff --git ')) {
      flush();
      file = newBuilder(true);
      const paths = readGitLinePaths(line.slice('diff --git '.length));
      if (paths) {
        file.gitOld = paths.oldPath;
        file.gitNew = paths.newPath;
      }
      continue;
    }
    if (line.startsWith('diff --cc ') || line.startsWith('diff --combined ')) {
      // Combined (merge) diffs have `@@@` hunks we do not read: keep the file, flag it.
      flush();
      file = newBuilder(true);
      file.gitOld = file.gitNew = readPathField(line.replace(/^diff --(cc|combined) /, ''));
      file.problem = 'combined (merge) diff is not supported';
      continue;
    }
    const nextEnd = pos <= stop ? lineEnd(pos) : pos;
    const next = stripCr(text.slice(pos, nextEnd));
    if (line.startsWith('--- ') && next.startsWith('+++ ')) {
      // The `---`/`+++` pair of the open git file, or the start of a plain `diff -u` file.
      let f: FileBuilder;
      if (file !== null && file.hunks.length === 0 && file.minusPath === undefined) f = file;
      else {
        flush();
        f = newBuilder(false);
        file = f;
      }
      const minus = pathAfter(line, '--- ');
      const plus = pathAfter(next, '+++ ');
      f.minusPath = minus === DEV_NULL ? null : stripPrefix(minus, OLD_PREFIX);
      f.plusPath = plus === DEV_NULL ? null : stripPrefix(plus, NEW_PREFIX);
      pos = nextEnd + 1; // the `+++` line is consumed too
      continue;
    }
    if (!file) continue; // preamble (e.g. mail headers before the first diff)
    const f: FileBuilder = file;

    if (line.startsWith('@@')) {
      const started = parseHunkHeader(line);
      if (started) {
        f.hunks.push(started.hunk);
        if (f.patchStart < 0) f.patchStart = offset;
        f.patchEnd = offset + raw.length;
        cursor = started;
      } else {
        f.problem ??= `unreadable hunk header: ${clip(line)}`;
      }
      continue;
    }
    if (f.hunks.length > 0) {
      // `-- ` is the signature separator `git format-patch` ends with.
      if (/^[-+ ]/.test(raw) && line !== '-- ') f.problem ??= 'diff lines outside any hunk';
      continue;
    }
    readExtendedHeader(f, line);
  }
  flush();
  return mergeTypeChanges(files);
}

function readExtendedHeader(f: FileBuilder, line: string): void {
  let m: RegExpExecArray | null;
  if ((m = /^new file mode (\d+)$/.exec(line))) {
    f.newFile = true;
    f.newMode = m[1] ?? null;
  } else if ((m = /^deleted file mode (\d+)$/.exec(line))) {
    f.deletedFile = true;
    f.oldMode = m[1] ?? null;
  } else if ((m = /^old mode (\d+)$/.exec(line))) {
    f.oldMode = m[1] ?? null;
  } else if ((m = /^new mode (\d+)$/.exec(line))) {
    f.newMode = m[1] ?? null;
  } else if ((m = /^index [0-9a-fA-F]+\.\.[0-9a-fA-F]+ (\d+)$/.exec(line))) {
    f.oldMode ??= m[1] ?? null;
    f.newMode ??= m[1] ?? null;
  } else if (line.startsWith('rename from ')) {
    f.renameFrom = pathAfter(line, 'rename from ');
  } else if (line.startsWith('rename to ')) {
    f.renameTo = pathAfter(line, 'rename to ');
  } else if (line.startsWith('rename old ')) {
    f.renameFrom = pathAfter(line, 'rename old ');
  } else if (line.startsWith('rename new ')) {
    f.renameTo = pathAfter(line, 'rename new ');
  } else if (line.startsWith('copy from ')) {
    f.copyFrom = pathAfter(line, 'copy from ');
  } else if (line.startsWith('copy to ')) {
    f.copyTo = pathAfter(line, 'copy to ');
  } else if (line === 'GIT binary patch' || /^Binary files .* differ$/.test(line)) {
    f.binary = true;
    if (line.startsWith('Binary files /dev/null and ')) f.newFile = true;
    if (line.endsWith(' and /dev/null differ')) f.deletedFile = true;
  }
}

// ---------------------------------------------------------------------------------------------
// GitHub's file list

const LIST_STATUSES: readonly FileStatus[] = [
  'added',
  'removed',
  'modified',
  'renamed',
  'copied',
  'changed',
  'unchanged',
];

/** The one line a submodule's side of a diff holds: the commit the gitlink points to. */
const SUBPROJECT_LINE = /^Subproject commit [0-9a-f]{7,64}(?:-dirty)?$/;

/**
 * True when every changed line of the hunks is a `Subproject commit …` line: GitHub's file list
 * names no modes, and this is how it shows a submodule pointer change.
 */
export function isSubmodulePatch(hunks: readonly DiffHunk[]): boolean {
  let seen = 0;
  for (const hunk of hunks) {
    for (const line of hunk.lines) {
      if (line.kind === ' ') continue;
      if (!SUBPROJECT_LINE.test(line.text)) return false;
      seen++;
    }
  }
  return seen > 0;
}

/**
 * One `pulls.listFiles` entry as a DiffFile. Without a `patch` (binary, too large, or a pure
 * rename — GitHub does not say which) the file gets `patch: null`, and the chunk planner reports it
 * not reviewable. Additions and deletions are GitHub's own counts, so a patch that shows fewer
 * changed lines than that is caught later as incomplete. A status GitHub's documentation does not
 * list makes the file unreadable (never guessed); `unchanged` with no changed lines has nothing to
 * review and is no missing patch; a patch of `Subproject commit` lines is a submodule.
 */
export function fileFromListEntry(entry: ListFilesEntry): DiffFile {
  const known = (LIST_STATUSES as readonly string[]).includes(entry.status);
  const status: FileStatus = known ? (entry.status as FileStatus) : 'changed';
  const additions = nonNegative(entry.additions);
  const deletions = nonNegative(entry.deletions);
  const hasPatch = typeof entry.patch === 'string';
  const nothingChanged = status === 'unchanged' && additions + deletions === 0;
  const file: DiffFile = {
    path: entry.filename,
    status,
    additions,
    deletions,
    binary: false,
    patch: hasPatch ? (entry.patch as string) : nothingChanged ? '' : null,
    hunks: [],
  };
  if (entry.previous_filename && entry.previous_filename !== entry.filename) {
    file.oldPath = entry.previous_filename;
  }
  if (hasPatch) {
    const read = readHunks(splitLines(entry.patch as string));
    file.hunks = read.hunks;
    if (read.problem !== null) file.parseProblem = read.problem;
    if (isSubmodulePatch(read.hunks)) file.submodule = true;
  }
  if (!known) {
    file.parseProblem = `GitHub reported the status '${String(entry.status).slice(0, 40)}', which done-gate does not know`;
  }
  return file;
}

function nonNegative(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

// ---------------------------------------------------------------------------------------------
// Rendering

function hunkCounts(lines: readonly DiffLine[]): { oldLines: number; newLines: number } {
  let oldLines = 0;
  let newLines = 0;
  for (const line of lines) {
    if (line.kind !== '+') oldLines++;
    if (line.kind !== '-') newLines++;
  }
  return { oldLines, newLines };
}

/** The text after the second `@@` of a header (git's function context), or ''. */
export function hunkSection(header: string): string {
  const m = /^@@ [^@]*@@(.*)$/s.exec(header);
  const section = m?.[1] ?? '';
  return /[\r\n]/.test(section) ? '' : section;
}

/** A hunk header whose counts match the lines actually present, so the rendered text re-parses. */
export function renderHunkHeader(hunk: DiffHunk): string {
  const { oldLines, newLines } = hunkCounts(hunk.lines);
  const parsed = parseHunkHeader(hunk.header);
  if (
    parsed &&
    !/[\r\n]/.test(hunk.header) &&
    parsed.hunk.oldStart === hunk.oldStart &&
    parsed.hunk.newStart === hunk.newStart &&
    parsed.hunk.oldLines === oldLines &&
    parsed.hunk.newLines === newLines
  ) {
    return hunk.header;
  }
  return `@@ -${hunk.oldStart},${oldLines} +${hunk.newStart},${newLines} @@${hunkSection(hunk.header)}`;
}

/** The `diff --git` header block of a file, each line ending in `\n`. */
export function renderFileHeader(file: DiffFile, withHunks: boolean): string {
  const oldName = file.oldPath ?? file.path;
  const newName = file.path;
  const added = file.status === 'added';
  const removed = file.status === 'removed';
  const out: string[] = [`diff --git ${quotePath(`a/${oldName}`)} ${quotePath(`b/${newName}`)}`];
  if (added) out.push(`new file mode ${file.newMode ?? '100644'}`);
  else if (removed) out.push(`deleted file mode ${file.oldMode ?? '100644'}`);
  else if (file.oldMode && file.newMode && file.oldMode !== file.newMode) {
    out.push(`old mode ${file.oldMode}`, `new mode ${file.newMode}`);
  }
  if (file.oldPath !== undefined && file.oldPath !== file.path && !added && !removed) {
    const verb = file.status === 'copied' ? 'copy' : 'rename';
    out.push(`${verb} from ${quotePath(oldName)}`, `${verb} to ${quotePath(newName)}`);
  }
  const minus = added ? DEV_NULL : headerPath(`a/${oldName}`);
  const plus = removed ? DEV_NULL : headerPath(`b/${newName}`);
  if (file.binary) {
    out.push(`Binary files ${minus.replace(/\t$/, '')} and ${plus.replace(/\t$/, '')} differ`);
  } else if (withHunks) {
    out.push(`--- ${minus}`, `+++ ${plus}`);
  }
  return out.map((l) => `${l}\n`).join('');
}

/** Appends a hunk's text to `parts` (joined with '') without building per-line strings. */
function pushHunk(parts: string[], hunk: DiffHunk): void {
  parts.push(renderHunkHeader(hunk), '\n');
  for (const line of hunk.lines) parts.push(line.kind, line.text, '\n');
}

/** One hunk's text (header and lines), each line ending in `\n`. */
export function renderHunk(hunk: DiffHunk): string {
  const parts: string[] = [];
  pushHunk(parts, hunk);
  return parts.join('');
}

/**
 * A `diff --git` style text for a file, or for a subset of its hunks (chunks carry parts of large
 * files). Counts in hunk headers are recomputed from the lines present, so the text re-parses.
 */
export function renderFileDiff(file: DiffFile, hunks: readonly DiffHunk[] = file.hunks): string {
  const withHunks = !file.binary && hunks.length > 0;
  const parts = [renderFileHeader(file, withHunks)];
  if (withHunks) for (const hunk of hunks) pushHunk(parts, hunk);
  return parts.join('');
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
