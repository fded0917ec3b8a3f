// The deterministic injection pre-screen. It can only add reasons to block (it never lowers rigor,
// posture or a lane): verdict sentinels, override / approval / role phrasing aimed at reviewers
// (phrases.ts), and hidden characters in untrusted sources. Phrases are matched on folded text
// (fold.ts: NFKC, confusable skeletons, hidden characters removed, case-folded, letter-spaced words
// joined), so look-alike letters and spacing do not hide them. Measured on a corpus in
// __tests__/fixtures/prescreen/. Pure: no I/O.
import type { SecurityPosture } from './posture.js';
import { decodeEntities } from './entities.js';
import { foldText } from './fold.js';
import type { Folded } from './fold.js';
import { HIDDEN_MARKUP_KINDS, sanitizeUntrusted } from './input.js';
import { HIDING_KINDS, scanInvisible, visibleExcerpt } from './invisible.js';
import type { InvisibleScan } from './invisible.js';
import { inertLabel } from './markdown.js';
import { PHRASE_DETECTORS } from './phrases.js';
import type { PhraseDetector } from './phrases.js';

export type SourceKind =
  'spec' | 'test-output' | 'commit-message' | 'diff' | 'file-name' | 'artifact' | 'command-output';

export interface UntrustedSource {
  kind: SourceKind;
  name: string;
  text: string;
}

export type HitCategory =
  'verdict-sentinel' | 'override-phrase' | 'hidden-characters' | 'hidden-markup';

export interface Hit {
  kind: SourceKind;
  name: string;
  category: HitCategory;
  /** Human-readable description; attacker text in it is a visible, backtick-free excerpt. */
  what: string;
}

export interface PrescreenResult {
  hits: Hit[];
  blockers: string[];
  attention: string[];
}

const MAX_HITS_PER_SOURCE = 20;

const KIND_WORDS: Record<SourceKind, string> = {
  spec: 'spec',
  'test-output': 'test output',
  'commit-message': 'commit message',
  diff: 'diff',
  'file-name': 'file name',
  artifact: 'artifact',
  'command-output': 'command output',
};

/** Inside backticks in a markdown report: no backtick, one line, invisibles shown. */
function quoted(text: string, max = 80): string {
  return '`' + visibleExcerpt(text, max).replace(/`/g, "'") + '`';
}

/** The readings of a source to scan: as written (hidden characters removed), entity-decoded, and
 * what any Unicode tag characters spelled; each is folded before matching. */
function readings(kind: SourceKind, tagMessages: string[], stripped: string): string[] {
  const out = [stripped];
  // A file name spells its words with `-`, `_`, `.` and `/` for spaces.
  if (kind === 'file-name') out.push(stripped.replace(/[-_./]+/g, ' '));
  if (stripped.includes('&')) {
    const decoded = decodeEntities(decodeEntities(stripped));
    if (decoded !== stripped) out.push(decoded);
  }
  if (tagMessages.length > 0) out.push(tagMessages.join('\n'));
  return out;
}

const NON_ASCII = /[\u0080-\u{10FFFF}]/u;
const DIFF_DETECTORS = PHRASE_DETECTORS.filter((d) => d.language === 'any' || d.language === 'en');

/**
 * Whether a detector's matches are local: no look-around and no `^` or `$` (read off its source,
 * conservatively: an escaped `\(?=` or `\$` counts too). Such a pattern decides a match from the
 * characters it consumes and from `\b` / `\B`, which see only the neighbouring character's
 * word-ness, and a line feed is a non-word character as the edge of a text is. So if it matches a
 * text, it matches any text that holds it between line feeds: a batch of texts joined by line
 * feeds matches nothing only if none of them does. (It may match across two texts; then the batch
 * is read text by text.)
 */
export function isLocalDetector(d: PhraseDetector): boolean {
  const source = d.re.source;
  return (
    !/\(\?<?[=!]|\$/.test(source) && !/(?<!(?<!\\)\[)\^/.test(source) && !d.re.flags.includes('m')
  );
}

/** One alternation of the detectors per set of flags. */
function alternations(detectors: readonly PhraseDetector[]): RegExp[] {
  const byFlags = new Map<string, string[]>();
  for (const d of detectors) {
    byFlags.set(d.re.flags, [...(byFlags.get(d.re.flags) ?? []), `(?:${d.re.source})`]);
  }
  return [...byFlags].map(([flags, parts]) => new RegExp(parts.join('|'), flags));
}

/** A detector set split for the batch check: local patterns read the joined batch, the rest each
 * text. */
interface DetectorSet {
  all: readonly PhraseDetector[];
  localLatin: RegExp[];
  /** The local patterns as one alternation per set of flags (it matches where one of them does). */
  localAlternations: RegExp[];
  otherLatin: RegExp[];
}
function detectorSet(detectors: readonly PhraseDetector[]): DetectorSet {
  const latin = detectors.filter((d) => d.reading === 'latin');
  const local = latin.filter(isLocalDetector);
  return {
    all: detectors,
    localLatin: local.map((d) => d.re),
    localAlternations: alternations(local),
    otherLatin: latin.filter((d) => !isLocalDetector(d)).map((d) => d.re),
  };
}
const ALL_SET = detectorSet(PHRASE_DETECTORS);
const DIFF_SET = detectorSet(DIFF_DETECTORS);

/** A source read once: hidden characters out, each of its readings folded. */
interface Prepared {
  source: UntrustedSource;
  scan: InvisibleScan;
  folded: Folded[];
  set: DetectorSet;
  /** Some reading is not ASCII, so the native detectors read it: never batched. */
  native: boolean;
}

function prepare(source: UntrustedSource): Prepared {
  const text = typeof source.text === 'string' ? source.text : '';
  const scan = scanInvisible(text);
  const folded = readings(source.kind, scan.tagMessages, scan.text).map(foldText);
  // The diff (code, often megabytes) is read for sentinels and English phrasing only: it is
  // reported for attention, and the full set over every line of a large PR cost seconds.
  const set = source.kind === 'diff' ? DIFF_SET : ALL_SET;
  return { source, scan, folded, set, native: folded.some((f) => NON_ASCII.test(f.native)) };
}

/** From this length on, a joined batch other than file names is read in one pass. */
const ALTERNATION_FROM_CHARS = 64 * 1024;

/**
 * Whether no detector can match any ASCII source of the batch: the local detectors read the
 * batch's readings joined by line feeds, the others each reading. Exact (see isLocalDetector).
 */
function batchIsClear(batch: readonly Prepared[], set: DetectorSet): boolean {
  const texts = batch.flatMap((p) => p.folded.map((f) => f.latin));
  if (set.otherLatin.some((re) => texts.some((t) => re.test(t)))) return false;
  const joined = texts.join('\n');
  // Measured both ways (bench/run.ts --only=diffs, --only=scale): file names read faster pattern
  // by pattern, each skipping ahead to its first characters; a long run of code or prose reads
  // faster in one pass of the alternation, which V8 takes ~150 ms to compile on its first use.
  const onePass = joined.length >= ALTERNATION_FROM_CHARS && batch[0]?.source.kind !== 'file-name';
  const patterns = onePass ? set.localAlternations : set.localLatin;
  return !patterns.some((re) => re.test(joined));
}

/** Batches of up to this many sources or characters: a batch that matches is read source by
 * source, so a hit costs at most one batch read twice. */
const BATCH_SOURCES = 512;
const BATCH_CHARS = 256 * 1024;
/**
 * A source this long is read alone: joining saves a pattern's start-up on each of many short
 * texts, nothing on one long one, and a long text that matches (a hostile log) would be read
 * twice.
 */
const ALONE_FROM_CHARS = 32 * 1024;

function phraseHits(p: Prepared, add: (category: HitCategory, what: string) => void): void {
  // One hit per detector and source: the first reading that shows it.
  const found = new Set<string>();
  for (const folded of p.folded) {
    const native = NON_ASCII.test(folded.native);
    for (const d of p.set.all) {
      if (found.has(d.label)) continue;
      if (d.reading === 'native' && !native) continue;
      const m = d.re.exec(d.reading === 'native' ? folded.native : folded.latin);
      if (m === null) continue;
      found.add(d.label);
      const what =
        d.category === 'verdict-sentinel'
          ? `verdict sentinel (${d.label}) ${quoted(m[0])}`
          : `override phrasing (${d.label}) ${quoted(m[0])}`;
      add(d.category, what);
    }
  }
}

function sourceHits(p: Prepared, readPhrases: boolean): Hit[] {
  // Most sources: nothing hidden, no phrase to read, no markup to look for.
  const hiding = p.scan.findings.filter((f) => HIDING_KINDS.has(f.kind));
  if (hiding.length === 0 && !readPhrases && p.source.kind !== 'spec') return [];
  const hits: Hit[] = [];
  const seen = new Set<string>();
  const add = (category: HitCategory, what: string): void => {
    const key = `${category}\u0000${what}`;
    if (seen.has(key) || hits.length >= MAX_HITS_PER_SOURCE) return;
    seen.add(key);
    hits.push({ kind: p.source.kind, name: p.source.name, category, what });
  };

  if (hiding.length > 0) {
    const parts = hiding.map((f) => `${f.count} ${f.kind} (${f.excerpt})`);
    add('hidden-characters', `hidden characters: ${quoted(parts.join('; '), 160)}`);
  }
  if (readPhrases) phraseHits(p, add);

  // Markup hides text only where GitHub renders markdown: the spec (PR body, issues). In a diff it
  // is the code under review; logs, artifacts and commit messages are shown as plain text.
  if (p.source.kind === 'spec') {
    for (const r of sanitizeUntrusted(p.scan.text).removed) {
      if (HIDDEN_MARKUP_KINDS.has(r.kind)) {
        add('hidden-markup', `${r.count} ${r.kind} stripped before review: ${quoted(r.excerpt)}`);
      }
    }
  }
  return hits;
}

/**
 * The hits of every source, in order. Short ASCII sources are checked in batches of one kind first
 * (most texts match nothing); a batch that may match, a long source and every source with a
 * non-ASCII reading are read detector by detector. `batched: false` reads every source that way (the reference the batch
 * check is tested against).
 */
export function screenSources(sources: readonly UntrustedSource[], batched = true): Hit[] {
  const hits: Hit[] = [];
  let batch: Prepared[] = [];
  let chars = 0;
  const flush = (): void => {
    const first = batch[0];
    const clear = first !== undefined && batchIsClear(batch, first.set);
    for (const p of batch) hits.push(...sourceHits(p, !clear));
    batch = [];
    chars = 0;
  };
  for (const source of sources) {
    const p = prepare(source);
    const length = p.folded.reduce((n, f) => n + f.latin.length, 0);
    if (!batched || p.native || length >= ALONE_FROM_CHARS) {
      flush();
      hits.push(...sourceHits(p, true));
      continue;
    }
    // One kind to a batch: its kind picks the detector set and how the batch is read.
    if (batch[0] !== undefined && batch[0].source.kind !== p.source.kind) flush();
    batch.push(p);
    chars += length;
    if (batch.length >= BATCH_SOURCES || chars >= BATCH_CHARS) flush();
  }
  flush();
  return hits;
}

/** The name as a human sees it on GitHub (hidden characters dropped), made inert. */
function sourceLabel(hit: Hit): string {
  return `${KIND_WORDS[hit.kind] ?? hit.kind} '${inertLabel(scanInvisible(hit.name).text)}'`;
}

/**
 * Policy: a sentinel, override phrase or hidden character in the spec, test output, a commit
 * message, a file name or an artifact is a blocker. In the diff it is an attention item, and a
 * blocker too under `hardened`. Hidden markup in the spec (stripped before review) is an attention
 * item.
 */
export function prescreen(sources: UntrustedSource[], posture: SecurityPosture): PrescreenResult {
  const hits = screenSources(sources);
  const blockers: string[] = [];
  const attention: string[] = [];
  // One line per source and category, so a log full of echoes stays readable.
  const groups = new Map<string, Hit[]>();
  for (const h of hits) {
    const key = `${h.kind}\u0000${h.name}\u0000${h.category}`;
    groups.set(key, [...(groups.get(key) ?? []), h]);
  }
  for (const group of groups.values()) {
    const first = group[0];
    if (first === undefined) continue;
    const shown = group.slice(0, 3).map((h) => h.what);
    const more = group.length > 3 ? ` (and ${group.length - 3} more)` : '';
    const what = shown.join('; ') + more;
    const label = sourceLabel(first);
    if (first.category === 'hidden-markup') {
      attention.push(`hidden content in ${label}: ${what}`);
    } else if (first.kind === 'diff') {
      attention.push(`injection-like text in ${label}: ${what} — check by hand`);
      if (posture === 'hardened') {
        blockers.push(`suspected injection in ${label}: ${what} — human review required`);
      }
    } else {
      blockers.push(`suspected injection in ${label}: ${what} — human review required`);
    }
  }
  return { hits, blockers, attention };
}
