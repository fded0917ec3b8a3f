// The git runner: the diff and commit messages of a local git range (the CLI's evidence) and the
// hardened environment the snapshot reader shares, read with argv-only git calls (no shell), so a
// ref can never become a command. git is invoked defensively: the user's configuration and the
// repository under review must not change what the diff shows — no external diff driver or
// textconv filter, no submodule hidden by `ignore = all`, pinned prefixes and quoting — and the
// diff is read as a stream, parsed file by file, and refused past a size limit. Over 400 lines:
// every git call beside its hardened environment, so no call can escape the argv-only,
// config-free rule.
import { execFile, spawn } from 'node:child_process';
import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';
import { DiffStreamParser, MAX_DIFF_BYTES } from '../evidence/diff-stream.js';
import { GITLINK_MODE, pathFromBytes } from '../evidence/diff.js';
import type { DiffFile, FileStatus } from '../evidence/types.js';
import { DoneGateError } from '../errors.js';

const run = promisify(execFile);
/** Small outputs only (revisions, commit messages); the diff itself is streamed. */
const MAX_BUFFER = 64 * 1024 * 1024;
/** Renames among this many files are searched for (git's own default for diff is 1,000). */
export const RENAME_LIMIT = 20_000;
/**
 * After the size limit is passed, git's output is still counted (not kept) this long, to state
 * the diff's size; past it git is stopped and the size is stated as "more than".
 */
const COUNT_AFTER_LIMIT_MS = 5_000;

/** git cannot serve the request (not a revision, not a repository, not installed): exit 2. */
export class GitError extends DoneGateError {
  constructor(message: string) {
    super('environment', message);
    this.name = 'GitError';
  }
}

/** The diff is over the size limit: the run ends BLOCKED, never reads on. */
export class DiffTooLargeError extends DoneGateError {
  constructor(
    readonly bytes: number,
    readonly limit: number,
    /** True when counting stopped before git finished: the diff is at least `bytes`. */
    readonly atLeast: boolean,
  ) {
    super('evidence', `diff too large: ${bytes} bytes (limit ${limit})`);
    this.name = 'DiffTooLargeError';
  }
}

/**
 * `-c` settings that pin the output format whatever the user's or the repository's config says.
 * (`.gitmodules` `ignore = all` and `diff.ignoreSubmodules` are overridden by the
 * `--ignore-submodules=none` flag; external drivers by `--no-ext-diff`; textconv by `--no-textconv`.)
 */
const PINNED_CONFIG = [
  '-c',
  'core.quotePath=true',
  '-c',
  'diff.noprefix=false',
  '-c',
  'diff.mnemonicPrefix=false',
  '-c',
  'diff.relative=false',
  '-c',
  'diff.submodule=short',
  '-c',
  `diff.renameLimit=${RENAME_LIMIT}`,
  '-c',
  'color.ui=false',
];

/** The flags every diff of the range is read with (the patch and the list of paths alike). */
const DIFF_FLAGS = [
  '--no-color',
  '--no-ext-diff',
  '--no-textconv',
  '--ignore-submodules=none',
  '--submodule=short',
  '--no-relative',
  '--find-renames',
  '--find-copies',
];

/** Environment variables that would change git's diff output, removed for every git call. */
const UNSAFE_ENV = [
  'GIT_EXTERNAL_DIFF',
  'GIT_DIFF_OPTS',
  'GIT_DIFF_PATH_COUNTER',
  'GIT_DIFF_PATH_TOTAL',
];

/** The environment for every git call: the process's, minus what would change git's output. */
export function gitEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of UNSAFE_ENV) delete env[name];
  return env;
}

function checkRef(ref: string, flag: string): void {
  if (ref === '' || ref.startsWith('-') || /[\s\0]/.test(ref)) {
    throw new GitError(`--${flag} '${ref}' is not a git revision (e.g. --${flag} origin/main).`);
  }
}

async function git(cwd: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run('git', args, {
      cwd,
      maxBuffer: MAX_BUFFER,
      encoding: 'utf8',
      env: gitEnv(),
    });
    return stdout;
  } catch (error) {
    throw gitFailure(args, error);
  }
}

/** `spawn git ENOENT` reads as "git is not installed"; say which, since a missing directory does it too. */
function gitFailure(args: string[], error: unknown): GitError {
  if ((error as { code?: unknown }).code === 'ENOENT') {
    return new GitError(
      'git could not be started: it is not installed or not on PATH (install git, or check PATH).',
    );
  }
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return new GitError(`git ${args.join(' ')} failed: ${stderr || (error as Error).message}`);
}

/** True when git answers with exit 0, false on exit 1; other failures throw. */
async function gitTest(cwd: string, args: string[]): Promise<boolean> {
  try {
    await run('git', args, { cwd, env: gitEnv() });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 1) return false;
    throw gitFailure(args, error);
  }
}

/** The commit a revision names, or a message that says what to pass instead. */
async function resolveCommit(cwd: string, ref: string, flag: 'base' | 'head'): Promise<string> {
  try {
    const { stdout } = await run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd,
      encoding: 'utf8',
      env: gitEnv(),
    });
    return stdout.trim();
  } catch {
    const parent = /^(.*)(?:~1?|\^1?)$/.exec(ref)?.[1];
    if (parent !== undefined && parent !== '') {
      const exists = await gitTest(cwd, ['rev-parse', '--verify', '--quiet', `${parent}^{commit}`]);
      if (exists) {
        throw new GitError(
          `--${flag} ${ref}: ${parent} is the repository's first commit and has no parent to compare with. ` +
            `Pass --base with a commit before the change (a root commit cannot be reviewed as a range).`,
        );
      }
    }
    throw new GitError(
      `--${flag} ${ref} does not name a commit in this repository (check the spelling, or fetch it first).`,
    );
  }
}

export interface RawEntry {
  /** git's status letter (A, C, D, M, R, T, U, X). */
  letter: string;
  oldMode: string;
  newMode: string;
  path: string;
  oldPath?: string;
}

/** Reads `git diff --raw -z` output: names are raw bytes, never quoted or re-encoded. */
export function parseRawZ(out: Buffer): RawEntry[] {
  const entries: RawEntry[] = [];
  let pos = 0;
  const field = (): Buffer | null => {
    const end = out.indexOf(0, pos);
    if (end < 0) return null;
    const value = out.subarray(pos, end);
    pos = end + 1;
    return value;
  };
  while (pos < out.length) {
    const meta = field();
    if (meta === null) break;
    const m = /^:(\d{6}) (\d{6}) [0-9a-f]+ [0-9a-f]+ ([A-Z])\d*$/.exec(meta.toString('latin1'));
    if (!m)
      throw new GitError(
        `unreadable line in git's list of changed paths: ${meta.toString('latin1').slice(0, 80)}`,
      );
    const letter = m[3] as string;
    const first = field();
    if (first === null) break;
    const entry: RawEntry = { letter, oldMode: m[1] as string, newMode: m[2] as string, path: '' };
    if (letter === 'R' || letter === 'C') {
      const second = field();
      if (second === null) break;
      entry.oldPath = pathFromBytes(first);
      entry.path = pathFromBytes(second);
    } else {
      entry.path = pathFromBytes(first);
    }
    entries.push(entry);
  }
  return entries;
}

const LETTER_STATUS: Record<string, FileStatus> = {
  A: 'added',
  D: 'removed',
  M: 'modified',
  T: 'changed',
  R: 'renamed',
  C: 'copied',
};

/**
 * Every path git lists as changed has exactly one file in the result: a listed path the patch did
 * not show is added as unreadable, and a file the patch showed that git does not list (a name
 * misread) is marked unreadable — so the accounting is git's, by construction.
 */
export function reconcile(files: DiffFile[], listed: RawEntry[]): DiffFile[] {
  // One lookup per file: path → its entry in git's list.
  const index = new Map<string, number>();
  for (const [i, entry] of listed.entries()) index.set(entry.path, i);
  const shown = new Uint8Array(listed.length);
  const out: DiffFile[] = [];
  for (const file of files) {
    const i = index.get(file.path);
    if (i === undefined) {
      out.push({
        ...file,
        parseProblem:
          file.parseProblem ??
          "git's list of changed paths does not name this file (its name may have been misread)",
      });
    } else if (shown[i] === 1) {
      out.push({ ...file, parseProblem: file.parseProblem ?? 'the patch shows this path twice' });
    } else {
      shown[i] = 1;
      out.push(file);
    }
  }
  for (const [i, entry] of listed.entries()) {
    if (shown[i] === 1) continue;
    const missing: DiffFile = {
      path: entry.path,
      status: LETTER_STATUS[entry.letter] ?? 'changed',
      additions: 0,
      deletions: 0,
      binary: false,
      patch: null,
      hunks: [],
      oldMode: entry.oldMode,
      newMode: entry.newMode,
      parseProblem: `git lists this path as changed (${entry.letter}) but printed no patch for it`,
    };
    if (entry.oldPath !== undefined) missing.oldPath = entry.oldPath;
    if (entry.oldMode === GITLINK_MODE || entry.newMode === GITLINK_MODE) missing.submodule = true;
    out.push(missing);
  }
  return out;
}

interface Streamed {
  stderr: string;
  /** True when reading stopped (and git was killed) before git finished. */
  stopped: boolean;
}

/**
 * Runs git and hands its stdout to `onData` as it arrives; stops reading (and kills git) as soon
 * as `shouldStop` says so after a piece.
 */
function streamGit(
  cwd: string,
  args: string[],
  onData: (piece: Buffer) => void,
  shouldStop: () => boolean,
): Promise<Streamed> {
  return new Promise((done, fail) => {
    const child = spawn('git', args, { cwd, env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let stopped = false;
    child.stdout.on('data', (piece: Buffer) => {
      if (stopped) return;
      onData(piece);
      if (shouldStop()) {
        stopped = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (piece: Buffer) => {
      if (stderr.length < 64 * 1024) stderr += piece.toString('utf8');
    });
    child.once('error', (error) =>
      fail(new GitError(`git could not be started: ${error.message}`)),
    );
    child.once('close', (code) => {
      if (stopped || code === 0) done({ stderr, stopped });
      else
        fail(
          new GitError(`git ${args.slice(-1)[0] ?? ''} failed: ${stderr.trim() || `exit ${code}`}`),
        );
    });
  });
}

export interface LocalDiff {
  files: DiffFile[];
  bytes: number;
  notes: string[];
}

/** What git's stderr says a person should know about the diff it printed. */
export function gitDiffNotes(stderr: string): string[] {
  const notes: string[] = [];
  if (/rename detection was skipped/i.test(stderr)) {
    const needed = /renameLimit variable to at least (\d+)/.exec(stderr)?.[1];
    notes.push(
      `git skipped rename detection among ${needed === undefined ? 'too many' : Number(needed).toLocaleString('en-US')} files (done-gate allows ${RENAME_LIMIT.toLocaleString('en-US')}): some renamed files are shown as a deletion and an addition`,
    );
  }
  return notes;
}

/**
 * Splits git's `--raw -z -p` output: the NUL-separated list of changed paths comes first and ends
 * with an empty field (two NULs in a row — no field of the list is empty), then the patch text.
 */
export class RawThenPatch {
  private readonly raw: Buffer[] = [];
  private rawDone = false;
  private lastByte = -1;

  constructor(private readonly onPatch: (piece: Buffer) => void) {}

  push(piece: Buffer): void {
    if (this.rawDone) {
      this.onPatch(piece);
      return;
    }
    // The two NULs may straddle two pieces.
    let end = -1;
    if (this.lastByte === 0 && piece[0] === 0) end = 0;
    else {
      for (
        let at = piece.indexOf(0);
        at >= 0 && at + 1 < piece.length;
        at = piece.indexOf(0, at + 1)
      ) {
        if (piece[at + 1] === 0) {
          end = at + 1;
          break;
        }
      }
    }
    if (end < 0) {
      this.raw.push(piece);
      this.lastByte = piece.length > 0 ? (piece[piece.length - 1] as number) : this.lastByte;
      return;
    }
    // `end` is the empty field's NUL: the list is everything before it.
    this.raw.push(piece.subarray(0, end));
    this.rawDone = true;
    if (end + 1 < piece.length) this.onPatch(piece.subarray(end + 1));
  }

  /** The list of changed paths (its bytes, each field ended by a NUL). */
  listing(): Buffer {
    return Buffer.concat(this.raw);
  }
}

/**
 * `git diff base...head` as files: one git run prints the list of changed paths (`--raw -z`, names
 * as raw bytes) and then the patch, which is streamed and parsed file by file; the two are then
 * reconciled. Throws DiffTooLargeError past `limit` bytes of git output.
 */
export async function readRangeDiff(
  cwd: string,
  range: string,
  limit: number = MAX_DIFF_BYTES,
): Promise<LocalDiff> {
  const parser = new DiffStreamParser();
  const decoder = new StringDecoder('utf8');
  const split = new RawThenPatch((piece) => parser.push(decoder.write(piece)));
  let bytes = 0;
  let overSince: number | null = null;
  const { stderr, stopped } = await streamGit(
    cwd,
    [
      ...PINNED_CONFIG,
      'diff',
      ...DIFF_FLAGS,
      '--raw',
      '-z',
      '--no-abbrev',
      '--patch',
      // Pinned prefixes: a user's diff.noprefix / diff.mnemonicPrefix must not change the format.
      '--src-prefix=a/',
      '--dst-prefix=b/',
      range,
    ],
    (piece) => {
      bytes += piece.length;
      if (overSince === null && bytes > limit) overSince = Date.now();
      // Past the limit nothing more is kept: the bytes are only counted.
      if (overSince === null) split.push(piece);
    },
    () => overSince !== null && Date.now() - overSince > COUNT_AFTER_LIMIT_MS,
  );
  if (overSince !== null) {
    throw new DiffTooLargeError(bytes, limit, stopped);
  }
  parser.push(decoder.end());
  const files = parser.end();
  const entries = parseRawZ(split.listing());
  return { files: reconcile(files, entries), bytes, notes: gitDiffNotes(stderr) };
}

/**
 * The work tree's top, both commits and the head's branch name. One `git rev-parse` answers all
 * four when both revisions name commits (a process start each costs more than the read); when it
 * fails, each is asked on its own so the message says which input is wrong and what to pass.
 */
async function resolveRange(
  cwd: string,
  base: string,
  head: string,
): Promise<{ top: string; headSha: string; baseSha: string; branch: string }> {
  try {
    const { stdout } = await run(
      'git',
      [
        'rev-parse',
        '--show-toplevel',
        `${head}^{commit}`,
        `${base}^{commit}`,
        '--abbrev-ref',
        head,
      ],
      { cwd, encoding: 'utf8', env: gitEnv() },
    );
    const [top, headSha, baseSha, branch] = stdout.split('\n');
    if (top && headSha && baseSha && branch) return { top, headSha, baseSha, branch };
  } catch {
    // Asked again one by one below, for the message.
  }
  const top = (await git(cwd, ['rev-parse', '--show-toplevel'])).trim();
  const headSha = await resolveCommit(top, head, 'head');
  const baseSha = await resolveCommit(top, base, 'base');
  const branch = (await git(top, ['rev-parse', '--abbrev-ref', head])).trim();
  return { top, headSha, baseSha, branch };
}

export interface LocalRange {
  base: string;
  head: string;
  baseSha: string;
  headSha: string;
  files: DiffFile[];
  /** Bytes of git's patch output. */
  diffBytes: number;
  notes: string[];
  commitMessages: string[];
  repoName: string;
  branch: string;
}

/** Reads `git diff base...head` (changes on head since the merge base) and the commits in between. */
export async function readLocalRange(
  cwd: string,
  base: string,
  head: string,
  limit: number = MAX_DIFF_BYTES,
): Promise<LocalRange> {
  checkRef(base, 'base');
  checkRef(head, 'head');
  const { top, headSha, baseSha, branch } = await resolveRange(cwd, base, head);
  if (baseSha !== headSha) {
    let mergeBase: string;
    try {
      mergeBase = (await git(top, ['merge-base', baseSha, headSha])).trim();
    } catch {
      throw new GitError(
        `--base ${base} and --head ${head} share no history (no merge base): there is no range to review.`,
      );
    }
    if (mergeBase === headSha) {
      throw new GitError(
        `the range is reversed: --head ${head} is an ancestor of --base ${base}, so ${base}...${head} has no changes. ` +
          `Did you mean --base ${head} --head ${base}?`,
      );
    }
  }
  // The patch and the commit messages are independent reads: both at once.
  const [diff, log] = await Promise.all([
    readRangeDiff(top, `${baseSha}...${headSha}`, limit),
    git(top, ['log', '--format=%B%x00', `${baseSha}..${headSha}`]),
  ]);
  const commitMessages = log
    .split('\0')
    .map((m) => m.trim())
    .filter((m) => m !== '');
  const repoName = top.split('/').pop() ?? 'repo';
  return {
    base,
    head,
    baseSha,
    headSha,
    files: diff.files,
    diffBytes: diff.bytes,
    notes: diff.notes,
    commitMessages,
    repoName,
    branch,
  };
}
