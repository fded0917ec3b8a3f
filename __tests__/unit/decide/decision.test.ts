import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decide,
  GATE_ROW,
  HUMAN_ATTENTION_BLOCKER,
  STATUS_DESCRIPTION_MAX,
} from '../../../src/decide/decision.js';
import type { DecisionInput } from '../../../src/decide/decision.js';
import type { GateOutcome } from '../../../src/review/gate-outcome.js';
import { gauntletVerdict } from '../../../src/decide/lane-verdicts.js';
import { BLOCKING_CONFIDENCE } from '../../../src/review/gauntlet/claims.js';
import {
  CR_NEEDS_HUMAN,
  GREEN_REPORTS,
  runArb,
  runWith,
  SEC_FAIL,
} from './lane-verdicts.fixtures.js';
import { propertyRuns } from '../../knobs.js';

const GATE_PASS: GateOutcome = {
  state: 'pass',
  summary: 'Implements the spec; tests cover it.',
  issues: [],
  questions: [],
  confidence: 0.9,
  reviewerModel: 'openai/gpt-5',
  sessionId: 'review-abc',
};

function input(overrides: Partial<DecisionInput> = {}): DecisionInput {
  return {
    gauntlet: runWith(GREEN_REPORTS),
    gate: GATE_PASS,
    blockers: [],
    attention: [],
    notes: [],
    ...overrides,
  };
}

describe('decide: a gate pass the reviewer was unsure of', () => {
  it('is a named attention item below the rigor’s threshold: blocks under `block`, listed under `note`', () => {
    const unsure = { ...GATE_PASS, confidence: 0.4 };
    const d = decide(input({ gate: unsure, rigor: 'production' }));
    const item =
      'gate: the gate passed with confidence 0.4 (below 0.6 for rigor production) — a person should look';
    expect(d.verdict).toBe('BLOCKED');
    expect(d.attention).toEqual([item]);
    expect(d.blockers).toEqual([`${HUMAN_ATTENTION_BLOCKER}${item}`]);
    expect(d.onlyHumanAttention).toBe(true);
    const noted = decide(input({ gate: unsure, rigor: 'production', humanAttention: 'note' }));
    expect(noted.verdict).toBe('PASS');
    expect(noted.attention).toEqual([item]);
  });

  it('uses the rigor’s own threshold, and the highest one when the rigor is not given', () => {
    const at = (confidence: number, rigor?: 'production' | 'prototype' | 'poc') =>
      decide(input({ gate: { ...GATE_PASS, confidence }, ...(rigor ? { rigor } : {}) })).verdict;
    expect(at(0.6, 'production')).toBe('PASS');
    expect(at(0.65, 'prototype')).toBe('BLOCKED');
    expect(at(0.7, 'prototype')).toBe('PASS');
    expect(at(0.79, 'poc')).toBe('BLOCKED');
    expect(at(0.79)).toBe('BLOCKED');
    expect(at(0.8)).toBe('PASS');
    expect(at(Number.NaN, 'production')).toBe('BLOCKED');
  });

  it('adds nothing to a gate that did not pass (its own blocker already says why)', () => {
    const d = decide(input({ gate: { ...GATE_PASS, state: 'fail', confidence: 0.1 } }));
    expect(d.attention).toEqual([]);
    expect(d.blockers).toEqual([
      'gate: the fresh-context review says FAIL — Implements the spec; tests cover it.',
    ]);
  });
});

describe('decide: the one PASS path', () => {
  it('PASS when the gauntlet passed, the gate said pass and nothing else blocks', () => {
    const d = decide(input());
    expect(d.verdict).toBe('PASS');
    expect(d.gateState).toBe('pass');
    expect(d.blockers).toEqual([]);
    expect(d.incomplete).toEqual([]);
    expect(d.rows[0]).toEqual({ lane: GATE_ROW, status: 'GREEN', detail: 'pass' });
    expect(d.rows.slice(1).map((r) => r.lane)).toEqual([
      'code-review',
      'adversary',
      'security',
      'probe',
    ]);
    expect(d.statusDescription).toBe('PASS — fresh-context review and every lane green');
  });

  it('PASS with attention items under `human-attention: note` carries them and says so in the status', () => {
    const d = decide(
      input({
        gauntlet: runWith({ ...GREEN_REPORTS, 'code-review': CR_NEEDS_HUMAN }),
        attention: ['diff pre-screen: zero-width character in src/a.ts:3'],
        humanAttention: 'note',
      }),
    );
    expect(d.verdict).toBe('PASS');
    expect(d.humanAttention).toBe('note');
    expect(d.onlyHumanAttention).toBe(false);
    expect(d.attention).toEqual([
      'diff pre-screen: zero-width character in src/a.ts:3',
      "code-review: NEEDS-HUMAN — see the lane report's 'Human attention required' section",
    ]);
    expect(d.statusDescription).toBe('PASS — review green; 2 item(s) need human attention');
  });
});

describe('human attention blocks by default (human-attention: block)', () => {
  const needsHuman = () =>
    input({
      gauntlet: runWith({ ...GREEN_REPORTS, 'code-review': CR_NEEDS_HUMAN }),
      attention: ['always-human trigger: authentication-sensitive paths or code changed'],
    });

  it('NEEDS-HUMAN items and always-human triggers are blockers; the review passed, so onlyHumanAttention', () => {
    for (const mode of [undefined, 'block'] as const) {
      const d = decide({
        ...needsHuman(),
        ...(mode === undefined ? {} : { humanAttention: mode }),
      });
      expect(d.verdict).toBe('BLOCKED');
      expect(d.humanAttention).toBe('block');
      expect(d.onlyHumanAttention).toBe(true);
      expect(d.blockers).toEqual([
        `${HUMAN_ATTENTION_BLOCKER}always-human trigger: authentication-sensitive paths or code changed`,
        `${HUMAN_ATTENTION_BLOCKER}code-review: NEEDS-HUMAN — see the lane report's 'Human attention required' section`,
      ]);
      expect(d.statusDescription).toMatch(
        /^BLOCKED — human attention required: always-human trigger/,
      );
    }
  });

  it('any other blocker, a gate that did not pass or an incomplete review clears onlyHumanAttention', () => {
    const cases: Partial<DecisionInput>[] = [
      { blockers: ['gate configuration changed: .github/workflows/done-gate.yml'] },
      { gate: { ...GATE_PASS, state: 'fail' } },
      { gate: { ...GATE_PASS, issues: ['the check is inverted'] } },
      { gate: null },
      {
        gauntlet: runWith(
          { ...GREEN_REPORTS, 'code-review': CR_NEEDS_HUMAN },
          { reviewIncomplete: ['security'] },
        ),
      },
    ];
    for (const extra of cases) {
      const d = decide({ ...needsHuman(), ...extra });
      expect(d.verdict).toBe('BLOCKED');
      expect(d.onlyHumanAttention).toBe(false);
    }
  });

  it('no attention item: nothing to approve, onlyHumanAttention is false on PASS and on BLOCKED', () => {
    expect(decide(input()).onlyHumanAttention).toBe(false);
    expect(decide(input({ blockers: ['x'] })).onlyHumanAttention).toBe(false);
  });
});

describe('a gate reply that contradicts itself is never a pass (a block, not a fault)', () => {
  it('pass with issues is read as FAIL, the first issue named', () => {
    const d = decide(
      input({ gate: { ...GATE_PASS, issues: ['the check is inverted; tests fail', 'second'] } }),
    );
    expect(d.verdict).toBe('BLOCKED');
    expect(d.gateState).toBe('fail');
    expect(d.incomplete).toEqual([]);
    expect(d.rows[0]).toEqual({
      lane: GATE_ROW,
      status: 'BLOCKED',
      detail: 'pass with issues → fail',
    });
    expect(d.blockers).toEqual([
      'gate: contradictory reply — state `pass` with 2 issue(s) listed; read as FAIL (a block, not a lane fault): the check is inverted; tests fail',
    ]);
  });

  it('pass with questions is read as QUESTIONS', () => {
    const d = decide(input({ gate: { ...GATE_PASS, questions: ['Which timeout?'] } }));
    expect(d.verdict).toBe('BLOCKED');
    expect(d.gateState).toBe('questions');
    expect(d.blockers[0]).toMatch(/^gate: contradictory reply — state `pass` with 1 open question/);
  });

  it('an empty-string issue is still an issue, and malformed lists fail closed', () => {
    expect(decide(input({ gate: { ...GATE_PASS, issues: [''] } })).verdict).toBe('BLOCKED');
    const malformed = decide(
      input({ gate: { ...GATE_PASS, issues: 'none' as unknown as string[] } }),
    );
    expect(malformed.verdict).toBe('BLOCKED');
    expect(malformed.gateState).toBe('fail');
  });
});

describe('decide: every other path is BLOCKED with a named reason', () => {
  it('gate fail names the gate and its summary', () => {
    const d = decide(
      input({ gate: { ...GATE_PASS, state: 'fail', summary: 'Retries\nare unbounded.' } }),
    );
    expect(d.verdict).toBe('BLOCKED');
    expect(d.gateState).toBe('fail');
    expect(d.blockers).toEqual([
      'gate: the fresh-context review says FAIL — Retries are unbounded.',
    ]);
    expect(d.rows[0]).toEqual({ lane: GATE_ROW, status: 'BLOCKED', detail: 'fail' });
    expect(d.incomplete).toEqual([]);
  });

  it('gate questions block', () => {
    const d = decide(
      input({ gate: { ...GATE_PASS, state: 'questions', questions: ['Which timeout?', 'Why?'] } }),
    );
    expect(d.verdict).toBe('BLOCKED');
    expect(d.gateState).toBe('questions');
    expect(d.blockers).toEqual([
      'gate: the fresh-context review has 2 open question(s) — answer them in the spec and re-run',
    ]);
  });

  it('a gate fault is fail, incomplete `gate`, and names the fault', () => {
    const d = decide(
      input({ gate: { ...GATE_PASS, state: 'pass', fault: 'timeout: deadline passed' } }),
    );
    expect(d.verdict).toBe('BLOCKED');
    expect(d.gateState).toBe('fail');
    expect(d.incomplete).toEqual(['gate']);
    expect(d.blockers[0]).toBe(
      'gate: the fresh-context review faulted — timeout: deadline passed; a faulted review is never a pass',
    );
    expect(d.rows[0]?.detail).toBe('fault');
  });

  it('no gate verdict at all blocks, gate state none, incomplete `gate`', () => {
    const d = decide(input({ gate: null }));
    expect(d.verdict).toBe('BLOCKED');
    expect(d.gateState).toBe('none');
    expect(d.incomplete).toEqual(['gate']);
    expect(d.blockers[0]).toMatch(/^gate: the fresh-context reviewer never produced a verdict/);
  });

  it('an unknown gate state is a fail (no case-folding toward pass)', () => {
    for (const state of ['PASS', 'pass ', 'approved', '']) {
      const d = decide(input({ gate: { ...GATE_PASS, state: state as GateOutcome['state'] } }));
      expect(d.verdict).toBe('BLOCKED');
      expect(d.gateState).toBe('fail');
    }
  });

  it('a deterministic blocker blocks even when every reviewer is green', () => {
    const d = decide(input({ blockers: ['coverage: 2 file(s) not reviewable — never a pass'] }));
    expect(d.verdict).toBe('BLOCKED');
    expect(d.statusDescription).toBe('BLOCKED — coverage: 2 file(s) not reviewable — never a pass');
  });

  it('an empty-string blocker still blocks', () => {
    expect(decide(input({ blockers: [''] })).verdict).toBe('BLOCKED');
  });

  it('a blocked gauntlet blocks; blockers are deterministic, then gate, then gauntlet', () => {
    const d = decide(
      input({
        gauntlet: runWith({ ...GREEN_REPORTS, security: SEC_FAIL }),
        gate: { ...GATE_PASS, state: 'fail', summary: 'no' },
        blockers: ['stale head: the PR moved during the run'],
      }),
    );
    expect(d.blockers).toEqual([
      'stale head: the PR moved during the run',
      'gate: the fresh-context review says FAIL — no',
      'security: SECURITY_REVIEW: FAIL — 1 exploitable finding(s): 🟠 injection — src/run.ts:12 — PR title → shell — pass argv, not a string',
    ]);
    expect(d.statusDescription).toBe('BLOCKED — stale head: the PR moved during the run (+2 more)');
  });

  it('merges the gauntlet’s incomplete names with `gate`, sorted', () => {
    const d = decide(
      input({
        gauntlet: runWith(GREEN_REPORTS, { reviewIncomplete: ['security'] }),
        gate: null,
      }),
    );
    expect(d.incomplete).toEqual(['gate', 'security']);
  });

  it('keeps the status description within 140 characters, cutting the reason', () => {
    const d = decide(input({ blockers: [`${'x'.repeat(300)}`, 'second'] }));
    expect(d.statusDescription.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_MAX);
    expect(d.statusDescription).toMatch(/^BLOCKED — x+… \(\+1 more\)$/);
    const emoji = decide(input({ blockers: ['🔴'.repeat(200)] })).statusDescription;
    expect(emoji.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_MAX);
    expect(emoji).not.toMatch(/[\ud800-\udbff]…/);
  });

  it('malformed deterministic lists fail closed as a pipeline fault', () => {
    const notAList = decide(input({ blockers: 'coverage' as unknown as string[] }));
    expect(notAList.verdict).toBe('BLOCKED');
    expect(notAList.incomplete).toContain('pipeline');
    const nonString = decide(input({ blockers: [42 as unknown as string] }));
    expect(nonString.verdict).toBe('BLOCKED');
    expect(nonString.blockers[0]).toBe('42');
    const badAttention = decide(input({ attention: {} as unknown as string[] }));
    expect(badAttention.verdict).toBe('BLOCKED');
  });
});

describe('decide: never throws', () => {
  it('a crash inside is BLOCKED, the error a blocker, `pipeline` incomplete', () => {
    const exploding = input();
    Object.defineProperty(exploding, 'gate', {
      get() {
        throw new Error('gate exploded');
      },
    });
    const d = decide(exploding);
    expect(d.verdict).toBe('BLOCKED');
    expect(d.incomplete).toEqual(['pipeline']);
    expect(d.blockers).toEqual([
      'decision error: gate exploded — treat as a failed gate, not a pass.',
    ]);
    expect(d.statusDescription.startsWith('BLOCKED — decision error: gate exploded')).toBe(true);
  });

  it('garbage input is BLOCKED', () => {
    for (const garbage of [null, undefined, 0, 'PASS', {}]) {
      expect(decide(garbage as unknown as DecisionInput).verdict).toBe('BLOCKED');
    }
  });
});

describe('decide properties', () => {
  const gateArb: fc.Arbitrary<GateOutcome | null> = fc.option(
    fc
      .record({
        state: fc.oneof(
          { weight: 6, arbitrary: fc.constant('pass') },
          { weight: 2, arbitrary: fc.constantFrom('fail', 'questions') },
          { weight: 1, arbitrary: fc.string() },
        ) as fc.Arbitrary<GateOutcome['state']>,
        summary: fc.string(),
        issues: fc.oneof(
          { weight: 6, arbitrary: fc.constant([] as string[]) },
          { weight: 1, arbitrary: fc.array(fc.string(), { minLength: 1, maxLength: 3 }) },
        ),
        questions: fc.oneof(
          { weight: 6, arbitrary: fc.constant([] as string[]) },
          { weight: 1, arbitrary: fc.array(fc.string(), { minLength: 1, maxLength: 3 }) },
        ),
        confidence: fc.oneof(
          { weight: 9, arbitrary: fc.double({ min: 0.8, max: 1, noNaN: true }) },
          { weight: 1, arbitrary: fc.double() },
        ),
        reviewerModel: fc.string(),
        sessionId: fc.string(),
        fault: fc.option(fc.string(), { freq: 5, nil: undefined }),
      })
      .map(({ fault, ...gate }) => (fault === undefined ? gate : { ...gate, fault })),
    { freq: 5, nil: null },
  );
  const listArb = fc.oneof(
    { weight: 6, arbitrary: fc.constant([] as string[]) },
    { weight: 2, arbitrary: fc.array(fc.string(), { minLength: 1, maxLength: 3 }) },
  );
  const modeArb = fc.constantFrom('block', 'note', undefined);
  const rigorArb = fc.constantFrom('production', 'prototype', 'poc', undefined);
  const inputArb: fc.Arbitrary<DecisionInput> = fc
    .record({
      gauntlet: runArb,
      gate: gateArb,
      blockers: listArb,
      attention: listArb,
      notes: listArb,
      humanAttention: modeArb,
      rigor: rigorArb,
    })
    .map(({ humanAttention, rigor, ...rest }) => ({
      ...rest,
      ...(humanAttention === undefined ? {} : { humanAttention }),
      ...(rigor === undefined ? {} : { rigor }),
    }));

  it('the generator exercises both verdicts', () => {
    // A fixed sample, not the property-run knob: this checks the generator, not decide.
    const verdicts = fc.sample(inputArb, { numRuns: 1000, seed: 11 }).map((i) => decide(i).verdict);
    expect(verdicts.filter((v) => v === 'PASS').length).toBeGreaterThan(10);
    expect(verdicts.filter((v) => v === 'BLOCKED').length).toBeGreaterThan(10);
  });

  it('never PASS unless the gauntlet passed, the gate passed without a fault and no blocker fired', () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const d = decide(i);
        if (d.verdict !== 'PASS') {
          expect(d.blockers.length + d.incomplete.length).toBeGreaterThan(0);
          return;
        }
        expect(i.gate?.state).toBe('pass');
        expect(i.gate?.fault).toBeUndefined();
        expect(i.gate?.issues).toEqual([]);
        expect(i.gate?.questions).toEqual([]);
        // A pass below the rigor's threshold is an attention item, so PASS under `block` needs
        // a confident gate.
        if (i.humanAttention !== 'note') {
          expect(i.gate!.confidence).toBeGreaterThanOrEqual(BLOCKING_CONFIDENCE[i.rigor ?? 'poc']);
        }
        expect(i.blockers).toEqual([]);
        if (i.humanAttention !== 'note') expect(d.attention).toEqual([]);
        expect(gauntletVerdict(i.gauntlet).verdict).toBe('PASS');
        expect(d.blockers).toEqual([]);
        expect(d.incomplete).toEqual([]);
        expect(d.gateState).toBe('pass');
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('for any combination of lane replies, a deterministic evidence blocker present ⇒ the decision is not PASS', () => {
    const evidenceBlockerArb = fc.constantFrom(
      'test evidence: 2 of 2 test(s) failed in junit.xml',
      'gate configuration changed: .github/workflows/done-gate.yml',
      'diff incomplete: 1 file(s) not reviewable — vendor/lib (submodule)',
      'suspected injection in spec: verdict sentinel',
      '',
    );
    fc.assert(
      fc.property(inputArb, evidenceBlockerArb, fc.nat(3), (i, blocker, at) => {
        const blockers = [...(Array.isArray(i.blockers) ? i.blockers : [])];
        blockers.splice(Math.min(at, blockers.length), 0, blocker);
        const d = decide({ ...i, blockers });
        expect(d.verdict).toBe('BLOCKED');
        expect(d.blockers).toContain(blocker);
        expect(d.onlyHumanAttention).toBe(false);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('onlyHumanAttention ⇔ BLOCKED under `block`, and the same input under `note` is PASS', () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const d = decide(i);
        const noted = decide({ ...i, humanAttention: 'note' });
        if (i.humanAttention === 'note') {
          expect(d.onlyHumanAttention).toBe(false);
          return;
        }
        expect(d.onlyHumanAttention).toBe(d.verdict === 'BLOCKED' && noted.verdict === 'PASS');
        if (d.onlyHumanAttention) {
          expect(d.blockers.every((b) => b.startsWith(HUMAN_ATTENTION_BLOCKER))).toBe(true);
        }
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('the status description is always ≤140 characters and names the verdict', () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const d = decide(i);
        expect(d.statusDescription.length).toBeLessThanOrEqual(STATUS_DESCRIPTION_MAX);
        expect(d.statusDescription.startsWith(`${d.verdict} — `)).toBe(true);
      }),
    );
  });

  it('never throws, whatever it is handed', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (gauntlet, gate, blockers) => {
        const d = decide({ gauntlet, gate, blockers, attention: [], notes: [] } as DecisionInput);
        expect(['PASS', 'BLOCKED']).toContain(d.verdict);
      }),
    );
  });
});

describe('decide: human-attention items under human-attention: block', () => {
  const attentionRun = () => ({
    gauntlet: runWith({ ...GREEN_REPORTS, 'code-review': CR_NEEDS_HUMAN }),
    attention: ['diff pre-screen: zero-width character in src/a.ts:3'],
    humanAttention: 'block' as const,
  });

  it('block, and only they block: BLOCKED with onlyHumanAttention (what approve may clear)', () => {
    const d = decide(input(attentionRun()));
    expect(d.verdict).toBe('BLOCKED');
    expect(d.onlyHumanAttention).toBe(true);
    // One blocker per item, each named, so the report lists what a person must look at.
    expect(d.blockers).toEqual([
      expect.stringMatching(/^human attention required: diff pre-screen: zero-width/),
      expect.stringMatching(/^human attention required: code-review: NEEDS-HUMAN/),
    ]);
  });

  it('any other blocker, a gate that did not pass, or an incomplete lane: not attention-only', () => {
    expect(decide(input({ ...attentionRun(), blockers: ['stale head'] })).onlyHumanAttention).toBe(
      false,
    );
    expect(
      decide(
        input({ ...attentionRun(), gate: { ...GATE_PASS, state: 'questions', questions: ['?'] } }),
      ).onlyHumanAttention,
    ).toBe(false);
    expect(decide(input({ ...attentionRun(), gate: null })).onlyHumanAttention).toBe(false);
    expect(
      decide(
        input({
          ...attentionRun(),
          gauntlet: runWith({
            ...GREEN_REPORTS,
            'code-review': CR_NEEDS_HUMAN,
            security: SEC_FAIL,
          }),
        }),
      ).onlyHumanAttention,
    ).toBe(false);
  });

  it('note keeps them informational; nothing to approve on a PASS', () => {
    const d = decide(input({ ...attentionRun(), humanAttention: 'note' }));
    expect(d.verdict).toBe('PASS');
    expect(d.onlyHumanAttention).toBe(false);
  });

  it('unset is block (the default fails closed)', () => {
    const d = decide(input({ ...attentionRun(), humanAttention: undefined }));
    expect(d.verdict).toBe('BLOCKED');
    expect(d.onlyHumanAttention).toBe(true);
  });

  it('onlyHumanAttention implies BLOCKED and that attention alone blocked (property)', () => {
    fc.assert(
      fc.property(
        runArb,
        fc.boolean(),
        fc.array(fc.string(), { maxLength: 2 }),
        (run, block, extra) => {
          const d = decide(
            input({
              gauntlet: run,
              attention: ['x'],
              blockers: extra,
              humanAttention: block ? 'block' : 'note',
            }),
          );
          if (d.onlyHumanAttention) {
            expect(d.verdict).toBe('BLOCKED');
            expect(block).toBe(true);
            expect(extra).toEqual([]);
            expect(d.incomplete).toEqual([]);
            // Attention may come from the caller and from the lanes; every blocker is one of them.
            expect(d.blockers.length).toBe(d.attention.length);
            for (const b of d.blockers) expect(b.startsWith(HUMAN_ATTENTION_BLOCKER)).toBe(true);
          }
        },
      ),
    );
  });
});
