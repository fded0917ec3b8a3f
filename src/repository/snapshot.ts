// The files of one commit, held in memory and read-only: path → bytes, plus the paths that were
// refused while it was built (a link, a device, an oversize file, a submodule) with the reason.
// Both sources (the Action's archive, the CLI's object database) fill a SnapshotBuilder under the
// same caps; the tools read only through RepositorySnapshot. Pure: no I/O.

/** Bounds on what one snapshot holds. Crossing `totalBytes` or `entries` stops the build. */
export interface SnapshotCaps {
  /** A file larger than this is refused (listed, never held). */
  fileBytes: number;
  /** Uncompressed bytes read in all (held or not): past it the snapshot stops, incomplete. */
  totalBytes: number;
  /** Entries of any kind: past it the snapshot stops, incomplete. */
  entries: number;
}

export const DEFAULT_SNAPSHOT_CAPS: SnapshotCaps = {
  fileBytes: 1024 * 1024,
  totalBytes: 256 * 1024 * 1024,
  entries: 100_000,
};

export interface DirectoryEntry {
  name: string;
  kind: 'file' | 'directory' | 'refused';
  /** Bytes of a file. */
  size?: number;
}

export type SnapshotLookup =
  | { kind: 'file'; bytes: Uint8Array }
  | { kind: 'directory'; entries: DirectoryEntry[] }
  | { kind: 'refused'; reason: string }
  /** Not in the snapshot; `incomplete` says why the snapshot may lack it (null: it is whole). */
  | { kind: 'missing'; incomplete: string | null };

export interface RepositorySnapshot {
  /** The commit the files are from. */
  readonly commit: string;
  readonly source: 'archive' | 'git';
  /** Why the snapshot is not whole (a cap was crossed, the download broke); null when whole. */
  readonly incomplete: string | null;
  /** Held files, sorted by path. */
  readonly filePaths: readonly string[];
  readonly fileCount: number;
  /** Bytes held. */
  readonly bytes: number;
  /** `path` is canonical (see paths.ts); `''` is the root. */
  lookup(path: string): SnapshotLookup;
}

function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

class MemorySnapshot implements RepositorySnapshot {
  readonly filePaths: readonly string[];
  readonly fileCount: number;
  readonly bytes: number;
  private readonly directories = new Map<string, Map<string, DirectoryEntry>>();
  private readonly sortedListings = new Map<string, DirectoryEntry[]>();

  constructor(
    readonly commit: string,
    readonly source: 'archive' | 'git',
    readonly incomplete: string | null,
    private readonly files: ReadonlyMap<string, Uint8Array>,
    private readonly refused: ReadonlyMap<string, string>,
  ) {
    this.filePaths = [...files.keys()].sort();
    this.fileCount = files.size;
    let bytes = 0;
    for (const b of files.values()) bytes += b.byteLength;
    this.bytes = bytes;
    this.directories.set('', new Map());
    for (const [path, b] of files)
      this.place(path, { name: nameOf(path), kind: 'file', size: b.byteLength });
    for (const path of refused.keys()) this.place(path, { name: nameOf(path), kind: 'refused' });
  }

  /** Records an entry in its folder, and each folder in its parent, up to the root. */
  private place(path: string, entry: DirectoryEntry): void {
    let child = path;
    let childEntry = entry;
    for (;;) {
      const dir = parentOf(child);
      let listing = this.directories.get(dir);
      const known = listing !== undefined;
      if (listing === undefined) {
        listing = new Map();
        this.directories.set(dir, listing);
      }
      if (!listing.has(childEntry.name)) listing.set(childEntry.name, childEntry);
      if (known || dir === '') return;
      child = dir;
      childEntry = { name: nameOf(dir), kind: 'directory' };
    }
  }

  lookup(path: string): SnapshotLookup {
    const bytes = this.files.get(path);
    if (bytes !== undefined) return { kind: 'file', bytes };
    const reason = this.refused.get(path);
    if (reason !== undefined) return { kind: 'refused', reason };
    const listing = this.directories.get(path);
    if (listing !== undefined) {
      // Sorted once per folder: a model may list a folder of 100,000 entries many times.
      let entries = this.sortedListings.get(path);
      if (entries === undefined) {
        entries = [...listing.values()].sort((a, b) =>
          a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
        );
        this.sortedListings.set(path, entries);
      }
      return { kind: 'directory', entries: [...entries] };
    }
    return { kind: 'missing', incomplete: this.incomplete };
  }
}

/** Why a snapshot stopped: the total cap. */
export function entryCapReason(caps: SnapshotCaps): string {
  return `the repository has more than ${caps.entries.toLocaleString('en-US')} entries (the snapshot cap); reading stopped there`;
}

export function totalCapReason(caps: SnapshotCaps): string {
  return `the repository is larger than the snapshot cap of ${caps.totalBytes.toLocaleString('en-US')} bytes uncompressed; reading stopped there`;
}

/**
 * Collects a snapshot's entries under its caps. `addFile` refuses an oversize file itself;
 * the source counts bytes read (held or not) with `countRead`, which says when to stop.
 */
export class SnapshotBuilder {
  private readonly files = new Map<string, Uint8Array>();
  private readonly refused = new Map<string, string>();
  private entries = 0;
  private read = 0;
  private stopped: string | null = null;

  constructor(
    private readonly commit: string,
    private readonly source: 'archive' | 'git',
    readonly caps: SnapshotCaps,
  ) {}

  /** Uncompressed bytes read so far (held or not). */
  get bytesRead(): number {
    return this.read;
  }

  /** Null while reading may go on; otherwise why it stopped. */
  get stopReason(): string | null {
    return this.stopped;
  }

  /** Counts bytes read; past the total cap the snapshot is incomplete and the source must stop. */
  countRead(bytes: number): boolean {
    this.read += bytes;
    if (this.read > this.caps.totalBytes) this.stop(totalCapReason(this.caps));
    return this.stopped === null;
  }

  stop(reason: string): void {
    this.stopped ??= reason;
  }

  /** Counts one entry; false (and the snapshot stops) past the entry cap. */
  private countEntry(): boolean {
    this.entries += 1;
    if (this.entries > this.caps.entries) {
      this.stop(entryCapReason(this.caps));
      return false;
    }
    return true;
  }

  addFile(path: string, bytes: Uint8Array): void {
    if (!this.countEntry()) return;
    if (bytes.byteLength > this.caps.fileBytes) {
      this.refuseOversize(path, bytes.byteLength);
      return;
    }
    // A path refused once stays refused (a second archive entry for it is not trusted either).
    if (this.refused.has(path)) return;
    this.files.set(path, bytes);
  }

  refuseOversize(path: string, size: number): void {
    this.refuse(
      path,
      `the file is ${size.toLocaleString('en-US')} bytes, over the per-file cap of ${this.caps.fileBytes.toLocaleString('en-US')} bytes`,
    );
  }

  refuse(path: string, reason: string): void {
    if (path === '') return;
    // A refusal wins over a file already held for the path (tar appends a second copy).
    const held = this.files.delete(path);
    if (!held && !this.refused.has(path) && !this.countEntry()) return;
    this.refused.set(path, reason);
  }

  build(): RepositorySnapshot {
    return new MemorySnapshot(this.commit, this.source, this.stopped, this.files, this.refused);
  }
}
