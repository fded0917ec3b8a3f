// The kind of an acceptance criterion (#23): what proving it takes. Decided by our code, in this
// order (docs/lanes.md, "Criteria by kind"):
//   1. an explicit tag the spec writer puts first in the criterion — `(docs)`, `[config]`,
//      `(process)`, `[behaviour]`, `(not-checkable)` (brackets or parentheses, any case;
//      `behavior`, `doc`, `manual` are accepted spellings) — wins;
//   2. else keyword rules, strictest first: any behaviour word (returns, throws, test, API,
//      `fn()`, …) makes it `behaviour`; else a config, docs or process word makes it that kind;
//      else an agreement word (agrees, approves, signs off, …) makes it `not-checkable`;
//   3. else `behaviour`, the strictest kind: a wrong guess may block a docs PR, never let a
//      behaviour criterion be MET by inspection.
// Linear in the text: one tokenising pass and set look-ups, no backtracking regex. Pure.

export const CRITERION_KINDS = ['behaviour', 'docs', 'config', 'process', 'not-checkable'] as const;
export type CriterionKind = (typeof CRITERION_KINDS)[number];

/** 0 is the strictest: behaviour needs a test; docs/config/process need a citation; not-checkable needs a person. */
const STRICTNESS: Readonly<Record<CriterionKind, number>> = {
  behaviour: 0,
  docs: 1,
  config: 1,
  process: 1,
  'not-checkable': 2,
};

const TAGS: ReadonlyMap<string, CriterionKind> = new Map([
  ['behaviour', 'behaviour'],
  ['behavior', 'behaviour'],
  ['docs', 'docs'],
  ['doc', 'docs'],
  ['config', 'config'],
  ['process', 'process'],
  ['not-checkable', 'not-checkable'],
  ['manual', 'not-checkable'],
]);

const BEHAVIOUR_WORDS = new Set(
  (
    'return returns returned throw throws thrown raise raises error errors fail fails failure ' +
    'reject rejects refuse refuses accept accepts respond responds response output outputs ' +
    'print prints exit exits emit emits log logs logged crash crashes call calls request ' +
    'requests api endpoint endpoints function functions method methods command commands cli ' +
    'flag flags test tests tested testing validate validates validation parse parses compute ' +
    'computes handle handles render renders display displays retry retries timeout timeouts ' +
    'when if unless latency performance faster slower cache caches store stores save saves ' +
    'load loads send sends block blocks allow allows deny denies works run runs support ' +
    'supports supported'
  ).split(' '),
);
const CONFIG_WORDS = new Set(
  (
    'config configuration configured gitignore .gitignore editorconfig .editorconfig tsconfig ' +
    'tsconfig.json eslint prettier dependabot codeowners workflow workflows ci .github lint ' +
    'linter settings'
  ).split(' '),
);
const DOCS_WORDS = new Set(
  (
    'readme readme.md changelog changelog.md docs doc documentation document documents ' +
    'documented guide tutorial typo typos spelling jsdoc docstring docstrings comment comments ' +
    'describes describe described mentions mention'
  ).split(' '),
);
const PROCESS_WORDS = new Set(
  'bump bumped version versions release licence license copyright notice'.split(' '),
);
const AGREEMENT_WORDS = new Set(
  (
    'agree agrees agreed approve approves approved approval sign-off signoff signs stakeholder ' +
    'stakeholders consensus happy satisfied intuitive'
  ).split(' '),
);
const DOC_EXTENSIONS = ['.md', '.mdx', '.rst', '.adoc'];
const CONFIG_EXTENSIONS = ['.yml', '.yaml', '.toml', '.ini'];

/** How strict a kind is (0 strictest). */
export function strictness(kind: CriterionKind): number {
  return STRICTNESS[kind];
}

/** The stricter of two kinds (the first on a tie). */
export function stricterKind(a: CriterionKind, b: CriterionKind): CriterionKind {
  return STRICTNESS[b] < STRICTNESS[a] ? b : a;
}

/**
 * A leading kind tag: `(docs) text` or `[config] text`. Returns the kind and the text without the
 * tag, or null when the text does not start with a known tag.
 */
export function kindTag(text: string): { kind: CriterionKind; rest: string } | null {
  const start = text.trimStart();
  const open = start[0];
  const close = open === '(' ? ')' : open === '[' ? ']' : null;
  if (close === null) return null;
  const end = start.indexOf(close);
  // Tags are short words; a long bracket is prose, not a tag.
  if (end < 2 || end > 16) return null;
  const kind = TAGS.get(start.slice(1, end).trim().toLowerCase());
  return kind === undefined ? null : { kind, rest: start.slice(end + 1).trim() };
}

/** Words of the text, lower-cased; a word keeps inner `.`, `-`, `/`, `_` (file names, flags). */
function words(text: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of text.toLowerCase()) {
    const inner = ch === '.' || ch === '-' || ch === '/' || ch === '_';
    if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || (inner && word !== '')) {
      word += ch;
    } else if (inner) {
      word = ch; // a leading dot: `.gitignore`
    } else {
      if (word !== '') out.push(word);
      word = '';
    }
  }
  if (word !== '') out.push(word);
  // A trailing `.`, `-` or `/` is punctuation, not part of the word.
  return out.map((w) => trimTrailingPunctuation(w)).filter((w) => w !== '');
}

function trimTrailingPunctuation(word: string): string {
  let end = word.length;
  while (end > 0 && '.-/_'.includes(word.charAt(end - 1))) end -= 1;
  return word.slice(0, end);
}

/**
 * Whether a `code span` of the text holds an identifier (a letter, `_` or `$` first; letters,
 * digits, `_`, `$` and inner dots after) that is not a file name of a documentation or
 * configuration kind. One pass over the text.
 */
function namesIdentifier(text: string): boolean {
  let at = text.indexOf('`');
  while (at >= 0) {
    const end = text.indexOf('`', at + 1);
    if (end < 0) return false;
    const span = text.slice(at + 1, end).trim();
    if (
      /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/.test(span) &&
      !endsWithAny(span.toLowerCase(), [
        ...DOC_EXTENSIONS,
        ...CONFIG_EXTENSIONS,
        '.json',
        '.txt',
      ]) &&
      !DOCS_WORDS.has(span.toLowerCase()) &&
      !CONFIG_WORDS.has(span.toLowerCase())
    ) {
      return true;
    }
    at = text.indexOf('`', end + 1);
  }
  return false;
}

function endsWithAny(word: string, suffixes: readonly string[]): boolean {
  return suffixes.some((s) => word.endsWith(s) && word.length > s.length);
}

/** The kind our keyword rules read in the text, or null when no rule applies. */
export function keywordKind(text: string): CriterionKind | null {
  // A call in the text (`greet(name)`, `run()`) is an interface: behaviour. So is a code span
  // naming an identifier (`greet`, `user.locale`): "`greet` supports French, as the README says"
  // is about the code, whatever docs word sits beside it (found in review).
  if (/[A-Za-z0-9_]\(/.test(text) || namesIdentifier(text)) return 'behaviour';
  const list = words(text);
  if (list.some((w) => BEHAVIOUR_WORDS.has(w))) return 'behaviour';
  if (list.some((w) => CONFIG_WORDS.has(w) || endsWithAny(w, CONFIG_EXTENSIONS))) return 'config';
  if (list.some((w) => DOCS_WORDS.has(w) || endsWithAny(w, DOC_EXTENSIONS))) return 'docs';
  if (list.some((w) => PROCESS_WORDS.has(w))) return 'process';
  const joined = ` ${list.join(' ')} `;
  if (list.some((w) => AGREEMENT_WORDS.has(w)) || joined.includes(' signed off ')) {
    return 'not-checkable';
  }
  return null;
}

/** The kind of a criterion read by our code alone: its tag, else keywords, else behaviour. */
export function classifyCriterion(text: string): { kind: CriterionKind; text: string } {
  const tag = kindTag(text);
  if (tag !== null) return { kind: tag.kind, text: tag.rest === '' ? text.trim() : tag.rest };
  return { kind: keywordKind(text) ?? 'behaviour', text: text.trim() };
}

/**
 * The kind of a criterion `parse` labelled: the spec writer's tag wins; otherwise the model's kind,
 * made stricter when our keyword rules read the text as stricter. A model can never make a
 * criterion with a behaviour word docs, nor a docs criterion not-checkable.
 */
export function reconcileKind(model: CriterionKind, text: string): CriterionKind {
  const tag = kindTag(text);
  if (tag !== null) return tag.kind;
  const rule = keywordKind(text);
  return rule === null ? model : stricterKind(model, rule);
}
