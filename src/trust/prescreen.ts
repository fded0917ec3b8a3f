// The deterministic injection pre-screen. It can only add reasons to block (it never lowers rigor,
// posture or a lane): verdict sentinels, override / approval / role phrasing aimed at reviewers
// (phrases.ts), and hidden characters in untrusted sources. Phrases are matched on folded text
// (fold.ts: NFKC, confusable skeletons, hidden characters removed, case-folded, letter-spaced words
// joined), so look-alike letters and spacing do not hide them. Measured on a corpus in
// __tests__/fixtures/prescreen/. Pure: no I/O.
import type { SecurityPosture } from './posture.js';
import { decodeEntities } from './entities.js';
import { foldText } from './fold.js';
import { HIDDEN_MARKUP_KINDS, sanitizeUntrusted } from './input.js';
import { HIDING_KINDS, scanInvisible, visibleExcerpt } from './invisible.js';
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
 * One alternation of a detector set per reading (and flags): an alternation matches a text exactly
 * when one of its parts would, so a text none of them matches skips the detectors one by one. Most
 * texts match nothing, and 50,000 file names read by 142 detectors each cost most of a plan.
 */
export function alternations(
  detectors: readonly PhraseDetector[],
): Record<'latin' | 'native', RegExp[]> {
  const out: Record<'latin' | 'native', RegExp[]> = { latin: [], native: [] };
  for (const reading of ['latin', 'native'] as const) {
    const byFlags = new Map<string, string[]>();
    for (const d of detectors) {
      if (d.reading !== reading) continue;
      const flags = d.re.flags.replace(/[gy]/g, '');
      byFlags.set(flags, [...(byFlags.get(flags) ?? []), `(?:${d.re.source})`]);
    }
    for (const [flags, parts] of byFlags) out[reading].push(new RegExp(parts.join('|'), flags));
  }
  return out;
}
const ALL_ALTERNATIONS = alternations(PHRASE_DETECTORS);
const DIFF_ALTERNATIONS = alternations(DIFF_DETECTORS);

/**
 * From this many sources on (a large PR's file names, mostly), each text is first tried against
 * the alternations. Below it the detectors run one by one: V8 takes ~180 ms to compile the 22 KB
 * alternation on its first use and ~50 ms for all the detectors, and the detectors one by one also
 * read a long text faster. Either way the hits are the same: the alternation is exact.
 */
const QUICK_CHECK_FROM_SOURCES = 200;

function screenSource(source: UntrustedSource, quickCheck: boolean): Hit[] {
  const hits: Hit[] = [];
  const seen = new Set<string>();
  const add = (category: HitCategory, what: string): void => {
    const key = `${category}\u0000${what}`;
    if (seen.has(key) || hits.length >= MAX_HITS_PER_SOURCE) return;
    seen.add(key);
    hits.push({ kind: source.kind, name: source.name, category, what });
  };

  const text = typeof source.text === 'string' ? source.text : '';
  const scan = scanInvisible(text);
  const hiding = scan.findings.filter((f) => HIDING_KINDS.has(f.kind));
  if (hiding.length > 0) {
    const parts = hiding.map((f) => `${f.count} ${f.kind} (${f.excerpt})`);
    add('hidden-characters', `hidden characters: ${quoted(parts.join('; '), 160)}`);
  }

  // One hit per detector and source: the first reading that shows it. The diff (code, often
  // megabytes) is read for sentinels and English phrasing only: it is reported for attention,
  // and the full set over every line of a large PR cost seconds.
  const detectors = source.kind === 'diff' ? DIFF_DETECTORS : PHRASE_DETECTORS;
  const alternation = source.kind === 'diff' ? DIFF_ALTERNATIONS : ALL_ALTERNATIONS;
  const found = new Set<string>();
  for (const reading of readings(source.kind, scan.tagMessages, scan.text)) {
    const folded = foldText(reading);
    const latin = !quickCheck || alternation.latin.some((re) => re.test(folded.latin));
    const native =
      NON_ASCII.test(folded.native) &&
      (!quickCheck || alternation.native.some((re) => re.test(folded.native)));
    if (!latin && !native) continue;
    for (const d of detectors) {
      if (found.has(d.label)) continue;
      if (d.reading === 'native' ? !native : !latin) continue;
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

  // Markup hides text only where GitHub renders markdown: the spec (PR body, issues). In a diff it
  // is the code under review; logs, artifacts and commit messages are shown as plain text.
  if (source.kind === 'spec') {
    for (const r of sanitizeUntrusted(scan.text).removed) {
      if (HIDDEN_MARKUP_KINDS.has(r.kind)) {
        add('hidden-markup', `${r.count} ${r.kind} stripped before review: ${quoted(r.excerpt)}`);
      }
    }
  }
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
  const quickCheck = sources.length >= QUICK_CHECK_FROM_SOURCES;
  const hits = sources.flatMap((source) => screenSource(source, quickCheck));
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
