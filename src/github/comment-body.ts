// Fitting the report into one GitHub comment (pure). GitHub refuses a comment body above 65,536
// characters ("Body is too long", HTTP 422) and, measured, above 262,144 UTF-8 bytes. The report's
// first lines (`GAUNTLET: …`) must survive whole, so the longest lane reports are collapsed first
// and only then is the text cut — on a code-point boundary, with open code fences, HTML comments
// and <details> closed, and a visible notice. The hidden marker always ends the body.

export const COMMENT_MAX_CHARS = 60_000;
export const COMMENT_MAX_BYTES = 262_144;

export interface FitCommentOptions {
  /** The sticky marker, e.g. `<!-- done-gate:report:done-gate -->`. */
  marker: string;
  /** Budget in UTF-16 units (String length). Default 60,000 (GitHub's cap is 65,536). */
  maxChars?: number;
  /** Budget in UTF-8 bytes. Default 262,144. */
  maxBytes?: number;
}

export const COLLAPSED_NOTICE =
  "_This lane's report was collapsed to fit GitHub's comment size limit; the full report is in the job summary and the report file._";

/** UTF-8 length of a JS string (a lone surrogate counts as U+FFFD, 3 bytes, as Buffer does). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/** Largest index ≤ `index` that does not split a surrogate pair. */
function codePointBoundary(text: string, index: number): number {
  if (index <= 0 || index >= text.length) return Math.max(0, Math.min(index, text.length));
  const before = text.charCodeAt(index - 1);
  return before >= 0xd800 && before <= 0xdbff && isLowSurrogate(text.charCodeAt(index))
    ? index - 1
    : index;
}

// ------------------------------------------------------------------------------------------------
// Structure: fences, <details>, HTML comments
// ------------------------------------------------------------------------------------------------

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

interface OpenFence {
  char: string;
  length: number;
}

/** The fence still open at the end of `text`, or null (CommonMark: closed by ≥ as long a run). */
function openFenceAtEnd(text: string): OpenFence | null {
  let open: OpenFence | null = null;
  for (const line of text.split('\n')) {
    const m = FENCE.exec(line);
    if (!m || !m[1]) continue;
    const run = m[1];
    const rest = m[2] ?? '';
    if (open) {
      if (run[0] === open.char && run.length >= open.length && rest.trim() === '') open = null;
    } else if (!(run[0] === '`' && rest.includes('`'))) {
      open = { char: run[0] ?? '`', length: run.length };
    }
  }
  return open;
}

/** [start, end) ranges of fenced code blocks (an unclosed fence runs to the end). */
function fencedRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let open: (OpenFence & { start: number }) | null = null;
  let offset = 0;
  for (const line of text.split('\n')) {
    const m = FENCE.exec(line);
    if (m && m[1]) {
      const run = m[1];
      const rest = m[2] ?? '';
      if (open) {
        if (run[0] === open.char && run.length >= open.length && rest.trim() === '') {
          ranges.push([open.start, offset + line.length]);
          open = null;
        }
      } else if (!(run[0] === '`' && rest.includes('`'))) {
        open = { char: run[0] ?? '`', length: run.length, start: offset };
      }
    }
    offset += line.length + 1;
  }
  if (open) ranges.push([open.start, text.length]);
  return ranges;
}

interface DetailsBlock {
  start: number;
  end: number;
  /** End of the `<summary>…</summary>` right after the opening tag, or of the opening tag. */
  headerEnd: number;
}

const DETAILS_TAG = /<(\/?)details\b[^>]*>/gi;

/** Top-level <details> blocks outside code fences. Unclosed blocks are ignored. */
function detailsBlocks(text: string): DetailsBlock[] {
  const fences = fencedRanges(text);
  const inFence = (i: number): boolean => fences.some(([s, e]) => i >= s && i < e);
  const blocks: DetailsBlock[] = [];
  let depth = 0;
  let start = -1;
  let openTagEnd = -1;
  for (const m of text.matchAll(DETAILS_TAG)) {
    const at = m.index ?? 0;
    if (inFence(at)) continue;
    if (m[1] === '') {
      if (depth === 0) {
        start = at;
        openTagEnd = at + m[0].length;
      }
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) {
        const end = at + m[0].length;
        const summary = /^\s*<summary\b[^>]*>[\s\S]*?<\/summary>/i.exec(text.slice(openTagEnd, at));
        blocks.push({ start, end, headerEnd: openTagEnd + (summary ? summary[0].length : 0) });
      }
    }
  }
  return blocks;
}

/** Count of <details> left open at the end of `text` (outside fences). */
function openDetailsAtEnd(text: string): number {
  const fences = fencedRanges(text);
  let depth = 0;
  for (const m of text.matchAll(DETAILS_TAG)) {
    const at = m.index ?? 0;
    if (fences.some(([s, e]) => at >= s && at < e)) continue;
    if (m[1] === '') depth += 1;
    else if (depth > 0) depth -= 1;
  }
  return depth;
}

/** What to append after a cut so nothing after it is swallowed: fence, comment, </details>. */
function closersFor(kept: string): string {
  let out = '';
  const fence = openFenceAtEnd(kept);
  if (fence) out += `\n${fence.char.repeat(fence.length)}`;
  else if (kept.lastIndexOf('<!--') > kept.lastIndexOf('-->')) out += ' -->';
  const details = openDetailsAtEnd(kept);
  for (let i = 0; i < details; i += 1) out += '\n</details>';
  return out;
}

// ------------------------------------------------------------------------------------------------
// fitCommentBody
// ------------------------------------------------------------------------------------------------

/** Splits off the leading `GAUNTLET…:` lines, which are never cut. */
function splitHead(report: string): { head: string; rest: string } {
  const lines = report.split('\n');
  let n = 0;
  // The sentinel lines, with the blank line that keeps each its own rendered paragraph.
  while (n < lines.length && /^GAUNTLET[A-Z_]*:/.test(lines[n] ?? '')) {
    n += 1;
    if (lines[n] === '' && /^GAUNTLET[A-Z_]*:/.test(lines[n + 1] ?? '')) n += 1;
  }
  if (n === 0) return { head: '', rest: report };
  return { head: lines.slice(0, n).join('\n'), rest: lines.slice(n).join('\n') };
}

/**
 * The report as one comment body within both budgets, ending with `marker` (moved there if the
 * report already had it). Unchanged apart from the marker when it fits. Otherwise: the leading
 * `GAUNTLET…:` lines are kept whole; the longest top-level `<details>` blocks are collapsed to
 * their `<summary>` and a notice, one by one; if that is not enough the rest is cut at a line (or
 * code-point) boundary, open fences / HTML comments / <details> are closed, and a visible notice
 * says how much is shown.
 */
export function fitCommentBody(report: string, options: FitCommentOptions): string {
  const { marker } = options;
  const maxChars = options.maxChars ?? COMMENT_MAX_CHARS;
  const maxBytes = options.maxBytes ?? COMMENT_MAX_BYTES;
  const fits = (text: string): boolean => text.length <= maxChars && utf8Length(text) <= maxBytes;
  const tail = `\n\n${marker}`;

  const clean = (marker.length > 0 ? report.split(marker).join('') : report).replace(/\s+$/, '');
  const whole = `${clean}${tail}`;
  if (fits(whole)) return whole;

  const { head, rest: original } = splitHead(clean);
  const join = (body: string): string =>
    head === '' ? body : body === '' ? head : `${head}\n${body}`;

  // 1. Collapse the longest <details> blocks first.
  let rest = original;
  for (;;) {
    // Each step strictly shortens the text (an already collapsed block would not), so it ends.
    const best = detailsBlocks(rest)
      .map((block) => ({
        block,
        replacement: `${rest.slice(block.start, block.headerEnd)}\n\n${COLLAPSED_NOTICE}\n\n</details>`,
      }))
      .filter(({ block, replacement }) => replacement.length < block.end - block.start)
      .sort((x, y) => y.block.end - y.block.start - (x.block.end - x.block.start))[0];
    if (!best) break;
    rest = rest.slice(0, best.block.start) + best.replacement + rest.slice(best.block.end);
    const candidate = `${join(rest)}${tail}`;
    if (fits(candidate)) return candidate;
  }

  // 2. Cut the rest.
  const total = clean.length;
  const build = (cut: number): string => {
    const kept = rest.slice(0, cut).replace(/\s+$/, '');
    const shown = join(kept).length;
    const notice = `\n\n> **Report truncated** to fit GitHub's comment size limit: ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} characters shown. The full report is in the job summary and the report file.`;
    return `${join(kept + closersFor(kept))}${notice}${tail}`;
  };

  let low = 0;
  let high = rest.length;
  if (!fits(build(0))) return lastResort(head, marker, maxChars, maxBytes);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(build(mid))) low = mid;
    else high = mid - 1;
  }
  let cut = codePointBoundary(rest, low);
  // Prefer a line boundary when one is near, so no line is left half-written.
  const newline = rest.lastIndexOf('\n', cut - 1);
  if (newline > 0 && cut - newline < 2000) cut = newline;
  while (cut > 0 && !fits(build(cut))) cut = codePointBoundary(rest, cut - 1);
  return build(cut);
}

/** When even the head and the notice do not fit: as much of the head as fits, then the marker. */
function lastResort(head: string, marker: string, maxChars: number, maxBytes: number): string {
  const tail = `\n\n${marker}`;
  const notice = '… (truncated)';
  let text = head.slice(0, codePointBoundary(head, maxChars));
  const fits = (t: string): boolean => t.length <= maxChars && utf8Length(t) <= maxBytes;
  while (text.length > 0 && !fits(`${text}${notice}${tail}`)) {
    text = text.slice(0, codePointBoundary(text, text.length - 1));
  }
  const out = `${text}${notice}${tail}`;
  if (!fits(out)) {
    throw new Error(
      `The comment budget (${maxChars} characters) cannot hold the marker ${marker}.`,
    );
  }
  return out;
}
