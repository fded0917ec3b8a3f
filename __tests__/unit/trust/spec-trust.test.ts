import { describe, expect, it } from 'vitest';
import { specTrustBlockers } from '../../../src/trust/spec-trust.js';

describe('specTrustBlockers', () => {
  it('B13: a PR-body-only spec from a non-insider blocks when a trusted spec is required', () => {
    const blockers = specTrustBlockers(
      [{ ref: 'PR body', author: 'mallory', association: 'FIRST_TIME_CONTRIBUTOR' }],
      true,
    );
    expect(blockers).toEqual([
      "spec from untrusted author(s) — a maintainer must provide or approve the spec: 'PR body' by mallory (FIRST_TIME_CONTRIBUTOR)",
    ]);
  });

  it.each(['NONE', 'CONTRIBUTOR', 'FIRST_TIMER', 'FIRST_TIME_CONTRIBUTOR', 'MANNEQUIN'])(
    'B13: association %s is not trusted',
    (association) => {
      expect(specTrustBlockers([{ ref: 'PR body', author: 'x', association }], true)).toHaveLength(
        1,
      );
    },
  );

  it.each(['OWNER', 'MEMBER', 'COLLABORATOR'])('association %s is trusted', (association) => {
    expect(specTrustBlockers([{ ref: 'PR body', author: 'x', association }], true)).toEqual([]);
  });

  it('B14: a linked issue by an outsider does not make the spec trusted; one by a member does', () => {
    const outsider = [
      { ref: 'PR body', author: 'mallory', association: 'CONTRIBUTOR' },
      { ref: 'issue #12', author: 'eve', association: 'NONE' },
    ];
    const blockers = specTrustBlockers(outsider, true);
    expect(blockers).toHaveLength(1);
    expect(blockers[0]).toContain("'issue `#12`' by eve (NONE)");
    expect(blockers[0]).toContain("'PR body' by mallory (CONTRIBUTOR)");
    expect(
      specTrustBlockers(
        [...outsider, { ref: 'issue #13', author: 'maint', association: 'MEMBER' }],
        true,
      ),
    ).toEqual([]);
  });

  it('unknown authors and associations are untrusted and named as such', () => {
    const blockers = specTrustBlockers(
      [{ ref: 'spec input', author: null, association: null }],
      true,
    );
    expect(blockers[0]).toContain("'spec input' by unknown author (no association)");
  });

  it('no spec source at all blocks when a trusted spec is required', () => {
    expect(specTrustBlockers([], true)[0]).toMatch(/no spec source$/);
  });

  it('nothing blocks when a trusted spec is not required', () => {
    expect(
      specTrustBlockers([{ ref: 'PR body', author: 'x', association: 'NONE' }], false),
    ).toEqual([]);
  });

  it('D1: an attacker-chosen ref or login cannot mention anyone in the blocker text', () => {
    const [b] = specTrustBlockers(
      [{ ref: 'see @alice', author: '@bob', association: 'NONE' }],
      true,
    );
    expect(b).not.toMatch(/(^|[^`])@(alice|bob)/);
  });
});
