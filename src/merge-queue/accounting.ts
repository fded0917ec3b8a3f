// Does a merge group add anything beyond the judged changes of its pull requests? (pure)
//
// The group's diff against its base is compared with the union of the PRs' diffs, as multisets of
// change tokens: every added or removed line (by path and text), every file-level change (added,
// removed, renamed, mode). The group is accounted for only when the two multisets are equal and
// each PR's added lines appear in the group in the PR's own order. A line a conflict resolution
// wrote, dropped or moved is a difference; a file without a patch (binary, too large) or a diff
// that could not be read whole cannot be compared and is never accounted for. Linear in the size
// of the diffs.
import type { DiffFile } from '../evidence/types.js';

export interface AccountingResult {
  accounted: boolean;
  /** What could not be accounted for, one line each (bounded). */
  problems: string[];
}

const MAX_PROBLEMS = 20;

function add(counts: Map<string, number>, token: string, by: number): void {
  const next = (counts.get(token) ?? 0) + by;
  if (next === 0) counts.delete(token);
  else counts.set(token, next);
}

function fileTokens(file: DiffFile): string[] {
  const tokens: string[] = [];
  if (file.status === 'added' || file.status === 'removed') {
    tokens.push(`file\0${file.status}\0${file.path}`);
  }
  if (file.oldPath !== undefined && file.oldPath !== file.path) {
    tokens.push(`rename\0${file.oldPath}\0${file.path}`);
  }
  if ((file.oldMode ?? '') !== (file.newMode ?? '') && file.newMode !== undefined) {
    tokens.push(`mode\0${file.path}\0${file.oldMode ?? ''}\0${file.newMode}`);
  }
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (line.kind === ' ') continue;
      // A removed line belongs to the old path (a renamed file's old name).
      const path = line.kind === '-' ? (file.oldPath ?? file.path) : file.path;
      tokens.push(`${line.kind}\0${path}\0${line.text}`);
    }
  }
  return tokens;
}

/** Why a file cannot be compared line by line, or null. */
function uncomparable(file: DiffFile): string | null {
  if (file.binary) return 'binary';
  if (file.parseProblem !== undefined) return `unreadable diff (${file.parseProblem})`;
  if (file.patch === null && file.additions + file.deletions > 0) return 'no patch';
  return null;
}

function describeToken(token: string, surplus: number): string {
  const [kind = '', a = '', b = ''] = token.split('\0');
  const times = Math.abs(surplus) > 1 ? ` ×${Math.abs(surplus)}` : '';
  const where = surplus > 0 ? 'in the group but in no PR' : 'in a PR but not in the group';
  switch (kind) {
    case '+':
    case '-': {
      const text = b.length > 60 ? `${b.slice(0, 60)}…` : b;
      return `${a}: line ${kind === '+' ? 'added' : 'removed'}${times} ${where}: ${JSON.stringify(text)}`;
    }
    case 'file':
      return `${b}: file ${a} ${where}`;
    case 'rename':
      return `${a} → ${b}: rename ${where}`;
    default:
      return `${a}: mode change ${where}`;
  }
}

/** Each PR's added lines of a file, in order, must be a subsequence of the group's. */
function orderProblem(group: DiffFile[], prs: DiffFile[][]): string | null {
  const groupAdded = new Map<string, string[]>();
  for (const file of group) {
    const lines = file.hunks.flatMap((h) =>
      h.lines.filter((l) => l.kind === '+').map((l) => l.text),
    );
    groupAdded.set(file.path, lines);
  }
  for (const files of prs) {
    for (const file of files) {
      const wanted = file.hunks.flatMap((h) =>
        h.lines.filter((l) => l.kind === '+').map((l) => l.text),
      );
      if (wanted.length === 0) continue;
      const have = groupAdded.get(file.path) ?? [];
      let i = 0;
      for (const line of have) {
        if (i < wanted.length && line === wanted[i]) i += 1;
      }
      if (i < wanted.length)
        return `${file.path}: the group's added lines are not in the PR's order`;
    }
  }
  return null;
}

/**
 * Compares the group's diff with its PRs' diffs. `groupComplete` / `prsComplete` false (a diff
 * that was cut or could not be read) is never accounted for.
 */
export function accountGroup(
  group: { files: DiffFile[]; complete: boolean; incompleteReason?: string },
  prs: Array<{ number: number; files: DiffFile[]; complete: boolean; incompleteReason?: string }>,
): AccountingResult {
  const problems: string[] = [];
  if (!group.complete) {
    problems.push(
      `the group's diff could not be read whole (${group.incompleteReason ?? 'incomplete'})`,
    );
  }
  for (const pr of prs) {
    if (!pr.complete) {
      problems.push(
        `PR #${pr.number}'s diff could not be read whole (${pr.incompleteReason ?? 'incomplete'})`,
      );
    }
  }
  if (prs.length === 0) problems.push('no pull request of the group was identified');
  const counts = new Map<string, number>();
  for (const file of group.files) {
    const why = uncomparable(file);
    if (why !== null) problems.push(`${file.path}: cannot be compared (${why})`);
    for (const token of fileTokens(file)) add(counts, token, 1);
  }
  for (const pr of prs) {
    for (const file of pr.files) {
      const why = uncomparable(file);
      if (why !== null)
        problems.push(`${file.path} (PR #${pr.number}): cannot be compared (${why})`);
      for (const token of fileTokens(file)) add(counts, token, -1);
    }
  }
  for (const [token, surplus] of counts) {
    if (problems.length >= MAX_PROBLEMS) break;
    problems.push(describeToken(token, surplus));
  }
  if (problems.length === 0) {
    const order = orderProblem(
      group.files,
      prs.map((p) => p.files),
    );
    if (order !== null) problems.push(order);
  }
  return { accounted: problems.length === 0, problems: problems.slice(0, MAX_PROBLEMS) };
}

/** PR numbers a merge group's commit messages name (merge and squash commits GitHub writes). */
export function pullNumbersInMessages(messages: string[]): number[] {
  const numbers = new Set<number>();
  for (const message of messages) {
    const first = (message.split('\n', 1)[0] ?? '').slice(0, 500);
    const merge = /^Merge pull request #(\d{1,10}) /.exec(first);
    const squash = /\(#(\d{1,10})\)$/.exec(first.trimEnd());
    for (const m of [merge, squash]) {
      const n = m ? Number(m[1]) : NaN;
      if (Number.isSafeInteger(n) && n > 0) numbers.add(n);
    }
  }
  return [...numbers];
}
