// The Action's snapshot source: real archives (git archive, GNU tar; see
// __tests__/fixtures/repository/make-fixtures.sh) unpacked in memory with every hostile entry
// refused, an archive bomb stopped at its cap, and the download through the GitHub emulator.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchSnapshot, unpackTarball } from '../../../src/repository/archive.js';
import { DEFAULT_SNAPSHOT_CAPS } from '../../../src/repository/snapshot.js';
import type { SnapshotCaps } from '../../../src/repository/snapshot.js';
import { buildArchive, startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { fastClient } from '../github/helpers.js';

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/repository');
const fixture = (name: string): Buffer => readFileSync(path.join(FIXTURES, name));
const DEMO = JSON.parse(fixture('demo.json').toString('utf8')) as { sha: string; top: string };
const text = (bytes: Uint8Array | undefined): string => Buffer.from(bytes ?? []).toString('utf8');

function unpack(bytes: Uint8Array, caps: SnapshotCaps = DEFAULT_SNAPSHOT_CAPS) {
  return unpackTarball(Readable.from([Buffer.from(bytes)]), DEMO.sha, caps);
}

describe('unpackTarball on a real git archive', () => {
  it('holds the commit’s files without the top folder, and refuses its symlinks', async () => {
    const { snapshot, stats } = await unpack(fixture('demo.tar.gz'));
    expect(snapshot.incomplete).toBeNull();
    expect(snapshot.filePaths).toEqual([
      'README.md',
      'docs/logo.png',
      'docs/note.ts',
      'src/invoice.ts',
      'src/total.ts',
    ]);
    const invoice = snapshot.lookup('src/invoice.ts');
    expect(invoice.kind).toBe('file');
    expect(text(invoice.kind === 'file' ? invoice.bytes : undefined)).toContain('total(lines)');
    // The link to /proc/self/environ is listed as refused, never followed.
    expect(snapshot.lookup('env-link')).toEqual({
      kind: 'refused',
      reason: 'a symbolic link; links are never followed',
    });
    expect(snapshot.lookup('docs/readme-link').kind).toBe('refused');
    const root = snapshot.lookup('');
    expect(root.kind === 'directory' ? root.entries.map((e) => `${e.name}:${e.kind}`) : []).toEqual(
      ['README.md:file', 'docs:directory', 'env-link:refused', 'src:directory'],
    );
    expect(stats.refusedNames).toEqual([]);
  });
});

describe('unpackTarball on hostile entries (GNU tar)', () => {
  it('refuses `..`, absolute and .git names, a hard link and a FIFO; keeps the ordinary files', async () => {
    const { snapshot, stats } = await unpack(fixture('hostile.tar.gz'));
    expect(snapshot.filePaths).toEqual(['ok.txt', 'target.txt']);
    expect(snapshot.lookup('hardlink')).toEqual({
      kind: 'refused',
      reason: 'a hard link; links are never followed',
    });
    expect(snapshot.lookup('pipe')).toEqual({
      kind: 'refused',
      reason: 'a named pipe; only regular files are served',
    });
    expect(stats.refusedNames.join('\n')).toMatch(/etc\/passwd.*'\.\.'/);
    expect(stats.refusedNames.join('\n')).toMatch(/"\/etc\/passwd": the name is absolute/);
    expect(stats.refusedNames.join('\n')).toMatch(/\.git\/config.*never served/);
    expect(snapshot.lookup('etc/passwd').kind).toBe('missing');
    expect(snapshot.lookup('.git/config').kind).toBe('missing');
  });

  it('refuses a second entry for one path (tar appends; neither copy is trusted)', async () => {
    const tar = gzipSync(
      await tarOf([
        ['t/', null],
        ['t/a.txt', 'first'],
        ['t/b.txt', 'kept'],
        ['t/a.txt', 'second'],
      ]),
    );
    const { snapshot } = await unpack(tar);
    expect(snapshot.lookup('a.txt')).toEqual({
      kind: 'refused',
      reason: 'the archive holds this path twice',
    });
    expect(snapshot.filePaths).toEqual(['b.txt']);
  });
});

/** A gzip-less tar of [name, content|null=directory] entries, built with tar-stream. */
async function tarOf(entries: Array<[string, string | null]>): Promise<Buffer> {
  const { pack } = await import('tar-stream');
  const p = pack();
  const chunks: Buffer[] = [];
  p.on('data', (c: unknown) => chunks.push(c as Buffer));
  const ended = new Promise<void>((r) => p.on('end', () => r()));
  for (const [name, content] of entries) {
    if (content === null) p.entry({ name, type: 'directory' });
    else p.entry({ name }, content);
  }
  p.finalize();
  await ended;
  return Buffer.concat(chunks);
}

describe('unpackTarball under caps', () => {
  it('stops an archive bomb at the total cap: reading ends as soon as the cap is crossed', async () => {
    const bomb = fixture('bomb.tar.gz'); // 64 MiB of zeros in ~64 KB
    const caps = { fileBytes: 1024 * 1024, totalBytes: 4 * 1024 * 1024, entries: 1000 };
    const { snapshot, stats } = await unpack(bomb, caps);
    expect(snapshot.incomplete).toMatch(/larger than the snapshot cap of 4,194,304 bytes/);
    // Inflated bytes when reading stopped: past the cap by at most one gunzip piece (64 KiB),
    // far below the 64 MiB the archive expands to.
    expect(stats.inflatedBytes).toBeGreaterThan(caps.totalBytes);
    expect(stats.inflatedBytes).toBeLessThanOrEqual(caps.totalBytes + 64 * 1024);
    expect(snapshot.filePaths).toEqual(['a.txt']);
    expect(snapshot.lookup('zeros.bin')).toEqual({
      kind: 'refused',
      reason: 'the file is 67,108,864 bytes, over the per-file cap of 1,048,576 bytes',
    });
    // A path the snapshot may lack because it stopped says so, rather than "no such file".
    expect(snapshot.lookup('later.txt')).toEqual({
      kind: 'missing',
      incomplete: snapshot.incomplete,
    });
  });

  it('refuses one file over the per-file cap and keeps the rest whole', async () => {
    const archive = await buildArchive('o', 'r', 'a'.repeat(40), {
      'big.txt': 'x'.repeat(5000),
      'small.txt': 'ok',
    });
    const { snapshot } = await unpack(archive, { ...DEFAULT_SNAPSHOT_CAPS, fileBytes: 4096 });
    expect(snapshot.incomplete).toBeNull();
    expect(snapshot.filePaths).toEqual(['small.txt']);
    expect(snapshot.lookup('big.txt').kind).toBe('refused');
  });

  it('stops at the entry cap', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 20; i++) files[`f${String(i).padStart(2, '0')}.txt`] = String(i);
    const archive = await buildArchive('o', 'r', 'a'.repeat(40), files);
    const { snapshot } = await unpack(archive, { ...DEFAULT_SNAPSHOT_CAPS, entries: 5 });
    expect(snapshot.fileCount).toBe(5);
    expect(snapshot.incomplete).toMatch(/more than 5 entries/);
  });

  it('rejects a cut archive (a broken download is an error, not a smaller repository)', async () => {
    const whole = fixture('demo.tar.gz');
    await expect(unpack(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toThrow();
  });

  it('rejects bytes that are not gzip', async () => {
    await expect(unpack(Buffer.from('<html>not an archive</html>'))).rejects.toThrow(/header/i);
  });
});

describe('fetchSnapshot through the GitHub emulator', () => {
  let emulator: GitHubEmulator;
  beforeEach(async () => {
    emulator = await startGitHubEmulator();
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('downloads one archive (the 302 to codeload followed) and unpacks it', async () => {
    emulator.state.addArchive({
      owner: 'octo',
      repo: 'demo',
      sha: DEMO.sha,
      archive: fixture('demo.tar.gz'),
    });
    const result = await fetchSnapshot(
      fastClient(emulator),
      { owner: 'octo', repo: 'demo' },
      DEMO.sha,
      DEFAULT_SNAPSHOT_CAPS,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.snapshot.commit).toBe(DEMO.sha);
    expect(result.snapshot.filePaths).toContain('src/total.ts');
    expect(emulator.requestsTo('GET', `/repos/octo/demo/tarball/${DEMO.sha}`)).toHaveLength(1);
    expect(emulator.requestsTo('GET', /^\/_codeload\//)).toHaveLength(1);
  });

  it('unpacks an archive the emulator packs from a file map', async () => {
    const sha = 'b'.repeat(40);
    emulator.state.addArchive({
      owner: 'octo',
      repo: 'demo',
      sha,
      files: { 'src/a.ts': 'export const a = 1;\n', link: { symlink: '/proc/self/environ' } },
    });
    const result = await fetchSnapshot(
      fastClient(emulator),
      { owner: 'octo', repo: 'demo' },
      sha,
      DEFAULT_SNAPSHOT_CAPS,
    );
    expect(result.ok && result.snapshot.filePaths).toEqual(['src/a.ts']);
    expect(result.ok && result.snapshot.lookup('link').kind).toBe('refused');
  });

  it('resolves (never rejects) to a named error on a 500', async () => {
    const sha = 'c'.repeat(40);
    emulator.state.addArchive({ owner: 'octo', repo: 'demo', sha, files: { a: 'a' } });
    emulator.faults.error({ path: `/repos/octo/demo/tarball/${sha}` }, { status: 500, times: 10 });
    const result = await fetchSnapshot(
      fastClient(emulator, { retries: 1 }),
      { owner: 'octo', repo: 'demo' },
      sha,
      DEFAULT_SNAPSHOT_CAPS,
    );
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/could not be read: HTTP 500/) as unknown,
    });
  });

  it('resolves to a named error on a truncated gzip', async () => {
    const sha = 'd'.repeat(40);
    emulator.state.addArchive({
      owner: 'octo',
      repo: 'demo',
      sha,
      archive: fixture('demo.tar.gz'),
      truncateAt: 300,
    });
    const result = await fetchSnapshot(
      fastClient(emulator),
      { owner: 'octo', repo: 'demo' },
      sha,
      DEFAULT_SNAPSHOT_CAPS,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(
      /could not be read: .*(unexpected end|ended|end of)/i,
    );
  });

  it('resolves to a named error when the run aborts the download (started early, never awaited late)', async () => {
    const sha = 'f'.repeat(40);
    emulator.state.addArchive({ owner: 'octo', repo: 'demo', sha, files: { a: 'a' } });
    emulator.faults.delay({ path: /^\/_codeload\// }, { ms: 2000 });
    const controller = new AbortController();
    const pending = fetchSnapshot(
      fastClient(emulator, { retries: 0 }),
      { owner: 'octo', repo: 'demo' },
      sha,
      DEFAULT_SNAPSHOT_CAPS,
      controller.signal,
    );
    setTimeout(() => controller.abort(), 50);
    const result = await pending;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/could not be read/);
  });

  it('a connection dropped before the archive resolves to a named error', async () => {
    const sha = '9'.repeat(40);
    emulator.state.addArchive({ owner: 'octo', repo: 'demo', sha, files: { a: 'a' } });
    emulator.faults.drop({ path: /^\/_codeload\// }, { times: 10 });
    const result = await fetchSnapshot(
      fastClient(emulator, { retries: 0 }),
      { owner: 'octo', repo: 'demo' },
      sha,
      DEFAULT_SNAPSHOT_CAPS,
    );
    expect(!result.ok && result.error).toMatch(/could not be read/);
  });

  it('refuses a ref that is not a full commit SHA before asking', async () => {
    const result = await fetchSnapshot(
      fastClient(emulator),
      { owner: 'octo', repo: 'demo' },
      'main',
      DEFAULT_SNAPSHOT_CAPS,
    );
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/not a full commit SHA/) as unknown,
    });
    expect(emulator.requests).toHaveLength(0);
  });

  it('is a 404 error for a commit the repository lacks', async () => {
    const result = await fetchSnapshot(
      fastClient(emulator),
      { owner: 'octo', repo: 'demo' },
      'e'.repeat(40),
      DEFAULT_SNAPSHOT_CAPS,
    );
    expect(!result.ok && result.error).toMatch(/HTTP 404/);
  });
});
