// Criteria read from the spec by our code: which specs list their criteria (and so need no parse
// call), what counts as an item, and that hostile input stays linear and never invents criteria.
// The spec shapes are the ones GitHub documents and its issue templates use: task lists
// (docs.github.com, "About task lists"), numbered and nested lists, and the "Acceptance criteria"
// section of the issue forms' markdown templates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRITERIA_HEADINGS,
  extractChecklist,
  normaliseTitle,
  unfenceSpec,
} from '../../../../../src/review/gauntlet/lanes/checklist.js';
import { fenceUntrusted } from '../../../../../src/trust/fence.js';
import { propertyRuns } from '../../../../knobs.js';

const texts = (spec: string) => extractChecklist(spec)?.map((c) => c.text) ?? null;

describe('extractChecklist: criteria sections', () => {
  it('reads the items under an "Acceptance criteria" heading, with our ids', () => {
    const spec = [
      '## Summary',
      'Adds a greeting helper.',
      '- not a criterion: background bullet',
      '',
      '## Acceptance criteria',
      '- `greet(name)` returns `Hello, <name>!`',
      '- An empty name throws a TypeError',
      '',
      '## Notes',
      '- also not a criterion',
    ].join('\n');
    expect(extractChecklist(spec)).toEqual([
      { id: 'c1', text: '`greet(name)` returns `Hello, <name>!`', kind: 'behaviour' },
      { id: 'c2', text: 'An empty name throws a TypeError', kind: 'behaviour' },
    ]);
  });

  it('a GitHub issue template: bold title line, task boxes, HTML comment hints that never count', () => {
    const spec = [
      '**Is your feature request related to a problem?**',
      'Users cannot find how to install.',
      '',
      '**Acceptance criteria:**',
      '<!-- List what must be true when this is done, e.g.',
      '- [ ] example item that must not count',
      '-->',
      '- [ ] README describes the install steps',
      '- [x] CHANGELOG has an entry for 1.2.0',
      '',
      '**Additional context**',
      'Nothing else.',
      '- [ ] a later task item, outside the section',
    ].join('\n');
    expect(texts(spec)).toEqual([
      'README describes the install steps',
      'CHANGELOG has an entry for 1.2.0',
    ]);
    expect(extractChecklist(spec)?.map((c) => c.kind)).toEqual(['docs', 'docs']);
  });

  it('numbered lists, "Done when" and "Definition of done" headings, setext and closing #s', () => {
    expect(texts('### Done when ###\n1. The CLI accepts `--json`\n2) Errors exit 2')).toEqual([
      'The CLI accepts `--json`',
      'Errors exit 2',
    ]);
    expect(texts('Definition of done\n---\n- the API returns 404')).toEqual([
      'the API returns 404',
    ]);
    expect(texts('# Requirements\n\n* one\n+ two')).toEqual(['one', 'two']);
  });

  it('a nested item belongs to its parent: one criterion per top-level item', () => {
    const spec = [
      '## Acceptance criteria',
      '- Supports the output formats:',
      '  - JSON',
      '  - YAML',
      '- Errors are logged',
      '  with the request id',
    ].join('\n');
    expect(texts(spec)).toEqual([
      'Supports the output formats:; JSON; YAML',
      'Errors are logged with the request id',
    ]);
  });

  it('list-looking lines inside fenced or indented code never count', () => {
    const spec = [
      '## Acceptance criteria',
      '- The parser accepts the example below',
      '',
      '```markdown',
      '- [ ] not a criterion inside a fence',
      '1. nor this',
      '```',
      '~~~~',
      '- nor this, in a tilde fence',
      '~~~~',
      '',
      'Example input:',
      '',
      '    - an indented code line',
      '- Errors exit 2',
    ].join('\n');
    expect(texts(spec)).toEqual(['The parser accepts the example below', 'Errors exit 2']);
  });

  it('an ATX section ends at a heading of the same or a higher level, not at a sub-heading', () => {
    const spec = [
      '## Acceptance criteria',
      '- one',
      '### Edge cases',
      '- two',
      '## Out of scope',
      '- three',
    ].join('\n');
    expect(texts(spec)).toEqual(['one', 'two']);
  });

  it('a title-line section ends at the first paragraph after its list', () => {
    const spec = 'Requirements:\nThe following hold:\n- one\n- two\n\nSee the wiki.\n- three';
    expect(texts(spec)).toEqual(['one', 'two']);
  });

  it('duplicates and empty items are dropped; kind tags are read and stripped', () => {
    const spec = [
      '## Acceptance criteria',
      '- (docs) The guide mentions retries',
      '- [config] CI runs on Node 24',
      '- The guide mentions retries',
      '- **the guide mentions retries**',
      '- [ ]',
      '- (manual) the team agrees the wording',
    ].join('\n');
    expect(extractChecklist(spec)).toEqual([
      // Listed again untagged, where `retries` reads as behaviour: the stricter kind wins.
      { id: 'c1', text: 'The guide mentions retries', kind: 'behaviour' },
      { id: 'c2', text: 'CI runs on Node 24', kind: 'config' },
      { id: 'c3', text: 'the team agrees the wording', kind: 'not-checkable' },
    ]);
  });
});

describe('extractChecklist: task lists and prose', () => {
  it('without a criteria section, the task-list items anywhere are the criteria', () => {
    const spec = [
      'Adds retries.',
      '- background bullet',
      '- [ ] Retries three times on a 503',
      '  - [ ] with a backoff',
      '- [x] Logs each retry',
      '',
      '1. [ ] numbered task',
    ].join('\n');
    expect(texts(spec)).toEqual([
      'Retries three times on a 503; with a backoff',
      'Logs each retry',
      'numbered task',
    ]);
  });

  it('a task item nested under a plain bullet is a criterion of its own', () => {
    expect(texts('- Notes\n  - [ ] do the thing')).toEqual(['do the thing']);
  });

  it('a prose spec (plain bullets, no criteria section) is null: parse reads it', () => {
    expect(
      extractChecklist('Adds retries. It must retry three times.\n- a plain bullet'),
    ).toBeNull();
    expect(extractChecklist('')).toBeNull();
    expect(extractChecklist('## Acceptance criteria\nIt must retry three times.')).toBeNull();
    // A criteria heading inside a code block is not a heading.
    expect(extractChecklist('```\n## Acceptance criteria\n- x\n```\n')).toBeNull();
  });

  it('reads through the untrusted fence the plan wraps the spec in', () => {
    const fenced = fenceUntrusted('spec', '## Done when\n- one\n- two\n', 'D3LIM');
    expect(unfenceSpec(fenced)).toBe('## Done when\n- one\n- two');
    expect(texts(unfenceSpec(fenced))).toEqual(['one', 'two']);
  });

  it('heading titles compare without case, emphasis, a colon or decoration', () => {
    expect(normaliseTitle('**Acceptance Criteria:**')).toBe('acceptance criteria');
    expect(normaliseTitle('✅ Done when')).toBe('done when');
    for (const title of CRITERIA_HEADINGS) expect(normaliseTitle(title)).toBe(title);
  });
});

describe('extractChecklist: properties', () => {
  const word = fc.stringMatching(/^[a-z]{1,8}$/);
  const sentence = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));

  it('every item under a criteria heading is a criterion, in order (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(sentence, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('- ', '* ', '- [ ] ', '- [x] ', '1. '),
        fc.constantFrom(...CRITERIA_HEADINGS),
        (items, marker, heading) => {
          const spec = `Intro text.\n\n## ${heading}\n${items.map((t) => `${marker}${t}`).join('\n')}\n`;
          expect(texts(spec)).toEqual(items);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('never invents: each criterion is from the spec; items inside fences never count (property)', () => {
    const fenced = sentence.map((s) => ['```', `- [ ] QQ${s}`, '1. QQ', '```'].join('\n'));
    const line = fc.oneof(
      sentence,
      sentence.map((s) => `- ${s}`),
      sentence.map((s) => `  - [ ] ${s}`),
      fenced,
      fc.constantFrom('## Acceptance criteria', '**Done when:**', '', '# Other', '<!-- -->'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const spec = lines.join('\n');
        const found = extractChecklist(spec) ?? [];
        for (const c of found) {
          // Lazy continuation lines join with a space, nested items with "; ": word by word.
          for (const w of c.text.split(/[ ;]+/)) expect(spec).toContain(w);
          expect(c.text).not.toContain('QQ');
        }
        expect(found.map((c) => c.id)).toEqual(found.map((_, i) => `c${i + 1}`));
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('stays linear on hostile input (no backtracking blow-up)', () => {
    // Each shape is the kind that makes a naive regex quadratic; all must finish at once.
    const shapes = [
      `## ${'#'.repeat(50_000)}x`,
      `- ${'['.repeat(50_000)}`,
      `${' '.repeat(50_000)}- x`,
      `## Acceptance criteria\n${'- a\n  '.repeat(20_000)}`,
      `<!--${'<!--'.repeat(20_000)}`,
      `${'`'.repeat(50_000)}\n- [ ] x`,
      `- [ ] (${'d'.repeat(50_000)}`,
    ];
    for (const spec of shapes) expect(() => extractChecklist(spec)).not.toThrow();
  });
});
