// One evidence file read whole (from disk, or an entry of an archive held in memory) through its
// format's streaming reader, with the secret scan beside it and the run's deadline checked between
// chunks; archives inside an artifact opened within their caps. Each result is added to a tally
// of sources, files not read (with why), empty and binary files.
import { open } from 'node:fs/promises';
import { TestFileReader } from '../evidence/test-file.js';
import type { TestFileResult } from '../evidence/test-file.js';
import { sourceFromReport } from '../evidence/test-output.js';
import { oneLine } from '../plain-text.js';
import { nextTurn } from '../event-loop.js';
import { SecretByteScanner } from '../trust/evidence-secrets.js';
import type { TestOutputSource } from '../evidence/types.js';
import type { GitHubLog } from './client.js';
import { ArchiveNotRead, archiveKindOf, expandArchive } from './nested-archives.js';
import type { ArchiveCaps } from './nested-archives.js';

/** Archives are opened this many levels deep: an archive in an archive in the artifact. */
const MAX_ARCHIVE_DEPTH = 2;
/** An archive file larger than this is not loaded to be opened. */
export const MAX_ARCHIVE_FILE_BYTES = 200 * 1024 * 1024;

export function notReadInTime(name: string): string {
  return `test evidence not read within the time budget: ${name}`;
}

export interface ReadLimits {
  maxFileBytes: number | undefined;
  secrets: readonly string[];
  maxFiles: number;
  maxWalk: number;
  deadline: number | undefined;
  nested: ArchiveCaps;
}

export function pastDeadline(limits: ReadLimits): boolean {
  return limits.deadline !== undefined && Date.now() > limits.deadline;
}

export type ReadResult = TestFileResult & { secretFound: boolean };

/** Bytes read from disk at a time: the readers stream, so memory stays flat at any file size. */
const READ_CHUNK_BYTES = 1024 * 1024;

/** A file read whole through its format's streaming reader; null when the deadline passed first. */
export async function readWhole(file: string, limits: ReadLimits): Promise<ReadResult | null> {
  const reader = newReader(limits);
  const scanner = new SecretByteScanner(limits.secrets);
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(READ_CHUNK_BYTES);
    for (;;) {
      // Checked between chunks: a 1 GiB log stops at the deadline, not after the whole read.
      if (pastDeadline(limits)) return null;
      const { bytesRead } = await handle.read(buffer, 0, READ_CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      // The reader keeps no reference past `write` except its small sniff buffers: copy those.
      const chunk = Uint8Array.prototype.slice.call(buffer, 0, bytesRead);
      scanner.write(chunk);
      reader.write(chunk);
    }
  } finally {
    await handle.close();
  }
  return { ...reader.end(), secretFound: scanner.found };
}

export function newReader(limits: ReadLimits): TestFileReader {
  const max = limits.maxFileBytes;
  return new TestFileReader(max === undefined ? {} : { structured: max, json: max });
}

/** Bytes already in memory (an archive's entry), read in chunks like a file. */
export async function readBytes(bytes: Uint8Array, limits: ReadLimits): Promise<ReadResult | null> {
  const reader = newReader(limits);
  const scanner = new SecretByteScanner(limits.secrets);
  for (let at = 0; at < bytes.length; at += READ_CHUNK_BYTES) {
    if (pastDeadline(limits)) return null;
    const chunk = bytes.slice(at, at + READ_CHUNK_BYTES);
    scanner.write(chunk);
    reader.write(chunk);
    // Yields between chunks so the deadline is seen.
    if (at > 0) await nextTurn();
  }
  return { ...reader.end(), secretFound: scanner.found };
}

/** What reading one file's bytes (or an archive's entries) added. */
export interface Tally {
  sources: TestOutputSource[];
  notRead: string[];
  empty: number;
  /** The empty or blank files, by name (the first EMPTY_NAMED): a report never written. */
  emptyNames: string[];
  binary: number;
}

/** Empty files named, at most: the count is always given. */
export const EMPTY_NAMED = 20;

/** An empty or blank file, counted and named. */
export function tallyEmpty(tally: Tally, name: string): void {
  tally.empty += 1;
  if (tally.emptyNames.length < EMPTY_NAMED) tally.emptyNames.push(name);
}

/**
 * ZIP and gzip by their first bytes: an archive under a name that does not say so
 * (`junit.xml` written gzip-compressed) is opened like one, never skipped as a binary file.
 */
export function archiveKindOfBytes(head: Uint8Array): 'zip' | 'gz' | null {
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'zip';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'gz';
  return null;
}

/** One read file's result added to the tally. */
export function tallyRead(
  tally: Tally,
  name: string,
  result: ReadResult | null,
  budgetChars: number,
  log: GitHubLog | undefined,
): void {
  if (result === null) {
    tally.notRead.push(notReadInTime(name));
  } else if (result.binary) {
    tally.binary += 1;
    log?.debug(`Test output: skipped binary file ${name}`);
  } else if (isBlank(result)) {
    tallyEmpty(tally, name);
  } else {
    const source = sourceFromReport(name, result, budgetChars);
    tally.sources.push(result.secretFound ? { ...source, secretFound: true } : source);
  }
}

/**
 * A Playwright trace (`trace.zip`): a `*.trace` entry, and nothing but trace parts beside it
 * (`*.trace`, `*.network`, `*.stacks`, `resources/…`). It is not test evidence; a zip that also
 * holds anything else is opened like any other archive.
 */
function isPlaywrightTrace(names: string[]): boolean {
  return (
    names.some((n) => /\.trace$/.test(n)) &&
    names.every((n) => /\.(trace|network|stacks)$/.test(n) || n.startsWith('resources/'))
  );
}

/**
 * An archive inside an artifact, opened in memory within the caps; each entry read like a file
 * and named `<archive>/<entry>`. Archives inside it are opened down to MAX_ARCHIVE_DEPTH; one that
 * cannot be opened (a cap, corrupt, encrypted, too deep) is named in `notRead`, never skipped.
 */
export async function readArchive(
  tally: Tally,
  name: string,
  bytes: Uint8Array,
  depth: number,
  budgetChars: number,
  limits: ReadLimits,
  log: GitHubLog | undefined,
): Promise<void> {
  const kind = archiveKindOf(name) ?? archiveKindOfBytes(bytes);
  if (kind === null) return;
  const notRead = (why: string) => tally.notRead.push(`test evidence not read: ${name} — ${why}`);
  if (depth > MAX_ARCHIVE_DEPTH) {
    notRead(`an archive nested deeper than ${MAX_ARCHIVE_DEPTH} levels`);
    return;
  }
  let entries;
  try {
    entries = await expandArchive(kind, bytes, name.split('/').pop() ?? name, limits.nested);
  } catch (error) {
    notRead(error instanceof ArchiveNotRead ? error.message : oneLine(String(error), 200));
    return;
  }
  if (kind === 'zip' && isPlaywrightTrace(entries.map((e) => e.name))) {
    tally.binary += 1;
    log?.debug(`Test output: skipped Playwright trace ${name}`);
    return;
  }
  if (entries.length === 0) notRead('an archive with no file in it');
  for (const entry of entries) {
    const inner = `${name}/${entry.name}`;
    if (entry.bytes.length === 0) {
      tallyEmpty(tally, inner);
    } else if (archiveKindOf(entry.name) !== null || archiveKindOfBytes(entry.bytes) !== null) {
      await readArchive(tally, inner, entry.bytes, depth + 1, budgetChars, limits, log);
    } else {
      tallyRead(tally, inner, await readBytes(entry.bytes, limits), budgetChars, log);
    }
  }
}

/** A log of nothing but whitespace. */
export function isBlank(result: TestFileResult): boolean {
  return (
    result.format === 'log' &&
    result.problems.length === 0 &&
    result.failures.length === 0 &&
    result.log !== undefined &&
    result.log.head.trim() === '' &&
    result.log.tail.trim() === ''
  );
}
