// Criteria read from the spec by our code (#23, #26): when the spec states its criteria as a list,
// no `parse` call is made — ids, texts and kinds come from here. The rules (docs/lanes.md):
//   - A criteria section starts at a heading whose title is one of CRITERIA_HEADINGS (any case,
//     emphasis and a trailing colon aside): an ATX heading (`## Done when`), or a line that is only
//     the title (`**Acceptance criteria:**`, `Requirements:`). An ATX section ends at the next
//     heading of the same or a higher level; a title-line section ends at any heading, the next
//     title line, or the first paragraph after its list.
//   - Every list item in a criteria section (bullets, numbers, task boxes) is a criterion.
//   - When the spec has no criteria section with items, its task-list items (`- [ ]`, `- [x]`)
//     anywhere are the criteria.
//   - A nested item belongs to its parent: one criterion per top-level item, the children folded
//     into its text (one check covers them all, so none can be skipped).
//   - Nothing inside fenced code (``` or ~~~), indented code or an HTML comment counts — but a
//     fence or comment left open to the end hides nothing: the text after its opener is read.
//   - Each joined source (PR body, issue) is read on its own; a criterion listed twice is one
//     criterion of the stricter kind.
//   - Otherwise the spec is prose: null, and `parse` reads it.
// Kinds: `criterion-kind.ts`. One pass over the lines, no backtracking regex: linear. Pure.
import { classifyCriterion, stricterKind } from './criterion-kind.js';
import { normalizeForMatch, type Criterion } from './parse.js';

/** Heading titles that open a criteria section (compared lower-cased, emphasis and colon aside). */
export const CRITERIA_HEADINGS: readonly string[] = [
  'acceptance criteria',
  'acceptance criterion',
  'acceptance tests',
  'criteria',
  'done when',
  'done criteria',
  'definition of done',
  'requirements',
  'success criteria',
  'exit criteria',
  'completion criteria',
  'checklist',
  'tasks',
];
const HEADINGS = new Set(CRITERIA_HEADINGS);

interface Item {
  /** Display width of the indentation before the marker. */
  indent: number;
  lines: string[];
  /** A criterion (false: a plain bullet outside any criteria section, kept only for nesting). */
  counts: boolean;
}

interface Fence {
  char: string;
  length: number;
}

type Section = { kind: 'atx'; level: number } | { kind: 'label'; listed: boolean };

const ITEM = /^([ \t]*)([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;
const TASK_BOX = /^\[([ xX])\](?:[ \t]+|$)/;

/** The spec body without the untrusted fence our plan wraps it in. */
export function unfenceSpec(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const first = lines[0] ?? '';
  const last = lines[lines.length - 1] ?? '';
  if (lines.length >= 2 && first.startsWith('<<<UNTRUSTED ') && last.startsWith('<<<END ')) {
    return lines.slice(1, -1).join('\n');
  }
  return lines.join('\n');
}

/**
 * The spec's criteria when it lists them (a criteria section, else a task list), with our ids
 * (`c1`…) and kinds; null when the spec is prose. Duplicates and empty items are dropped.
 */
export function extractChecklist(spec: string): Criterion[] | null {
  const items: Item[] = [];
  for (const part of sourceParts(spec.split(/\r\n|\r|\n/))) {
    const first = scanChecklist(part, part.length);
    // A fence or comment left open to the end hides everything after it. Read again with no
    // fence or comment honoured from that line on: once more at most, so still linear.
    const read = first.unclosedFrom === null ? first : scanChecklist(part, first.unclosedFrom);
    items.push(...read.items);
  }
  return items.length === 0 ? null : stamp(items);
}

/** The heading `joinSpec` puts over each spec source (a merge group's are prefixed `#N `). */
const SOURCE_HEADING =
  /^## (?:#\d{1,12} )?(?:PR body|spec input|(?:[\w.-]{1,100}\/[\w.-]{1,100})?#\d{1,12})$/;

/**
 * The joined spec cut at each source heading: every source is read on its own, so one source
 * (a PR body) cannot hide, end or outrank another's criteria — its criteria section does not
 * drop the task list, its open fence does not swallow the issue. A forged heading inside
 * a PR body only cuts the PR body, which can only add criteria.
 */
function sourceParts(lines: readonly string[]): string[][] {
  const parts: string[][] = [[]];
  for (const line of lines) {
    if (SOURCE_HEADING.test(line)) parts.push([]);
    (parts[parts.length - 1] as string[]).push(line);
  }
  return parts;
}

/** One pass; fences and comments count only before line `plainFrom`. */
function scanChecklist(
  lines: readonly string[],
  plainFrom: number,
): { items: Item[]; unclosedFrom: number | null } {
  const section: Item[] = [];
  const tasks: Item[] = [];
  let inSection: Section | null = null;
  let sectionHadItems = false;
  let fence: Fence | null = null;
  let inComment = false;
  let current: Item | null = null;
  let sawBlank = false;
  let fenceFrom = 0;
  let commentFrom = 0;

  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    const marked = index < plainFrom;
    const uncommented: { text: string; open: boolean } = marked
      ? stripComments(raw, inComment)
      : { text: raw, open: false };
    if (uncommented.open && !inComment) commentFrom = index;
    inComment = uncommented.open;
    const line = uncommented.text;
    if (fence !== null) {
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    const opened = marked ? opensFence(line) : null;
    if (opened !== null) {
      fence = opened;
      fenceFrom = index;
      continue;
    }
    if (line.trim() === '') {
      sawBlank = true;
      continue;
    }
    const indent = indentWidth(line);
    const heading = indent < 4 ? atxHeading(line) : null;
    if (heading !== null) {
      current = null;
      if (HEADINGS.has(normaliseTitle(heading.title))) {
        inSection = { kind: 'atx', level: heading.level };
      } else if (inSection !== null) {
        if (inSection.kind === 'label' || heading.level <= inSection.level) inSection = null;
      }
      sawBlank = false;
      continue;
    }
    if (indent < 4 && isThematicBreak(line)) {
      current = null;
      sawBlank = false;
      continue;
    }
    if (current === null && indent >= 4) {
      // Indented code outside any item: never a criterion, whatever it looks like.
      sawBlank = false;
      continue;
    }
    const item = ITEM.exec(line);
    if (item !== null) {
      const content = (item[3] ?? '').trim();
      const box = TASK_BOX.exec(content);
      const text = box === null ? content : content.slice(box[0].length).trim();
      if (current !== null && indent >= current.indent + 2) {
        if (current.counts) {
          current.lines.push(text);
        } else if (box !== null) {
          // A task item under a plain bullet is a criterion of its own.
          current = { indent, lines: [text], counts: true };
          tasks.push(current);
        }
      } else if (inSection !== null) {
        current = { indent, lines: [text], counts: true };
        section.push(current);
        sectionHadItems = true;
        if (inSection.kind === 'label') inSection.listed = true;
      } else {
        current = { indent, lines: [text], counts: box !== null };
        if (box !== null) tasks.push(current);
      }
      sawBlank = false;
      continue;
    }
    if (indent < 4 && HEADINGS.has(normaliseTitle(line))) {
      current = null;
      inSection = { kind: 'label', listed: false };
      sawBlank = false;
      continue;
    }
    if (current !== null && (!sawBlank || indent >= current.indent + 2)) {
      // A continuation of the open item: a lazy line joins its last line, an indented paragraph
      // after a blank line is a line of its own.
      const last = current.lines.length - 1;
      if (!sawBlank && last >= 0)
        current.lines[last] = `${current.lines[last] ?? ''} ${line.trim()}`;
      else current.lines.push(line.trim());
      sawBlank = false;
      continue;
    }
    // A paragraph (or indented code outside any item): the item is over, and so is a title-line
    // section that has listed its items.
    current = null;
    if (inSection?.kind === 'label' && inSection.listed) inSection = null;
    sawBlank = false;
  }

  const unclosed = [fence === null ? null : fenceFrom, inComment ? commentFrom : null].filter(
    (n): n is number => n !== null,
  );
  const unclosedFrom = unclosed.length === 0 ? null : Math.min(...unclosed);
  const items = sectionHadItems ? section : tasks;
  return { items, unclosedFrom };
}

function stamp(items: Item[]): Criterion[] | null {
  const seen = new Map<string, Criterion>();
  const out: Criterion[] = [];
  for (const item of items) {
    const [head = '', ...children] = item.lines.filter((l) => l !== '');
    const joined = children.length === 0 ? head : `${head}; ${children.join('; ')}`;
    const { kind, text } = classifyCriterion(joined);
    const key = normalizeForMatch(text);
    if (key === '') continue;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      // The same criterion listed twice (a PR body re-listing the under a softer tag):
      // the stricter kind wins, so no source can soften another's criterion.
      earlier.kind = stricterKind(earlier.kind, kind);
      continue;
    }
    const criterion: Criterion = { id: `c${out.length + 1}`, text, kind };
    seen.set(key, criterion);
    out.push(criterion);
  }
  return out.length === 0 ? null : out;
}

/** The line with HTML comments removed, and whether a comment is still open at its end. */
function stripComments(line: string, open: boolean): { text: string; open: boolean } {
  let rest = line;
  let out = '';
  let inside = open;
  for (;;) {
    if (inside) {
      const end = rest.indexOf('-->');
      if (end < 0) return { text: out, open: true };
      rest = rest.slice(end + 3);
      inside = false;
    }
    const start = rest.indexOf('<!--');
    if (start < 0) return { text: out + rest, open: false };
    out += rest.slice(0, start);
    rest = rest.slice(start + 4);
    inside = true;
  }
}

function indentWidth(line: string): number {
  let width = 0;
  for (const ch of line) {
    if (ch === ' ') width += 1;
    else if (ch === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}

/** Count of `ch` at the start of `text`. */
function runOf(text: string, ch: string): number {
  let n = 0;
  while (n < text.length && text[n] === ch) n += 1;
  return n;
}

function opensFence(line: string): Fence | null {
  const text = line.trimStart();
  const char = text[0];
  if (char !== '`' && char !== '~') return null;
  const length = runOf(text, char);
  if (length < 3) return null;
  // A backtick fence's info string may not contain a backtick (CommonMark).
  if (char === '`' && text.slice(length).includes('`')) return null;
  return { char, length };
}

function closesFence(line: string, fence: Fence): boolean {
  const text = line.trim();
  const length = runOf(text, fence.char);
  return length >= fence.length && length === text.length;
}

function atxHeading(line: string): { level: number; title: string } | null {
  const text = line.trimStart();
  const level = runOf(text, '#');
  if (level < 1 || level > 6) return null;
  const after = text.charAt(level);
  if (after !== '' && after !== ' ' && after !== '\t') return null;
  let title = text.slice(level).trim();
  // A closing sequence of `#`s is not part of the title.
  let end = title.length;
  while (end > 0 && title.charAt(end - 1) === '#') end -= 1;
  if (end < title.length && (end === 0 || title.charAt(end - 1) === ' '))
    title = title.slice(0, end);
  return { level, title: title.trim() };
}

function isThematicBreak(line: string): boolean {
  const text = line.replace(/[ \t]/g, '');
  const ch = text[0];
  if (ch !== '-' && ch !== '*' && ch !== '_') return false;
  return text.length >= 3 && runOf(text, ch) === text.length;
}

/** A heading title compared against CRITERIA_HEADINGS: emphasis, colon and edges dropped. */
export function normaliseTitle(text: string): string {
  const plain = text.replace(/[*_`]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  let start = 0;
  let end = plain.length;
  const edge = (ch: string) => !/[a-z0-9]/.test(ch);
  while (start < end && edge(plain.charAt(start))) start += 1;
  while (end > start && edge(plain.charAt(end - 1))) end -= 1;
  return plain.slice(start, end);
}
