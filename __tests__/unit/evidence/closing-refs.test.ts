import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseClosingReferences } from '../../../src/evidence/closing-refs.js';
import { PROPERTY_LIMITS } from './arbitraries.js';
import { propertyRuns } from '../../knobs.js';

const here = { owner: 'acme', repo: 'app' };
const refs = (body: string): string[] =>
  parseClosingReferences(body, here).map((r) => `${r.owner}/${r.repo}#${r.number}`);

describe('parseClosingReferences', () => {
  it('reads every closing keyword, in any case, with an optional colon', () => {
    const keywords = [
      'close',
      'closes',
      'closed',
      'fix',
      'fixes',
      'fixed',
      'resolve',
      'resolves',
      'resolved',
    ];
    keywords.forEach((k, i) => {
      expect(refs(`${k} #${i + 1}`)).toEqual([`acme/app#${i + 1}`]);
      expect(refs(`${k.toUpperCase()}: #${i + 1}`)).toEqual([`acme/app#${i + 1}`]);
    });
    expect(refs('Fixes:  #7')).toEqual(['acme/app#7']);
  });

  it('reads #N, owner/repo#N and full issue URLs', () => {
    expect(
      refs(
        'Closes #3\nfixes other-org/lib.js#12\nResolves https://github.com/Someone/thing/issues/99',
      ),
    ).toEqual(['acme/app#3', 'other-org/lib.js#12', 'Someone/thing#99']);
  });

  it('keeps order of first mention and drops duplicates (owner/repo case-insensitive)', () => {
    expect(refs('fixes #2, fixes #1 and closes #2; fixes ACME/App#1, fixes acme/app#5')).toEqual([
      'acme/app#2',
      'acme/app#1',
      'acme/app#5',
    ]);
  });

  it('needs a keyword per reference, as GitHub does', () => {
    expect(refs('Fixes #1 and #2')).toEqual(['acme/app#1']);
    expect(refs('See #4. Related to #5.')).toEqual([]);
  });

  it('needs whole words and whole references', () => {
    expect(refs('prefixes #1, unfixed #2, fixes#3, fixes #4abc, closes #0, fixes # 5')).toEqual([]);
    expect(refs('fixes https://github.com/o/r/pull/3')).toEqual([]);
    expect(refs('(fixes #8).')).toEqual(['acme/app#8']);
    expect(refs('fixes https://github.com/o/r/issues/9#issuecomment-1')).toEqual(['o/r#9']);
  });

  it('ignores references in fenced code, inline code and HTML comments', () => {
    const body = [
      'Intro fixes #1',
      '```',
      'fixes #2',
      '```',
      '~~~~ js',
      'fixes #3',
      '~~~',
      'still code: fixes #4',
      '~~~~',
      'Use `fixes #5` or ``fixes ` #6`` in text.',
      '<!-- fixes #7 -->',
      'Resolves #8',
      '<!-- unclosed comment hides the rest: fixes #9',
    ].join('\n');
    expect(refs(body)).toEqual(['acme/app#1', 'acme/app#8']);
  });

  it('treats an unclosed fence as running to the end, and lone backticks as literal', () => {
    expect(refs('fixes #1\n```\nfixes #2')).toEqual(['acme/app#1']);
    expect(refs('a ` lone tick, fixes #3')).toEqual(['acme/app#3']);
  });

  it('reads CRLF bodies', () => {
    expect(refs('Summary\r\n\r\nCloses #11\r\n')).toEqual(['acme/app#11']);
  });

  it('never throws and returns positive issue numbers only', () => {
    const bodyish = fc.array(
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          'fixes #',
          'Closes: #12',
          '```',
          '~~~',
          '`',
          '<!--',
          '-->',
          'resolves a/b#',
          'https://github.com/x/y/issues/',
        ),
        fc.nat({ max: 1e12 }).map((n) => `fixes #${n}`),
      ),
    );
    fc.assert(
      fc.property(bodyish, (parts) => {
        const out = parseClosingReferences(parts.join(' '), here);
        for (const r of out) {
          expect(Number.isSafeInteger(r.number) && r.number > 0).toBe(true);
          expect(r.owner).not.toBe('');
        }
        const keys = out.map((r) => `${r.owner.toLowerCase()}/${r.repo.toLowerCase()}#${r.number}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });

  it('finds any plain `fixes #N` placed in prose', () => {
    fc.assert(
      fc.property(
        fc.string().map((s) => s.replace(/[`~<#\w]/g, ' ')),
        fc.integer({ min: 1, max: 99999 }),
        (prose, n) => {
          expect(refs(`${prose}\nfixes #${n}\n${prose}`)).toEqual([`acme/app#${n}`]);
        },
      ),
      { numRuns: propertyRuns(), ...PROPERTY_LIMITS },
    );
  });
});
