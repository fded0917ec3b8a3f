// done-gate's accounting of a local range equals git's own: synthetic repositories built here with
// the shapes that broke it (type changes both ways, a submodule bump hidden by `.gitmodules
// ignore = all` and `diff.ignoreSubmodules`, a textconv driver and an external diff in the
// repository's config, U+2028 in a hunk's function context, Latin-1 and invalid-UTF-8 names,
// copies, a mode-only change, a binary file), and the range errors a person meets (empty,
// reversed, root commit, too large).
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DiffTooLargeError,
  GitError,
  gitDiffNotes,
  parseRawZ,
  RawThenPatch,
  readLocalRange,
} from '../../../src/repository/git.js';
import { planChunks, SUBMODULE_REASON } from '../../../src/evidence/chunks.js';
import { pathFromBytes } from '../../../src/evidence/diff.js';
import type { DiffFile, FileCoverage } from '../../../src/evidence/types.js';
import { propertyRuns } from '../../knobs.js';

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
};

function gitIn(dir: string) {
  return (...args: string[]): Buffer => execFileSync('git', args, { cwd: dir, env: GIT_ENV });
}

const LATIN1_NAME = Buffer.from('lat\xe9.txt', 'latin1');
const INVALID_NAME = Buffer.from([0x62, 0x61, 0x64, 0xff, 0xfe, 0x2e, 0x74, 0x78, 0x74]); // bad\xff\xfe.txt
const UTF8_NAME = 'ünï côdé.txt';
const SUB_OLD = '1'.repeat(40);
const SUB_NEW = '2'.repeat(40);

/** A C file whose function header holds U+2028, long enough for a hunk with function context. */
function cSource(changed: boolean): string {
  const body = Array.from({ length: 12 }, (_, i) =>
    i === 8 && changed ? '  int x = 2;' : `  int v${i} = ${i};`,
  );
  return `int main\u2028weird(void) {\n${body.join('\n')}\n  return 0;\n}\n`;
}

const COPY_SOURCE = Array.from({ length: 30 }, (_, i) => `line ${i} of a long enough file`).join(
  '\n',
);

interface Repo {
  dir: string;
  base: string;
  head: string;
}

async function buildRepo(): Promise<Repo> {
  const dir = await mkdtemp(join(tmpdir(), 'done-gate-acct-'));
  const git = gitIn(dir);
  git('init', '-q', '-b', 'main');
  // The repository's own config tries to change what the diff shows.
  git('config', 'diff.hide.textconv', 'sed s/.*/HIDDEN/');
  git('config', 'diff.external', '/bin/false');
  git('config', 'diff.ignoreSubmodules', 'all');
  git('config', 'core.quotePath', 'false');
  git('config', 'diff.noprefix', 'true');
  await writeFile(join(dir, '.gitattributes'), '*.secret diff=hide\n');
  await writeFile(join(dir, 'file-to-link'), 'one\ntwo\nthree\n');
  await symlink('file-to-link', join(dir, 'link-to-file'));
  await writeFile(join(dir, 'fn.c'), cSource(false));
  await writeFile(join(dir, 'copy-src.txt'), `${COPY_SOURCE}\n`);
  await writeFile(join(dir, 'mode.sh'), 'echo hi\n');
  await writeFile(join(dir, 'keys.secret'), 'token = old\n');
  await writeFile(join(dir, 'gone.txt'), 'bye\n');
  await writeFile(join(dir, 'img.bin'), Buffer.from([0, 1, 2, 3, 0, 255]));
  git('add', '-A');
  git('update-index', '--add', '--cacheinfo', `160000,${SUB_OLD},vendor/lib`);
  git('commit', '-qm', 'base');
  const base = git('rev-parse', 'HEAD').toString().trim();

  // Type changes both ways.
  await import('node:fs/promises').then((fs) => fs.rm(join(dir, 'file-to-link')));
  await symlink('somewhere/else', join(dir, 'file-to-link'));
  await import('node:fs/promises').then((fs) => fs.rm(join(dir, 'link-to-file')));
  await writeFile(join(dir, 'link-to-file'), 'now a file\nwith two lines\n');
  await writeFile(join(dir, 'fn.c'), cSource(true));
  await writeFile(join(dir, 'copy-src.txt'), `${COPY_SOURCE}\nappended\n`);
  await writeFile(join(dir, 'copy-dst.txt'), `${COPY_SOURCE}\n`);
  await chmod(join(dir, 'mode.sh'), 0o755);
  await writeFile(join(dir, 'keys.secret'), 'token = new\n');
  await writeFile(join(dir, 'img.bin'), Buffer.from([0, 9, 2, 3, 0, 255, 7]));
  await import('node:fs/promises').then((fs) => fs.rm(join(dir, 'gone.txt')));
  await writeFile(Buffer.from(join(dir, LATIN1_NAME.toString('latin1')), 'latin1'), 'café\n');
  await writeFile(Buffer.concat([Buffer.from(`${dir}/`), INVALID_NAME]), 'x\n');
  await writeFile(join(dir, UTF8_NAME), 'unicode\n');
  await writeFile(
    join(dir, '.gitmodules'),
    '[submodule "vendor/lib"]\n\tpath = vendor/lib\n\turl = ./nowhere\n\tignore = all\n',
  );
  // The gitlink has no checkout: `add -A` must leave it alone.
  git('add', '-A', '--', '.', ':!vendor/lib');
  git('update-index', '--add', '--cacheinfo', `160000,${SUB_NEW},vendor/lib`);
  git('commit', '-qm', 'head');
  const head = git('rev-parse', 'HEAD').toString().trim();
  return { dir, base, head };
}

interface GitEntry {
  letter: string;
  path: string;
  oldPath?: string;
  additions: number | null;
  deletions: number | null;
}

/** git's own accounting of the range: `--name-status -z` and `--numstat -z`, names as raw bytes. */
function gitAccounting(repo: Repo): GitEntry[] {
  const git = gitIn(repo.dir);
  // The same detection as done-gate, and the flags that show what the repository really holds.
  const flags = [
    '-c',
    'core.quotePath=true',
    'diff',
    '--find-renames',
    '--find-copies',
    '--ignore-submodules=none',
    '--no-textconv',
    '--no-ext-diff',
    '-z',
  ];
  const range = `${repo.base}...${repo.head}`;
  const split = (out: Buffer): Buffer[] => {
    const parts: Buffer[] = [];
    let pos = 0;
    for (let end = out.indexOf(0, pos); end >= 0; end = out.indexOf(0, pos)) {
      parts.push(out.subarray(pos, end));
      pos = end + 1;
    }
    return parts;
  };
  const status = split(git(...flags, '--name-status', range));
  const entries: GitEntry[] = [];
  for (let i = 0; i < status.length;) {
    const letter = (status[i++] ?? Buffer.alloc(0)).toString('latin1').charAt(0);
    if (letter === 'R' || letter === 'C') {
      const oldPath = pathFromBytes(status[i++] as Buffer);
      const path = pathFromBytes(status[i++] as Buffer);
      entries.push({ letter, path, oldPath, additions: null, deletions: null });
    } else {
      entries.push({
        letter,
        path: pathFromBytes(status[i++] as Buffer),
        additions: null,
        deletions: null,
      });
    }
  }
  const numstat = split(git(...flags, '--numstat', range));
  for (let i = 0; i < numstat.length;) {
    const [adds, dels, name] = (numstat[i++] as Buffer).toString('latin1').split('\t');
    let path: string;
    if (name === '') {
      i++; // old path
      path = pathFromBytes(numstat[i++] as Buffer);
    } else {
      // The name is the record's tail after the second tab, as raw bytes.
      const record = numstat[i - 1] as Buffer;
      const at = record.indexOf(9, record.indexOf(9) + 1);
      path = pathFromBytes(record.subarray(at + 1));
    }
    const entry = entries.find((e) => e.path === path);
    if (!entry) throw new Error(`numstat names ${path}, name-status does not`);
    entry.additions = adds === '-' ? null : Number(adds);
    entry.deletions = dels === '-' ? null : Number(dels);
  }
  return entries;
}

const STATUS_OF_LETTER: Record<string, string[]> = {
  A: ['added'],
  D: ['removed'],
  M: ['modified', 'changed'],
  T: ['changed'],
  R: ['renamed'],
  C: ['copied'],
};

function plan(files: DiffFile[]): FileCoverage[] {
  return planChunks(
    { files, source: 'git', complete: true },
    { contextWindow: 200_000, reservedTokens: 12_000, sharedTokens: 1000, excludePaths: [] },
  ).coverage;
}

describe('local range accounting equals git', () => {
  let repo: Repo;
  let files: DiffFile[];
  let coverage: FileCoverage[];
  let expected: GitEntry[];

  beforeAll(async () => {
    repo = await buildRepo();
    const range = await readLocalRange(repo.dir, repo.base, repo.head);
    files = range.files;
    coverage = plan(files);
    expected = gitAccounting(repo);
  });

  it('one entry per path git lists, with its status, old path and line counts', () => {
    expect(expected.length).toBeGreaterThanOrEqual(14);
    expect(files.map((f) => f.path).sort()).toEqual(expected.map((e) => e.path).sort());
    for (const entry of expected) {
      const file = files.find((f) => f.path === entry.path) as DiffFile;
      expect(
        STATUS_OF_LETTER[entry.letter],
        `${entry.path}: ${entry.letter} vs ${file.status}`,
      ).toContain(file.status);
      expect(file.oldPath).toBe(entry.oldPath);
      if (entry.additions === null) {
        expect(file.binary || file.submodule === true, entry.path).toBe(true);
      } else if (file.submodule !== true) {
        expect([file.additions, file.deletions], entry.path).toEqual([
          entry.additions,
          entry.deletions,
        ]);
      }
    }
  });

  it('every path is reviewed, not reviewable or excluded: the counts add up', () => {
    expect(coverage).toHaveLength(expected.length);
    const by = (state: string) => coverage.filter((c) => c.state === state).length;
    expect(by('reviewed') + by('not-reviewable') + by('excluded')).toBe(expected.length);
    // Only the binary file and the submodule are not reviewable; nothing is misread.
    expect(
      coverage
        .filter((c) => c.state !== 'reviewed')
        .map((c) => c.path)
        .sort(),
    ).toEqual(['img.bin', 'vendor/lib']);
  });

  it('type changes both ways are one path each, with the old and the new content', () => {
    const toLink = files.find((f) => f.path === 'file-to-link');
    expect(toLink).toMatchObject({ status: 'changed', typeChange: 'file → symlink' });
    expect(toLink?.hunks.flatMap((h) => h.lines.map((l) => l.kind + l.text))).toEqual([
      '-one',
      '-two',
      '-three',
      '+somewhere/else',
    ]);
    expect(files.find((f) => f.path === 'link-to-file')).toMatchObject({
      status: 'changed',
      typeChange: 'symlink → file',
    });
  });

  it('a submodule bump hidden by .gitmodules ignore = all and diff.ignoreSubmodules is shown and not reviewable', () => {
    const sub = coverage.find((c) => c.path === 'vendor/lib');
    expect(sub).toMatchObject({ state: 'not-reviewable', reason: SUBMODULE_REASON });
  });

  it('the textconv driver and external diff of the repository config are not used', () => {
    const secret = files.find((f) => f.path === 'keys.secret');
    expect(secret?.hunks.flatMap((h) => h.lines.map((l) => l.kind + l.text))).toEqual([
      '-token = old',
      '+token = new',
    ]);
  });

  it('U+2028 in a hunk header function context is read, not "diff incomplete"', () => {
    const fn = files.find((f) => f.path === 'fn.c') as DiffFile;
    expect(fn.parseProblem).toBeUndefined();
    expect(fn.hunks[0]?.header).toContain('int main\u2028weird(void) {');
    expect(coverage.find((c) => c.path === 'fn.c')?.state).toBe('reviewed');
  });

  it('non-UTF-8 names survive byte for byte, shown in git quoting; UTF-8 names as text', () => {
    const paths = files.map((f) => f.path);
    expect(paths).toContain('"lat\\351.txt"');
    expect(paths).toContain('"bad\\377\\376.txt"');
    expect(paths).toContain(UTF8_NAME);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('copies and mode-only changes keep their status', () => {
    expect(files.find((f) => f.path === 'copy-dst.txt')).toMatchObject({
      status: 'copied',
      oldPath: 'copy-src.txt',
    });
    expect(files.find((f) => f.path === 'mode.sh')).toMatchObject({
      status: 'changed',
      oldMode: '100644',
      newMode: '100755',
      additions: 0,
      deletions: 0,
    });
  });

  it('an empty range has no files', async () => {
    const range = await readLocalRange(repo.dir, repo.head, repo.head);
    expect(range.files).toEqual([]);
    expect(gitAccounting({ ...repo, base: repo.head })).toEqual([]);
  });

  it('a reversed range is a clear error that names the fix', async () => {
    const error = await readLocalRange(repo.dir, repo.head, repo.base).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect((error as Error).message).toMatch(/reversed.*Did you mean --base/s);
  });

  it('a root commit as head~1 is a clear error without git internals', async () => {
    const error = await readLocalRange(repo.dir, `${repo.base}~1`, repo.base).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitError);
    expect((error as Error).message).toContain('first commit');
    expect((error as Error).message).not.toContain('^{commit}');
  });

  it('a diff over the size limit is refused with its size, not read', async () => {
    const error = await readLocalRange(repo.dir, repo.base, repo.head, 200).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DiffTooLargeError);
    expect((error as DiffTooLargeError).bytes).toBeGreaterThan(200);
    expect((error as DiffTooLargeError).atLeast).toBe(false);
  });
});

describe("RawThenPatch: git's --raw -z list, then the patch, split anywhere", () => {
  it('any split of the output gives the same list and the same patch', () => {
    const listing = Buffer.from(
      ':000000 100644 0000 1111 A\0new file.txt\0:100644 100644 2222 3333 M\0b\xff.txt\0',
      'latin1',
    );
    const patch = Buffer.from('diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n');
    const whole = Buffer.concat([listing, Buffer.from([0]), patch]);
    fc.assert(
      fc.property(fc.array(fc.nat({ max: whole.length }), { maxLength: 6 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const got: Buffer[] = [];
        const split = new RawThenPatch((p) => got.push(Buffer.from(p)));
        let from = 0;
        for (const p of [...points, whole.length]) {
          split.push(whole.subarray(from, p));
          from = p;
        }
        expect(split.listing().equals(listing)).toBe(true);
        expect(Buffer.concat(got).equals(patch)).toBe(true);
        expect(parseRawZ(split.listing()).map((e) => [e.letter, e.path])).toEqual([
          ['A', 'new file.txt'],
          ['M', '"b\\377.txt"'],
        ]);
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe("git's rename-detection warning", () => {
  it('is reported as a note, with the limit git asked for', () => {
    // git 2.39's stderr for `diff -M` with diff.renameLimit=2 over 10 inexact renames.
    const stderr =
      'warning: exhaustive rename detection was skipped due to too many files.\n' +
      'warning: you may want to set your diff.renameLimit variable to at least 10 and retry the command.\n';
    expect(gitDiffNotes(stderr)).toEqual([
      'git skipped rename detection among 10 files (done-gate allows 20,000): some renamed files are shown as a deletion and an addition',
    ]);
    expect(gitDiffNotes('')).toEqual([]);
  });
});
