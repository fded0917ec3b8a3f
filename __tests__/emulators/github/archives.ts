// Repository archives the emulator serves for `GET /repos/{o}/{r}/tarball/{ref}` (a 302 to a
// codeload-style URL, as GitHub does). An archive is either recorded bytes (a real
// `git archive --format=tar.gz --prefix=owner-repo-sha7/` output, or a hostile archive made with
// GNU tar; see __tests__/fixtures/repository/make-fixtures.sh) or built here from a file map with
// tar-stream in git archive's layout: one top folder `owner-repo-sha7/` holding directory, file and
// symlink entries (git archive also writes a pax global header naming the commit, which
// tar-stream's writer cannot; the recorded fixtures carry it).
import { gzipSync } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';

/** A file's content, or a symbolic link to `symlink`. */
export type ArchiveFile = string | Uint8Array | { symlink: string };

export interface ArchiveSpec {
  owner: string;
  repo: string;
  sha: string;
  /** Recorded archive bytes, served as they are. */
  archive?: Uint8Array;
  /** Files to build an archive from (path → content), when `archive` is absent. */
  files?: Record<string, ArchiveFile>;
  /** Fault: serve only the first `truncateAt` bytes (a cut gzip, with a matching length). */
  truncateAt?: number;
}

export interface EmulatedArchive extends ArchiveSpec {
  /** Built once, on first download. */
  bytes: Uint8Array | null;
  downloads: number;
}

/** A gzip tar of `files` in git archive's layout, under `owner-repo-sha7/`. */
export async function buildArchive(
  owner: string,
  repo: string,
  sha: string,
  files: Record<string, ArchiveFile>,
): Promise<Uint8Array> {
  const top = `${owner}-${repo}-${sha.slice(0, 7)}`;
  const mtime = new Date('2026-01-01T00:00:00Z');
  const pack = tarPack();
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    pack.on('data', (c: unknown) => chunks.push(c as Buffer));
    pack.on('end', () => resolve());
    pack.on('error', reject);
  });
  const add = (
    header: Parameters<typeof pack.entry>[0],
    body?: string | Uint8Array,
  ): Promise<void> =>
    new Promise((resolve, reject) => {
      const cb = (error?: Error | null): void => (error ? reject(error) : resolve());
      if (body === undefined) pack.entry(header, cb);
      else pack.entry(header, body, cb);
    });
  await add({ name: `${top}/`, type: 'directory', mode: 0o775, mtime });
  const folders = new Set<string>();
  for (const path of Object.keys(files).sort()) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (folders.has(folder)) continue;
      folders.add(folder);
      await add({ name: `${top}/${folder}/`, type: 'directory', mode: 0o775, mtime });
    }
    const content = files[path] as ArchiveFile;
    if (typeof content === 'object' && !(content instanceof Uint8Array)) {
      await add({
        name: `${top}/${path}`,
        type: 'symlink',
        linkname: content.symlink,
        mode: 0o777,
        mtime,
      });
    } else {
      await add({ name: `${top}/${path}`, type: 'file', mode: 0o664, mtime }, content);
    }
  }
  pack.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

/** The bytes an archive download answers with (built on first use, cut when asked). */
export async function archiveBytes(archive: EmulatedArchive): Promise<Uint8Array> {
  archive.bytes ??=
    archive.archive ??
    (await buildArchive(archive.owner, archive.repo, archive.sha, archive.files ?? {}));
  archive.downloads += 1;
  return archive.truncateAt === undefined
    ? archive.bytes
    : archive.bytes.subarray(0, archive.truncateAt);
}
