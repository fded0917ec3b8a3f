// The four read-only repository tools a lane's model may call (#17): read_file, list_directory,
// find_files, search — over the head snapshot, or the base snapshot for "what did this look like
// before". Every input is untrusted model output: paths are normalised or refused (paths.ts),
// globs and patterns run in linear time (re2js), every answer is bounded per read and per lane
// (ToolBudget) and screened as untrusted input (ToolReadRecord). A refusal tells the model why in
// plain words; it never carries content. The snapshots are promises, so the download can start
// at t = 0 and a tool waits for it only when first called.
// Over 400 lines: the four tools share one path policy, budget and refusal wording; each tool is a
// small object.
import { RE2JS } from 're2js';
import { z } from 'zod';
import type { CallTool, CallToolset, ToolOutcome } from '../models/tools.js';
import { takeTurns } from '../event-loop.js';
import { scanInvisible, stripInvisible } from '../trust/invisible.js';
import { DEFAULT_TOOL_CAPS, ToolBudget } from './budget.js';
import type { ToolCaps } from './budget.js';
import { compileGlob } from './glob.js';
import { normaliseToolPath } from './paths.js';
import { ToolReadRecord } from './screen.js';
import type { RepositorySnapshot } from './snapshot.js';
import { decodeText, lineStarts, numbered, sliceLines } from './text.js';

/** A snapshot as the tools get it: a promise that never rejects (see fetchSnapshot). */
export type SnapshotResult =
  { ok: true; snapshot: RepositorySnapshot } | { ok: false; error: string };

/**
 * The whole-snapshot scans (`search`, `find_files`) of one review, run one at a time, each after
 * a turn of the event loop. A scan runs without a break, and every call waiting for the snapshot
 * is woken in one go when it arrives: without the queue, all their scans ran back to back before
 * the deadline's timer could fire. With it, a scan that starts after the deadline is refused, so
 * the run overshoots its time budget by at most one scan (itself capped by `searchScanBytes`).
 */
export interface ScanQueue {
  /** `scan`'s result, or null when `signal` had aborted by its turn (the scan did not run). */
  run<T>(signal: AbortSignal | undefined, scan: () => T): Promise<T | null>;
}

export function createScanQueue(): ScanQueue {
  const turns = takeTurns();
  return {
    run: (signal, scan) => turns.run(() => (signal?.aborted === true ? null : scan())),
  };
}

const OUT_OF_TIME = 'the call ran out of time';

export interface RepositoryToolsOptions {
  head: Promise<SnapshotResult>;
  /**
   * Absent when the base commit is not offered. A function is called on the first read at base
   * (and must memoise): the second download happens only when a reviewer asks for the base.
   */
  base?: Promise<SnapshotResult> | (() => Promise<SnapshotResult>);
  /** Shared by every call of one lane on one chunk. */
  budget: ToolBudget;
  /** One per lane: what was refused, and injection hits in what was served. */
  record: ToolReadRecord;
  /** `max-tool-steps`. */
  maxSteps: number;
  /** Shared by every toolset of one review; a toolset of its own when absent. */
  scans?: ScanQueue;
}

export const MAX_PATTERN_LENGTH = 500;
/** A matching line is shown up to this many characters. */
const MATCH_LINE_CHARS = 200;

const commitField = z
  .enum(['head', 'base'])
  .optional()
  .describe('head (default): the pull request as proposed; base: the code it changes');

const readFileInput = z.object({
  path: z.string().describe('Path from the repository root, e.g. src/index.ts'),
  start_line: z.number().int().min(1).optional().describe('First line (1-based)'),
  end_line: z.number().int().min(1).optional().describe('Last line (inclusive)'),
  commit: commitField,
});
const listDirectoryInput = z.object({
  path: z.string().optional().describe('Folder from the repository root; empty for the root'),
  commit: commitField,
});
const findFilesInput = z.object({
  glob: z
    .string()
    .describe('A glob such as src/**/*.ts; without a / it matches file names anywhere'),
  commit: commitField,
});
const searchInput = z.object({
  pattern: z
    .string()
    .describe('A regular expression (RE2 syntax: no backreferences or lookaround)'),
  glob: z.string().optional().describe('Only files matching this glob'),
  case_insensitive: z.boolean().optional(),
  commit: commitField,
});

type Commit = 'head' | 'base';

function refusal(reason: string): ToolOutcome {
  return { ok: false, refusal: reason };
}

/** Short, plain, one line: a description is built from untrusted input. */
function plain(text: unknown, max = 120): string {
  const s = scanInvisible(typeof text === 'string' ? text : (JSON.stringify(text) ?? '')).text;
  const flat = s.replace(/[\r\n\t]+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function commitOf(input: unknown): Commit {
  return (input as { commit?: unknown } | null)?.commit === 'base' ? 'base' : 'head';
}

/** `src/a.ts:10-40 @head`, `list src/ @base`, `find **\/*.ts @head`, `search /x/ in *.ts @head`. */
export function describeToolCall(tool: string, input: unknown): string {
  const i = (input ?? {}) as Record<string, unknown>;
  const at = `@${commitOf(input)}`;
  switch (tool) {
    case 'read_file': {
      const start = typeof i.start_line === 'number' ? i.start_line : null;
      const end = typeof i.end_line === 'number' ? i.end_line : null;
      const range = start === null && end === null ? '' : `:${start ?? 1}-${end ?? 'end'}`;
      return `${plain(i.path)}${range} ${at}`;
    }
    case 'list_directory':
      return `list ${plain(i.path ?? '') || '/'} ${at}`;
    case 'find_files':
      return `find ${plain(i.glob)} ${at}`;
    case 'search': {
      const where = typeof i.glob === 'string' ? ` in ${plain(i.glob, 60)}` : '';
      return `search /${plain(i.pattern, 80)}/${where} ${at}`;
    }
    default:
      return `${plain(tool, 40)} ${plain(input, 80)}`;
  }
}

export function createRepositoryToolset(options: RepositoryToolsOptions): CallToolset {
  const { budget, record } = options;
  const scans = options.scans ?? createScanQueue();

  /** The snapshot a call asked for, or a refusal. */
  async function snapshotFor(commit: Commit): Promise<RepositorySnapshot | string> {
    const pending = commit === 'base' ? options.base : options.head;
    if (pending === undefined)
      return 'the base commit is not available to this review; read at head';
    const result = await (typeof pending === 'function' ? pending() : pending);
    if (!result.ok) {
      record.unavailable ??= result.error;
      return `the repository snapshot could not be read (${result.error}); no file can be served`;
    }
    return result.snapshot;
  }

  /**
   * Serves text under the budget, or refuses. `text` is already stripped of invisible
   * characters; `screened` is the untrusted content as read (source and text), pre-screened only
   * once it is actually served.
   */
  function serve(
    tool: string,
    target: string,
    text: string,
    screened?: { source: string; text: string },
  ): ToolOutcome {
    const bytes = Buffer.byteLength(text, 'utf8');
    const over = budget.take(bytes);
    if (over !== null) return refuse(tool, target, over);
    if (screened !== undefined) record.screen(screened.source, screened.text);
    return { ok: true, text, bytes };
  }

  function refuse(tool: string, target: string, reason: string): ToolOutcome {
    record.refused(tool, target, reason);
    return refusal(reason);
  }

  /**
   * A usage mistake an honest reviewer makes (a wrong guess at a path, a file asked as a folder, a
   * range past the end): answered, not refused, so it does not fault the lane. Refusals are kept
   * for what policy withholds (outside the tree, `.git`, links, binaries, caps, no snapshot).
   */
  function correct(text: string): ToolOutcome {
    return { ok: true, text, bytes: 0 };
  }

  const missing = (path: string, commit: Commit, incomplete: string | null): string =>
    incomplete === null
      ? `no file or folder ${path} at ${commit}`
      : `${path} is not in the snapshot, but the snapshot is incomplete (${incomplete}); it may exist`;

  const readFile: CallTool = {
    name: 'read_file',
    description:
      'Read a text file of the repository, whole or a line range, at the pull request head (default) or its base. Lines are numbered.',
    inputSchema: readFileInput,
    async execute(input) {
      const target = describeToolCall('read_file', input);
      const parsed = readFileInput.safeParse(input);
      if (!parsed.success)
        return refuse(
          'read_file',
          target,
          'give path (a string), and optionally start_line and end_line (whole numbers from 1)',
        );
      const { path: asked, start_line, end_line } = parsed.data;
      const commit = parsed.data.commit ?? 'head';
      const path = normaliseToolPath(asked);
      if (!path.ok) return refuse('read_file', target, path.reason);
      if (path.path === '') return correct('the repository root is a folder; use list_directory');
      const snapshot = await snapshotFor(commit);
      if (typeof snapshot === 'string') return refuse('read_file', target, snapshot);
      const found = snapshot.lookup(path.path);
      if (found.kind === 'missing')
        return found.incomplete === null
          ? correct(missing(path.path, commit, null))
          : refuse('read_file', target, missing(path.path, commit, found.incomplete));
      if (found.kind === 'refused')
        return refuse('read_file', target, `${path.path} is not served: ${found.reason}`);
      if (found.kind === 'directory')
        return correct(`${path.path} is a folder; use list_directory`);
      const text = decodeText(found.bytes);
      if (!text.ok)
        return refuse('read_file', target, `${path.path} is not served: ${text.reason}`);
      const starts = lineStarts(text.text);
      const total = starts.length;
      const first = start_line ?? 1;
      const last = Math.min(end_line ?? total, total);
      if (end_line !== undefined && end_line < first) {
        return correct(`end_line ${end_line} is before start_line ${first}`);
      }
      if (total === 0) return serve('read_file', target, `${path.path} @${commit}: an empty file`);
      if (first > total) {
        return correct(`${path.path} has ${total} lines; start_line ${first} is past the end`);
      }
      const lines = sliceLines(text.text, starts, first, last);
      const shown = lines.map((line) => scanInvisible(line).text);
      const header = `${path.path} @${commit} (${snapshot.commit.slice(0, 12)}), lines ${first}-${last} of ${total}`;
      const answer = `${header}\n${numbered(shown, first)}`;
      const bytes = Buffer.byteLength(answer, 'utf8');
      if (bytes > budget.caps.readBytes) {
        return correct(
          `lines ${first}-${last} of ${path.path} are ${bytes.toLocaleString('en-US')} bytes, over the per-read cap of ${budget.caps.readBytes.toLocaleString('en-US')} bytes; the file has ${total} lines — ask for a smaller range with start_line and end_line`,
        );
      }
      return serve('read_file', target, answer, {
        source: `${path.path} @${commit}`,
        text: lines.join('\n'),
      });
    },
  };

  const listDirectory: CallTool = {
    name: 'list_directory',
    description: 'List a folder of the repository (files with sizes, sub-folders ending in /).',
    inputSchema: listDirectoryInput,
    async execute(input) {
      const target = describeToolCall('list_directory', input);
      const parsed = listDirectoryInput.safeParse(input);
      if (!parsed.success)
        return refuse('list_directory', target, 'give path (a string; empty for the root)');
      const commit = parsed.data.commit ?? 'head';
      const path = normaliseToolPath(parsed.data.path ?? '');
      if (!path.ok) return refuse('list_directory', target, path.reason);
      const snapshot = await snapshotFor(commit);
      if (typeof snapshot === 'string') return refuse('list_directory', target, snapshot);
      const found = snapshot.lookup(path.path);
      if (found.kind === 'missing')
        return found.incomplete === null
          ? correct(missing(path.path, commit, null))
          : refuse('list_directory', target, missing(path.path, commit, found.incomplete));
      if (found.kind === 'refused')
        return refuse('list_directory', target, `${path.path} is not served: ${found.reason}`);
      if (found.kind === 'file') return correct(`${path.path} is a file; use read_file`);
      const cap = budget.caps.listedPaths;
      const lines = found.entries
        .slice(0, cap)
        .map((e) =>
          e.kind === 'directory'
            ? `${e.name}/`
            : e.kind === 'refused'
              ? `${e.name} (not served)`
              : `${e.name} (${e.size ?? 0} bytes)`,
        );
      const more = found.entries.length > cap ? [`… and ${found.entries.length - cap} more`] : [];
      const note =
        snapshot.incomplete === null
          ? []
          : [`(the snapshot is incomplete: ${snapshot.incomplete})`];
      const where = path.path === '' ? '/' : `${path.path}/`;
      const raw = [
        `${where} @${commit}: ${found.entries.length} entries`,
        ...lines,
        ...more,
        ...note,
      ].join('\n');
      return serve('list_directory', target, stripInvisible(raw), {
        source: `${where} @${commit}`,
        text: raw,
      });
    },
  };

  const findFiles: CallTool = {
    name: 'find_files',
    description: 'Find files of the repository whose path matches a glob (e.g. src/**/*.test.ts).',
    inputSchema: findFilesInput,
    async execute(input, signal) {
      const target = describeToolCall('find_files', input);
      const parsed = findFilesInput.safeParse(input);
      if (!parsed.success)
        return refuse('find_files', target, 'give glob (a string such as src/**/*.ts)');
      const commit = parsed.data.commit ?? 'head';
      const glob = compileGlob(parsed.data.glob);
      if (!glob.ok) return refuse('find_files', target, glob.reason);
      const snapshot = await snapshotFor(commit);
      if (typeof snapshot === 'string') return refuse('find_files', target, snapshot);
      const cap = budget.caps.listedPaths;
      const matched = await scans.run(signal, () => {
        const spent = budget.scanRefusal();
        if (spent !== null) return { refused: spent };
        const hits: string[] = [];
        let count = 0;
        for (const path of snapshot.filePaths) {
          if (!glob.test(path)) continue;
          count += 1;
          if (hits.length < cap) hits.push(path);
        }
        budget.spendPaths(snapshot.filePaths.length);
        return { hits, count };
      });
      if (matched === null) return refuse('find_files', target, OUT_OF_TIME);
      if (matched.refused !== undefined) return refuse('find_files', target, matched.refused);
      const { hits, count } = matched;
      const more = count > cap ? [`… and ${count - cap} more (narrow the glob)`] : [];
      const note =
        snapshot.incomplete === null
          ? []
          : [`(the snapshot is incomplete: ${snapshot.incomplete})`];
      const raw = [`${count} files match @${commit}`, ...hits, ...more, ...note].join('\n');
      return serve('find_files', target, stripInvisible(raw), {
        source: `file names @${commit}`,
        text: raw,
      });
    },
  };

  const search: CallTool = {
    name: 'search',
    description:
      'Search the text files of the repository for a regular expression (RE2 syntax); answers path:line: text for each matching line, up to a bounded number of matches.',
    inputSchema: searchInput,
    async execute(input, signal) {
      const target = describeToolCall('search', input);
      const parsed = searchInput.safeParse(input);
      if (!parsed.success)
        return refuse(
          'search',
          target,
          'give pattern (a string), and optionally glob and case_insensitive',
        );
      const commit = parsed.data.commit ?? 'head';
      const { pattern } = parsed.data;
      if (pattern === '' || pattern.length > MAX_PATTERN_LENGTH) {
        return refuse(
          'search',
          target,
          `the pattern must be 1 to ${MAX_PATTERN_LENGTH} characters`,
        );
      }
      let re: RE2JS;
      try {
        re = RE2JS.compile(
          pattern,
          parsed.data.case_insensitive === true ? RE2JS.CASE_INSENSITIVE : 0,
        );
      } catch (error) {
        return refuse(
          'search',
          target,
          `the pattern is not a valid RE2 regular expression: ${plain((error as Error).message, 120)}`,
        );
      }
      let only: ((path: string) => boolean) | null = null;
      if (parsed.data.glob !== undefined) {
        const glob = compileGlob(parsed.data.glob);
        if (!glob.ok) return refuse('search', target, glob.reason);
        only = glob.test;
      }
      const snapshot = await snapshotFor(commit);
      if (typeof snapshot === 'string') return refuse('search', target, snapshot);
      const scanned = await scans.run(signal, () => {
        const spent = budget.scanRefusal();
        if (spent !== null) return { refused: spent };
        const allowance = Math.min(budget.caps.searchScanBytes, budget.remainingScanBytes);
        const result = searchSnapshot(
          snapshot,
          re,
          only,
          allowance,
          budget.caps.searchMatches,
          signal,
        );
        budget.spendScan(result.scannedBytes);
        budget.spendPaths(result.pathsMatched);
        return { result, allowance };
      });
      if (scanned === null) return refuse('search', target, OUT_OF_TIME);
      if (scanned.refused !== undefined) return refuse('search', target, scanned.refused);
      const { result, allowance } = scanned;
      if (result.stoppedAt !== null && allowance < budget.caps.searchScanBytes) {
        // Cut short by the lane's allowance, not the per-search cap: what the lane may scan is
        // spent, as a read past the lane's byte cap is — refused, and so is every later search.
        budget.spendScan(budget.remainingScanBytes);
        return refuse('search', target, budget.scanRefusal() ?? 'the search allowance is spent');
      }
      const lines = result.matches.map((m) => stripInvisible(`${m.path}:${m.line}: ${m.text}`));
      const notes: string[] = [];
      if (result.moreMatches)
        notes.push(
          `(more matches not shown: the first ${budget.caps.searchMatches} are listed; narrow the pattern or the glob)`,
        );
      if (result.stoppedAt !== null)
        notes.push(
          `(stopped after scanning ${result.scannedBytes.toLocaleString('en-US')} bytes, the per-search cap; files from ${result.stoppedAt} on were not searched — narrow the glob)`,
        );
      if (snapshot.incomplete !== null)
        notes.push(`(the snapshot is incomplete: ${snapshot.incomplete})`);
      // A search that did not cover every file says so first: "no match" must never read as
      // "nowhere in the repository" when a PR could pad the tree to push the real code past a cap.
      const partial = result.stoppedAt !== null || snapshot.incomplete !== null;
      const head = `${partial ? 'INCOMPLETE SEARCH (not every file was searched): ' : ''}${result.matches.length} matching lines @${commit} in ${result.filesScanned} files searched`;
      return serve('search', target, [head, ...lines, ...notes].join('\n'), {
        source: `search results @${commit}`,
        text: result.matches.map((m) => `${m.path}\n${m.text}`).join('\n'),
      });
    },
  };

  return {
    tools: [readFile, listDirectory, findFiles, search],
    maxSteps: options.maxSteps,
    describe: describeToolCall,
  };
}

export interface SearchMatch {
  path: string;
  line: number;
  /** The line, cut to a bounded length. */
  text: string;
}

export interface SearchResult {
  matches: SearchMatch[];
  moreMatches: boolean;
  scannedBytes: number;
  filesScanned: number;
  /** The first file not scanned because the scan cap was reached; null when all were. */
  stoppedAt: string | null;
  /** Paths tested against the glob (0 without one). */
  pathsMatched: number;
}

/**
 * Every matching line of the snapshot's text files (binary and non-UTF-8 files skipped), in path
 * order, up to `maxMatches`, scanning at most `maxScanBytes` of content. Each line is tested with
 * RE2 (linear in its length); the cost is linear in the bytes scanned. Never throws.
 */
export function searchSnapshot(
  snapshot: RepositorySnapshot,
  re: RE2JS,
  only: ((path: string) => boolean) | null,
  maxScanBytes: number,
  maxMatches: number,
  signal?: AbortSignal,
): SearchResult {
  const matches: SearchMatch[] = [];
  let moreMatches = false;
  let scannedBytes = 0;
  let filesScanned = 0;
  let pathsMatched = 0;
  for (const path of snapshot.filePaths) {
    if (signal?.aborted === true)
      return { matches, moreMatches, scannedBytes, filesScanned, stoppedAt: path, pathsMatched };
    if (only !== null) {
      pathsMatched += 1;
      if (!only(path)) continue;
    }
    const found = snapshot.lookup(path);
    if (found.kind !== 'file') continue;
    if (scannedBytes + found.bytes.byteLength > maxScanBytes) {
      return { matches, moreMatches, scannedBytes, filesScanned, stoppedAt: path, pathsMatched };
    }
    scannedBytes += found.bytes.byteLength;
    const text = decodeText(found.bytes);
    if (!text.ok) continue;
    filesScanned += 1;
    const starts = lineStarts(text.text);
    for (let n = 1; n <= starts.length; n++) {
      const line = sliceLines(text.text, starts, n, n)[0] ?? '';
      if (!re.test(line)) continue;
      if (matches.length >= maxMatches) {
        moreMatches = true;
        return { matches, moreMatches, scannedBytes, filesScanned, stoppedAt: null, pathsMatched };
      }
      matches.push({
        path,
        line: n,
        text: line.length > MATCH_LINE_CHARS ? `${line.slice(0, MATCH_LINE_CHARS)}…` : line,
      });
    }
  }
  return { matches, moreMatches, scannedBytes, filesScanned, stoppedAt: null, pathsMatched };
}

/**
 * Tools with a budget of their own, recording into `record` when given (a lane's chunks share
 * their lane's record) or into a new one.
 */
export function laneRepositoryTools(
  snapshots: Pick<RepositoryToolsOptions, 'head' | 'base'>,
  options: {
    maxSteps: number;
    caps?: ToolCaps;
    secrets?: readonly string[];
    record?: ToolReadRecord;
    scans?: ScanQueue;
  },
): { toolset: CallToolset; budget: ToolBudget; record: ToolReadRecord } {
  const budget = new ToolBudget(options.caps ?? DEFAULT_TOOL_CAPS);
  const record = options.record ?? new ToolReadRecord(options.secrets);
  const toolset = createRepositoryToolset({
    head: snapshots.head,
    ...(snapshots.base ? { base: snapshots.base } : {}),
    budget,
    record,
    maxSteps: options.maxSteps,
    ...(options.scans === undefined ? {} : { scans: options.scans }),
  });
  return { toolset, budget, record };
}
