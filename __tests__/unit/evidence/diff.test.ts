import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fileFromListEntry,
  parseFilePatch,
  parseUnifiedDiff,
  renderFileDiff,
} from '../../../src/evidence/diff.js';
import type { DiffFile, DiffHunk, DiffLine } from '../../../src/evidence/types.js';
import { PROPERTY_LIMITS, arbitraryFile, changedLines } from './arbitraries.js';
import { propertyRuns } from '../../knobs.js';

const fixture = (name: string): string =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');

const byPath = (files: DiffFile[], path: string): DiffFile => {
  const file = files.find((f) => f.path === path);
  if (!file) throw new Error(`no file ${path} in ${files.map((f) => f.path).join(', ')}`);
  return file;
};

describe('parseUnifiedDiff on real git output', () => {
  const files = parseUnifiedDiff(fixture('git-mixed.diff'));

  it('finds every file, in order, with no parse problems', () => {
    expect(files.map((f) => f.path)).toEqual([
      'added.txt',
      'dashes.txt',
      'deleted.txt',
      'img.bin',
      'mode.sh',
      'new name.txt',
      'nonl.txt',
      'plain.txt',
      'tab\tname.txt',
      'with space.txt',
      'ünï.txt',
    ]);
    expect(files.filter((f) => f.parseProblem !== undefined)).toEqual([]);
  });

  it('reads a new file and a deleted file', () => {
    const added = byPath(files, 'added.txt');
    expect(added).toMatchObject({ status: 'added', additions: 1, deletions: 0, newMode: '100644' });
    expect(added.hunks[0]?.lines).toEqual([{ kind: '+', line: 1, text: 'new' }]);
    const deleted = byPath(files, 'deleted.txt');
    expect(deleted).toMatchObject({ status: 'removed', additions: 0, deletions: 2 });
    expect(deleted.hunks[0]?.lines).toEqual([
      { kind: '-', line: 1, text: 'gone' },
      { kind: '-', line: 2, text: 'bye' },
    ]);
  });

  it('uses hunk counts, so content lines that look like headers stay content', () => {
    const dashes = byPath(files, 'dashes.txt');
    expect(dashes.hunks).toHaveLength(1);
    expect(dashes.hunks[0]?.lines).toEqual([
      { kind: '-', line: 1, text: '-- not a header' },
      { kind: ' ', line: 1, text: '--- also not' },
      { kind: '+', line: 2, text: '-- now a removed-looking add' },
      { kind: ' ', line: 3, text: 'end' },
    ]);
  });

  it('marks binary files and mode changes', () => {
    expect(byPath(files, 'img.bin')).toMatchObject({ binary: true, status: 'modified', hunks: [] });
    expect(byPath(files, 'mode.sh')).toMatchObject({
      binary: false,
      status: 'changed',
      oldMode: '100644',
      newMode: '100755',
      hunks: [],
    });
  });

  it('reads a rename with changes, a path with a space and the trailing tab git adds', () => {
    const renamed = byPath(files, 'new name.txt');
    expect(renamed).toMatchObject({
      status: 'renamed',
      oldPath: 'old-name.txt',
      additions: 1,
      deletions: 1,
    });
    expect(renamed.hunks[0]).toMatchObject({ oldStart: 5, oldLines: 4, newStart: 5, newLines: 4 });
    expect(renamed.hunks[0]?.header).toBe('@@ -5,4 +5,4 @@ four');
    expect(renamed.hunks[0]?.lines.filter((l) => l.kind !== ' ')).toEqual([
      { kind: '-', line: 8, text: 'eight' },
      { kind: '+', line: 8, text: 'EIGHT' },
    ]);
    expect(byPath(files, 'with space.txt').status).toBe('modified');
  });

  it('does not count "\\ No newline at end of file" as a line', () => {
    const nonl = byPath(files, 'nonl.txt');
    expect(nonl.hunks[0]?.lines).toEqual([
      { kind: '-', line: 1, text: 'no newline' },
      { kind: '+', line: 1, text: 'no newline either' },
    ]);
  });

  it('numbers lines in the new file (added, context) and the old file (removed)', () => {
    expect(byPath(files, 'plain.txt').hunks[0]?.lines).toEqual([
      { kind: ' ', line: 1, text: 'line1' },
      { kind: '-', line: 2, text: 'line2' },
      { kind: '+', line: 2, text: 'LINE2' },
      { kind: ' ', line: 3, text: 'line3' },
      { kind: '+', line: 4, text: 'line4' },
    ]);
  });

  it('unquotes C-style quoted paths (control characters, UTF-8 octal escapes)', () => {
    expect(byPath(files, 'tab\tname.txt').additions).toBe(1);
    expect(byPath(files, 'ünï.txt').hunks[0]?.lines).toHaveLength(2);
  });

  it('keeps the raw hunk text of each file as its patch', () => {
    expect(byPath(files, 'plain.txt').patch).toBe(
      '@@ -1,3 +1,4 @@\n line1\n-line2\n+LINE2\n line3\n+line4',
    );
    expect(byPath(files, 'img.bin').patch).toBe('');
  });

  it('reads GIT binary patch blocks as binary, without mistaking base85 lines for anything', () => {
    const [bin, ...rest] = parseUnifiedDiff(fixture('git-binary-patch.diff'));
    expect(rest).toEqual([]);
    expect(bin).toMatchObject({ path: 'img.bin', binary: true, hunks: [], additions: 0 });
    expect(bin?.parseProblem).toBeUndefined();
  });

  it('reads pure renames and copies from their headers', () => {
    const files2 = parseUnifiedDiff(fixture('git-rename-copy.diff'));
    expect(files2.map((f) => [f.path, f.status, f.oldPath, f.hunks.length])).toEqual([
      ['moved space.txt', 'renamed', 'with space.txt', 0],
      ['plain-copy.txt', 'copied', 'plain.txt', 0],
    ]);
  });
});

describe('parseUnifiedDiff on other inputs', () => {
  it('returns nothing for empty or non-diff text', () => {
    expect(parseUnifiedDiff('')).toEqual([]);
    expect(parseUnifiedDiff('hello\nworld\n')).toEqual([]);
  });

  it('reads plain `diff -u` output with timestamps', () => {
    const text =
      '--- old/a.c\t2024-01-01 10:00:00.000000000 +0000\n' +
      '+++ new/a.c\t2024-01-02 10:00:00.000000000 +0000\n' +
      '@@ -1,2 +1,2 @@\n-int a;\n+int b;\n int c;\n';
    const [file] = parseUnifiedDiff(text);
    expect(file).toMatchObject({ path: 'new/a.c', additions: 1, deletions: 1, status: 'modified' });
  });

  it('ignores a format-patch preamble and signature', () => {
    const text =
      'From 1234 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] x\n\n---\n a.txt | 2 +-\n\n' +
      'diff --git a/a.txt b/a.txt\nindex 1..2 100644\n--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-a\n+b\n' +
      '-- \n2.43.0\n';
    const files = parseUnifiedDiff(text);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ path: 'a.txt', additions: 1, deletions: 1 });
    expect(files[0]?.parseProblem).toBeUndefined();
  });

  it('keeps CR of CRLF content lines and still reads headers', () => {
    const text =
      'diff --git a/w.txt b/w.txt\r\n--- a/w.txt\r\n+++ b/w.txt\r\n@@ -1 +1 @@\r\n-a\r\n+b\r\n';
    const [file] = parseUnifiedDiff(text);
    expect(file?.path).toBe('w.txt');
    expect(file?.hunks[0]?.lines).toEqual([
      { kind: '-', line: 1, text: 'a\r' },
      { kind: '+', line: 1, text: 'b\r' },
    ]);
  });

  it('splits an unquoted `diff --git` line with spaces in the path when no other header names it', () => {
    const text =
      'diff --git a/my dir/b c.bin b/my dir/b c.bin\nindex 1..2 100644\nBinary files a/my dir/b c.bin and b/my dir/b c.bin differ\n';
    expect(parseUnifiedDiff(text)[0]).toMatchObject({ path: 'my dir/b c.bin', binary: true });
  });

  it('flags a hunk cut short, an unreadable hunk header and stray diff lines', () => {
    const cut = parseUnifiedDiff('diff --git a/a b/a\n--- a/a\n+++ b/a\n@@ -1,3 +1,3 @@\n a\n-b\n');
    expect(cut[0]?.parseProblem).toMatch(/ends early/);
    const bad = parseUnifiedDiff('diff --git a/a b/a\n--- a/a\n+++ b/a\n@@ -x +y @@\n-a\n');
    expect(bad[0]?.parseProblem).toMatch(/unreadable hunk header/);
    const stray = parseUnifiedDiff(
      'diff --git a/a b/a\n--- a/a\n+++ b/a\n@@ -1 +1 @@\n-a\n+b\n+c\n',
    );
    expect(stray[0]?.parseProblem).toBe('diff lines outside any hunk');
    const combined = parseUnifiedDiff(
      'diff --cc a.txt\nindex 1,2..3\n@@@ -1,1 -1,1 +1,1 @@@\n- a\n +b\n',
    );
    expect(combined[0]?.parseProblem).toMatch(/combined/);
  });

  it('reads a `Binary files /dev/null and b/x differ` line as an added binary', () => {
    const text =
      'diff --git a/x.png b/x.png\nnew file mode 100644\nindex 0000000..1111111\nBinary files /dev/null and b/x.png differ\n';
    expect(parseUnifiedDiff(text)[0]).toMatchObject({
      path: 'x.png',
      status: 'added',
      binary: true,
    });
  });
});

describe('parseFilePatch and fileFromListEntry', () => {
  const patch = '@@ -10,3 +10,4 @@ function f() {\n a\n-b\n+B\n+C\n c';

  it('reads hunks without file headers', () => {
    const hunks = parseFilePatch(patch);
    expect(hunks).toHaveLength(1);
    expect(hunks[0]).toMatchObject({ oldStart: 10, oldLines: 3, newStart: 10, newLines: 4 });
    expect(hunks[0]?.lines.map((l) => `${l.kind}${l.line}`)).toEqual([
      ' 10',
      '-11',
      '+11',
      '+12',
      ' 13',
    ]);
  });

  it('keeps GitHub counts and the patch, and reads the hunks', () => {
    const file = fileFromListEntry({
      filename: 'src/new.ts',
      previous_filename: 'src/old.ts',
      status: 'renamed',
      additions: 2,
      deletions: 1,
      changes: 3,
      patch,
    });
    expect(file).toMatchObject({
      path: 'src/new.ts',
      oldPath: 'src/old.ts',
      status: 'renamed',
      additions: 2,
      deletions: 1,
      binary: false,
      patch,
    });
    expect(file.hunks).toHaveLength(1);
  });

  it('has patch null when GitHub sent none', () => {
    const file = fileFromListEntry({
      filename: 'big.sql',
      status: 'modified',
      additions: 9000,
      deletions: 0,
      changes: 9000,
    });
    expect(file.patch).toBeNull();
    expect(file.hunks).toEqual([]);
  });

  it('maps an unknown status to "changed"', () => {
    expect(
      fileFromListEntry({
        filename: 'x',
        status: 'weird',
        additions: 0,
        deletions: 0,
        changes: 0,
        patch: '',
      }).status,
    ).toBe('changed');
  });
});

describe('renderFileDiff', () => {
  it('renders git-style headers that parse back to the same file', () => {
    const files = parseUnifiedDiff(fixture('git-mixed.diff'));
    for (const file of files) {
      const [again] = parseUnifiedDiff(renderFileDiff(file));
      expect(again?.path).toBe(file.path);
      expect(again?.oldPath).toBe(file.oldPath);
      expect(again?.binary).toBe(file.binary);
      expect(again?.hunks).toEqual(file.hunks);
      expect(again?.status).toBe(file.status);
      // Modes that matter survive (new file, mode change); an `index` line's mode is not rendered.
      if (file.status === 'added' || file.status === 'changed') {
        expect(again?.newMode).toBe(file.newMode);
        expect(again?.oldMode).toBe(file.oldMode);
      }
    }
  });

  it('renders a subset of hunks with counts recomputed from the lines present', () => {
    const hunk: DiffHunk = {
      header: '@@ -1,9 +1,9 @@ ctx',
      oldStart: 3,
      oldLines: 9,
      newStart: 4,
      newLines: 9,
      lines: [
        { kind: '-', line: 3, text: 'x' },
        { kind: '+', line: 4, text: 'y' },
      ],
    };
    const file: DiffFile = {
      path: 'a.ts',
      status: 'modified',
      additions: 1,
      deletions: 1,
      binary: false,
      patch: '',
      hunks: [hunk],
    };
    const text = renderFileDiff(file, [hunk]);
    expect(text).toContain('@@ -3,1 +4,1 @@ ctx\n-x\n+y\n');
    expect(parseUnifiedDiff(text)[0]?.hunks[0]?.lines).toEqual(hunk.lines);
  });
});

describe('properties', () => {
  it('render → parse round-trips paths, hunk counts and every changed line', () => {
    fc.assert(
      fc.property(arbitraryFile(), (file) => {
        const [again, ...rest] = parseUnifiedDiff(renderFileDiff(file));
        expect(rest).toEqual([]);
        expect(again).toBeDefined();
        if (!again) return;
        expect(again.parseProblem).toBeUndefined();
        expect(again.path).toBe(file.path);
        if (file.status === 'renamed' || file.status === 'copied')
          expect(again.oldPath).toBe(file.oldPath);
        expect(again.binary).toBe(file.binary);
        const expectedHunks = file.binary ? [] : file.hunks;
        expect(again.hunks).toHaveLength(expectedHunks.length);
        const strip = (ls: DiffLine[]): string[] => ls.map((l) => `${l.kind}${l.line}:${l.text}`);
        expect(strip(changedLines(again.hunks))).toEqual(strip(changedLines(expectedHunks)));
      }),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });

  it('several rendered files concatenated parse back as the same files', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryFile(), { minLength: 1, maxLength: 6, selector: (f) => f.path }),
        (files) => {
          const parsed = parseUnifiedDiff(files.map((f) => renderFileDiff(f)).join(''));
          expect(parsed.map((f) => f.path)).toEqual(files.map((f) => f.path));
          for (let i = 0; i < files.length; i++) {
            expect(changedLines(parsed[i]?.hunks ?? []).length).toBe(
              files[i]?.binary ? 0 : changedLines(files[i]?.hunks ?? []).length,
            );
          }
        },
      ),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });

  it('never throws on arbitrary text', () => {
    const diffish = fc.array(
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          'diff --git a/x b/y',
          '--- a/x',
          '+++ b/x',
          '@@ -1,2 +1 @@',
          '\\ No newline at end of file',
          'rename from "q',
          'GIT binary patch',
          'Binary files a/x and b/x differ',
          'diff --git "a/\\3',
          '--- "unterminated',
        ),
        fc.string().map((s) => `+${s}`),
        fc.string().map((s) => `-${s}`),
        fc.string().map((s) => ` ${s}`),
      ),
    );
    fc.assert(
      fc.property(diffish, fc.string(), (lines, noise) => {
        const text = lines.join('\n');
        expect(() => parseUnifiedDiff(text)).not.toThrow();
        expect(() => parseUnifiedDiff(noise)).not.toThrow();
        expect(() => parseFilePatch(text)).not.toThrow();
      }),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });
});
