// The Action's snapshot source: ONE archive download of a commit (`GET /repos/{o}/{r}/tarball/{sha}`,
// which redirects to codeload; fetch follows it and Octokit hands back the body as a stream when
// `parseSuccessResponseBody` is false), unpacked in memory as it arrives. Nothing touches the disk
// and nothing is executed. Inflated bytes are counted before the tar reader sees them, so an
// archive bomb stops at the total cap, not after inflating everything. Links, devices, names that
// leave the top folder and oversize files are refused entries; `.git` is never held.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import type { Extract, Header } from 'tar-stream';
import { archiveEntryPath } from './paths.js';
import { SnapshotBuilder } from './snapshot.js';
import type { RepositorySnapshot, SnapshotCaps } from './snapshot.js';

export interface UnpackStats {
  /** Uncompressed (tar) bytes read before unpacking ended or stopped. */
  inflatedBytes: number;
  /** Archive entries whose names were refused (not addressable): at most 20, with reasons. */
  refusedNames: string[];
}

export interface UnpackResult {
  snapshot: RepositorySnapshot;
  stats: UnpackStats;
}

/** Raised inside the pipeline when a cap stops reading; unpacking then ends normally, incomplete. */
class CapReached extends Error {}

const MAX_REFUSED_NAMES = 20;

function kindRefusal(type: Header['type']): string {
  switch (type) {
    case 'symlink':
      return 'a symbolic link; links are never followed';
    case 'link':
      return 'a hard link; links are never followed';
    case 'character-device':
    case 'block-device':
      return 'a device file; only regular files are served';
    case 'fifo':
      return 'a named pipe; only regular files are served';
    default:
      return `an archive entry of type ${String(type)}; only regular files are served`;
  }
}

/** An entry's bytes; null when it ended short of its stated size (the archive was cut). */
async function readEntry(stream: AsyncIterable<unknown>, size: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const piece of stream) {
    const chunk = piece as Uint8Array;
    length += chunk.byteLength;
    if (length > size) return null;
    chunks.push(chunk);
  }
  return length === size ? Buffer.concat(chunks) : null;
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream) {
    // Bytes of a refused entry are read (and counted as inflated), never kept.
  }
}

/** Files each entry of the tar reader into the builder, in order. */
async function fileEntries(
  extract: Extract,
  builder: SnapshotBuilder,
  refuseName: (name: string, reason: string) => void,
): Promise<void> {
  let top: string | null = null;
  const seen = new Set<string>();
  for await (const entry of extract) {
    const header = entry.header;
    top ??= header.name.split('/')[0] ?? '';
    const checked = archiveEntryPath(header.name, top);
    if (!checked.ok) {
      refuseName(header.name, checked.reason);
      await drain(entry);
      continue;
    }
    const path = checked.path;
    if (path === '' || header.type === 'directory') {
      await drain(entry);
      continue;
    }
    if (seen.has(path)) {
      // A second entry for one path (tar appends): neither copy is trusted.
      builder.refuse(path, 'the archive holds this path twice');
      await drain(entry);
      continue;
    }
    seen.add(path);
    if (header.type !== 'file' && header.type !== 'contiguous-file') {
      builder.refuse(path, kindRefusal(header.type));
      await drain(entry);
      continue;
    }
    if (header.size > builder.caps.fileBytes) {
      builder.refuseOversize(path, header.size);
      await drain(entry);
      continue;
    }
    const bytes = await readEntry(entry, header.size);
    if (bytes === null) throw new Error(`the archive entry ${path} ended before its stated size`);
    builder.addFile(path, bytes);
  }
}

/** Resolves when the tar reader can take more, rejects when it failed or closed. */
function writable(extract: Extract): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = (): void => {
      extract.off('drain', onDrain);
      extract.off('error', onError);
      extract.off('close', onClose);
    };
    const onDrain = (): void => {
      cleanup();
      resolve();
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const onClose = (): void => {
      cleanup();
      reject(new Error('the tar reader closed early'));
    };
    extract.on('drain', onDrain);
    extract.on('error', onError);
    extract.on('close', onClose);
  });
}

/**
 * Unpacks a gzip tar (as GitHub's tarball endpoint or `git archive --format=tar.gz --prefix=…/`
 * writes it) into a snapshot. The top folder is the first entry's first segment; every other
 * entry must lie under it. Inflated bytes are counted as they leave gunzip, before the tar reader
 * sees them: a crossed cap stops reading at once and the snapshot is marked incomplete. A broken
 * archive (bad gzip, bad tar, cut short) rejects.
 */
export async function unpackTarball(
  gzipped: Readable,
  commit: string,
  caps: SnapshotCaps,
  signal?: AbortSignal,
): Promise<UnpackResult> {
  const builder = new SnapshotBuilder(commit, 'archive', caps);
  const refusedNames: string[] = [];
  const refuseName = (name: string, reason: string): void => {
    if (refusedNames.length < MAX_REFUSED_NAMES) {
      refusedNames.push(`${JSON.stringify(name.slice(0, 200))}: ${reason}`);
    }
  };
  const extract = tarExtract();
  const filing = fileEntries(extract, builder, refuseName);
  // Awaited below; a failure while feeding must not surface as an unhandled rejection first.
  filing.catch(() => undefined);
  try {
    await pipeline(
      gzipped,
      // 64 KiB pieces: a quarter of the per-piece work of the 16 KiB default; a cap is crossed by
      // at most one piece.
      createGunzip({ chunkSize: 64 * 1024 }),
      async (inflated: AsyncIterable<Buffer>) => {
        for await (const chunk of inflated) {
          if (!builder.countRead(chunk.length)) throw new CapReached(builder.stopReason ?? '');
          if (!extract.write(chunk)) await writable(extract);
        }
      },
      signal ? { signal } : {},
    );
    extract.end(undefined);
    await filing;
  } catch (error) {
    extract.destroy();
    if (!(error instanceof CapReached)) {
      // The tar reader's own error names the problem better than "closed early".
      const filingError = await filing.then(
        () => null,
        (e: unknown) => e,
      );
      throw filingError instanceof Error && !/closed early/.test((error as Error).message)
        ? error
        : (filingError ?? error);
    }
  }
  return {
    snapshot: builder.build(),
    stats: { inflatedBytes: builder.bytesRead, refusedNames },
  };
}

/** The client calls fetchSnapshot needs: Octokit's `request` (GitHubClient fits). */
export interface TarballClient {
  request(
    route: 'GET /repos/{owner}/{repo}/tarball/{ref}',
    parameters: {
      owner: string;
      repo: string;
      ref: string;
      request: { parseSuccessResponseBody: false; signal?: AbortSignal };
    },
  ): Promise<{ status: number; data: unknown }>;
}

export interface RepoRef {
  owner: string;
  repo: string;
}

export type SnapshotFetch =
  | { ok: true; snapshot: RepositorySnapshot; stats: UnpackStats & { ms: number } }
  | { ok: false; error: string };

function errorMessage(error: unknown): string {
  const status = (error as { status?: unknown }).status;
  const message = error instanceof Error ? error.message : String(error);
  return typeof status === 'number' ? `HTTP ${status}: ${message}` : message;
}

/**
 * Downloads and unpacks one commit's archive. Never rejects (it is started early, at t = 0, and
 * may be awaited late or never): a failed download or a broken archive resolves to `ok: false`
 * with a reason; a crossed cap resolves to a snapshot marked incomplete.
 */
export async function fetchSnapshot(
  octokit: TarballClient,
  repo: RepoRef,
  sha: string,
  caps: SnapshotCaps,
  signal?: AbortSignal,
): Promise<SnapshotFetch> {
  const started = Date.now();
  const what = `the archive of ${repo.owner}/${repo.repo} at ${sha.slice(0, 12)}`;
  if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha)) {
    return { ok: false, error: `${what}: '${sha.slice(0, 80)}' is not a full commit SHA` };
  }
  try {
    const response = await octokit.request('GET /repos/{owner}/{repo}/tarball/{ref}', {
      owner: repo.owner,
      repo: repo.repo,
      ref: sha,
      request: { parseSuccessResponseBody: false, ...(signal ? { signal } : {}) },
    });
    const body = response.data;
    if (!(body instanceof ReadableStream)) {
      return { ok: false, error: `${what}: the response had no body to unpack` };
    }
    const { snapshot, stats } = await unpackTarball(
      Readable.fromWeb(body as WebReadableStream<Uint8Array>),
      sha,
      caps,
      signal,
    );
    return { ok: true, snapshot, stats: { ...stats, ms: Date.now() - started } };
  } catch (error) {
    return { ok: false, error: `${what} could not be read: ${errorMessage(error)}` };
  }
}
