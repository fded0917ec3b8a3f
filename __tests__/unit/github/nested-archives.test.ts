// Archives inside an artifact: opened within the caps and read like any file, or named as not read.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectTestEvidence } from '../../../src/github/artifacts.js';
import type { ArtifactDownloadRequest } from '../../../src/github/artifacts.js';
import {
  ArchiveNotRead,
  archiveKindOf,
  expandArchive,
} from '../../../src/github/nested-archives.js';
import { propertyRuns } from '../../knobs.js';

const fixture = (name: string): Uint8Array =>
  readFileSync(
    fileURLToPath(new URL(`../../fixtures/test-reports/archives/${name}`, import.meta.url)),
  );
const JUNIT = new TextDecoder().decode(
  (() => {
    // The report every fixture archive holds, taken from the plain tar.
    const tar = fixture('reports.tar');
    const start = 512;
    const size = parseInt(new TextDecoder().decode(tar.subarray(124, 136)).trim(), 8);
    return tar.subarray(start, start + size);
  })(),
);
const CAPS = { maxInflatedBytes: 8 * 1024 * 1024, maxEntries: 50, maxRatio: 200 };

let workspace: string;
let temp: string;
beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'dg-nested-ws-'));
  temp = await mkdtemp(path.join(tmpdir(), 'dg-nested-tmp-'));
});
afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
  await rm(temp, { recursive: true, force: true });
});

/** An artifact download that lays `files` into the destination, as the real one unzips. */
function laying(files: Record<string, Uint8Array | string>) {
  return async (request: ArtifactDownloadRequest): Promise<void> => {
    for (const [name, content] of Object.entries(files)) {
      const full = path.join(request.destination, name);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, content);
    }
  };
}

async function collect(files: Record<string, Uint8Array | string>, extra = {}) {
  return collectTestEvidence({
    artifactNames: ['results'],
    runId: 1,
    owner: 'acme',
    repo: 'widgets',
    token: 't',
    workspacePaths: [],
    workspace,
    budgetChars: 20_000,
    tempRoot: temp,
    downloadArtifact: laying(files),
    ...extra,
  });
}

describe('expandArchive (real zip, tar, gzip output)', () => {
  it.each([
    ['reports.zip', 'zip', 'junit.xml'],
    ['reports.tar', 'tar', 'junit.xml'],
    ['reports.tar.gz', 'tgz', 'junit.xml'],
    ['junit.xml.gz', 'gz', 'junit.xml'],
  ] as const)('%s opens to the report it holds', async (file, kind, inner) => {
    expect(archiveKindOf(file)).toBe(kind);
    const entries = await expandArchive(kind, fixture(file), file, CAPS);
    expect(entries.map((e) => e.name)).toEqual([inner]);
    expect(new TextDecoder().decode(entries[0]!.bytes)).toBe(JUNIT);
  });

  it.each([
    ['encrypted.zip', /^encrypted \(junit\.xml\)$/],
    ['corrupt.zip', /^corrupt zip/],
    ['bomb.zip', /inflates past the 8388608-byte cap/],
  ])('%s is not read, with why', async (file, why) => {
    const error = await expandArchive('zip', fixture(file), file, CAPS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveNotRead);
    expect((error as Error).message).toMatch(why);
  });

  it('a gzip past the inflated cap stops at the cap, not after inflating everything', async () => {
    const big = gzipSync(new Uint8Array(4 * 1024 * 1024).fill(0x61));
    const error = await expandArchive('gz', big, 'big.log.gz', {
      ...CAPS,
      maxInflatedBytes: 1024 * 1024,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /inflates past the 1048576-byte cap|inflates more than/,
    );
  });

  it('a zip entry that declares fewer bytes than it inflates to is corrupt', async () => {
    const zip = zipSync({ 'a.log': new Uint8Array(5000).fill(0x62) });
    const lying = new Uint8Array(zip);
    const view = new DataView(lying.buffer);
    // The central directory's uncompressed size of the one entry (offset 24 in its record).
    const central = lying.findIndex(
      (_, i) => view.getUint32(Math.min(i, lying.length - 4), true) === 0x02014b50,
    );
    view.setUint32(central + 24, 100, true);
    const error = await expandArchive('zip', lying, 'a.zip', CAPS).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/corrupt zip \(a\.log/);
  });

  it('property: random bytes named as any archive kind never throw anything but ArchiveNotRead', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('zip', 'tar', 'tgz', 'gz' as const),
        async (bytes, kind) => {
          try {
            await expandArchive(kind, bytes, `x.${kind}`, CAPS);
          } catch (error) {
            expect(error).toBeInstanceOf(ArchiveNotRead);
          }
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});

describe('collectTestEvidence: nested archives in an artifact', () => {
  it('a failing JUnit inside reports.zip, next to summary.txt, is read and named artifact/reports.zip/junit.xml', async () => {
    const { output, notRead } = await collect({
      'reports.zip': fixture('reports.zip'),
      'summary.txt': fixture('summary.txt'),
    });
    expect(notRead).toEqual([]);
    const inner = output.sources.find((s) => s.name === 'results/reports.zip/junit.xml');
    expect(inner?.totals).toMatchObject({ tests: 2, failures: 1 });
    expect(inner?.failures?.[0]?.name).toMatch(/rejects an expired card/);
    expect(output.sources.map((s) => s.name)).toContain('results/summary.txt');
  });

  it.each(['reports.tar', 'reports.tar.gz', 'junit.xml.gz'])(
    'a failing JUnit inside %s is read',
    async (file) => {
      const { output, notRead } = await collect({ [`out/${file}`]: fixture(file) });
      expect(notRead).toEqual([]);
      const inner = output.sources.find((s) => s.name.startsWith(`results/out/${file}/`));
      expect(inner?.totals).toMatchObject({ tests: 2, failures: 1 });
    },
  );

  it.each([
    ['encrypted.zip', 'encrypted (junit.xml)'],
    ['corrupt.zip', 'corrupt zip'],
    ['bomb.zip', 'an archive bomb?'],
  ])('%s beside a green report is named as not read', async (file, why) => {
    const { notRead } = await collect({
      [file]: fixture(file),
      'green.xml': '<testsuite name="s" tests="1"><testcase name="ok"/></testsuite>',
    });
    expect(notRead).toHaveLength(1);
    expect(notRead[0]).toContain(`test evidence not read: results/${file} — `);
    expect(notRead[0]).toContain(why);
  });

  it('two archives deep is read; three deep is named as too deep', async () => {
    const two = zipSync({ 'inner.zip': fixture('reports.zip') });
    const got = await collect({ 'outer.zip': two, 'deep.zip': fixture('level3.zip') });
    expect(got.output.sources.map((s) => s.name)).toContain(
      'results/outer.zip/inner.zip/junit.xml',
    );
    expect(got.notRead).toEqual([
      'test evidence not read: results/deep.zip/level2.zip/reports.zip — an archive nested deeper than 2 levels',
    ]);
  });

  it('a Playwright trace zip is not evidence and is not opened as one', async () => {
    const trace = zipSync({
      'trace.trace': new TextEncoder().encode('{"type":"context-options"}\n'),
      'trace.network': new TextEncoder().encode('{"type":"resource-snapshot"}\n'),
    });
    const { output, notRead } = await collect({
      'test-results/t/trace.zip': trace,
      'junit.xml': '<testsuite name="s" tests="1"><testcase name="ok"/></testsuite>',
    });
    expect(notRead).toEqual([]);
    expect(output.sources.map((s) => s.name)).toEqual(['results/junit.xml']);
  });

  it('a report packed beside trace parts is not taken for a trace: it is read', async () => {
    const packed = zipSync({
      'trace.trace': new TextEncoder().encode('{"type":"context-options"}\n'),
      'junit.xml': new TextEncoder().encode(JUNIT),
    });
    const { output } = await collect({ 'trace.zip': packed });
    const inner = output.sources.find((s) => s.name === 'results/trace.zip/junit.xml');
    expect(inner?.totals).toMatchObject({ tests: 2, failures: 1 });
  });

  it('a deadline already passed names every file as not read within the time budget', async () => {
    const { output, notRead } = await collect(
      { 'a.log': 'all passed\n', 'reports.zip': fixture('reports.zip') },
      { deadline: Date.now() - 1 },
    );
    expect(output.sources).toEqual([]);
    expect(notRead).toEqual([
      'test evidence not read within the time budget: results/a.log',
      'test evidence not read within the time budget: results/reports.zip',
    ]);
  });
});
