// The CLI's snapshot source against a real temporary git repository: the committed files only
// (never the work tree), links refused, submodules listed as not readable, caps applied.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatFileBatchParser,
  loadGitSnapshot,
  parseLsTreeZ,
  readGitSnapshot,
} from '../../../src/repository/git-source.js';
import { DEFAULT_SNAPSHOT_CAPS } from '../../../src/repository/snapshot.js';

let dir: string;
let first: string;
let second: string;
const git = (...args: string[]): string =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
      GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
    },
  }).trim();
const text = (bytes: Uint8Array | undefined): string => Buffer.from(bytes ?? []).toString('utf8');

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'done-gate-git-source-'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'test');
  git('config', 'user.email', 'test@example.invalid');
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src/a.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(dir, 'big.txt'), 'x'.repeat(3000));
  symlinkSync('/proc/self/environ', path.join(dir, 'env-link'));
  git('add', '-A');
  // A submodule as git records it: a gitlink (mode 160000) to a commit.
  git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},vendor/lib`);
  git('commit', '-q', '-m', 'first');
  first = git('rev-parse', 'HEAD');
  writeFileSync(path.join(dir, 'src/a.ts'), 'export const a = 2;\n');
  git('add', 'src/a.ts');
  git('commit', '-q', '-m', 'second');
  second = git('rev-parse', 'HEAD');
  // Work-tree changes that must never be served: an edit and an uncommitted file.
  writeFileSync(path.join(dir, 'src/a.ts'), 'export const a = "UNCOMMITTED";\n');
  writeFileSync(path.join(dir, 'secret.txt'), 'uncommitted secret\n');
  git('config', 'core.attributesFile', '/dev/null');
  // A textconv / filter a hostile config could set: cat-file must not apply it.
  writeFileSync(path.join(dir, '.git/info/attributes'), '*.ts filter=evil diff=evil\n');
  git('config', 'filter.evil.smudge', 'echo FILTERED');
  git('config', 'diff.evil.textconv', 'echo TEXTCONV');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('readGitSnapshot', () => {
  it('serves each commit’s committed bytes, never the work tree', async () => {
    const head = await readGitSnapshot(dir, second, DEFAULT_SNAPSHOT_CAPS);
    const base = await readGitSnapshot(dir, first, DEFAULT_SNAPSHOT_CAPS);
    const at = (s: typeof head, p: string) => {
      const found = s.lookup(p);
      return found.kind === 'file' ? text(found.bytes) : found.kind;
    };
    expect(at(head, 'src/a.ts')).toBe('export const a = 2;\n');
    expect(at(base, 'src/a.ts')).toBe('export const a = 1;\n');
    expect(head.lookup('secret.txt')).toEqual({ kind: 'missing', incomplete: null });
    expect(head.filePaths).toEqual(['big.txt', 'src/a.ts']);
    expect(head.source).toBe('git');
  });

  it('refuses the symlink and lists the submodule as not readable', async () => {
    const head = await readGitSnapshot(dir, second, DEFAULT_SNAPSHOT_CAPS);
    expect(head.lookup('env-link')).toEqual({
      kind: 'refused',
      reason: 'a symbolic link; links are never followed',
    });
    const sub = head.lookup('vendor/lib');
    expect(sub.kind).toBe('refused');
    expect(sub.kind === 'refused' && sub.reason).toMatch(/^a submodule \(commit 111111111111\)/);
  });

  it('refuses files over the per-file cap without reading them, and stops at the total cap', async () => {
    const capped = await readGitSnapshot(dir, second, {
      fileBytes: 1000,
      totalBytes: 1 << 20,
      entries: 100,
    });
    expect(capped.lookup('big.txt').kind).toBe('refused');
    expect(capped.incomplete).toBeNull();
    const small = await readGitSnapshot(dir, second, {
      fileBytes: 1 << 20,
      totalBytes: 100,
      entries: 100,
    });
    expect(small.incomplete).toMatch(/larger than the snapshot cap/);
    expect(small.lookup('src/a.ts').kind).toBe('missing');
  });

  it('stops at the entry cap while listing, even when the files add no bytes (empty or identical)', async () => {
    // A tree of 300 empty files, written straight into the object database.
    const empty = execFileSync('git', ['hash-object', '-w', '--stdin'], {
      cwd: dir,
      input: '',
      encoding: 'utf8',
    }).trim();
    const listing = Array.from({ length: 300 }, (_, i) => `100644 blob ${empty}\tempty-${i}\n`);
    const tree = execFileSync('git', ['mktree'], {
      cwd: dir,
      input: listing.join(''),
      encoding: 'utf8',
    }).trim();
    const commit = git('commit-tree', tree, '-m', 'empties');
    const capped = await readGitSnapshot(dir, commit, { ...DEFAULT_SNAPSHOT_CAPS, entries: 50 });
    expect(capped.incomplete).toMatch(/more than 50 entries/);
    expect(capped.fileCount).toBeLessThanOrEqual(50);
    const whole = await readGitSnapshot(dir, commit, DEFAULT_SNAPSHOT_CAPS);
    expect(whole.incomplete).toBeNull();
    expect(whole.fileCount).toBe(300);
    expect(text((whole.lookup('empty-299') as { bytes?: Uint8Array }).bytes)).toBe('');
  });

  it('refuses a revision that is not a full SHA (no option injection), and an unknown commit', async () => {
    await expect(readGitSnapshot(dir, '--output=/tmp/x', DEFAULT_SNAPSHOT_CAPS)).rejects.toThrow(
      /not a full commit SHA/,
    );
    const missing = await loadGitSnapshot(dir, 'f'.repeat(40), DEFAULT_SNAPSHOT_CAPS);
    expect(missing).toEqual({
      ok: false,
      error: expect.stringMatching(/could not be read: git ls-tree/) as unknown,
    });
  });
});

describe('git output parsers', () => {
  it('parses ls-tree -z -l records, names as raw bytes', () => {
    const out = Buffer.from(
      `100644 blob ${'a'.repeat(40)}      12\tsrc/a b.ts\u{0}160000 commit ${'b'.repeat(40)}       -\tvendor\0`,
    );
    expect(parseLsTreeZ(out)).toEqual([
      { mode: '100644', type: 'blob', object: 'a'.repeat(40), size: 12, path: 'src/a b.ts' },
      { mode: '160000', type: 'commit', object: 'b'.repeat(40), size: null, path: 'vendor' },
    ]);
  });

  it('parses cat-file --batch output split at any byte', () => {
    const oid1 = 'a'.repeat(40);
    const oid2 = 'b'.repeat(40);
    const whole = Buffer.concat([
      Buffer.from(`${oid1} blob 5\nhello\n${oid2} missing\n${oid1} blob 3\n`),
      Buffer.from([0, 10, 255]),
      Buffer.from('\n'),
    ]);
    for (let cut = 0; cut <= whole.length; cut++) {
      const got: Array<[string, string | null]> = [];
      const parser = new CatFileBatchParser((oid, bytes) =>
        got.push([oid, bytes === null ? null : bytes.toString('hex')]),
      );
      parser.push(whole.subarray(0, cut));
      parser.push(whole.subarray(cut));
      expect(got).toEqual([
        [oid1, Buffer.from('hello').toString('hex')],
        [oid2, null],
        [oid1, '000aff'],
      ]);
    }
  });
});
