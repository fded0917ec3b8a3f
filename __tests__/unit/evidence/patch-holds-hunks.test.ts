// The secret search reads a file's patch instead of its hunks when the patch holds them
// (patchHoldsHunks). That is safe only if whatever the search finds in the hunks it also finds in
// the patch: checked here on GitHub-shaped and git-shaped patches, on hunks that do not come from
// their patch, and as a property over lines carrying a key in the encodings the matcher reads.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fileFromListEntry,
  parseUnifiedDiff,
  patchHoldsHunks,
} from '../../../src/evidence/diff.js';
import type { DiffFile } from '../../../src/evidence/types.js';
import { secretsInEvidence } from '../../../src/trust/evidence-secrets.js';
import { propertyRuns } from '../../knobs.js';

const KEY = 'sk-proj-patchHoldsHunksKey00000000000042';

const listed = (patch: string): DiffFile =>
  fileFromListEntry({
    filename: 'src/a.ts',
    status: 'modified',
    additions: 1,
    deletions: 1,
    changes: 2,
    patch,
  } as Parameters<typeof fileFromListEntry>[0]);

/** Whether the secret search names the diff, for the file as given and read as its patch alone. */
function foundIn(file: DiffFile): { asGiven: boolean; patchOnly: boolean } {
  const named = (f: DiffFile): boolean =>
    secretsInEvidence([['diff', { files: [f] }]], [KEY]).includes('diff');
  return { asGiven: named(file), patchOnly: named({ ...file, hunks: [] }) };
}

describe('patchHoldsHunks', () => {
  it('holds for a pulls.listFiles patch: CRLF lines, an empty context line without its space, "\\ No newline"', () => {
    const file = listed(
      '@@ -1,4 +1,4 @@ function a()\r\n line one\r\n\n-old\n\\ No newline at end of file\n+new\n+\n',
    );
    expect(file.hunks[0]?.lines.length).toBeGreaterThan(3);
    expect(patchHoldsHunks(file)).toBe(true);
  });

  it('holds for every file of a git diff, type changes merged', () => {
    const files = parseUnifiedDiff(
      [
        'diff --git a/x.txt b/x.txt',
        'index 1111111..2222222 100644',
        '--- a/x.txt',
        '+++ b/x.txt',
        '@@ -1,2 +1,2 @@',
        ' keep',
        '-before',
        '+after',
        'diff --git a/l b/l',
        'deleted file mode 120000',
        '--- a/l',
        '+++ /dev/null',
        '@@ -1 +0,0 @@',
        '-target',
        '\\ No newline at end of file',
        'diff --git a/l b/l',
        'new file mode 100644',
        '--- /dev/null',
        '+++ b/l',
        '@@ -0,0 +1 @@',
        '+content',
        '',
      ].join('\n'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(patchHoldsHunks(file), file.path).toBe(true);
  });

  it('does not hold when a hunk says what its patch does not, or says it out of order', () => {
    const file = listed('@@ -1,2 +1,2 @@\n-old\n+new\n');
    const altered: DiffFile = {
      ...file,
      hunks: file.hunks.map((h) => ({
        ...h,
        lines: h.lines.map((l) => (l.kind === '+' ? { ...l, text: `new ${KEY}` } : l)),
      })),
    };
    expect(patchHoldsHunks(altered)).toBe(false);
    // The search then reads the hunks, and names the diff.
    expect(foundIn(altered).asGiven).toBe(true);

    const swapped: DiffFile = {
      ...file,
      hunks: file.hunks.map((h) => ({ ...h, lines: [...h.lines].reverse() })),
    };
    expect(patchHoldsHunks(swapped)).toBe(false);
    const markMoved: DiffFile = {
      ...file,
      hunks: file.hunks.map((h) => ({
        ...h,
        lines: h.lines.map((l) => (l.kind === '+' ? { ...l, kind: '-' as const } : l)),
      })),
    };
    expect(patchHoldsHunks(markMoved)).toBe(false);
    expect(patchHoldsHunks({ ...file, patch: null })).toBe(false);
    expect(patchHoldsHunks({ ...file, patch: null, hunks: [] })).toBe(true);
  });

  it('a key in the hunks of a patch that holds them is found in the patch alone', () => {
    const file = listed(`@@ -1 +1,2 @@\n-const k = '';\n+const k =\n+  '${KEY}';\n`);
    expect(patchHoldsHunks(file)).toBe(true);
    expect(foundIn(file)).toEqual({ asGiven: true, patchOnly: true });
  });
});

/** A key in the forms the matcher reads, whole or spread over lines by the caller. */
const hex2 = (n: number): string => n.toString(16).padStart(2, '0');
const FORMS: Record<string, string> = {
  plain: KEY,
  base64: Buffer.from(`token:${KEY}`).toString('base64'),
  hex: Buffer.from(KEY).toString('hex'),
  reversed: [...KEY].reverse().join(''),
  percent: [...KEY].map((c) => `%${hex2(c.charCodeAt(0))}`).join(''),
  'hex escapes': [...KEY].map((c) => `\\x${hex2(c.charCodeAt(0))}`).join(''),
  'decimal bytes': [...Buffer.from(KEY)].join(', '),
  'zero-width split': `${KEY.slice(0, 10)}\u200b${KEY.slice(10)}`,
  fullwidth: [...KEY]
    .map((c) => (c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c))
    .join(''),
};

/** Text around a key: what code, and the matcher's readings, put next to one. */
const NOISE = fc.constantFrom(
  '',
  '+',
  '++',
  '-',
  ' ',
  '%',
  '\\',
  '0x',
  '&#',
  '7',
  '12,',
  'ab',
  '\r',
  '😀',
  '\ud83d',
  '\ude00',
);
const noise = fc.array(NOISE, { maxLength: 4 }).map((xs) => xs.join(''));

describe('patchHoldsHunks, property: whatever the search finds in the hunks it finds in the patch', () => {
  it('over lines that carry a key in any form, whole or wrapped, at any place', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            mark: fc.constantFrom('+', '-', ' '),
            before: noise,
            form: fc.option(fc.constantFrom(...Object.keys(FORMS)), { nil: undefined }),
            wrapAt: fc.nat(60),
            after: noise,
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (rows) => {
          const lines: string[] = [];
          for (const row of rows) {
            const form = row.form === undefined ? '' : FORMS[row.form]!;
            const at = form === '' ? 0 : 1 + (row.wrapAt % form.length);
            // A form wrapped over two lines of the same kind, as a long literal is.
            const pieces = row.wrapAt % 3 === 0 ? [form.slice(0, at), form.slice(at)] : [form];
            pieces.forEach((piece, i) => {
              const text = `${i === 0 ? row.before : ''}${piece}${i === pieces.length - 1 ? row.after : ''}`;
              lines.push(`${row.mark}${text}`);
            });
          }
          const olds = lines.filter((l) => !l.startsWith('+')).length;
          const news = lines.filter((l) => !l.startsWith('-')).length;
          const file = listed(`@@ -1,${olds} +1,${news} @@\n${lines.join('\n')}\n`);
          expect(patchHoldsHunks(file)).toBe(true);
          const found = foundIn(file);
          if (found.asGiven) expect(found.patchOnly).toBe(true);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
