// Findings on their lines (#25 item 3), the pure part: which findings become review comments,
// where on the diff each one goes, and what it says. The GitHub calls are in
// github/review-comments.ts, the run in publish/inline.ts. A comment is only ever placed on a
// new-side line a hunk of the judged diff shows; anything else is left out and counted.
import type { InlineCommentsMode } from '../config/types.js';
import type { Diff } from '../evidence/types.js';
import type { LocatedFinding } from '../review/gauntlet/lane-types.js';
import type { ReviewCommentInput } from '../github/review-comments.js';
import { backtickFence, inertLine } from '../trust/markdown.js';

/** One inline comment as it is posted (GitHub's field names). */
export type InlineComment = ReviewCommentInput;

export interface InlinePlan {
  comments: InlineComment[];
  /** Findings chosen but not placed because their line (or range) is not shown by the diff. */
  outsideDiff: number;
  /** Findings chosen but carrying no line at all. */
  withoutLine: number;
  /** Findings placed but left out by the per-review cap. */
  overCap: number;
}

/** At most this many comments in one review: past it the report's own list is the place. */
export const INLINE_COMMENTS_MAX = 50;
/** A suggestion longer than this is not offered as one (the fix text still is). */
const SUGGESTION_MAX_CHARS = 8000;

const MARKER_PREFIX = '<!-- done-gate:inline ';
const MARKER_SUFFIX = ' -->';

/** `<!-- done-gate:inline <status-context> <head-sha> -->`: the last line of each of our comments. */
export function inlineMarker(statusContext: string, headSha: string): string {
  return `${MARKER_PREFIX}${statusContext} ${headSha}${MARKER_SUFFIX}`;
}

/**
 * The status context and head SHA of a body whose last line is exactly our marker for
 * `statusContext`; null for any other body (a marker quoted mid-text, another gate's, none).
 */
export function readInlineMarker(
  body: string | null | undefined,
  statusContext: string,
): { headSha: string } | null {
  if (typeof body !== 'string') return null;
  const text = body.trimEnd();
  const start = text.lastIndexOf('\n') + 1;
  const last = text.slice(start);
  const prefix = `${MARKER_PREFIX}${statusContext} `;
  if (!last.startsWith(prefix) || !last.endsWith(MARKER_SUFFIX)) return null;
  const sha = last.slice(prefix.length, last.length - MARKER_SUFFIX.length);
  return /^[0-9a-f]{40}$/.test(sha) ? { headSha: sha } : null;
}

/** The findings `mode` posts: blocking ones (default), all, or none. */
export function chooseFindings(
  findings: readonly LocatedFinding[],
  mode: InlineCommentsMode,
): LocatedFinding[] {
  if (mode === 'none') return [];
  return mode === 'all' ? [...findings] : findings.filter((f) => f.blocking);
}

/** Per file, the runs of consecutive new-side line numbers each hunk shows. */
export type DiffLineIndex = Map<string, Array<[number, number]>>;

/**
 * The new-side lines a reviewer can comment on: context and added lines of each hunk of each
 * readable text file. A file the parser could not read fully, a binary, a submodule or a removed
 * file offers none. Linear in the diff.
 */
export function indexNewSideLines(diff: Diff): DiffLineIndex {
  const index: DiffLineIndex = new Map();
  for (const file of diff.files) {
    if (file.binary || file.submodule || file.parseProblem || file.status === 'removed') continue;
    const runs: Array<[number, number]> = [];
    for (const hunk of file.hunks) {
      // A run never spans two hunks: GitHub takes a range only inside one hunk.
      let run: [number, number] | null = null;
      for (const l of hunk.lines) {
        if (l.kind === '-') continue;
        if (run !== null && l.line === run[1] + 1) {
          run[1] = l.line;
        } else {
          run = [l.line, l.line];
          runs.push(run);
        }
      }
    }
    if (runs.length > 0) index.set(file.path, [...(index.get(file.path) ?? []), ...runs]);
  }
  return index;
}

/** Whether every line of first..last is one run of new-side lines of `path`'s diff. */
export function isInDiff(index: DiffLineIndex, path: string, first: number, last: number): boolean {
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last) || first < 1 || last < first) {
    return false;
  }
  return (index.get(path) ?? []).some(([lo, hi]) => lo <= first && last <= hi);
}

/** The range a finding covers: line..endLine when endLine is a later line, else its line. */
function rangeOf(f: LocatedFinding): { first: number; last: number } | null {
  if (f.line === null || !Number.isSafeInteger(f.line)) return null;
  const end = f.endLine;
  const last = typeof end === 'number' && Number.isSafeInteger(end) && end > f.line ? end : f.line;
  return { first: f.line, last };
}

/**
 * The replacement text as a GitHub suggestion, or null when it cannot be offered exactly: not a
 * string, too long, or changed by `publish` (hidden characters or a secret's spelling removed —
 * a suggestion is committed as written, so it is shown whole or not at all).
 */
export function suggestionBlock(
  suggestion: unknown,
  publish: (text: string) => string,
): string | null {
  if (typeof suggestion !== 'string' || suggestion.length > SUGGESTION_MAX_CHARS) return null;
  const text = suggestion.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  if (publish(text) !== text) return null;
  // No line of the text can close a fence longer than its longest backtick run.
  const fence = backtickFence(text, 3);
  return `${fence}suggestion\n${text}\n${fence}`;
}

/**
 * A comment's body: severity, lane and title on the first line, then the detail and fix, the
 * suggestion when it covers exactly the commented lines, and our marker as the last line. Every
 * foreign text is one inert line: no mention, reference, image, HTML or forged marker.
 */
export function inlineCommentBody(
  f: LocatedFinding,
  options: { marker: string; publish: (text: string) => string; suggest: boolean },
): string {
  const inert = (text: unknown, max: number): string =>
    inertLine(options.publish(typeof text === 'string' ? text : ''), max);
  const icon = f.blocking ? '🔴' : '🟡';
  const parts = [`${icon} **${inert(f.severity, 40)}** · ${f.lane} — ${inert(f.title, 300)}`];
  const detail = inert(f.detail, 1500);
  if (detail !== '') parts.push(detail);
  const fix = inert(f.fix, 1000);
  if (fix !== '') parts.push(`**Fix:** ${fix}`);
  const block = options.suggest ? suggestionBlock(f.suggestion, options.publish) : null;
  if (block !== null) parts.push(block);
  parts.push(options.marker);
  return parts.join('\n\n');
}

/**
 * The comments one review posts for `findings` under `mode`: each on its own lines, only where
 * the diff shows them, one per (file, range, title), at most INLINE_COMMENTS_MAX.
 */
export function planInlineComments(
  findings: readonly LocatedFinding[],
  diff: Diff,
  options: {
    mode: InlineCommentsMode;
    statusContext: string;
    headSha: string;
    publish: (text: string) => string;
  },
): InlinePlan {
  const plan: InlinePlan = { comments: [], outsideDiff: 0, withoutLine: 0, overCap: 0 };
  const chosen = chooseFindings(findings, options.mode);
  if (chosen.length === 0) return plan;
  const index = indexNewSideLines(diff);
  const marker = inlineMarker(options.statusContext, options.headSha);
  const seen = new Set<string>();
  for (const f of chosen) {
    const range = rangeOf(f);
    if (range === null) {
      plan.withoutLine += 1;
      continue;
    }
    const whole = isInDiff(index, f.file, range.first, range.last);
    // A range the diff does not show whole still has its first line commented, without the
    // suggestion (which would replace lines the comment does not cover).
    if (!whole && !isInDiff(index, f.file, range.first, range.first)) {
      plan.outsideDiff += 1;
      continue;
    }
    const last = whole ? range.last : range.first;
    const key = `${f.file}\u0000${range.first}\u0000${last}\u0000${f.title}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (plan.comments.length >= INLINE_COMMENTS_MAX) {
      plan.overCap += 1;
      continue;
    }
    const comment: InlineComment = {
      path: f.file,
      line: last,
      side: 'RIGHT',
      body: inlineCommentBody(f, { marker, publish: options.publish, suggest: whole }),
    };
    if (last > range.first) {
      comment.start_line = range.first;
      comment.start_side = 'RIGHT';
    }
    plan.comments.push(comment);
  }
  return plan;
}

/** What identifies a posted comment for the same-head comparison: place and body. */
export function commentKey(c: {
  path: string;
  line: number | null | undefined;
  start_line?: number | null | undefined;
  body: string;
}): string {
  return `${c.path}\u0000${c.start_line ?? ''}\u0000${c.line ?? ''}\u0000${c.body.trimEnd()}`;
}
