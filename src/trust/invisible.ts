// Invisible code points: what a human reading the rendered text cannot see but a model reads.
// Shared by the input sanitiser, the pre-screen and the output sanitiser so the three agree on
// what "hidden" means.

export type InvisibleKind =
  | 'zero-width'
  | 'bidi-control'
  | 'tag-characters'
  | 'variation-selectors'
  | 'format-character'
  | 'control-character'
  | 'ansi-escape';

/** Kinds that hide text from a human reader. Control characters and ANSI colour codes are
 * stripped too, but they are ordinary in test logs, so they are not evidence of an injection. */
export const HIDING_KINDS: ReadonlySet<InvisibleKind> = new Set([
  'zero-width',
  'bidi-control',
  'tag-characters',
  'variation-selectors',
  'format-character',
]);

export interface InvisibleFinding {
  kind: InvisibleKind;
  count: number;
  /** A short visible excerpt around the first occurrence (invisibles shown as [U+XXXX]). */
  excerpt: string;
}

export interface InvisibleScan {
  text: string;
  findings: InvisibleFinding[];
  /** What each run of Unicode tag characters spelled, decoded to ASCII. */
  tagMessages: string[];
}

const ZERO_WIDTH = new Set([
  0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x180e, 0x2061, 0x2062, 0x2063, 0x2064, 0x034f, 0x115f,
  0x1160, 0x3164, 0xffa0, 0x17b4, 0x17b5, 0x00ad,
]);
const BIDI = new Set([
  0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c,
]);
// Format characters that render visibly (prepended concatenation marks); not hidden text.
const VISIBLE_FORMAT = new Set([
  0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x110bd,
  0x110cd,
]);
const FORMAT_CHAR = /^\p{Cf}$/u;
const EMOJI_LIKE = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
// Scripts whose homoglyphs make a zero-width joiner inside a word an identifier-spoofing trick;
// elsewhere (Persian, Indic scripts) ZWNJ/ZWJ are ordinary orthography.
const SPOOFABLE_SCRIPT =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]$/u;
// Every code point the scanner may remove, as one class: single code points on purpose (the
// combining ones among them are what we are looking for, not parts of a sequence).
const HIDDEN_CLASS =
  '[\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f\\u2028\\u2029\\u034f\\u115f\\u1160\\u17b4\\u17b5\\u3164' +
  '\\ufe00-\\ufe0f\\uffa0\\p{Cf}\\u{E0000}-\\u{E01EF}]';
// Fast path for large logs: nothing in this class means nothing to strip.
// eslint-disable-next-line no-misleading-character-class -- single code points, see HIDDEN_CLASS
const MAYBE_HIDDEN = new RegExp(HIDDEN_CLASS, 'u');
const ANSI_ESCAPE =
  // eslint-disable-next-line no-control-regex
  /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_])/g;

/** The hidden kind of one code point, ignoring context (carve-outs are applied by the scanner). */
export function invisibleKind(cp: number): InvisibleKind | null {
  if (ZERO_WIDTH.has(cp)) return 'zero-width';
  if (BIDI.has(cp)) return 'bidi-control';
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag-characters';
  if (cp >= 0xe0100 && cp <= 0xe01ef) return 'variation-selectors';
  if ((cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || (cp >= 0x7f && cp <= 0x9f)) {
    return 'control-character';
  }
  if (cp === 0x2028 || cp === 0x2029) return 'control-character';
  if (!VISIBLE_FORMAT.has(cp) && FORMAT_CHAR.test(String.fromCodePoint(cp))) {
    return 'format-character';
  }
  return null;
}

function hex(cp: number): string {
  return `[U+${cp.toString(16).toUpperCase().padStart(4, '0')}]`;
}

/** A one-line, human-visible rendering: invisibles as [U+XXXX], whitespace collapsed, capped. */
export function visibleExcerpt(text: string, max = 80): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (/\s/u.test(ch) && invisibleKind(cp) === null) out += ' ';
    else if (cp >= 0xfe00 && cp <= 0xfe0f) out += hex(cp);
    else if (invisibleKind(cp) !== null || (cp >= 0xe000 && cp <= 0xf8ff)) out += hex(cp);
    else out += ch;
  }
  out = out.replace(/ {2,}/g, ' ').trim();
  const chars = Array.from(out);
  return chars.length > max ? chars.slice(0, max - 1).join('') + '…' : out;
}

function tagLetter(cp: number): boolean {
  return (cp >= 0xe0030 && cp <= 0xe0039) || (cp >= 0xe0061 && cp <= 0xe007a);
}

interface Tally {
  count: number;
  excerpt: string;
}

// eslint-disable-next-line no-misleading-character-class -- single code points, see HIDDEN_CLASS
const SUSPICIOUS_RUN = new RegExp(`${HIDDEN_CLASS}+`, 'gu');

function codePointBefore(text: string, index: number): number | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(index - 2);
  }
  return low;
}

/**
 * Strips every hidden code point and reports what it removed. Carve-outs keep ordinary text
 * intact: emoji ZWJ sequences, subdivision flags (🏴 + tag letters + cancel tag), a single
 * variation selector after its base character, and ZWNJ/ZWJ inside words of scripts that use them.
 * Only runs of suspicious code points are examined, so a large clean log costs one regex pass.
 */
export function scanInvisible(input: string): InvisibleScan {
  if (!MAYBE_HIDDEN.test(input)) return { text: input, findings: [], tagMessages: [] };
  const tallies = new Map<InvisibleKind, Tally>();
  let out = '';
  const note = (kind: InvisibleKind, n: number, after: string): void => {
    const t = tallies.get(kind);
    if (t) t.count += n;
    else {
      const before = visibleExcerpt(Array.from(out.slice(-24)).slice(-12).join(''), 20);
      tallies.set(kind, { count: n, excerpt: `${before}[${kind}]${visibleExcerpt(after, 20)}` });
    }
  };

  let ansiCount = 0;
  let ansiSample = '';
  const source = input.replace(ANSI_ESCAPE, (m) => {
    ansiCount += 1;
    if (ansiSample === '') ansiSample = m;
    return '';
  });
  if (ansiCount > 0) {
    tallies.set('ansi-escape', { count: ansiCount, excerpt: visibleExcerpt(ansiSample, 40) });
  }

  const tagMessages: string[] = [];
  let last = 0;
  for (const m of source.matchAll(SUSPICIOUS_RUN)) {
    out += source.slice(last, m.index);
    last = m.index + m[0].length;
    const cps = Array.from(m[0], (c) => c.codePointAt(0) ?? 0);
    const before = codePointBefore(source, m.index);
    const after = source.codePointAt(last);
    const following = source.slice(last, last + 16);
    let i = 0;
    while (i < cps.length) {
      const cp = cps[i] ?? 0;
      const prev = i === 0 ? before : cps[i - 1];
      const next = i + 1 < cps.length ? cps[i + 1] : after;

      // Subdivision flag: 🏴 followed by 2–6 tag letters and the cancel tag — legitimate emoji.
      if (cp >= 0xe0000 && cp <= 0xe007f && prev === 0x1f3f4 && i === 0) {
        let j = i;
        while (j < cps.length && tagLetter(cps[j] ?? 0)) j += 1;
        if (j - i >= 2 && j - i <= 6 && cps[j] === 0xe007f) {
          out += String.fromCodePoint(...cps.slice(i, j + 1));
          i = j + 1;
          continue;
        }
      }

      if (cp >= 0xfe00 && cp <= 0xfe0f) {
        let j = i;
        while (j < cps.length && (cps[j] ?? 0) >= 0xfe00 && (cps[j] ?? 0) <= 0xfe0f) j += 1;
        if (
          j - i === 1 &&
          !(j < cps.length && (cps[j] ?? 0) >= 0xe0100 && (cps[j] ?? 0) <= 0xe01ef)
        ) {
          out += String.fromCodePoint(cp);
        } else {
          note('variation-selectors', j - i, following);
        }
        i = j;
        continue;
      }

      const kind = invisibleKind(cp);
      if (kind === null) {
        out += String.fromCodePoint(cp);
        i += 1;
        continue;
      }
      if ((cp === 0x200d || cp === 0x200c) && prev !== undefined && next !== undefined) {
        const p = String.fromCodePoint(prev);
        const n = String.fromCodePoint(next);
        const emojiJoin = cp === 0x200d && EMOJI_LIKE.test(p) && PICTOGRAPHIC.test(n);
        const scriptJoin =
          LETTER_OR_MARK.test(p) &&
          LETTER_OR_MARK.test(n) &&
          !SPOOFABLE_SCRIPT.test(p) &&
          !SPOOFABLE_SCRIPT.test(n);
        if (emojiJoin || scriptJoin) {
          out += String.fromCodePoint(cp);
          i += 1;
          continue;
        }
      }
      if (kind === 'tag-characters') {
        let j = i;
        let spelled = '';
        while (j < cps.length && (cps[j] ?? 0) >= 0xe0000 && (cps[j] ?? 0) <= 0xe007f) {
          const t = cps[j] ?? 0;
          if (t >= 0xe0020 && t <= 0xe007e) spelled += String.fromCharCode(t - 0xe0000);
          j += 1;
        }
        if (spelled.length > 0) tagMessages.push(spelled);
        note(kind, j - i, following);
        i = j;
        continue;
      }
      note(kind, 1, following);
      i += 1;
    }
  }
  out += source.slice(last);

  const findings: InvisibleFinding[] = [];
  for (const [kind, t] of tallies) {
    const excerpt =
      kind === 'tag-characters' ? `spells "${visibleExcerpt(tagMessages.join(' '))}"` : t.excerpt;
    findings.push({ kind, count: t.count, excerpt });
  }
  return { text: out, findings, tagMessages };
}

/** Just the stripped text. */
export function stripInvisible(text: string): string {
  return scanInvisible(text).text;
}
