// The kind rules: the spec writer's tag, then conservative keywords, then behaviour — and a model's
// kind (from parse) may only ever be made stricter by our rules, never looser.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyCriterion,
  CRITERION_KINDS,
  keywordKind,
  kindTag,
  reconcileKind,
  strictness,
} from '../../../../../src/review/gauntlet/lanes/criterion-kind.js';
import { propertyRuns } from '../../../../knobs.js';

describe('classifyCriterion', () => {
  it('an explicit tag wins and is stripped, in brackets or parentheses, any case', () => {
    expect(classifyCriterion('(docs) greet() returns Hello')).toEqual({
      kind: 'docs',
      text: 'greet() returns Hello',
    });
    expect(classifyCriterion('[CONFIG] the build works')).toEqual({
      kind: 'config',
      text: 'the build works',
    });
    expect(classifyCriterion('(behavior) README is updated').kind).toBe('behaviour');
    expect(classifyCriterion('(not-checkable) the API returns 404').kind).toBe('not-checkable');
    expect(classifyCriterion('[process] version bumped').kind).toBe('process');
    // Not a known tag: the brackets are part of the text and the keywords decide.
    expect(classifyCriterion('(optional) README is updated')).toEqual({
      kind: 'docs',
      text: '(optional) README is updated',
    });
  });

  it('keywords, strictest first: any behaviour word makes it behaviour', () => {
    expect(keywordKind('README describes the install steps')).toBe('docs');
    expect(keywordKind('CHANGELOG has an entry for 1.2.0')).toBe('docs');
    expect(keywordKind('docs/usage.md covers the options')).toBe('docs');
    expect(keywordKind('.gitignore lists dist/')).toBe('config');
    expect(keywordKind('the release workflow.yml uses Node 24')).toBe('config');
    expect(keywordKind('version bumped to 1.2.0')).toBe('process');
    expect(keywordKind('the team agrees the wording')).toBe('not-checkable');
    expect(keywordKind('signed off by the design lead')).toBe('not-checkable');
    // A behaviour word beats every other kind.
    expect(keywordKind('README documents that the CLI exits 2 on errors')).toBe('behaviour');
    expect(keywordKind('`greet(name)` is documented')).toBe('behaviour');
    expect(keywordKind('the team agrees the API returns 404')).toBe('behaviour');
    // A docs word beats an agreement word: inspection is stricter than a person's word.
    expect(keywordKind('the team agrees the README wording')).toBe('docs');
    expect(keywordKind('Greetings are friendly')).toBeNull();
  });

  it('with no rule, behaviour: the strictest kind', () => {
    expect(classifyCriterion('Greetings are friendly').kind).toBe('behaviour');
    expect(classifyCriterion('').kind).toBe('behaviour');
  });

  it('kindTag refuses long or unknown brackets and reads only the start', () => {
    expect(kindTag('see (docs) later')).toBeNull();
    expect(kindTag(`(${'d'.repeat(40)}) x`)).toBeNull();
    expect(kindTag('(docs)')).toEqual({ kind: 'docs', rest: '' });
  });
});

describe('reconcileKind (parse)', () => {
  it("the spec writer's tag beats the model; keywords only make the model's kind stricter", () => {
    expect(reconcileKind('behaviour', '(docs) the guide mentions retries')).toBe('docs');
    expect(reconcileKind('docs', 'the CLI exits 2 on bad input')).toBe('behaviour');
    expect(reconcileKind('not-checkable', 'README describes the install')).toBe('docs');
    expect(reconcileKind('docs', 'Greetings are friendly')).toBe('docs');
    expect(reconcileKind('behaviour', 'README describes the install')).toBe('behaviour');
  });

  it('never looser than the model, unless the spec writer tagged it (property)', () => {
    const word = fc.constantFrom(
      'readme',
      'returns',
      'agrees',
      'gitignore',
      'version',
      'the',
      'team',
      'greet()',
      'docs',
      'throws',
      'friendly',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...CRITERION_KINDS),
        fc.array(word, { minLength: 1, maxLength: 8 }),
        (model, words) => {
          const text = words.join(' ');
          const kind = reconcileKind(model, text);
          expect(strictness(kind)).toBeLessThanOrEqual(strictness(model));
          if (keywordKind(text) === 'behaviour') expect(kind).toBe('behaviour');
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});

describe('a code identifier keeps a criterion behaviour (found in review)', () => {
  it('a docs word beside a named identifier does not make it docs', () => {
    expect(keywordKind('`greet` supports French, as documented in the README')).toBe('behaviour');
    expect(keywordKind('`user.locale` is explained in the docs')).toBe('behaviour');
  });

  it('a code span naming a document, a config file or a version stays what it was', () => {
    expect(keywordKind('`README.md` lists the new option')).toBe('docs');
    expect(keywordKind('`CHANGELOG` has an entry for the release')).toBe('docs');
    expect(keywordKind('`.gitignore` ignores `dist`')).toBe('behaviour');
    expect(keywordKind('the changelog names version `1.2.0`')).toBe('docs');
  });
});
