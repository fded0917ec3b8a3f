// The shapes a diff takes that were miscounted or misread: type changes (one path, not two),
// submodule pointer changes (never reviewable), U+2028 in a hunk header, names that are not UTF-8,
// GitHub's file-list statuses — and the stream reader, which must read any split of a diff as the
// whole text. Fixture texts are git 2.39's own output for the repositories described beside them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planChunks, SUBMODULE_REASON } from '../../../src/evidence/chunks.js';
import { diffTooLarge, DiffStreamParser, megabytes } from '../../../src/evidence/diff-stream.js';
import {
  fileFromListEntry,
  parseUnifiedDiff,
  pathFromBytes,
  renderFileDiff,
} from '../../../src/evidence/diff.js';
import type { DiffFile } from '../../../src/evidence/types.js';
import { planForReview } from '../../../src/pipeline/plan-review.js';
import { PROPERTY_LIMITS, arbitraryFile, changedLines } from './arbitraries.js';
import { propertyRuns } from '../../knobs.js';

// `git diff` after `rm f1; ln -s f1target f1` and `rm l1; printf 'now file\nyes\n' > l1`.
const TYPE_CHANGES = `diff --git a/f1 b/f1
deleted file mode 100644
index de98044..0000000
--- a/f1
+++ /dev/null
@@ -1,3 +0,0 @@
-a
-b
-c
diff --git a/f1 b/f1
new file mode 120000
index 0000000..e12653b
--- /dev/null
+++ b/f1
@@ -0,0 +1 @@
+f1target
\\ No newline at end of file
diff --git a/l1 b/l1
deleted file mode 120000
index 1de5659..0000000
--- a/l1
+++ /dev/null
@@ -1 +0,0 @@
-target
\\ No newline at end of file
diff --git a/l1 b/l1
new file mode 100644
index 0000000..e54f5e8
--- /dev/null
+++ b/l1
@@ -0,0 +1,2 @@
+now file
+yes
`;

// `git diff --ignore-submodules=none` after `git update-index --cacheinfo 160000,2222…,sub`.
const SUBMODULE_BUMP = `diff --git a/sub b/sub
index 1111111..2222222 160000
--- a/sub
+++ b/sub
@@ -1 +1 @@
-Subproject commit 1111111111111111111111111111111111111111
+Subproject commit 2222222222222222222222222222222222222222
`;

const NEW_SUBMODULE = `diff --git a/vendor/x b/vendor/x
new file mode 160000
index 0000000..2222222
--- /dev/null
+++ b/vendor/x
@@ -0,0 +1 @@
+Subproject commit 2222222222222222222222222222222222222222
`;

const OPTIONS = {
  contextWindow: 200_000,
  reservedTokens: 12_000,
  sharedTokens: 1000,
  excludePaths: [],
};

describe('type changes', () => {
  it('a file ↔ symlink change is one path with both contents, as git counts it', () => {
    const files = parseUnifiedDiff(TYPE_CHANGES);
    expect(files.map((f) => [f.path, f.status, f.typeChange, f.additions, f.deletions])).toEqual([
      ['f1', 'changed', 'file → symlink', 1, 3],
      ['l1', 'changed', 'symlink → file', 2, 1],
    ]);
    const plan = planChunks({ files, source: 'diff', complete: true }, OPTIONS);
    expect(plan.coverage.map((c) => [c.path, c.state, c.typeChange])).toEqual([
      ['f1', 'reviewed', 'file → symlink'],
      ['l1', 'reviewed', 'symlink → file'],
    ]);
    expect(plan.chunks.flatMap((c) => c.files)).toEqual(['f1', 'l1']);
  });

  it('renders to a text that parses back as the same one path', () => {
    for (const file of parseUnifiedDiff(TYPE_CHANGES)) {
      const [again, ...rest] = parseUnifiedDiff(renderFileDiff(file));
      expect(rest).toEqual([]);
      expect(again).toMatchObject({
        path: file.path,
        status: 'changed',
        typeChange: file.typeChange,
        additions: file.additions,
        deletions: file.deletions,
      });
    }
  });

  it('a deletion and an addition of different paths stay two files', () => {
    const text = TYPE_CHANGES.replace(
      'diff --git a/f1 b/f1\nnew',
      'diff --git a/f2 b/f2\nnew',
    ).replace('+++ b/f1', '+++ b/f2');
    expect(parseUnifiedDiff(text).map((f) => [f.path, f.status])).toEqual([
      ['f1', 'removed'],
      ['f2', 'added'],
      ['l1', 'changed'],
    ]);
  });
});

describe('submodules are not reviewable', () => {
  it('a pointer bump in git output (mode 160000) is a submodule, not reviewed', () => {
    for (const text of [SUBMODULE_BUMP, NEW_SUBMODULE]) {
      const files = parseUnifiedDiff(text);
      expect(files).toHaveLength(1);
      expect(files[0]?.submodule).toBe(true);
      const plan = planChunks({ files, source: 'diff', complete: true }, OPTIONS);
      expect(plan.coverage[0]).toMatchObject({ state: 'not-reviewable', reason: SUBMODULE_REASON });
      expect(plan.chunks).toEqual([]);
    }
  });

  it("a pointer bump in GitHub's file list (a patch of Subproject commit lines) is a submodule", () => {
    const file = fileFromListEntry({
      filename: 'vendor/lib',
      status: 'modified',
      additions: 1,
      deletions: 1,
      changes: 2,
      patch:
        '@@ -1 +1 @@\n-Subproject commit 1111111111111111111111111111111111111111\n+Subproject commit 2222222222222222222222222222222222222222',
    });
    expect(file.submodule).toBe(true);
    const plan = planChunks({ files: [file], source: 'list-files', complete: true }, OPTIONS);
    expect(plan.coverage[0]).toMatchObject({ state: 'not-reviewable', reason: SUBMODULE_REASON });
  });

  it('a text file that merely mentions a subproject is still reviewed', () => {
    const file = fileFromListEntry({
      filename: 'notes.md',
      status: 'modified',
      additions: 2,
      deletions: 0,
      changes: 2,
      patch:
        '@@ -0,0 +1,2 @@\n+Subproject commit 1111111111111111111111111111111111111111\n+and more',
    });
    expect(file.submodule).toBeUndefined();
  });
});

describe('hunk headers and names', () => {
  it('U+2028 / U+2029 in the function context do not make the file unreadable', () => {
    for (const sep of ['\u2028', '\u2029']) {
      const text = `diff --git a/fn.c b/fn.c\nindex 4cce7f6..5fbf1b2 100644\n--- a/fn.c\n+++ b/fn.c\n@@ -6,3 +6,3 @@ int main${sep}weird(void) {\n   int a;\n-  int b;\n+  int c;\n   int d;\n`;
      const [file] = parseUnifiedDiff(text);
      expect(file?.parseProblem).toBeUndefined();
      expect(file?.hunks[0]?.header).toContain(`main${sep}weird`);
      const [again] = parseUnifiedDiff(renderFileDiff(file as DiffFile));
      expect(again?.hunks[0]?.header).toBe(file?.hunks[0]?.header);
    }
  });

  it('names that are not UTF-8 are shown in git quoting, so different bytes never show as one name', () => {
    expect(pathFromBytes(Buffer.from('café.txt'))).toBe('café.txt');
    expect(pathFromBytes(Buffer.from('lat\xe9.txt', 'latin1'))).toBe('"lat\\351.txt"');
    expect(pathFromBytes(Buffer.from([0x61, 0xff, 0x22, 0x5c, 0x09]))).toBe('"a\\377\\"\\\\\\t"');
    expect(pathFromBytes(Buffer.from('\ufeffbom'))).toBe('\ufeffbom');
    // git's own quoting of the names (core.quotePath) reads back to the same display.
    const text =
      'diff --git "a/lat\\351.txt" "b/lat\\351.txt"\nnew file mode 100644\nindex 0000000..d3ae608\n--- /dev/null\n+++ "b/lat\\351.txt"\n@@ -0,0 +1 @@\n+caf\n' +
      'diff --git "a/lat\\303\\251.txt" "b/lat\\303\\251.txt"\nnew file mode 100644\nindex 0000000..d3ae608\n--- /dev/null\n+++ "b/lat\\303\\251.txt"\n@@ -0,0 +1 @@\n+caf\n';
    expect(parseUnifiedDiff(text).map((f) => f.path)).toEqual(['"lat\\351.txt"', 'lat\u00e9.txt']);
  });

  it('fuzz: any bytes give one name per distinct byte string', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.uint8Array({ minLength: 1, maxLength: 8 }), {
          maxLength: 6,
          comparator: (a, b) => Buffer.from(a).equals(Buffer.from(b)),
        }),
        (names) => {
          const shown = names.map((n) => pathFromBytes(n));
          // Names that are valid UTF-8 and look like git quoting are the one (documented) overlap.
          const quotedLooking = shown.filter((s) => s.startsWith('"')).length;
          expect(new Set(shown).size).toBeGreaterThanOrEqual(names.length - quotedLooking);
        },
      ),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });
});

describe("GitHub's file list statuses", () => {
  const entry = (status: string, extra: Record<string, unknown> = {}) =>
    fileFromListEntry({
      filename: 'a.txt',
      status,
      additions: 1,
      deletions: 0,
      changes: 1,
      patch: '@@ -0,0 +1 @@\n+x',
      ...extra,
    });

  it('every documented status is kept, and each path is accounted', () => {
    const statuses = ['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged'];
    const files = statuses.map((s, i) =>
      fileFromListEntry({
        filename: `f${i}`,
        status: s,
        additions: s === 'unchanged' ? 0 : 1,
        deletions: 0,
        changes: s === 'unchanged' ? 0 : 1,
        ...(s === 'unchanged' ? {} : { patch: '@@ -0,0 +1 @@\n+x' }),
        ...(s === 'renamed' || s === 'copied' ? { previous_filename: `old${i}` } : {}),
      }),
    );
    expect(files.map((f) => f.status)).toEqual(statuses);
    const plan = planChunks({ files, source: 'list-files', complete: true }, OPTIONS);
    expect(plan.coverage.map((c) => [c.path, c.status, c.state, c.oldPath])).toEqual([
      ['f0', 'added', 'reviewed', undefined],
      ['f1', 'removed', 'reviewed', undefined],
      ['f2', 'modified', 'reviewed', undefined],
      ['f3', 'renamed', 'reviewed', 'old3'],
      ['f4', 'copied', 'reviewed', 'old4'],
      ['f5', 'changed', 'reviewed', undefined],
      // Nothing changed and no patch: nothing to review, and no missing patch to block on.
      ['f6', 'unchanged', 'reviewed', undefined],
    ]);
  });

  it('a status GitHub does not document is never guessed: the file is not reviewable', () => {
    const file = entry('transmogrified');
    expect(file.parseProblem).toMatch(/status 'transmogrified'/);
    const plan = planChunks({ files: [file], source: 'list-files', complete: true }, OPTIONS);
    expect(plan.coverage[0]?.state).toBe('not-reviewable');
  });
});

describe('DiffStreamParser', () => {
  it('any split of a diff into pieces reads as the whole text', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryFile(), { minLength: 1, maxLength: 5, selector: (f) => f.path }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (files, cuts) => {
          const text = files.map((f) => renderFileDiff(f)).join('') + TYPE_CHANGES + SUBMODULE_BUMP;
          const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const parser = new DiffStreamParser();
          let from = 0;
          for (const p of points) {
            parser.push(text.slice(from, p));
            from = p;
          }
          parser.push(text.slice(from));
          const streamed = parser.end();
          const whole = parseUnifiedDiff(text);
          expect(
            streamed.map((f) => [f.path, f.status, f.additions, f.deletions, f.parseProblem]),
          ).toEqual(whole.map((f) => [f.path, f.status, f.additions, f.deletions, f.parseProblem]));
          expect(streamed.map((f) => changedLines(f.hunks))).toEqual(
            whole.map((f) => changedLines(f.hunks)),
          );
        },
      ),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });

  it('a type change split across pieces is still one path', () => {
    const parser = new DiffStreamParser();
    for (const ch of TYPE_CHANGES) parser.push(ch);
    expect(parser.end().map((f) => f.path)).toEqual(['f1', 'l1']);
  });

  it('states the size limit in megabytes', () => {
    expect(megabytes(1_234_567_890)).toBe('1235 MB');
    expect(diffTooLarge(342_000_000, 100_000_000)).toMatch(
      /^diff too large: 342 MB \(limit 100 MB\)/,
    );
    expect(diffTooLarge(130_000_000, 100_000_000, true)).toContain('more than 130 MB');
  });
});

describe('the plan blocks on a submodule', () => {
  it('a submodule bump is a blocker naming the file, whatever else passes', async () => {
    const { readConfig } = await import('../../../src/config.js');
    const config = readConfig((name) =>
      name === 'models' ? 'anthropic/claude-sonnet-5-5' : name === 'github-token' ? 't' : '',
    );
    const files = parseUnifiedDiff(SUBMODULE_BUMP + TYPE_CHANGES);
    const plan = planForReview({
      evidence: {
        pr: {
          owner: 'o',
          repo: 'r',
          number: 1,
          title: 't',
          headSha: 'h'.repeat(40),
          baseSha: 'b'.repeat(40),
          headRef: 'h',
          baseRef: 'main',
          author: null,
          htmlUrl: null,
        },
        spec: { text: 'Bump the vendored library.', sources: [] },
        diff: { files, source: 'diff', complete: true },
        testOutput: { text: '', sources: [], missing: [] },
        implementer: { model: null, sessionId: null, transcript: '', detectedFrom: null },
        commitMessages: [],
      },
      config,
      collectBlockers: [],
      delimiter: 'DELIM',
    });
    expect(plan.blockers.join('\n')).toMatch(/not reviewable — sub \(submodule/);
  });
});
