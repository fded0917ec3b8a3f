// A deterministic generator of large, realistic pull-request diffs, for the end-to-end scale test
// and `npm run bench`. The same options and seed always give the same text.
import type { ListFilesEntry } from '../src/evidence/diff.js';

export interface SyntheticDiffOptions {
  files: number;
  /** Total added + removed lines over all text files. */
  changedLines: number;
  seed?: number;
  /** How many of the files are binary (no patch in the file list, `Binary files … differ`). */
  binaryFiles?: number;
}

export interface SyntheticDiff {
  /** The diff media type / `git diff` text. */
  text: string;
  /** The same change as `pulls.listFiles` entries (binary files carry no patch). */
  listFiles: ListFilesEntry[];
}

/** mulberry32: small, fast, good enough for test data. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FOLDERS = ['src', 'lib', 'packages/core/src', 'packages/web/src', 'docs', 'config', 'test'];
const SUBFOLDERS = ['api', 'auth', 'util', 'models', 'views', 'handlers', 'internal', 'shared'];
const WORDS = ['user', 'order', 'cache', 'token', 'queue', 'report', 'session', 'invoice', 'event'];
const KINDS = ['ts', 'ts', 'ts', 'js', 'md', 'json'] as const;
type Kind = (typeof KINDS)[number];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function codeLine(rand: () => number, kind: Kind, n: number): string {
  const w = pick(rand, WORDS);
  const v = Math.floor(rand() * 1000);
  switch (kind) {
    case 'md':
      return `The ${w} service keeps ${v} entries per shard (step ${n}).`;
    case 'json':
      return `  "${w}${n}": { "limit": ${v}, "enabled": ${rand() < 0.5} },`;
    case 'js':
      return `  const ${w}${n} = await load${w[0]?.toUpperCase()}${w.slice(1)}(id, { limit: ${v} });`;
    default:
      return `  export function ${w}${n}(input: ${w}Input): number { return input.size * ${v}; }`;
  }
}

/** Splits `total` into `parts` non-negative integers with a skewed (heavy-tailed) distribution. */
function skewedSplit(rand: () => number, total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const weights = Array.from({ length: parts }, () => Math.pow(rand(), 3) + 0.02);
  const sum = weights.reduce((a, b) => a + b, 0);
  const out = weights.map((w) => Math.floor((w / sum) * total));
  let rest = total - out.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % parts, rest--) out[i] = (out[i] ?? 0) + 1;
  return out;
}

interface Hunk {
  oldStart: number;
  newStart: number;
  lines: string[];
}

/** Hunks for `changed` changed lines of a modified file: 3 lines of context around each group. */
function modifiedHunks(rand: () => number, kind: Kind, changed: number): Hunk[] {
  const hunks: Hunk[] = [];
  let left = changed;
  let oldLine = 1 + Math.floor(rand() * 20);
  let newLine = oldLine;
  let n = 0;
  while (left > 0) {
    const size = Math.min(left, 1 + Math.floor(rand() * 60));
    const removed = Math.floor(size * rand() * 0.6);
    const added = size - removed;
    const lines: string[] = [];
    for (let i = 0; i < 3; i++) lines.push(` ${codeLine(rand, kind, n++)}`);
    for (let i = 0; i < removed; i++) lines.push(`-${codeLine(rand, kind, n++)}`);
    for (let i = 0; i < added; i++) lines.push(`+${codeLine(rand, kind, n++)}`);
    for (let i = 0; i < 3; i++) lines.push(` ${codeLine(rand, kind, n++)}`);
    hunks.push({ oldStart: oldLine, newStart: newLine, lines });
    const gap = 10 + Math.floor(rand() * 40);
    oldLine += 6 + removed + gap;
    newLine += 6 + added + gap;
    left -= size;
  }
  return hunks;
}

function hunkText(h: Hunk): string {
  let oldCount = 0;
  let newCount = 0;
  for (const l of h.lines) {
    if (!l.startsWith('+')) oldCount++;
    if (!l.startsWith('-')) newCount++;
  }
  const oldStart = oldCount === 0 ? 0 : h.oldStart;
  const newStart = newCount === 0 ? 0 : h.newStart;
  return `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@\n${h.lines.join('\n')}\n`;
}

function hex(rand: () => number): string {
  let s = '';
  for (let i = 0; i < 7; i++) s += Math.floor(rand() * 16).toString(16);
  return s;
}

/**
 * A large PR: mixed TS/JS/MD/JSON paths in nested folders; modified, added, removed and renamed
 * files; the changed lines spread unevenly (a few very large files, which forces chunk splitting);
 * `binaryFiles` of the files binary. Deterministic for a given seed (default 1).
 */
export function syntheticDiff(options: SyntheticDiffOptions): SyntheticDiff {
  const rand = rng(options.seed ?? 1);
  const fileCount = Math.max(0, Math.floor(options.files));
  const binaryCount = Math.min(fileCount, Math.max(0, Math.floor(options.binaryFiles ?? 0)));
  const textCount = fileCount - binaryCount;
  const perFile = skewedSplit(rand, Math.max(0, Math.floor(options.changedLines)), textCount);
  const parts: string[] = [];
  const listFiles: ListFilesEntry[] = [];

  // Binary files are spread through the list rather than bunched at the end.
  const binaryAt = new Set<number>();
  for (let k = 0; k < binaryCount; k++)
    binaryAt.add(Math.floor(((k + 0.5) * fileCount) / binaryCount));
  let textIndex = 0;

  for (let i = 0; i < fileCount; i++) {
    const folder = `${pick(rand, FOLDERS)}/${pick(rand, SUBFOLDERS)}${i % 5 === 0 ? `/${pick(rand, SUBFOLDERS)}` : ''}`;
    if (binaryAt.has(i)) {
      const path = `${folder}/asset-${i}.png`;
      parts.push(
        `diff --git a/${path} b/${path}\nindex ${hex(rand)}..${hex(rand)} 100644\n` +
          `Binary files a/${path} and b/${path} differ\n`,
      );
      listFiles.push({
        filename: path,
        status: 'modified',
        additions: 0,
        deletions: 0,
        changes: 0,
      });
      continue;
    }
    const changed = perFile[textIndex++] ?? 0;
    const kind = pick(rand, KINDS);
    const path = `${folder}/${pick(rand, WORDS)}-${i}.${kind}`;
    const roll = rand();
    const status =
      changed === 0
        ? 'renamed'
        : roll < 0.1
          ? 'added'
          : roll < 0.15
            ? 'removed'
            : roll < 0.2
              ? 'renamed'
              : 'modified';

    let header: string;
    let hunks: Hunk[];
    let previous: string | undefined;
    if (status === 'added') {
      header = `diff --git a/${path} b/${path}\nnew file mode 100644\nindex 0000000..${hex(rand)}\n--- /dev/null\n+++ b/${path}\n`;
      hunks = [
        {
          oldStart: 0,
          newStart: 1,
          lines: Array.from({ length: changed }, (_, n) => `+${codeLine(rand, kind, n)}`),
        },
      ];
    } else if (status === 'removed') {
      header = `diff --git a/${path} b/${path}\ndeleted file mode 100644\nindex ${hex(rand)}..0000000\n--- a/${path}\n+++ /dev/null\n`;
      hunks = [
        {
          oldStart: 1,
          newStart: 0,
          lines: Array.from({ length: changed }, (_, n) => `-${codeLine(rand, kind, n)}`),
        },
      ];
    } else if (status === 'renamed') {
      previous = `${folder}/old-${i}.${kind}`;
      const similarity = changed === 0 ? 100 : 60 + Math.floor(rand() * 39);
      header =
        `diff --git a/${previous} b/${path}\nsimilarity index ${similarity}%\n` +
        `rename from ${previous}\nrename to ${path}\n` +
        (changed === 0
          ? ''
          : `index ${hex(rand)}..${hex(rand)} 100644\n--- a/${previous}\n+++ b/${path}\n`);
      hunks = changed === 0 ? [] : modifiedHunks(rand, kind, changed);
    } else {
      header = `diff --git a/${path} b/${path}\nindex ${hex(rand)}..${hex(rand)} 100644\n--- a/${path}\n+++ b/${path}\n`;
      hunks = modifiedHunks(rand, kind, changed);
    }
    const patch = hunks.map(hunkText).join('');
    parts.push(header + patch);
    let additions = 0;
    let deletions = 0;
    for (const h of hunks) {
      for (const l of h.lines) {
        if (l.startsWith('+')) additions++;
        else if (l.startsWith('-')) deletions++;
      }
    }
    const entry: ListFilesEntry = {
      filename: path,
      status,
      additions,
      deletions,
      changes: additions + deletions,
    };
    if (previous !== undefined) entry.previous_filename = previous;
    // GitHub omits the patch of a pure rename; it sends hunks without the final newline.
    if (patch !== '') entry.patch = patch.endsWith('\n') ? patch.slice(0, -1) : patch;
    listFiles.push(entry);
  }
  return { text: parts.join(''), listFiles };
}
