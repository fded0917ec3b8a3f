import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SecurityPosture } from '../../../../src/config/types.js';
import {
  applyAdditions,
  degradedSelection,
  LANE_ALIASES,
  resolveLaneAliases,
  selectFloor,
} from '../../../../src/review/gauntlet/selection.js';
import type { FloorInput } from '../../../../src/review/gauntlet/selection.js';
import { computeSignals } from '../../../../src/plan/signals.js';
import { LANE_ORDER } from '../../../../src/review/gauntlet/types.js';
import type { Signals } from '../../../../src/plan/signals.js';
import type { LaneName, SelectAdditions } from '../../../../src/review/gauntlet/types.js';

function signals(overrides: Partial<Signals> = {}): Signals {
  return {
    changedFiles: ['src/a.ts'],
    fileCount: 1,
    touchesAuth: false,
    touchesDeps: false,
    touchesExec: false,
    consumerSurface: false,
    docsOnly: false,
    touchesMigrations: false,
    touchesProto: false,
    summary: '1 file(s) changed',
    error: null,
    ...overrides,
  };
}

function input(overrides: Partial<FloorInput> = {}): FloorInput {
  return {
    signals: signals(),
    hasSpec: false,
    hasRecipe: false,
    securityPosture: 'standard',
    forcedLanes: [],
    ...overrides,
  };
}

const NO_ADDITIONS: SelectAdditions = {
  add_code_review: false,
  add_adversary: false,
  add_security: false,
  add_probe: false,
  lane_reasons: '',
};

describe('resolveLaneAliases', () => {
  it.each(Object.entries(LANE_ALIASES))('%s → %s', (alias, lane) => {
    expect(resolveLaneAliases([alias])).toEqual({ lanes: [lane], unknown: [] });
  });

  it('covers exactly the reference alias table', () => {
    expect(Object.keys(LANE_ALIASES).sort()).toEqual(
      [
        'code-review',
        'code_review',
        'code-reviewer',
        'adversary',
        'adversarial',
        'adversarial-review',
        'security',
        'security-review',
        'security-reviewer',
        'probe',
        'usage',
        'usage-pattern',
        'usage-pattern-testing',
      ].sort(),
    );
  });

  it('lower-cases and trims, dedupes, returns lanes in LANE_ORDER', () => {
    expect(resolveLaneAliases(['  PROBE ', 'Security-Reviewer', 'usage', 'Code_Review'])).toEqual({
      lanes: ['code-review', 'security', 'probe'],
      unknown: [],
    });
  });

  it('returns unknown names as given (trimmed, deduped) and ignores blanks', () => {
    expect(resolveLaneAliases(['perf', ' perf ', '', '   ', 'toString', 'security'])).toEqual({
      lanes: ['security'],
      unknown: ['perf', 'toString'],
    });
  });
});

describe('selectFloor: the rules floor', () => {
  it('code-review is always on, with its reason', () => {
    const s = selectFloor(input());
    expect(s.lanes).toEqual(['code-review']);
    expect(s.reasons[0]).toBe(
      'code-review: always on — every pull request under the gate gets a code review',
    );
  });

  it('adversary only when a spec is present', () => {
    expect(selectFloor(input({ hasSpec: true })).lanes).toContain('adversary');
    const without = selectFloor(input({ hasSpec: false }));
    expect(without.lanes).not.toContain('adversary');
    expect(without.reasons).toContain(
      'adversary: not selected — there is no spec to check conformance against',
    );
  });

  it.each([
    [{ touchesAuth: true }, 'auth signals'],
    [{ touchesDeps: true }, 'dependency / supply-chain signals'],
    [{ touchesExec: true }, 'exec signals'],
  ])('security on %o', (flags, why) => {
    const s = selectFloor(input({ signals: signals(flags) }));
    expect(s.lanes).toContain('security');
    expect(s.reasons).toContain(`security: ${why}`);
  });

  it('security on hardened posture alone, not on prototype or standard', () => {
    expect(selectFloor(input({ securityPosture: 'hardened' })).reasons).toContain(
      'security: security-posture is hardened',
    );
    for (const posture of ['prototype', 'standard'] as SecurityPosture[]) {
      const s = selectFloor(input({ securityPosture: posture }));
      expect(s.lanes).not.toContain('security');
      expect(s.reasons).toContain(
        `security: not selected — no auth/deps/exec signals and security-posture is ${posture}`,
      );
    }
  });

  it('probe needs consumer surface AND a recipe', () => {
    const both = selectFloor(
      input({ signals: signals({ consumerSurface: true }), hasRecipe: true }),
    );
    expect(both.lanes).toContain('probe');
    const noRecipe = selectFloor(input({ signals: signals({ consumerSurface: true }) }));
    expect(noRecipe.lanes).not.toContain('probe');
    expect(noRecipe.reasons.join('\n')).toContain('a probe without one is guaranteed INCONCLUSIVE');
    expect(selectFloor(input({ hasRecipe: true })).lanes).not.toContain('probe');
  });

  it('unavailable signals widen: security, and probe when a recipe exists', () => {
    const unknown = computeSignals(null);
    expect(selectFloor(input({ signals: unknown })).lanes).toEqual(['code-review', 'security']);
    const withRecipe = selectFloor(input({ signals: unknown, hasRecipe: true }));
    expect(withRecipe.lanes).toEqual(['code-review', 'security', 'probe']);
    expect(withRecipe.reasons.at(-1)).toBe(
      'signals unavailable or partial — surface UNKNOWN, selection widened: added [security, probe]',
    );
  });

  it('partial signals (a NOTE in error) widen too', () => {
    const partial = signals({ error: 'NOTE: diff signals are partial (…)' });
    expect(selectFloor(input({ signals: partial })).lanes).toContain('security');
  });

  it('lanes are always in LANE_ORDER', () => {
    const s = selectFloor(
      input({
        signals: signals({ consumerSurface: true, touchesExec: true }),
        hasRecipe: true,
        hasSpec: true,
        forcedLanes: ['probe', 'adversary'],
      }),
    );
    expect(s.lanes).toEqual(LANE_ORDER);
  });
});

describe('selectFloor: forced lanes are ADDITIVE', () => {
  it('adds forced lanes, resolved through the aliases, and never drops the floor', () => {
    const s = selectFloor(
      input({ hasSpec: true, signals: signals({ touchesAuth: true }), forcedLanes: ['usage'] }),
    );
    expect(s.lanes).toEqual(['code-review', 'adversary', 'security', 'probe']);
    expect(s.reasons).toContain('forced lanes (additive): [probe] — newly added: [probe]');
  });

  it('says when every forced lane was already selected', () => {
    const s = selectFloor(input({ forcedLanes: ['code-reviewer'] }));
    expect(s.reasons).toContain('forced lanes (additive): [code-review] — all already selected');
  });

  it('bypasses the context guards, with warnings', () => {
    const s = selectFloor(input({ forcedLanes: ['probe', 'adversarial'] }));
    expect(s.lanes).toEqual(['code-review', 'adversary', 'probe']);
    expect(s.reasons).toContain(
      'warning: probe forced without a local-run recipe — expect INCONCLUSIVE, which blocks',
    );
    expect(s.reasons).toContain(
      'warning: adversary forced without a spec — it fails closed (DIVERGES)',
    );
  });

  it('notes unknown forced names and ignores them', () => {
    const s = selectFloor(input({ forcedLanes: ['perf', 'lint'] }));
    expect(s.lanes).toEqual(['code-review']);
    expect(s.reasons).toContain('ignored unknown forced lane name(s): [perf, lint]');
  });

  it('writes no forced line when nothing was forced', () => {
    expect(selectFloor(input()).reasons.some((r) => r.startsWith('forced lanes'))).toBe(false);
  });
});

describe('applyAdditions: the select model can only add', () => {
  const base = selectFloor(input());

  it('adds a flagged lane with the judgment reason, one-lined and capped at 300', () => {
    const why = `untrusted input\nreaches a parser ${'x'.repeat(400)}`;
    const s = applyAdditions(
      base,
      { ...NO_ADDITIONS, add_security: true, lane_reasons: why },
      {
        hasSpec: false,
        hasRecipe: false,
      },
    );
    expect(s.lanes).toEqual(['code-review', 'security']);
    const reason = s.reasons.at(-1) ?? '';
    expect(
      reason.startsWith('security: added by lane-selection judgment — untrusted input reaches'),
    ).toBe(true);
    expect(reason).not.toContain('\n');
    expect(reason.length).toBeLessThanOrEqual(
      'security: added by lane-selection judgment — '.length + 300,
    );
  });

  it('skips a probe without a recipe and an adversary without a spec, with notes', () => {
    const s = applyAdditions(
      base,
      { ...NO_ADDITIONS, add_probe: true, add_adversary: true },
      {
        hasSpec: false,
        hasRecipe: false,
      },
    );
    expect(s.lanes).toEqual(['code-review']);
    expect(s.reasons.join('\n')).toContain('a probe without one is guaranteed INCONCLUSIVE');
    expect(s.reasons.join('\n')).toContain('adversary: the lane-selection judgment asked for it');
  });

  it('adds probe and adversary when their context exists', () => {
    const s = applyAdditions(
      base,
      { ...NO_ADDITIONS, add_probe: true, add_adversary: true },
      {
        hasSpec: true,
        hasRecipe: true,
      },
    );
    expect(s.lanes).toEqual(['code-review', 'adversary', 'probe']);
  });

  it('false flags never remove a lane, and a truthy non-boolean is not a yes', () => {
    const wide = selectFloor(input({ hasSpec: true, forcedLanes: ['security', 'probe'] }));
    const s = applyAdditions(
      wide,
      {
        ...NO_ADDITIONS,
        add_probe: 'true' as unknown as boolean,
        lane_reasons: 'remove all lanes',
      },
      { hasSpec: true, hasRecipe: true },
    );
    expect(s.lanes).toEqual(wide.lanes);
    expect(s.reasons).toEqual(wide.reasons);
  });
});

describe('degradedSelection: select faulted', () => {
  it('leads with the degraded reason and always runs code-review + adversary', () => {
    const s = degradedSelection(input(), 'select: rate-limited\n(429)');
    expect(s.reasons[0]).toBe(
      'lane selection degraded to deterministic defaults — select: rate-limited (429)',
    );
    expect(s.lanes).toEqual(['code-review', 'adversary']);
    expect(s.reasons).toContain(
      'adversary: added by the degraded defaults — there is no spec, so it fails closed (DIVERGES)',
    );
  });

  it('caps the failure at 500 characters; an empty failure drops the dash', () => {
    const long = degradedSelection(input(), 'e'.repeat(900)).reasons[0] ?? '';
    expect(long.length).toBeLessThanOrEqual(
      'lane selection degraded to deterministic defaults — '.length + 500,
    );
    expect(degradedSelection(input(), '').reasons[0]).toBe(
      'lane selection degraded to deterministic defaults',
    );
  });

  it('adds probe on consumer surface with a recipe, security on auth/deps/exec/hardened', () => {
    expect(
      degradedSelection(
        input({ signals: signals({ consumerSurface: true }), hasRecipe: true }),
        'x',
      ).lanes,
    ).toEqual(['code-review', 'adversary', 'probe']);
    expect(
      degradedSelection(input({ signals: signals({ consumerSurface: true }) }), 'x').lanes,
    ).toEqual(['code-review', 'adversary']);
    expect(degradedSelection(input({ securityPosture: 'hardened' }), 'x').lanes).toEqual([
      'code-review',
      'adversary',
      'security',
    ]);
    expect(degradedSelection(input({ signals: computeSignals(null) }), 'x').lanes).toContain(
      'security',
    );
  });

  it('unions the forced lanes', () => {
    const s = degradedSelection(input({ forcedLanes: ['security-review', 'nope'] }), 'x');
    expect(s.lanes).toEqual(['code-review', 'adversary', 'security']);
    expect(s.reasons).toContain('ignored unknown forced lane name(s): [nope]');
  });
});

describe('selection properties', () => {
  const forcedArb = fc.array(
    fc.oneof(fc.constantFrom(...Object.keys(LANE_ALIASES), 'PROBE', ' usage '), fc.string()),
    { maxLength: 6 },
  );
  const signalsArb = fc.record({
    changedFiles: fc.array(fc.string(), { maxLength: 3 }),
    fileCount: fc.nat(),
    touchesAuth: fc.boolean(),
    touchesDeps: fc.boolean(),
    touchesExec: fc.boolean(),
    consumerSurface: fc.boolean(),
    docsOnly: fc.boolean(),
    touchesMigrations: fc.boolean(),
    touchesProto: fc.boolean(),
    summary: fc.constantFrom('3 file(s) changed', 'signals unavailable'),
    error: fc.option(fc.string(), { nil: null }),
  });
  const inputArb = fc.record({
    signals: signalsArb,
    hasSpec: fc.boolean(),
    hasRecipe: fc.boolean(),
    securityPosture: fc.constantFrom<SecurityPosture>('prototype', 'standard', 'hardened'),
    forcedLanes: forcedArb,
  });
  const additionsArb = fc.record({
    add_code_review: fc.boolean(),
    add_adversary: fc.boolean(),
    add_security: fc.boolean(),
    add_probe: fc.boolean(),
    lane_reasons: fc.string({ maxLength: 600 }),
  });

  it('the floor always holds code-review and every forced lane, in LANE_ORDER', () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const s = selectFloor(i);
        expect(s.lanes).toContain('code-review');
        for (const lane of resolveLaneAliases(i.forcedLanes).lanes) expect(s.lanes).toContain(lane);
        expect(s.lanes).toEqual(LANE_ORDER.filter((l) => s.lanes.includes(l)));
      }),
    );
  });

  it('degradedSelection is a superset of selectFloor for the same input', () => {
    fc.assert(
      fc.property(inputArb, fc.string(), (i, failure) => {
        const floor = selectFloor(i).lanes;
        const degraded = degradedSelection(i, failure).lanes;
        for (const lane of floor) expect(degraded).toContain(lane);
        expect(degraded).toContain('adversary');
      }),
    );
  });

  it('applyAdditions never removes a lane or a reason, whatever the model said', () => {
    fc.assert(
      fc.property(inputArb, additionsArb, fc.boolean(), (i, additions, degraded) => {
        const base = degraded ? degradedSelection(i, 'x') : selectFloor(i);
        const after = applyAdditions(base, additions, i);
        for (const lane of base.lanes) expect(after.lanes).toContain(lane);
        expect(after.reasons.slice(0, base.reasons.length)).toEqual(base.reasons);
        for (const reason of after.reasons) expect(reason).not.toMatch(/\n/);
      }),
    );
  });

  it('an added lane is always one the model flagged', () => {
    fc.assert(
      fc.property(inputArb, additionsArb, (i, additions) => {
        const base = selectFloor(i);
        const after = applyAdditions(base, additions, i);
        const flagged: Record<LaneName, boolean> = {
          'code-review': additions.add_code_review,
          adversary: additions.add_adversary,
          security: additions.add_security,
          probe: additions.add_probe,
        };
        for (const lane of after.lanes) {
          if (!base.lanes.includes(lane)) expect(flagged[lane]).toBe(true);
        }
      }),
    );
  });
});
