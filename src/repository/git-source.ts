// The CLI's snapshot source: the files of one commit read from the local object database
// (`git ls-tree -r -z -l --full-tree` for the paths, one `git cat-file --batch` for the blobs),
// never the work tree, which may hold uncommitted files. git runs with argv only (no shell), the
// environment cleaned as for the diff (src/repository/git.ts), replace refs ignored (a replace ref would
// show other bytes than the commit holds) and no lazy fetch from a promisor remote. cat-file
// applies no filter or textconv without `--filters`/`--textconv`, so the bytes are the blob's.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { GitError, gitEnv } from './git.js';
import { pathFromBytes } from '../evidence/diff.js';
import { normaliseToolPath } from './paths.js';
import { entryCapReason, SnapshotBuilder } from './snapshot.js';
import type { RepositorySnapshot, SnapshotCaps } from './snapshot.js';

const run = promisify(execFile);
/** The list of paths of a very large tree fits: 100,000 entries of ~200 bytes. */
const MAX_LISTING_BYTES = 256 * 1024 * 1024;

/** Options before the command: ignore replace refs; the same for every git call here. */
const GLOBAL = ['--no-replace-objects', '-c', 'core.quotePath=true'];

function env(): NodeJS.ProcessEnv {
  return { ...gitEnv(), GIT_NO_LAZY_FETCH: '1', GIT_NO_REPLACE_OBJECTS: '1' };
}

export interface TreeEntry {
  mode: string;
  type: string;
  object: string;
  /** Bytes of a blob; null for a submodule (a commit). */
  size: number | null;
  path: string;
}

/** Reads `git ls-tree -r -z -l` output: `<mode> <type> <object> <size>\t<path>\0`, names raw bytes. */
export function parseLsTreeZ(out: Buffer): TreeEntry[] {
  const entries: TreeEntry[] = [];
  let pos = 0;
  while (pos < out.length) {
    const end = out.indexOf(0, pos);
    const record = out.subarray(pos, end < 0 ? out.length : end);
    pos = end < 0 ? out.length : end + 1;
    const tab = record.indexOf(9);
    if (tab < 0) throw new GitError("unreadable line in git's list of the tree");
    const meta = /^(\d{6}) (\w+) ([0-9a-f]+) +(\d+|-)$/.exec(
      record.subarray(0, tab).toString('latin1'),
    );
    if (!meta) throw new GitError("unreadable line in git's list of the tree");
    const size = meta[4] === '-' ? null : Number(meta[4]);
    entries.push({
      mode: meta[1] as string,
      type: meta[2] as string,
      object: meta[3] as string,
      size,
      path: pathFromBytes(record.subarray(tab + 1)),
    });
  }
  return entries;
}

/**
 * Parses `git cat-file --batch` output as it streams: `<oid> <type> <size>\n<bytes>\n` per
 * object, or `<oid> missing\n`. Calls `onObject` for each whole object.
 */
export class CatFileBatchParser {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** The object being read: its header, and the bytes it still needs (content + LF). */
  private current: { oid: string; size: number } | null = null;

  constructor(private readonly onObject: (oid: string, bytes: Buffer | null) => void) {}

  push(piece: Buffer): void {
    this.pending.push(piece);
    this.pendingBytes += piece.length;
    for (;;) {
      if (this.current === null) {
        const joined = this.join();
        const lf = joined.indexOf(10);
        if (lf < 0) return;
        const header = joined.subarray(0, lf).toString('latin1');
        this.keep(joined.subarray(lf + 1));
        const missing = /^(\S+) missing$/.exec(header);
        if (missing) {
          this.onObject(missing[1] as string, null);
          continue;
        }
        const m = /^([0-9a-f]+) (\w+) (\d+)$/.exec(header);
        if (!m) throw new GitError(`unreadable header from git cat-file: ${header.slice(0, 80)}`);
        this.current = { oid: m[1] as string, size: Number(m[3]) };
      }
      if (this.pendingBytes < this.current.size + 1) return;
      const joined = this.join();
      const bytes = Buffer.from(joined.subarray(0, this.current.size));
      this.keep(joined.subarray(this.current.size + 1));
      const oid = this.current.oid;
      this.current = null;
      this.onObject(oid, bytes);
    }
  }

  private join(): Buffer {
    if (this.pending.length !== 1) this.pending = [Buffer.concat(this.pending)];
    return this.pending[0] ?? Buffer.alloc(0);
  }

  private keep(rest: Buffer): void {
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
  }
}

/** Reads the given blobs with one `git cat-file --batch`; missing objects are null. */
function catFileBatch(cwd: string, oids: string[]): Promise<Map<string, Buffer | null>> {
  return new Promise((resolve, reject) => {
    const found = new Map<string, Buffer | null>();
    const parser = new CatFileBatchParser((oid, bytes) => found.set(oid, bytes));
    const child = spawn('git', [...GLOBAL, 'cat-file', '--batch'], {
      cwd,
      env: env(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    let failed: Error | null = null;
    child.stdout.on('data', (piece: Buffer) => {
      if (failed !== null) return;
      try {
        parser.push(piece);
      } catch (error) {
        failed = error as Error;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (piece: Buffer) => {
      if (stderr.length < 64 * 1024) stderr += piece.toString('utf8');
    });
    child.stdin.on('error', () => {
      // git exited early; its exit status says why.
    });
    child.once('error', (error) =>
      reject(new GitError(`git could not be started: ${error.message}`)),
    );
    child.once('close', (code) => {
      if (failed !== null) reject(failed);
      else if (code !== 0)
        reject(new GitError(`git cat-file failed: ${stderr.trim() || `exit ${code}`}`));
      else resolve(found);
    });
    child.stdin.end(oids.map((o) => `${o}\n`).join(''));
  });
}

/**
 * The files of commit `sha` (a full SHA) from the repository at `cwd`'s object database, under
 * the caps. Links are refused entries, submodules are listed as not readable, files over the
 * per-file cap are refused without being read; past the total cap the snapshot is incomplete.
 */
export async function readGitSnapshot(
  cwd: string,
  sha: string,
  caps: SnapshotCaps,
): Promise<RepositorySnapshot> {
  if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha)) {
    throw new GitError(
      `'${sha.slice(0, 80)}' is not a full commit SHA (resolve the revision first)`,
    );
  }
  let listing: Buffer;
  try {
    ({ stdout: listing } = await run(
      'git',
      [...GLOBAL, 'ls-tree', '-r', '-z', '-l', '--full-tree', `${sha}^{tree}`],
      { cwd, env: env(), encoding: 'buffer', maxBuffer: MAX_LISTING_BYTES },
    ));
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString('utf8').trim();
    throw new GitError(`git ls-tree ${sha} failed: ${stderr || (error as Error).message}`);
  }
  const builder = new SnapshotBuilder(sha, 'git', caps);
  // Blob id → the paths that hold it (identical files share one blob and one read).
  const wanted = new Map<string, string[]>();
  let listed = 0;
  for (const entry of parseLsTreeZ(listing)) {
    if (builder.stopReason !== null) break;
    // The entry cap bounds this loop too: empty or identical files add no bytes to count.
    if (++listed > caps.entries) {
      builder.stop(entryCapReason(caps));
      break;
    }
    const checked = normaliseToolPath(entry.path);
    // A tree path git itself would not write (`..`, `.git`, a backslash): never served.
    if (!checked.ok || checked.path !== entry.path) continue;
    const path = checked.path;
    if (entry.mode === '160000') {
      builder.refuse(
        path,
        `a submodule (commit ${entry.object.slice(0, 12)}); its files are not part of this repository's snapshot`,
      );
    } else if (entry.mode === '120000') {
      builder.refuse(path, 'a symbolic link; links are never followed');
    } else if (entry.type !== 'blob') {
      builder.refuse(path, `a tree entry of type ${entry.type}; only regular files are served`);
    } else if ((entry.size ?? 0) > caps.fileBytes) {
      builder.refuseOversize(path, entry.size ?? 0);
    } else if (builder.countRead(entry.size ?? 0)) {
      const paths = wanted.get(entry.object);
      if (paths === undefined) wanted.set(entry.object, [path]);
      else paths.push(path);
    }
  }
  const blobs = await catFileBatch(cwd, [...wanted.keys()]);
  for (const [oid, paths] of wanted) {
    const bytes = blobs.get(oid);
    for (const path of paths) {
      if (bytes === undefined || bytes === null)
        builder.refuse(path, 'the object database lacks this file');
      else builder.addFile(path, bytes);
    }
  }
  return builder.build();
}

/** readGitSnapshot as a promise that never rejects (the tools' SnapshotResult). */
export async function loadGitSnapshot(
  cwd: string,
  sha: string,
  caps: SnapshotCaps,
): Promise<{ ok: true; snapshot: RepositorySnapshot } | { ok: false; error: string }> {
  try {
    return { ok: true, snapshot: await readGitSnapshot(cwd, sha, caps) };
  } catch (error) {
    return {
      ok: false,
      error: `the files of ${sha.slice(0, 12)} could not be read: ${(error as Error).message}`,
    };
  }
}
