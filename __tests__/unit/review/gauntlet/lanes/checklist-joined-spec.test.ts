// The checklist reader on a joined spec (#23 attack): one source must not soften or hide another
// source's criteria — a duplicate takes the stricter kind, and a fence or comment left open to the
// end hides nothing after it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractChecklist } from '../../../../../src/review/gauntlet/lanes/checklist.js';
import { sanitizeUntrusted } from '../../../../../src/trust/input.js';
import { closeOpenComment, joinSpec } from '../../../../../src/trust/spec-trust.js';
import { propertyRuns } from '../../../../knobs.js';

const ISSUE = '## Acceptance criteria\n- An empty name throws a TypeError\n';

function joined(prBody: string): string {
  return joinSpec([
    { ref: 'PR body', text: prBody },
    { ref: '#7', text: `Greeting helper\n\n${ISSUE}` },
  ]);
}

describe('extractChecklist on a joined spec', () => {
  it.each(['(not-checkable)', '(docs)', '[config]', '(process)', '(manual)'])(
    'a PR body re-listing the issue criterion as %s leaves it behaviour',
    (tag) => {
      const criteria = extractChecklist(
        joined(`## Acceptance criteria\n- ${tag} An empty name throws a TypeError\n`),
      );
      expect(criteria).toEqual([
        { id: 'c1', text: 'An empty name throws a TypeError', kind: 'behaviour' },
      ]);
    },
  );

  it.each([
    ['a backtick fence', '```'],
    ['a tilde fence', '~~~~'],
    ['an HTML comment', '<!--'],
    ['a comment opened after a closed one', '<!-- a --> <!--'],
  ])('%s left open in the PR body does not hide the issue criteria', (_name, opener) => {
    const criteria = extractChecklist(
      joined(`## Acceptance criteria\n- README mentions greet\n\n${opener}\n`),
    );
    expect(criteria?.map((c) => c.text)).toEqual([
      'README mentions greet',
      'An empty name throws a TypeError',
    ]);
  });

  it('a closed fence and a closed comment still hide what they hold', () => {
    const criteria = extractChecklist(
      joined(
        '## Acceptance criteria\n- README mentions greet\n\n```\n- fenced item\n```\n<!--\n- commented item\n-->\n',
      ),
    );
    expect(criteria?.map((c) => c.text)).toEqual([
      'README mentions greet',
      'An empty name throws a TypeError',
    ]);
  });

  it('property: whatever a PR body holds, the issue criterion is read as behaviour', () => {
    const piece = fc.constantFrom(
      '```',
      '~~~',
      '<!--',
      '-->',
      '- (docs) An empty name throws a TypeError',
      '- (not-checkable) an empty name throws a typeerror',
      '## Acceptance criteria',
      '    indented',
      '- item',
      '',
      '<details>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const criteria = extractChecklist(joined(pieces.join('\n'))) ?? [];
        // A stray line may join the item's text (a lazy continuation); the criterion is still there.
        const found = criteria.filter((c) =>
          c.text.toLowerCase().includes('an empty name throws a typeerror'),
        );
        // The issue's criterion is checked as behaviour, whatever else the PR body adds.
        expect(found.some((c) => c.kind === 'behaviour')).toBe(true);
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('extractChecklist reads each joined source on its own', () => {
  const issueTasks = {
    ref: '#7',
    text: 'Greeting helper\n\n- [ ] An empty name throws a TypeError',
  };

  it('a criteria section in the PR body does not drop the issue’s task list', () => {
    const spec = joinSpec([
      { ref: 'PR body', text: '## Acceptance criteria\n- README mentions greet' },
      issueTasks,
    ]);
    expect(extractChecklist(spec)?.map((c) => c.text)).toEqual([
      'README mentions greet',
      'An empty name throws a TypeError',
    ]);
  });

  it('within one source a criteria section still wins over task items elsewhere', () => {
    const spec = joinSpec([
      {
        ref: 'PR body',
        text: '## Acceptance criteria\n- README mentions greet\n\n## Plan\n- [ ] write it',
      },
    ]);
    expect(extractChecklist(spec)?.map((c) => c.text)).toEqual(['README mentions greet']);
  });

  it('a merge group’s and another repository’s source headings cut too', () => {
    for (const ref of ['#12 PR body', 'acme/other#7', '#12 acme/other#7']) {
      const spec = joinSpec([
        { ref: '#12 PR body', text: '## Acceptance criteria\n- README mentions greet\n```' },
        { ...issueTasks, ref },
      ]);
      expect(extractChecklist(spec)?.map((c) => c.text)).toContain(
        'An empty name throws a TypeError',
      );
    }
  });
});

describe('joinSpec then the sanitiser', () => {
  it.each(['<!--', 'text <!-- hidden', '<!-- a --> <!-- b', '-->\n<!--'])(
    'a comment left open in the PR body (%j) hides only the rest of the PR body',
    (tail) => {
      const text = sanitizeUntrusted(joined(`Adds greet.\n${tail}`)).text;
      expect(text).toContain('An empty name throws a TypeError');
      expect(extractChecklist(text)?.map((c) => c.text)).toEqual([
        'An empty name throws a TypeError',
      ]);
      expect(text).not.toContain('hidden');
    },
  );

  it.each(['<!-- closed -->', '<!-->', '<!--->', '<!-- bang --!>', 'no comment'])(
    'a PR body whose comments are closed (%j) is joined unchanged',
    (body) => {
      expect(closeOpenComment(body)).toBe(body);
    },
  );
});
