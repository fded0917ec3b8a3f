import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { specDigest } from '../../../src/github/pull.js';
import type { JudgedPull, PullNow } from '../../../src/publish/superseded.js';
import { supersededReasons } from '../../../src/publish/superseded.js';
import type { Spec, SpecSource } from '../../../src/evidence/types.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

function source(ref: string, text: string, kind: SpecSource['kind'] = 'issue'): SpecSource {
  return { kind, ref, author: 'alice', association: 'MEMBER', text };
}

function spec(...sources: SpecSource[]): Spec {
  return { text: sources.map((s) => s.text).join('\n'), sources };
}

const SPEC = spec(source('PR body', 'Closes #5', 'pr-body'), source('#5', 'criteria'));

function judged(overrides: Partial<JudgedPull> = {}): JudgedPull {
  return { headSha: A, baseRef: 'main', spec: specDigest(SPEC), specProblems: [], ...overrides };
}

function now(overrides: Partial<PullNow> = {}): PullNow {
  return {
    headSha: A,
    baseRef: 'main',
    state: 'open',
    spec: specDigest(SPEC),
    specProblems: [],
    ...overrides,
  };
}

describe('supersededReasons: the PR must still be what was judged', () => {
  it('nothing changed → no reason', () => {
    expect(supersededReasons(judged(), now())).toEqual([]);
  });

  it('each change is named, starting "superseded:"', () => {
    expect(supersededReasons(judged(), now({ headSha: B }))).toEqual([
      'superseded: the head moved from aaaaaaa to bbbbbbb during the review',
    ]);
    expect(supersededReasons(judged(), now({ baseRef: 'staging' }))).toEqual([
      "superseded: the base branch changed from 'main' to 'staging' during the review",
    ]);
    expect(supersededReasons(judged(), now({ state: 'closed' }))).toEqual([
      'superseded: the pull request is closed, not open',
    ]);
    expect(supersededReasons(judged(), now({ state: 'merged' }))).toEqual([
      'superseded: the pull request is merged, not open',
    ]);
  });

  it('a spec change names the source: an edited issue, an added or removed link', () => {
    const edited = spec(source('PR body', 'Closes #5', 'pr-body'), source('#5', 'criteria v2'));
    expect(supersededReasons(judged(), now({ spec: specDigest(edited) }))).toEqual([
      'superseded: the spec changed during the review (#5 edited)',
    ]);
    const linked = spec(...SPEC.sources, source('#7', 'more'));
    expect(supersededReasons(judged(), now({ spec: specDigest(linked) }))).toEqual([
      'superseded: the spec changed during the review (#7 added)',
    ]);
    const unlinked = spec(source('PR body', 'Closes #5', 'pr-body'));
    expect(supersededReasons(judged(), now({ spec: specDigest(unlinked) }))).toEqual([
      'superseded: the spec changed during the review (#5 removed)',
    ]);
  });

  it('an issue closed "not planned" or a retitled PR is a spec change, named once', () => {
    const bound = (state: string, stateReason: string | null, title = 'Add greet()') => ({
      title,
      issues: [{ ref: '#5', state, stateReason }],
    });
    const judgedSpec = specDigest(SPEC, bound('open', null));
    const closed = supersededReasons(
      judged({ spec: judgedSpec }),
      now({ spec: specDigest(SPEC, bound('closed', 'not_planned')) }),
    );
    expect(closed).toEqual(['superseded: the spec changed during the review (#5 state edited)']);
    const retitled = supersededReasons(
      judged({ spec: judgedSpec }),
      now({ spec: specDigest(SPEC, bound('open', null, 'Drop greet()')) }),
    );
    expect(retitled).toEqual(['superseded: the spec changed during the review (PR title edited)']);
    // A newly linked issue brings its state entry along: only the issue is named.
    const linked = specDigest(spec(...SPEC.sources, source('#6', 'more')), {
      title: 'Add greet()',
      issues: [
        { ref: '#5', state: 'open', stateReason: null },
        { ref: '#6', state: 'open', stateReason: null },
      ],
    });
    expect(supersededReasons(judged({ spec: judgedSpec }), now({ spec: linked }))).toEqual([
      'superseded: the spec changed during the review (#6 added)',
    ]);
  });

  it('who wrote a source is part of it (a new author is a different spec)', () => {
    const reauthored = spec(SPEC.sources[0]!, { ...SPEC.sources[1]!, author: 'mallory' });
    expect(supersededReasons(judged(), now({ spec: specDigest(reauthored) }))).toEqual([
      'superseded: the spec changed during the review (#5 edited)',
    ]);
  });

  it('a source that cannot be read again cannot confirm the spec', () => {
    const reasons = supersededReasons(
      judged(),
      now({ specProblems: ['Issue #5, which PR #1 closes, could not be read (HTTP 502)'] }),
    );
    expect(reasons).toEqual([
      'superseded: the spec could not be read again to confirm it is unchanged (Issue #5, which PR #1 closes, could not be read (HTTP 502))',
    ]);
    // A problem already there at collection blocked the run on its own; it is not repeated.
    const known = 'GraphQL down';
    expect(
      supersededReasons(judged({ specProblems: [known] }), now({ specProblems: [known] })),
    ).toEqual([]);
  });

  it('a branch name cannot break out of its line or its quotes', () => {
    const [reason] = supersededReasons(judged(), now({ baseRef: 'x\n## Blockers\n`y`' }));
    expect(reason).not.toMatch(/[\n`]/);
  });

  it('property: any difference in head, base branch, state or spec ⇒ at least one reason; none ⇒ none', () => {
    const text = fc.string({ maxLength: 30 });
    const sources = fc.array(
      fc.record({ ref: fc.constantFrom('PR body', '#5', '#6', 'o/r#7'), text }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(A, B),
        fc.constantFrom('main', 'staging'),
        fc.constantFrom('open', 'closed', 'merged'),
        sources,
        sources,
        (head, base, state, judgedSources, nowSources) => {
          const j = judged({
            spec: specDigest(spec(...judgedSources.map((s) => source(s.ref, s.text)))),
          });
          const n = now({
            headSha: head,
            baseRef: base,
            state,
            spec: specDigest(spec(...nowSources.map((s) => source(s.ref, s.text)))),
          });
          const same =
            head === A &&
            base === 'main' &&
            state === 'open' &&
            JSON.stringify(judgedSources) === JSON.stringify(nowSources);
          const reasons = supersededReasons(j, n);
          return same
            ? reasons.length === 0
            : reasons.length > 0 && reasons.every((r) => r.startsWith('superseded: '));
        },
      ),
    );
  });
});
