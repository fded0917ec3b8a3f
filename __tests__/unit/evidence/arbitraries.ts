// fast-check generators of consistent diff files, shared by the diff and chunk property tests.
import fc from 'fast-check';
import type { DiffFile, DiffHunk, DiffLine, FileStatus } from '../../../src/evidence/types.js';

/** The added and removed lines of some hunks, in order. */
export function changedLines(hunks: readonly DiffHunk[]): DiffLine[] {
  return hunks.flatMap((h) => h.lines.filter((l) => l.kind !== ' '));
}

const segmentChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''),
  '-',
  '_',
  '.',
  ' ',
  'ü',
  '漢',
  '"',
  '\\',
  '\t',
  '😀',
);

const segment = fc
  .array(segmentChar, { minLength: 1, maxLength: 8 })
  .map((cs) => cs.join(''))
  .filter((s) => s !== '.' && s !== '..');

export const arbitraryPath = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((segs) => segs.join('/'))
  .filter((p) => p !== 'dev/null');

/** A line's text: anything but a newline. */
export const lineText = (maxLength = 40): fc.Arbitrary<string> =>
  fc.string({ maxLength, unit: 'grapheme' }).map((s) => s.replace(/\n/g, ' '));

type Kind = DiffLine['kind'];

function buildHunks(
  groups: Array<{ gap: number; kinds: Kind[]; texts: string[]; section: string }>,
): DiffHunk[] {
  const hunks: DiffHunk[] = [];
  let oldPos = 1;
  let newPos = 1;
  for (const group of groups) {
    oldPos += group.gap;
    newPos += group.gap;
    const oldStart = oldPos;
    const newStart = newPos;
    const lines: DiffLine[] = group.kinds.map((kind, i) => {
      const text = group.texts[i] ?? '';
      if (kind === ' ') return { kind, line: newPos++, text: (oldPos++, text) };
      if (kind === '+') return { kind, line: newPos++, text };
      return { kind, line: oldPos++, text };
    });
    const oldLines = lines.filter((l) => l.kind !== '+').length;
    const newLines = lines.filter((l) => l.kind !== '-').length;
    hunks.push({
      header: `@@ -${oldStart},${oldLines} +${newStart},${newLines} @@${group.section}`,
      oldStart,
      oldLines,
      newStart,
      newLines,
      lines,
    });
  }
  return hunks;
}

const hunkGroup = (kinds: fc.Arbitrary<Kind>, maxLines: number, maxText: number) =>
  fc
    .record({
      gap: fc.nat({ max: 30 }),
      kinds: fc.array(kinds, { minLength: 1, maxLength: maxLines }),
      section: fc.oneof(
        fc.constant(''),
        fc.constant(' function f() {'),
        lineText(15).map((s) => ` ${s}`),
      ),
    })
    .chain((g) =>
      fc
        .array(lineText(maxText), { minLength: g.kinds.length, maxLength: g.kinds.length })
        .map((texts) => ({ ...g, texts })),
    );

/** A consistent DiffFile: statuses, renames, binaries, hunks whose numbers match their lines. */
export function arbitraryFile(
  options: { maxHunks?: number; maxLines?: number; maxText?: number } = {},
): fc.Arbitrary<DiffFile> {
  const maxHunks = options.maxHunks ?? 4;
  const maxLines = options.maxLines ?? 12;
  const maxText = options.maxText ?? 40;
  const status = fc.constantFrom<FileStatus>(
    'added',
    'removed',
    'modified',
    'modified',
    'renamed',
    'copied',
  );
  return fc
    .record({
      status,
      path: arbitraryPath,
      oldPath: arbitraryPath,
      binary: fc.nat({ max: 5 }).map((n) => n === 0),
    })
    .chain(({ status: st, path, oldPath, binary }) => {
      const kinds: fc.Arbitrary<Kind> =
        st === 'added'
          ? fc.constant('+')
          : st === 'removed'
            ? fc.constant('-')
            : fc.constantFrom<Kind>(' ', '+', '-');
      const groups =
        st === 'added' || st === 'removed'
          ? fc.array(hunkGroup(kinds, maxLines, maxText), { maxLength: 1 })
          : fc.array(hunkGroup(kinds, maxLines, maxText), { maxLength: maxHunks });
      return groups.map((gs) => {
        let hunks = buildHunks(gs);
        if (st === 'added') {
          hunks = hunks.map((h) => ({
            ...h,
            header: `@@ -0,0 +1,${h.newLines} @@`,
            oldStart: 0,
            newStart: 1,
            lines: h.lines.map((l, i) => ({ ...l, line: i + 1 })),
          }));
        }
        if (st === 'removed') {
          hunks = hunks.map((h) => ({
            ...h,
            header: `@@ -1,${h.oldLines} +0,0 @@`,
            oldStart: 1,
            newStart: 0,
            lines: h.lines.map((l, i) => ({ ...l, line: i + 1 })),
          }));
        }
        const isBinary = binary;
        const finalHunks = isBinary ? [] : hunks;
        const changed = changedLines(finalHunks);
        const file: DiffFile = {
          path,
          status: st,
          additions: changed.filter((l) => l.kind === '+').length,
          deletions: changed.filter((l) => l.kind === '-').length,
          binary: isBinary,
          patch: '',
          hunks: finalHunks,
        };
        if ((st === 'renamed' || st === 'copied') && oldPath !== path) file.oldPath = oldPath;
        else if (st === 'renamed' || st === 'copied') file.status = 'modified';
        return file;
      });
    });
}

/**
 * Bounds for every property run here: a failure's shrinking on large generated diffs can take
 * minutes, so stop after 10 s and count the interruption as a failure (never as a pass).
 */
export const PROPERTY_LIMITS = {
  interruptAfterTimeLimit: 10_000,
  markInterruptAsFailure: true,
} as const;
