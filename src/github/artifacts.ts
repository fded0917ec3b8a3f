// Test output from artifacts (downloaded outside the workspace) and from workspace globs, each
// file read with a size cap and summarised. Every configured artifact or glob that yields nothing
// is named in `missing` — never skipped silently — and the caller blocks on it.
//
// The artifact client is @actions/artifact's public-API path (`findBy`): it lists artifacts with
// `GET /repos/{o}/{r}/actions/runs/{id}/artifacts?name=…`, asks `GET …/actions/artifacts/{id}/zip`
// for a 302 (redirect: 'manual') and streams the Location URL through unzip-stream. Its Octokit is
// `@actions/github`'s getOctokit, whose base URL is GITHUB_API_URL *read when @actions/github is
// first imported*; so GHES-style or emulated API URLs must be in the environment before start.
// It refuses to run when GITHUB_SERVER_URL is not github.com / *.ghe.com / *.localhost (GHES).
// Over 400 lines: listing, download, unzip and workspace globs share the size caps and the failure
// wording.
import { lstat, mkdtemp, open, readdir, readFile, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import picomatch from 'picomatch';
import { combineTestOutput } from '../evidence/test-output.js';
import type { TestOutput, TestOutputSource } from '../evidence/types.js';
import type { GitHubLog } from './client.js';
import { oneLine } from '../plain-text.js';
import { DoneGateError } from '../errors.js';
import {
  archiveKindOfBytes,
  MAX_ARCHIVE_FILE_BYTES,
  notReadInTime,
  pastDeadline,
  readArchive,
  readWhole,
  tallyEmpty,
  tallyRead,
} from './evidence-files.js';
import type { ReadLimits, Tally } from './evidence-files.js';
import { archiveKindOf } from './nested-archives.js';
import type { ArchiveCaps } from './nested-archives.js';

export interface ArtifactDownloadRequest {
  name: string;
  runId: number;
  owner: string;
  repo: string;
  token: string;
  /** An empty directory to extract into (outside the workspace). */
  destination: string;
}

/** Downloads and extracts one artifact; throws ArtifactMissingError when it does not exist. */
export type ArtifactDownloader = (request: ArtifactDownloadRequest) => Promise<void>;

/** The artifact is not there (not found, expired, too large): reported as missing. */
export class ArtifactMissingError extends DoneGateError {
  constructor(message: string) {
    super('evidence', message);
    this.name = 'ArtifactMissingError';
  }
}

export interface CollectTestOutputOptions {
  /** `test-artifacts`: artifact names. */
  artifactNames: string[];
  /** The run holding the artifacts (`test-artifacts-run-id`, else this run's GITHUB_RUN_ID). */
  runId: number | null;
  owner: string;
  repo: string;
  /** Needs `actions: read`. */
  token: string;
  /** `test-output-path`: globs relative to the workspace. */
  workspacePaths: string[];
  /** GITHUB_WORKSPACE. */
  workspace: string;
  budgetChars: number;
  downloadArtifact?: ArtifactDownloader;
  /**
   * Size cap of a structured report (XML, TAP, JSON): past it the file is a blocker, never cut.
   * Logs are scanned whole at any size. Default: the readers' caps (512 MiB streamed, 128 MiB JSON).
   */
  maxFileBytes?: number;
  /** Files read per artifact or glob. Default 200. */
  maxFiles?: number;
  /** Refuse artifacts whose zip is larger. Default 200 MiB. */
  maxArtifactBytes?: number;
  /** Directory entries a glob may visit before it stops. Default 50 000. */
  maxWalkEntries?: number;
  /** Where the download folder is made. Default os.tmpdir(). */
  tempRoot?: string;
  /** Configured secrets: a file holding one is marked (`secretFound`), which blocks. */
  secrets?: readonly string[];
  /**
   * The run's deadline (ms since the epoch, `time-budget-seconds` after the start): a file not
   * read whole by then is not read on, and is named as evidence not read.
   */
  deadline?: number;
  /** Caps of an archive inside an artifact. Default: 200 MiB inflated, 200 files, ratio 200. */
  nestedArchiveCaps?: Partial<ArchiveCaps>;
  log?: GitHubLog;
}

/** Test evidence and the blockers met while reading it. */
export interface CollectedTestEvidence {
  output: TestOutput;
  /** `test evidence not read …`: files or inner archives that could not be read, with why. */
  notRead: string[];
}

const DEFAULT_MAX_FILES = 200;
const DEFAULT_MAX_ARTIFACT_BYTES = 200 * 1024 * 1024;
const DEFAULT_MAX_WALK = 50_000;
const DEFAULT_NESTED_CAPS: ArchiveCaps = {
  maxInflatedBytes: 200 * 1024 * 1024,
  maxEntries: 200,
  maxRatio: 200,
};
function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** The default downloader: @actions/artifact through the public REST API. */
export function createArtifactDownloader(
  maxArtifactBytes = DEFAULT_MAX_ARTIFACT_BYTES,
): ArtifactDownloader {
  return async (request) => {
    // Loaded on first use: @actions/artifact and its Azure storage client are about a third of
    // the bundle, and most runs name no artifact — parsing them cost every run's start-up.
    const { ArtifactNotFoundError, DefaultArtifactClient } = await import('@actions/artifact');
    const client = new DefaultArtifactClient();
    const findBy = {
      token: request.token,
      workflowRunId: request.runId,
      repositoryOwner: request.owner,
      repositoryName: request.repo,
    };
    let found;
    try {
      found = await client.getArtifact(request.name, { findBy });
    } catch (error) {
      if (
        error instanceof ArtifactNotFoundError ||
        (error as Error).name === 'ArtifactNotFoundError'
      ) {
        throw new ArtifactMissingError(`not found in run ${request.runId}`);
      }
      throw error;
    }
    const { artifact } = found;
    if (artifact.size !== undefined && artifact.size > maxArtifactBytes) {
      throw new ArtifactMissingError(
        `${artifact.size} bytes, above the ${maxArtifactBytes}-byte limit; not downloaded`,
      );
    }
    const result = await client.downloadArtifact(artifact.id, {
      path: request.destination,
      findBy,
      ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
    });
    if (result.digestMismatch) {
      throw new Error(`the download does not match the artifact's digest ${artifact.digest ?? ''}`);
    }
  };
}

interface FoundFile {
  absolute: string;
  /** POSIX path used as the source name. */
  name: string;
  size: number;
}

interface Walked {
  files: FoundFile[];
  /** Links that point outside `boundary` or at something other than a file: not read. */
  refusedLinks: number;
  truncated: boolean;
}

/**
 * Regular files under `root`, in sorted order; `accept` filters by the POSIX path relative to
 * `relativeTo`. A symbolic link is read only when it resolves to a file inside `boundary`;
 * linked directories are never entered (no loops, no escape).
 */
async function walkFiles(
  root: string,
  relativeTo: string,
  boundary: string,
  accept: (rel: string) => boolean,
  limits: ReadLimits,
  skipDir: (rel: string) => boolean,
): Promise<Walked> {
  const files: FoundFile[] = [];
  let refusedLinks = 0;
  let visited = 0;
  let truncated = false;
  const stack = [root];
  while (stack.length > 0 && !truncated) {
    const dir = stack.pop() as string;
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      visited += 1;
      if (visited > limits.maxWalk) {
        truncated = true;
        break;
      }
      const absolute = path.join(dir, entry.name);
      const rel = toPosix(path.relative(relativeTo, absolute));
      if (entry.isDirectory()) {
        if (!skipDir(rel)) stack.push(absolute);
        continue;
      }
      if (!accept(rel)) continue;
      if (entry.isSymbolicLink()) {
        const target = await realpath(absolute).catch(() => null);
        const info = target === null ? null : await stat(target).catch(() => null);
        if (target !== null && info?.isFile() && isInside(boundary, target)) {
          files.push({ absolute: target, name: rel, size: info.size });
        } else {
          refusedLinks += 1;
        }
        continue;
      }
      if (!entry.isFile()) continue;
      const info = await lstat(absolute);
      files.push({ absolute, name: rel, size: info.size });
    }
  }
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { files, refusedLinks, truncated };
}

interface Collected {
  sources: TestOutputSource[];
  /** The `missing` entry for this artifact / glob, or null when it was read in full. */
  missing: string | null;
  /** Files and inner archives not read, with why (each a blocker). */
  notRead: string[];
}

/** Whether a file's first bytes are a ZIP or gzip archive's. */
async function startsAsArchive(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return archiveKindOfBytes(head.subarray(0, bytesRead)) !== null;
  } finally {
    await handle.close();
  }
}

/**
 * Reads and summarises the files found for one configured source. Anything short of "every file
 * read" — nothing found, only empty or binary files, a cap hit, a link refused — is `missing`,
 * since the reviewers did not see everything the workflow author pointed at.
 */
async function summariseFound(
  label: string,
  walked: Walked,
  namePrefix: string,
  budgetChars: number,
  limits: ReadLimits,
  log: GitHubLog | undefined,
): Promise<Collected> {
  const notes: string[] = [];
  const tally: Tally = { sources: [], notRead: [], empty: 0, emptyNames: [], binary: 0 };
  for (const file of walked.files.slice(0, limits.maxFiles)) {
    const name = `${namePrefix}${file.name}`;
    if (file.size === 0) {
      tallyEmpty(tally, name);
      continue;
    }
    if (pastDeadline(limits)) {
      tally.notRead.push(notReadInTime(name));
      continue;
    }
    // An archive — by its name, or by its first bytes under any name — is opened, in an artifact
    // and in the workspace alike: skipped as "binary" it would hide the reports inside it.
    if (archiveKindOf(file.name) !== null || (await startsAsArchive(file.absolute))) {
      if (file.size > MAX_ARCHIVE_FILE_BYTES) {
        tally.notRead.push(
          `test evidence not read: ${name} — ${file.size} bytes, above the ${MAX_ARCHIVE_FILE_BYTES}-byte cap of an archive inside an artifact`,
        );
        continue;
      }
      const bytes = await readFile(file.absolute);
      await readArchive(tally, name, bytes, 1, budgetChars, limits, log);
      continue;
    }
    tallyRead(tally, name, await readWhole(file.absolute, limits), budgetChars, log);
  }
  const { sources, empty, binary } = tally;
  if (walked.files.length === 0) notes.push('no file matched');
  else if (sources.length === 0 && tally.notRead.length === 0)
    notes.push(`only empty or binary files (${empty} empty, ${binary} binary)`);
  else if (empty > 0) {
    // Beside files that were read, an empty or blank one is still a report never written (a
    // runner that died before writing it): named, never dropped silently.
    const more = empty - tally.emptyNames.length;
    notes.push(
      `${empty} empty file(s), not read: ${tally.emptyNames.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
    );
  }
  if (walked.files.length > limits.maxFiles) {
    notes.push(
      `${walked.files.length - limits.maxFiles} files beyond the first ${limits.maxFiles} were not read`,
    );
  }
  if (walked.refusedLinks > 0) {
    notes.push(`${walked.refusedLinks} symbolic links leading outside were not followed`);
  }
  if (walked.truncated) notes.push(`the search stopped after ${limits.maxWalk} directory entries`);
  return {
    sources,
    missing: notes.length > 0 ? `${label} (${notes.join('; ')})` : null,
    notRead: tally.notRead,
  };
}

/** Why a `test-output-path` pattern may not be used, or null. */
function patternProblem(pattern: string): string | null {
  if (pattern.startsWith('!')) return 'negated patterns are not supported';
  if (path.isAbsolute(pattern) || /^[A-Za-z]:/.test(pattern)) {
    return 'must be relative to the workspace';
  }
  if (pattern.includes('\\')) return "use '/' as the path separator";
  if (pattern.split('/').some((segment) => segment === '..')) {
    return "must stay inside the workspace (no '..')";
  }
  return null;
}

async function collectGlob(
  pattern: string,
  workspace: string,
  budgetChars: number,
  limits: ReadLimits,
  log: GitHubLog | undefined,
): Promise<Collected> {
  const label = `test-output-path '${pattern}'`;
  const problem = patternProblem(pattern);
  if (problem !== null) return { sources: [], notRead: [], missing: `${label} (${problem})` };

  const clean = pattern.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  const scan = picomatch.scan(clean);
  const base = path.resolve(workspace, scan.isGlob ? scan.base : clean);
  const baseReal = await realpath(base).catch(() => null);
  if (baseReal === null) return { sources: [], notRead: [], missing: `${label} (no file matched)` };
  if (!isInside(workspace, baseReal)) {
    return {
      sources: [],
      notRead: [],
      missing: `${label} (resolves outside the workspace; not read)`,
    };
  }
  const baseInfo = await stat(baseReal);

  let walked: Walked;
  if (baseInfo.isFile()) {
    // A literal file path (or a glob whose fixed part is a file).
    const matches = !scan.isGlob || picomatch(clean, { dot: true })(clean);
    const name = toPosix(path.relative(workspace, base));
    walked = {
      files: matches ? [{ absolute: baseReal, name, size: baseInfo.size }] : [],
      refusedLinks: 0,
      truncated: false,
    };
  } else {
    // A plain directory means everything under it. Paths are matched and named as the user
    // wrote them (relative to the workspace), even when the base directory is reached by a link.
    const matcher = scan.isGlob ? picomatch(clean, { dot: true }) : () => true;
    const baseRel = toPosix(path.relative(workspace, base));
    const logical = (rel: string): string => (baseRel === '' ? rel : `${baseRel}/${rel}`);
    const wantsDependencies = clean.includes('node_modules');
    walked = await walkFiles(
      baseReal,
      baseReal,
      workspace,
      (rel) => matcher(logical(rel)),
      limits,
      (rel) => {
        const leaf = rel.split('/').pop() ?? '';
        return leaf === '.git' || (leaf === 'node_modules' && !wantsDependencies);
      },
    );
    walked.files = walked.files.map((f) => ({ ...f, name: logical(f.name) }));
  }
  return summariseFound(label, walked, '', budgetChars, limits, log);
}

async function collectArtifact(
  name: string,
  options: CollectTestOutputOptions,
  downloadRoot: string,
  index: number,
  limits: ReadLimits,
  download: ArtifactDownloader,
): Promise<Collected> {
  const label = `artifact '${name}'`;
  if (options.runId === null) {
    return {
      sources: [],
      notRead: [],
      missing: `${label} (no workflow run id to download it from)`,
    };
  }
  const destination = path.join(downloadRoot, String(index));
  try {
    await download({
      name,
      runId: options.runId,
      owner: options.owner,
      repo: options.repo,
      token: options.token,
      destination,
    });
  } catch (error) {
    const why =
      error instanceof ArtifactMissingError
        ? error.message
        : `download failed: ${oneLine((error as Error).message ?? String(error), 200)}`;
    return { sources: [], notRead: [], missing: `${label} (${why})` };
  }
  const walked = await walkFiles(
    destination,
    destination,
    destination,
    () => true,
    limits,
    () => false,
  );
  return summariseFound(label, walked, `${name}/`, options.budgetChars, limits, options.log);
}

/**
 * Test output for the reviewers: each artifact downloaded into a fresh temporary folder outside
 * the workspace (deleted afterwards), each workspace glob matched without leaving the workspace
 * or following links; every file read whole by its format's reader, then combined
 * within `budgetChars`. Never throws for a missing or broken source: it is named in `missing`.
 */
export async function collectTestOutput(options: CollectTestOutputOptions): Promise<TestOutput> {
  return (await collectTestEvidence(options)).output;
}

/** collectTestOutput, with the files and inner archives it could not read named as blockers. */
export async function collectTestEvidence(
  options: CollectTestOutputOptions,
): Promise<CollectedTestEvidence> {
  const limits: ReadLimits = {
    maxFileBytes: options.maxFileBytes,
    secrets: options.secrets ?? [],
    maxFiles: options.maxFiles ?? DEFAULT_MAX_FILES,
    maxWalk: options.maxWalkEntries ?? DEFAULT_MAX_WALK,
    deadline: options.deadline,
    nested: { ...DEFAULT_NESTED_CAPS, ...options.nestedArchiveCaps },
  };
  const sources: TestOutputSource[] = [];
  const missing: string[] = [];
  const notRead: string[] = [];
  let workspace: string | null = null;
  try {
    workspace = await realpath(options.workspace);
  } catch {
    workspace = null;
  }

  if (options.artifactNames.length > 0) {
    const download =
      options.downloadArtifact ??
      createArtifactDownloader(options.maxArtifactBytes ?? DEFAULT_MAX_ARTIFACT_BYTES);
    const root = await mkdtemp(path.join(options.tempRoot ?? tmpdir(), 'done-gate-artifacts-'));
    try {
      const rootReal = await realpath(root);
      if (workspace !== null && isInside(workspace, rootReal)) {
        // Untrusted archives are never unpacked over the checkout.
        for (const name of options.artifactNames) {
          missing.push(
            `artifact '${name}' (the temporary folder ${rootReal} is inside the workspace; set TMPDIR / RUNNER_TEMP elsewhere)`,
          );
        }
      } else {
        let index = 0;
        for (const name of options.artifactNames) {
          index += 1;
          const got = await collectArtifact(name, options, rootReal, index, limits, download);
          sources.push(...got.sources);
          notRead.push(...got.notRead);
          if (got.missing !== null) missing.push(got.missing);
        }
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  for (const pattern of options.workspacePaths) {
    if (workspace === null) {
      missing.push(
        `test-output-path '${pattern}' (the workspace ${options.workspace} does not exist)`,
      );
      continue;
    }
    const got = await collectGlob(pattern, workspace, options.budgetChars, limits, options.log);
    sources.push(...got.sources);
    notRead.push(...got.notRead);
    if (got.missing !== null) missing.push(got.missing);
  }

  return { output: combineTestOutput(sources, missing, options.budgetChars), notRead };
}
