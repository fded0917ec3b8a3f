// HTML character references. GitHub renders `&#64;alice` as "@alice" (and mentions it), so the
// sanitisers look at the decoded text, not the spelling.

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  commat: '@',
  num: '#',
  sol: '/',
  bsol: '\\',
  colon: ':',
  semi: ';',
  excl: '!',
  quest: '?',
  lsqb: '[',
  rsqb: ']',
  lbrack: '[',
  rbrack: ']',
  lpar: '(',
  rpar: ')',
  lcub: '{',
  rcub: '}',
  lbrace: '{',
  rbrace: '}',
  grave: '`',
  period: '.',
  comma: ',',
  equals: '=',
  plus: '+',
  percnt: '%',
  dollar: '$',
  ast: '*',
  midast: '*',
  lowbar: '_',
  verbar: '|',
  vert: '|',
  hyphen: '\u2010',
  dash: '\u2010',
  zwsp: '\u200b',
  zwj: '\u200d',
  zwnj: '\u200c',
  shy: '\u00ad',
  lrm: '\u200e',
  rlm: '\u200f',
  NewLine: '\n',
  Tab: '\t',
  ZeroWidthSpace: '\u200b',
  NoBreak: '\u2060',
  InvisibleTimes: '\u2062',
  InvisibleComma: '\u2063',
};

const REFERENCE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));?/g;

/** An `&` that starts what decodeEntities reads as a reference (numeric ones with or without their
 * `;`), or any named one: where the neutraliser escapes `&` so a second pass decodes nothing. */
export const REFERENCE_START = /&(?=#\d|#[xX][0-9a-fA-F]|[A-Za-z][A-Za-z0-9]*;)/g;

/**
 * Code (a span or a fenced line) whose text a second normalising pass reads unchanged: GitHub
 * shows `&#64;` in code literally, but the normaliser would decode it, so such an `&` becomes the
 * fullwidth `＆`, which reads the same.
 */
export function literalReferences(code: string): string {
  return code.includes('&') ? code.replace(REFERENCE_START, '\uFF06') : code;
}

function fromNumber(cp: number): string {
  if (!Number.isFinite(cp) || cp <= 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
    return '\ufffd';
  }
  return String.fromCodePoint(cp);
}

/**
 * Decodes numeric references (with or without the `;`, as browsers do) and the named references
 * that matter for mentions, links and hidden characters. One pass: `&amp;#64;` becomes `&#64;`.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, dec?: string, hexDigits?: string, name?: string) => {
    if (dec !== undefined) return fromNumber(Number.parseInt(dec, 10));
    if (hexDigits !== undefined) return fromNumber(Number.parseInt(hexDigits, 16));
    if (name !== undefined && whole.endsWith(';')) {
      const value = NAMED[name] ?? NAMED[name.toLowerCase()];
      if (value !== undefined) return value;
    }
    return whole;
  });
}
