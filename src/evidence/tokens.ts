// A fast token estimate that errs high, so a chunk planned to fit never overflows a real window.
//
// Weights are counted in integer units of a third of a token: ASCII text at 3 characters per token
// (real tokenizers give about 3.5–4.5 on English prose and 3–3.5 on source code, so 3 keeps
// symbol-heavy diffs on the safe side), a non-ASCII character of the Basic Multilingual Plane
// (accents, CJK) one token, an astral character (emoji, rare CJK) three tokens. Integer units add
// exactly, so the planner can sum the weights of parts and know the estimate of the joined text.

/** Weight units per token. */
export const UNITS_PER_TOKEN = 3;
const ASCII_UNITS = 1;
const BMP_UNITS = 3;
const ASTRAL_UNITS = 9;
const NON_ASCII = /[\u0080-\uffff]/;

/** Token weight of a text in units (see UNITS_PER_TOKEN). Additive over concatenation. */
export function tokenUnits(text: string): number {
  // Fast path: most diffs are pure ASCII, and a native regex scan beats a JS loop.
  if (!NON_ASCII.test(text)) return text.length * ASCII_UNITS;
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) units += ASCII_UNITS;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      units += ASTRAL_UNITS;
    } else units += BMP_UNITS;
  }
  return units;
}

/** The token estimate for a weight in units. */
export function tokensForUnits(units: number): number {
  return Math.ceil(units / UNITS_PER_TOKEN);
}

/** Conservative (over-)estimate of the tokens a model needs for `text`. */
export function estimateTokens(text: string): number {
  return tokensForUnits(tokenUnits(text));
}
