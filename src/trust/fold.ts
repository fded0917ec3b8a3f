// The folded forms the injection pre-screen matches on: what a model would read past. Look-alike
// letters (Cyrillic А in `GАUNTLET`), full-width and styled letters, hidden characters, case and
// letter-spaced words (`i-g-n-o-r-e`, `i g n o r e`) all fold away. Every step is one linear pass.
// Pure: no I/O.
import { CONFUSABLE_SKELETONS } from './confusables-data.js';

const SKELETON = new Map<string, string>(
  CONFUSABLE_SKELETONS.map(([cp, latin]) => [String.fromCodePoint(cp), latin]),
);

// Format characters (zero-width, bidi, tags, soft hyphen), variation selectors, controls other than
// tab / line feed / carriage return, ANSI escapes, and the Hangul / combining fillers that render
// as nothing. Single code points or fixed shapes: linear.
const HIDDEN =
  // eslint-disable-next-line no-misleading-character-class, no-control-regex -- single code points
  /\x1b\[[0-?]*[ -/]*[@-~]|[\p{Cf}\u034f\u115f\u1160\u17b4\u17b5\u3164\uffa0\ufe00-\ufe0f\u{E0100}-\u{E01EF}\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/gu;
const NON_ASCII = /[\u0080-\u{10FFFF}]/gu;
const MARKS = /\p{M}+/gu;
/**
 * A word spelled one letter at a time: three or more single letters, each separated from the next
 * by the same one separator character. The separator is captured once and back-referenced, so a
 * two-space gap (or another separator) ends the word.
 */
const SPACED_WORD = /(?<![\p{L}\p{N}])\p{L}([ \-._*/|·•+~:])\p{L}(?:\1\p{L}(?![\p{L}\p{N}]))+/gu;

/** Latin letters that look like Cyrillic ones (lower case), for words that mix the two scripts. */
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а',
  c: 'с',
  e: 'е',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
};
const WORD = /\p{L}+/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /[a-z]/;

/**
 * A word that mixes Cyrillic with Latin look-alikes (`игнoрируй` with a Latin o) reads as the
 * Cyrillic word it imitates; words in one script are left alone.
 */
function cyrillicSkeleton(text: string): string {
  if (!CYRILLIC.test(text)) return text;
  return text.replace(WORD, (word) =>
    CYRILLIC.test(word) && LATIN.test(word)
      ? word.replace(/[acekmopxy]/g, (c) => LATIN_TO_CYRILLIC[c] ?? c)
      : word,
  );
}

export interface Folded {
  /**
   * Latin reading: NFKC, hidden characters removed, confusables to their Latin skeleton, accents
   * dropped, lower case, letter-spaced words joined. For Latin-script phrases and sentinels.
   */
  latin: string;
  /**
   * Native reading: the same without the Latin skeleton and without dropping marks, so Cyrillic,
   * CJK and kana stay as written (Latin look-alikes inside a Cyrillic word read as Cyrillic).
   * Equal to `latin` when the text is ASCII.
   */
  native: string;
}

function joinSpaced(text: string): string {
  return text.replace(SPACED_WORD, (m: string, sep: string) => m.split(sep).join(''));
}

/** Tab, line feed, carriage return and printable ASCII: nothing hidden, NFKC the identity. */
const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;

export function foldText(input: string): Folded {
  const text = typeof input === 'string' ? input : '';
  const base = PLAIN_ASCII.test(text) ? text : text.replace(HIDDEN, '').normalize('NFKC');
  if (!/[\u0080-\u{10FFFF}]/u.test(base)) {
    const ascii = joinSpaced(base.toLowerCase());
    return { latin: ascii, native: ascii };
  }
  const native = cyrillicSkeleton(joinSpaced(base.toLowerCase().replace(/ß/g, 'ss')));
  const latin = joinSpaced(
    base
      .replace(NON_ASCII, (c) => SKELETON.get(c) ?? c)
      .normalize('NFD')
      .replace(MARKS, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      // A look-alike capital may lower-case to a letter that is itself a look-alike.
      .replace(NON_ASCII, (c) => SKELETON.get(c) ?? c),
  );
  return { latin, native };
}
