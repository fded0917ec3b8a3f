import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySpecTrust, joinSpec, judgeSource } from '../../../src/trust/spec-trust.js';
import type { SpecAuthorship } from '../../../src/trust/spec-trust.js';

const BASE = { owner: 'acme', repo: 'widgets' };

function body(association: string | null, author = 'x'): SpecAuthorship {
  return {
    kind: 'pr-body',
    ref: 'PR body',
    author,
    association: association as SpecAuthorship['association'],
    repository: 'acme/widgets',
  };
}

function issue(extra: Partial<SpecAuthorship>): SpecAuthorship {
  return {
    kind: 'issue',
    ref: '#1',
    author: 'someone',
    association: 'NONE',
    repository: 'acme/widgets',
    ...extra,
  };
}

describe('spec trust: the base repository decides, source by source', () => {
  it.each(['NONE', 'CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'MANNEQUIN', null])(
    'B13: a PR body with association %s is untrusted',
    (association) => {
      expect(judgeSource(body(association), BASE).trusted).toBe(false);
    },
  );

  it.each(['OWNER', 'MEMBER', 'COLLABORATOR'])(
    'association %s of the base repository is trusted',
    (a) => {
      expect(judgeSource(body(a), BASE)).toEqual({ trusted: true, basis: `${a} of acme/widgets` });
    },
  );

  it('the repository name compares case-insensitively, as GitHub’s do', () => {
    expect(
      judgeSource(issue({ association: 'MEMBER', repository: 'ACME/Widgets' }), BASE).trusted,
    ).toBe(true);
  });

  it('I1: OWNER of another repository (the attacker’s own) is not trusted here', () => {
    const trust = judgeSource(
      issue({
        ref: 'mallory/spec#1',
        author: 'mallory',
        association: 'OWNER',
        repository: 'mallory/spec',
        basePermission: 'read',
      }),
      BASE,
    );
    expect(trust.trusted).toBe(false);
    expect(trust.basis).toBe(
      'OWNER of mallory/spec, another repository; read access to acme/widgets',
    );
  });

  it.each(['admin', 'maintain', 'write', 'WRITE'])(
    'an issue elsewhere by someone with %s access to the base repository is trusted',
    (permission) => {
      const trust = judgeSource(
        issue({ association: 'NONE', repository: 'acme/other', basePermission: permission }),
        BASE,
      );
      expect(trust.trusted).toBe(true);
    },
  );

  it.each(['read', 'triage', 'none', ''])('base permission %j is not enough', (permission) => {
    expect(
      judgeSource(
        issue({ association: 'OWNER', repository: 'x/y', basePermission: permission }),
        BASE,
      ).trusted,
    ).toBe(false);
  });

  it('an issue elsewhere whose base permission could not be read is untrusted, and says why', () => {
    const trust = judgeSource(
      issue({
        association: 'OWNER',
        repository: 'x/y',
        basePermission: null,
        basePermissionError: 'HTTP 403',
      }),
      BASE,
    );
    expect(trust.trusted).toBe(false);
    expect(trust.basis).toContain('access to acme/widgets unknown (HTTP 403)');
  });

  it('an issue elsewhere with no permission asked at all is untrusted (fail closed)', () => {
    expect(judgeSource(issue({ association: 'OWNER', repository: 'x/y' }), BASE).trusted).toBe(
      false,
    );
  });

  it('a source with no repository is untrusted unless it is the workflow’s spec input', () => {
    expect(
      judgeSource({ ref: 'stdin', author: null, association: null, kind: 'file' }, BASE).trusted,
    ).toBe(false);
    expect(
      judgeSource({ ref: 'spec input', author: null, association: null, kind: 'input' }, BASE)
        .trusted,
    ).toBe(true);
  });

  it('attacker-chosen names and associations in the basis cannot ping anyone', () => {
    const trust = judgeSource(
      issue({ association: 'OWNER', repository: '@alice/x#5', basePermission: 'none' }),
      BASE,
    );
    expect(trust.basis).not.toMatch(/(^|[^`])@alice/);
  });

  it('property: a foreign source is trusted exactly when its base permission is admin/maintain/write, whatever its association', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('OWNER', 'MEMBER', 'COLLABORATOR', 'NONE', null),
        fc.option(fc.constantFrom('admin', 'maintain', 'write', 'triage', 'read', 'none'), {
          nil: null,
        }),
        (association, permission) => {
          const trust = judgeSource(
            issue({
              association: association as SpecAuthorship['association'],
              repository: 'other/repo',
              basePermission: permission,
            }),
            BASE,
          );
          expect(trust.trusted).toBe(
            permission === 'admin' || permission === 'maintain' || permission === 'write',
          );
        },
      ),
    );
  });
});

describe('applySpecTrust: exclusion under require-trusted-spec', () => {
  const outsiderBody = body('CONTRIBUTOR', 'mallory');
  const memberIssue = issue({ ref: '#77', author: 'maint', association: 'MEMBER' });

  it('I2: one trusted source does not make an untrusted PR body trusted: the body is excluded', () => {
    const r = applySpecTrust([outsiderBody, memberIssue], BASE, true);
    expect(r.used).toEqual([memberIssue]);
    expect(r.judged.map((j) => [j.source.ref, j.trust.trusted, j.excluded])).toEqual([
      ['PR body', false, true],
      ['#77', true, false],
    ]);
    expect(r.blockers).toEqual([]);
    expect(r.notes).toEqual([
      expect.stringMatching(
        /^require-trusted-spec: 1 untrusted spec source\(s\) left out .*'PR body' by mallory \(CONTRIBUTOR of acme\/widgets\)$/,
      ),
    ]);
  });

  it('no trusted source left → a blocker naming every source and why', () => {
    const foreign = issue({
      ref: 'mallory/spec#1',
      author: 'mallory',
      association: 'OWNER',
      repository: 'mallory/spec',
      basePermission: 'read',
    });
    const r = applySpecTrust([outsiderBody, foreign], BASE, true);
    expect(r.used).toEqual([]);
    expect(r.blockers).toHaveLength(1);
    expect(r.blockers[0]).toMatch(
      /^spec from untrusted author\(s\) — a maintainer must provide or approve the spec: /,
    );
    expect(r.blockers[0]).toContain(
      "'`mallory/spec#1`' by mallory (OWNER of mallory/spec, another repository; read access to acme/widgets)",
    );
  });

  it('no spec at all under require-trusted-spec is a blocker', () => {
    expect(applySpecTrust([], BASE, true).blockers[0]).toContain('no spec source');
  });

  it('without require-trusted-spec every source is used, its trust still judged, nothing blocks', () => {
    const r = applySpecTrust([outsiderBody, memberIssue], BASE, false);
    expect(r.used).toEqual([outsiderBody, memberIssue]);
    expect(r.judged.map((j) => [j.trust.trusted, j.excluded])).toEqual([
      [false, false],
      [true, false],
    ]);
    expect(r.blockers).toEqual([]);
    expect(r.notes).toEqual([]);
  });

  it('property: under require-trusted-spec the used sources are exactly the trusted ones, in order', () => {
    const source = fc.record({
      kind: fc.constantFrom('pr-body' as const, 'issue' as const),
      ref: fc.string(),
      author: fc.option(fc.string(), { nil: null }),
      association: fc.constantFrom('OWNER' as const, 'MEMBER' as const, 'NONE' as const, null),
      repository: fc.constantFrom('acme/widgets', 'mallory/spec'),
      basePermission: fc.constantFrom('write', 'read', null),
    });
    fc.assert(
      fc.property(fc.array(source, { maxLength: 8 }), (sources) => {
        const r = applySpecTrust(sources, BASE, true);
        expect(r.used).toEqual(sources.filter((s) => judgeSource(s, BASE).trusted));
        expect(r.blockers.length > 0).toBe(r.used.length === 0);
      }),
    );
  });
});

describe('joinSpec', () => {
  it('puts each source under its own heading, in order', () => {
    expect(
      joinSpec([
        { ref: 'PR body', text: 'A\n' },
        { ref: '#2', text: 'B' },
      ]),
    ).toBe('## PR body\n\nA\n\n## #2\n\nB');
  });
});
