// Foreign text for the properties of the neutraliser and of the markdown built on it, and the one
// check of what "inert" means for both: no raw `<`, no report marker, no live mention, reference
// or image in what GitHub would render.
import fc from 'fast-check';
import { liveImages, liveMentions, liveRefs } from '../../e2e/markdown.js';

/** Pieces a hostile text is made of: pings, references, links, HTML, fences, hidden characters. */
export const HOSTILE_PIECES = [
  '@alice',
  '@acme/security-team',
  '&#64;bob',
  '\uFF20carol',
  'a@b.c',
  '#5',
  'acme/widgets#7',
  'GH-9',
  'fixes #12',
  '![x](https://evil.example/p?d=1)',
  '[l](javascript:alert(1))',
  '[ok](https://github.com/a/b)',
  '<img src=x onerror=y>',
  '<script>',
  '<!-- done-gate:report:other-gate -->',
  '<!--',
  '-->',
  '```',
  '~~~',
  '`',
  '``',
  '\\',
  '\\|',
  '|',
  '||',
  '[',
  ']',
  '(',
  ')',
  '!',
  '&',
  '&lt;',
  '\uFF1C',
  '\uFF40',
  '\n',
  '\r',
  '\u2028',
  ' ',
  '/deploy',
  '- [ ] ',
  'https://evil.example/x',
  'www.evil.example',
  '\u200b',
  '\u202e',
  '\u200d',
  '\u{E0041}',
  '\uE000',
  '\u0007',
  '&#x40;x',
  '&commat;y',
  '&#64',
  '\\@d',
  '@',
  '\n/merge',
  '@dependabot merge',
  'https://github.com/o/r/issues/1',
  'https://github.com/o/r/blob/x',
  'http://x.y',
  'javascript:alert(1)',
  'mailto:x@y.z',
  '<https://evil.example>',
  '[t](https://evil.example)',
  '[a[b](https://evil.example)](x)',
  '[![i](https://evil.example/i.png)](https://github.com/a)',
  '](',
  '\\![',
  '</details>',
  '````',
  '\\`',
  '\\\\',
  '&amp;',
  '&#',
  '&#96;',
  '&#10;',
  '&#10',
  '&#x3C;',
  ';',
  '#',
  '\n\n',
  '\t',
  '   ',
  '    ',
  '> ',
  '1. ',
  '* ',
  '\uE001',
  '\uE010',
];
/** Hostile pieces mixed with printable ASCII and arbitrary code units, up to 40 pieces. */
export const hostileText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 6 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** What in `out` is still live, or null when it is inert. */
export function inertProblem(out: string): string | null {
  if (out.includes('<')) return 'raw <';
  if (/done-gate:report:/.test(out) && out.includes('<!--')) return 'marker';
  const mentions = liveMentions(out);
  if (mentions.length > 0) return `live mention ${mentions[0]}`;
  const refs = liveRefs(out);
  if (refs.length > 0) return `live reference ${refs[0]}`;
  if (liveImages(out) > 0) return 'live image';
  return null;
}
