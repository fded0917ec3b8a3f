// Archives inside an artifact (`reports.zip`, `*.tar`, `*.tar.gz` / `*.tgz`, `*.gz`) opened in
// memory within caps, so a report packed twice is read like any other file. Inflation is bounded
// before it happens (zlib's maxOutputLength, the zip's declared sizes checked against its CRC), so
// a bomb stops at the cap instead of filling memory. Anything that cannot be opened — over a cap,
// corrupt, encrypted, a zip64 or unknown compression — throws ArchiveNotRead with the reason, and
// the caller names it as evidence not read.
import { Readable } from 'node:stream';
import { crc32, gunzipSync, inflateRawSync } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';

export type ArchiveKind = 'zip' | 'tar' | 'tgz' | 'gz';

export interface ArchiveEntry {
  /** The entry's path inside the archive (POSIX). */
  name: string;
  bytes: Uint8Array;
}

export interface ArchiveCaps {
  /** Inflated bytes of all entries of one archive. */
  maxInflatedBytes: number;
  /** Entries (files) of one archive. */
  maxEntries: number;
  /** Inflated ÷ compressed past 1 MiB: a higher ratio is a bomb, not a report. */
  maxRatio: number;
}

export class ArchiveNotRead extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'ArchiveNotRead';
  }
}

/** The archive kind a file name says, or null for any other file. */
export function archiveKindOf(name: string): ArchiveKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return 'zip';
  if (lower.endsWith('.tar.gz') || lower.endsWith('.tgz')) return 'tgz';
  if (lower.endsWith('.tar')) return 'tar';
  if (lower.endsWith('.gz')) return 'gz';
  return null;
}

const RATIO_FREE_BYTES = 1024 * 1024;

function inflatedCap(compressed: number, caps: ArchiveCaps): number {
  return Math.min(caps.maxInflatedBytes, Math.max(RATIO_FREE_BYTES, compressed * caps.maxRatio));
}

function overCap(compressed: number, caps: ArchiveCaps): string {
  const cap = inflatedCap(compressed, caps);
  return cap < caps.maxInflatedBytes
    ? `inflates more than ${caps.maxRatio} times its ${compressed} bytes (an archive bomb?)`
    : `inflates past the ${caps.maxInflatedBytes}-byte cap`;
}

/** zlib with an output bound: past it, the cap's reason; a broken stream, 'corrupt'. */
function boundedInflate(
  run: (limit: number) => Buffer,
  limit: number,
  tooLarge: () => string,
): Buffer {
  try {
    return run(limit);
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ArchiveNotRead(tooLarge());
    throw new ArchiveNotRead(`corrupt (${(error as Error).message})`);
  }
}

/** The entries of an archive held in memory; throws ArchiveNotRead. */
export async function expandArchive(
  kind: ArchiveKind,
  bytes: Uint8Array,
  baseName: string,
  caps: ArchiveCaps,
): Promise<ArchiveEntry[]> {
  const limit = inflatedCap(bytes.length, caps);
  const tooLarge = () => overCap(bytes.length, caps);
  switch (kind) {
    case 'zip':
      return zipEntries(bytes, caps);
    case 'gz': {
      const out = boundedInflate((l) => gunzipSync(bytes, { maxOutputLength: l }), limit, tooLarge);
      return [{ name: baseName.replace(/\.gz$/i, '') || 'content', bytes: out }];
    }
    case 'tgz': {
      const out = boundedInflate((l) => gunzipSync(bytes, { maxOutputLength: l }), limit, tooLarge);
      return tarEntries(out, caps);
    }
    case 'tar':
      return tarEntries(bytes, caps);
  }
}

async function tarEntries(bytes: Uint8Array, caps: ArchiveCaps): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  const extract = tarExtract();
  const source = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)]);
  source.pipe(extract);
  let total = 0;
  try {
    for await (const entry of extract) {
      const header = entry.header;
      const chunks: Buffer[] = [];
      for await (const piece of entry) chunks.push(piece as Buffer);
      if (header.type !== 'file') continue;
      if (entries.length >= caps.maxEntries) {
        throw new ArchiveNotRead(`holds more than ${caps.maxEntries} files`);
      }
      const data = Buffer.concat(chunks);
      total += data.length;
      if (total > caps.maxInflatedBytes) {
        throw new ArchiveNotRead(`holds more than the ${caps.maxInflatedBytes}-byte cap`);
      }
      entries.push({ name: header.name.replace(/^(\.\/)+/, ''), bytes: data });
    }
  } catch (error) {
    source.destroy();
    if (error instanceof ArchiveNotRead) throw error;
    throw new ArchiveNotRead(`corrupt tar (${(error as Error).message})`);
  }
  if (entries.length === 0 && bytes.length > 0 && !isZeroBlocks(bytes)) {
    throw new ArchiveNotRead('corrupt tar (no entry could be read)');
  }
  return entries;
}

function isZeroBlocks(bytes: Uint8Array): boolean {
  return bytes.every((b) => b === 0);
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * A zip read from its central directory: every entry's flags, method, sizes and CRC are checked
 * before anything is inflated, and the declared sizes bound the inflation.
 */
function zipEntries(bytes: Uint8Array, caps: ArchiveCaps): ArchiveEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);
  // The end record is in the last 22 + 65 535 bytes (its comment is at most 64 KiB).
  let end = -1;
  for (let at = bytes.length - 22; at >= 0 && at >= bytes.length - 22 - 65_535; at--) {
    if (u32(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end === -1) throw new ArchiveNotRead('corrupt zip (no end of central directory)');
  const count = u16(end + 10);
  const dirOffset = u32(end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) {
    throw new ArchiveNotRead('a zip64 archive, which is not read here');
  }
  if (count > caps.maxEntries) throw new ArchiveNotRead(`holds more than ${caps.maxEntries} files`);
  const limit = inflatedCap(bytes.length, caps);
  const entries: ArchiveEntry[] = [];
  let declaredTotal = 0;
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (u32(at) !== CENTRAL) throw new ArchiveNotRead('corrupt zip (central directory)');
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const crc = u32(at + 16) >>> 0;
    const compressed = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const local = u32(at + 42);
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if ((flags & 0x1) !== 0) throw new ArchiveNotRead(`encrypted (${name})`);
    if (compressed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) {
      throw new ArchiveNotRead('a zip64 archive, which is not read here');
    }
    declaredTotal += size;
    if (declaredTotal > limit) throw new ArchiveNotRead(overCap(bytes.length, caps));
    if (u32(local) !== LOCAL) throw new ArchiveNotRead(`corrupt zip (${name})`);
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    const data = bytes.subarray(dataStart, dataStart + compressed);
    if (data.length !== compressed) throw new ArchiveNotRead(`corrupt zip (${name} is cut off)`);
    let out: Uint8Array;
    if (method === 0) {
      out = data;
    } else if (method === 8) {
      // One byte past the declared size: an entry that lies about its size fails the check below.
      out = boundedInflate(
        (l) => inflateRawSync(data, { maxOutputLength: l }),
        size + 1,
        () => `corrupt zip (${name} inflates past its declared ${size} bytes)`,
      );
    } else {
      throw new ArchiveNotRead(`compression method ${method} of ${name} is not read here`);
    }
    if (out.length !== size || crc32(out) >>> 0 !== crc) {
      throw new ArchiveNotRead(`corrupt zip (${name} fails its size or CRC check)`);
    }
    entries.push({ name, bytes: out });
  }
  return entries;
}
