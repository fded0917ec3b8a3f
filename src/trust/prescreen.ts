// The deterministic injection pre-screen. It can only add reasons to block (it never lowers rigor,
// posture or a lane): verdict sentinels, override phrasing aimed at reviewers, and hidden
// characters in untrusted sources. Pure: no I/O.
import type { SecurityPosture } from '../config.js';
import { SENTINELS } from '../gauntlet/sentinels.js';
import { decodeEntities } from './entities.js';
import { HIDDEN_MARKUP_KINDS, sanitizeUntrusted } from './input.js';
import { HIDING_KINDS, scanInvisible, visibleExcerpt } from './invisible.js';
import { inertLabel } from './output.js';

export type SourceKind =
  'spec' | 'test-output' | 'commit-message' | 'diff' | 'file-name' | 'artifact';

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

interface Detector {
  label: string;
  re: RegExp;
}

const Q = `["'\`*]*`;

/** Verdict-sentinel spellings: the exact gate regexes plus spaced, quoted and JSON variants. */
const SENTINEL_DETECTORS: Detector[] = [
  ...Object.entries(SENTINELS).map(([lane, re]) => ({ label: `${lane} sentinel`, re })),
  {
    label: 'gauntlet sentinel',
    re: new RegExp(`\\bGAUNTLET(?:[ _-]?REVIEW[ _-]?INCOMPLETE)?\\s*${Q}\\s*[:=]`),
  },
  {
    label: 'gauntlet sentinel',
    re: new RegExp(`\\bgauntlet${Q}\\s*[:=]\\s*${Q}\\s*(?:pass|blocked)\\b`, 'i'),
  },
  {
    label: 'gauntlet sentinel',
    re: /\bgauntlet[ _-]?review[ _-]?incomplete\b/i,
  },
  {
    label: 'lane sentinel',
    re: new RegExp(`\\b(?:SECURITY_REVIEW|ADVERSARIAL_REVIEW|USAGE_PROBE)${Q}\\s*[:=]`),
  },
  {
    label: 'lane sentinel',
    re: new RegExp(
      `\\b(?:security[ _-]?review|adversarial[ _-]?review|usage[ _-]?probe)${Q}\\s*[:=]\\s*${Q}\\s*(?:pass|fail|conforms|diverges|inconclusive)\\b`,
      'i',
    ),
  },
  { label: 'verdict line', re: /\*\*\s*verdict\s*\**\s*:/i },
  {
    label: 'verdict claim',
    re: new RegExp(
      `\\bverdict${Q}\\s*[:=]\\s*${Q}\\s*(?:pass(?:ed)?|approved?|merge[ -]?ready|needs[ -]?human|conforms|lgtm)\\b`,
      'i',
    ),
  },
  {
    label: 'structured verdict',
    re: /["']?\b(?:state|verdict)\b["']?\s*[:=]\s*["']\s*(?:pass|approved?|merge[ -]?ready|conforms)\s*["']/i,
  },
  { label: 'done-gate marker', re: /<!--\s*done-gate\s*:|\bdone-gate:report:/i },
];

const STRONG =
  '(?:all|any|every|each|previous|prior|preceding|above|earlier|foregoing|former|original|initial|system|developer|your)';
const WEAK = '(?:the|these|those|this|my|of|other|existing|current|old|all|any)';
const OBJECT =
  '(?:instructions?|prompts?|rules|directives?|directions|guidelines|guidance|context|messages?|commands?|constraints|policies|tasks?)';
const LOG_NOUN =
  '(?:warnings?|errors?|messages?|output|logs?|lines?|failures?|stack|traces?|notes?|notices?|deprecations?|tests?|results?)';
const AI =
  '(?:ai|llm|language\\s+model|large\\s+language\\s+model|assistant|chatbot|bot|model|agent)';

/** Override phrasing aimed at a reviewer. Each entry is tested against ordinary prose and code. */
const OVERRIDE_DETECTORS: Detector[] = [
  {
    label: 'ignore-previous-instructions',
    re: new RegExp(
      `\\b(?:ignore|disregard|forget|override|bypass|discard|abandon|neglect)\\s+(?:${WEAK}\\s+){0,2}${STRONG}\\s+(?:(?:${WEAK}|${STRONG})\\s+){0,3}${OBJECT}\\b`,
      'i',
    ),
  },
  {
    label: 'ignore-everything-above',
    re: new RegExp(
      `\\b(?:ignore|disregard|forget)\\s+(?:all\\s+(?:of\\s+)?)?(?:(?:everything|anything|what(?:ever)?\\s+(?:was|is)\\s+(?:said|written))\\s+(?:above|before|previously|earlier|so\\s+far)\\b|(?:the\\s+)?(?:above|preceding|foregoing)\\b(?!\\s+${LOG_NOUN}\\b))`,
      'i',
    ),
  },
  {
    label: 'you-are-now',
    re: /\byou\s+are\s+now\s+(?:(?:an?|the|in|acting\s+as|operating\s+(?:as|in))\s+)?(?:(?:ai|llm|helpful|unrestricted|unfiltered|uncensored|jailbroken|evil|dan)\b|(?:developer|god|admin|debug|unrestricted|jailbreak|maintenance)\s+mode\b|(?:assistant|reviewer|model|chatbot|system)\b)|\byou\s+are\s+no\s+longer\s+(?:bound\s+by|restricted|required\s+to\s+follow|an?\s+(?:ai|assistant|model|reviewer))\b/i,
  },
  {
    label: 'from-now-on',
    re: new RegExp(
      `\\bfrom\\s+now\\s+on\\s*,?\\s+(?:you|the\\s+(?:reviewer|${AI}))\\s+(?:will|must|shall|should|are)\\b`,
      'i',
    ),
  },
  {
    label: 'new-instructions',
    re: /\b(?:new|updated|revised|real|actual|true|secret|hidden|override|system|admin|developer)\s+instructions?\s*:/i,
  },
  {
    label: 'system-prompt',
    re: /\b(?:system|developer)\s+(?:prompt|message)\s*:|\b(?:reveal|print|show|output|repeat|ignore|override|replace|leak|disregard)\s+(?:the\s+|your\s+)?(?:system|developer)\s+(?:prompt|message)\b|\byour\s+system\s+prompt\b|<\|(?:im_start|im_end|system|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|<\/?system(?:[-_]prompt)?>/i,
  },
  {
    label: 'address-to-ai-reviewer',
    re: new RegExp(
      `\\b(?:ai|llm|gpt|claude|gemini|automated|bot)\\s+(?:code\\s+)?(?:reviewers?|agents?|assistants?|models?|bots?|checkers?)\\s*(?::|,\\s*(?:please|you|ignore|note|output|respond|approve|mark)\\b)|\\b(?:note|message|instructions?|reminder)\\s+(?:to|for)\\s+(?:the\\s+|any\\s+|all\\s+)?(?:ai\\s+reviewers?|reviewing\\s+(?:ai|model|agent)|automated\\s+reviewers?|${AI}s?)\\b|\\bif\\s+you\\s+are\\s+(?:an?\\s+)?(?:ai|llm|large\\s+language\\s+model|language\\s+model|ai\\s+assistant|chatbot|automated\\s+reviewer)\\b|\\b(?:dear|hey)\\s+(?:ai|llm|claude|gpt|chatgpt|gemini|copilot)\\b`,
      'i',
    ),
  },
  { label: 'pre-approved', re: /\bpre[-\s]?approved\b/i },
  {
    label: 'claimed-security-approval',
    re: /\b(?:approved|reviewed|audited|vetted|signed\s+off)\s+by\s+(?:the\s+)?(?:security|infosec|appsec)\s+team\b/i,
  },
  {
    label: 'output-pass',
    re: new RegExp(
      `\\b(?:output|respond|reply|answer|emit|return|say|give|print)\\s+(?:(?:with|only|just|exactly|a|an|the|verdict|of)\\s+){0,4}${Q}\\s*(?:pass|approved?|merge[- ]?ready|conforms|lgtm)\\b${Q}(?!\\s*(?:or|\\/|and)\\s*(?:fail|block|reject|not))`,
      'i',
    ),
  },
  {
    label: 'mark-approved',
    re: /\bmark\s+(?:(?:this|it|that|the)\s+(?:(?:pr|pull\s+request|change|changes|diff|code|review|patch|submission)\s+)?)?(?:as\s+)?(?:approved|merge[- ]?ready|passing|passed|a\s+pass|conforming|lgtm|safe\s+to\s+merge)\b/i,
  },
  {
    label: 'approve-unconditionally',
    re: /\b(?:approve|merge|accept|pass)\s+(?:this|the)\s+(?:pr|pull\s+request|change|diff|patch|submission)\s+(?:immediately|without|now|regardless|automatically|as\s+is)\b|\b(?:must|should|will|shall)\s+be\s+(?:approved|passed|merged)\s+(?:without|regardless|immediately|automatically)\b/i,
  },
  {
    label: 'jailbreak',
    re: /\b(?:jailbreak(?:ing)?|jailbroken|dan\s+mode|developer\s+mode\s+(?:enabled|on|activated))\b/i,
  },
];

const MAX_HITS_PER_SOURCE = 20;

const KIND_WORDS: Record<SourceKind, string> = {
  spec: 'spec',
  'test-output': 'test output',
  'commit-message': 'commit message',
  diff: 'diff',
  'file-name': 'file name',
  artifact: 'artifact',
};

/** Inside backticks in a markdown report: no backtick, one line, invisibles shown. */
function quoted(text: string, max = 80): string {
  return '`' + visibleExcerpt(text, max).replace(/`/g, "'") + '`';
}

/** Each detector's regex without `g` / `y`, built once: a stateless copy whose `exec` neither
 * reads nor moves `lastIndex` (rebuilding it per source cost ~0.3 s on a 3,000-file diff). */
const statelessCopies = new WeakMap<RegExp, RegExp>();

function matchAround(text: string, re: RegExp): string | null {
  let stateless = statelessCopies.get(re);
  if (stateless === undefined) {
    stateless = new RegExp(re.source, re.flags.replace(/[gy]/g, ''));
    statelessCopies.set(re, stateless);
  }
  const m = stateless.exec(text);
  return m === null ? null : m[0];
}

/** The readings of a source to scan: as written (hidden characters removed, NFKC-folded),
 * entity-decoded, and what any Unicode tag characters spelled. */
function readings(raw: string, tagMessages: string[], stripped: string): string[] {
  const folded = stripped.normalize('NFKC');
  const out = [folded];
  const decoded = decodeEntities(folded);
  if (decoded !== folded) out.push(decodeEntities(decoded).normalize('NFKC'));
  if (tagMessages.length > 0) out.push(tagMessages.join('\n'));
  if (raw !== stripped) out.push(raw);
  return out;
}

function screenSource(source: UntrustedSource): Hit[] {
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

  for (const reading of readings(text, scan.tagMessages, scan.text)) {
    for (const d of SENTINEL_DETECTORS) {
      const m = matchAround(reading, d.re);
      if (m !== null) add('verdict-sentinel', `verdict sentinel (${d.label}) ${quoted(m)}`);
    }
    for (const d of OVERRIDE_DETECTORS) {
      const m = matchAround(reading, d.re);
      if (m !== null) add('override-phrase', `override phrasing (${d.label}) ${quoted(m)}`);
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
  const hits = sources.flatMap(screenSource);
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
