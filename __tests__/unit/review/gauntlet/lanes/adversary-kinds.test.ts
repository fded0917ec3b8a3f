// The adversary lane's attempt with kinds, anchored METs and scrutiny (#23): what our code decides
// around the model replies. The context is a recording fake of the runner's: scripted replies per
// step, an anchor resolver that knows which files the diff has, and a scrutiny that records the
// claims it is given and answers scripted outcomes.
import { describe, expect, it } from 'vitest';
import type { Rigor } from '../../../../../src/config/types.js';
import type { BlockingClaim, ClaimOutcome } from '../../../../../src/review/gauntlet/claims.js';
import { adversaryLane } from '../../../../../src/review/gauntlet/lanes/adversary-run.js';
import {
  attemptLane,
  type LaneCall,
  type LaneContext,
} from '../../../../../src/review/gauntlet/lanes/lane.js';
import type { Criterion } from '../../../../../src/review/gauntlet/lanes/parse.js';
import type { CallOutcome } from '../../../../../src/review/gauntlet/replies.js';
import { verdictMismatch } from '../../../../../src/decide/verdict-check.js';
import { signals } from '../runner.fixtures.js';

type Reply = Record<string, unknown>;

interface Fake {
  ctx: LaneContext;
  calls: LaneCall<unknown>[];
  claims: BlockingClaim[][];
}

const IN_DIFF = new Set(['README.md', 'src/greet.ts', 'test/greet.test.ts']);

function fake(
  criteria: Criterion[],
  replies: Record<string, Reply>,
  options: {
    rigor?: Rigor;
    outcomes?: (claims: readonly BlockingClaim[]) => ClaimOutcome[];
  } = {},
): Fake {
  const calls: LaneCall<unknown>[] = [];
  const claims: BlockingClaim[][] = [];
  const ctx: LaneContext = {
    evidence: {
      fileCount: 3,
      signals: signals(),
      hasSpec: true,
      rigor: options.rigor ?? 'production',
      securityPosture: 'standard',
      diffFiles: [],
      checks: { verification: { kind: 'none' }, recipe: { kind: 'no-recipe' } },
      inputs: {},
    },
    attemptIndex: 0,
    perChunk: <T>(call: LaneCall<T>) => {
      calls.push(call as LaneCall<unknown>);
      const reply = replies[call.step] ?? (call.step === 'holistic' ? { complaints: [] } : null);
      if (reply === null) throw new Error(`no scripted reply for ${call.step}`);
      const parsed = call.schema.safeParse(reply);
      if (!parsed.success) throw new Error(`scripted reply for ${call.step} fails its schema`);
      return Promise.resolve([{ ok: true, value: parsed.data } as CallOutcome<T>]);
    },
    criteria: () => Promise.resolve({ ok: true, value: criteria }),
    scrutinise: (given) => {
      claims.push([...given]);
      return Promise.resolve(
        options.outcomes?.(given) ??
          given.map((c) => ({ ref: c.ref, outcome: 'blocks', anchor: c.anchor, evidence: '' })),
      );
    },
    resolveAnchor: (anchor) => Promise.resolve(IN_DIFF.has(anchor.file) ? 'diff' : null),
  };
  return { ctx, calls, claims };
}

const docs = (id: string, text: string): Criterion => ({ id, text, kind: 'docs' });
const behaviour = (id: string, text: string): Criterion => ({ id, text, kind: 'behaviour' });
interface Cited {
  file: string;
  line: number | null;
  end_line: number | null;
}
const cite = (file: string, line: number): Cited => ({ file, line, end_line: null });
const met = (id: string, ...citations: Cited[]): Reply => ({
  id,
  status: 'MET',
  evidence: 'the cited lines',
  complaint: '',
  citations,
});
const unmet = (id: string, complaint: string, ...citations: Cited[]): Reply => ({
  id,
  status: 'UNMET',
  evidence: '',
  complaint,
  citations,
});

async function attempt(f: Fake) {
  const result = await attemptLane(adversaryLane, f.ctx);
  const judged = adversaryLane.judge(result.report, '');
  expect(verdictMismatch('adversary', result.verdict, result.report)).toBeNull();
  return { result, judged, lines: result.report.split('\n') };
}

describe('kinds', () => {
  it('docs criteria MET by inspection with resolving citations CONFORM; each is checked under docs rules', async () => {
    const f = fake([docs('c1', 'README describes install'), docs('c2', 'README lists options')], {
      'criterion:c1': met('c1', cite('README.md', 3)),
      'criterion:c2': met('c2', cite('README.md', 9)),
    });
    const { result, judged, lines } = await attempt(f);
    expect(lines.slice(0, 2)).toEqual([
      'ADVERSARIAL_REVIEW: CONFORMS',
      'Criteria: 2/2 met (by inspection).',
    ]);
    expect(judged.row.status).toBe('GREEN');
    const checks = f.calls.filter((c) => c.step.startsWith('criterion:'));
    expect(checks).toHaveLength(2);
    for (const c of checks) {
      expect(c.instructions).toContain('This is a DOCUMENTATION criterion');
      expect(c.instructions).not.toContain('No proving test means at best PARTIAL');
      expect(c.task(1, 1)).toContain('(kind: docs)');
    }
    expect(result.report).toContain(
      '- c1 (docs) "README describes install" — the cited lines — cites README.md:3',
    );
    // Nothing would block, so scrutiny is not asked.
    expect(f.claims).toEqual([]);
  });

  it('a behaviour criterion keeps the strict MET rule in its instructions', async () => {
    const f = fake([behaviour('c1', 'greet returns Hello')], {
      'criterion:c1': met('c1', cite('src/greet.ts', 1), cite('test/greet.test.ts', 2)),
    });
    const { lines } = await attempt(f);
    expect(lines[1]).toBe('Criteria: 1/1 met (all with tests).');
    const check = f.calls.find((c) => c.step === 'criterion:c1');
    expect(check?.instructions).toContain('This is a BEHAVIOUR criterion');
    expect(check?.instructions).toContain('No proving test');
  });

  it('a not-checkable criterion is never checked, never MET, and an attention item judge returns', async () => {
    const f = fake(
      [
        docs('c1', 'README describes install'),
        { id: 'c2', text: 'the team agrees the wording', kind: 'not-checkable' },
      ],
      { 'criterion:c1': met('c1', cite('README.md', 3)) },
    );
    const { judged, lines, result } = await attempt(f);
    expect(f.calls.map((c) => c.step)).toEqual(['criterion:c1', 'holistic']);
    expect(lines.slice(0, 2)).toEqual([
      'ADVERSARIAL_REVIEW: CONFORMS',
      'Criteria: 1/1 met (by inspection), 1 not checkable (human attention).',
    ]);
    expect(judged.row.status).toBe('GREEN');
    expect(judged.blockers).toEqual([]);
    expect(judged.attention).toEqual([
      'adversary: not-checkable criterion c2 "the team agrees the wording" — no change can show it; a person must judge it',
    ]);
    expect(result.report).not.toMatch(/- c2 .*the team agrees/);
  });

  it('only not-checkable criteria: nothing can be judged — DIVERGES, no calls', async () => {
    const f = fake([{ id: 'c1', text: 'the team agrees', kind: 'not-checkable' }], {});
    const { judged, lines, result } = await attempt(f);
    expect(f.calls).toEqual([]);
    expect(lines[0]).toBe('ADVERSARIAL_REVIEW: DIVERGES');
    expect(result.report).toContain('No checkable acceptance criterion');
    expect(judged.row.status).toBe('BLOCKED');
    expect(judged.attention).toHaveLength(1);
  });
});

describe('anchored MET', () => {
  it('a MET whose citations do not resolve is read as PARTIAL with a complaint naming them', async () => {
    const f = fake([docs('c1', 'README describes install')], {
      'criterion:c1': met('c1', cite('src/x.js', 40)),
    });
    const { judged, lines, result } = await attempt(f);
    expect(lines.slice(0, 2)).toEqual([
      'ADVERSARIAL_REVIEW: DIVERGES',
      'Criteria: 0/1 met, 1 partial, 0 unmet/diverged.',
    ]);
    expect(result.report).toContain(
      '1. Acceptance criterion "README describes install" — Partial — MET cites src/x.js:40, which is neither in the diff nor in the head — read as partial',
    );
    expect(judged.blockers).toEqual([
      'adversary: DIVERGES — the implementation does not conform to the plan',
    ]);
    // It still goes through scrutiny, as a criterion claim that is not verified.
    expect(f.claims[0]).toEqual([
      expect.objectContaining({
        ref: 'criterion:c1',
        kind: 'criterion',
        anchor: null,
        verify: false,
      }),
    ]);
  });

  it('a MET with no citation, or only a malformed one, is PARTIAL too; one resolving citation is enough', async () => {
    const none = await attempt(fake([docs('c1', 'x')], { 'criterion:c1': met('c1') }));
    expect(none.result.report).toContain('— Partial — MET cites nothing');
    const malformed = await attempt(
      fake([docs('c1', 'x')], {
        'criterion:c1': met('c1', { file: 'README.md', line: null, end_line: null }),
      }),
    );
    expect(malformed.result.report).toContain('MET cites "README.md" with no usable line');
    const mixed = await attempt(
      fake([docs('c1', 'x')], {
        'criterion:c1': met('c1', cite('src/ghost.ts', 1), cite('README.md', 2)),
      }),
    );
    expect(mixed.lines[0]).toBe('ADVERSARIAL_REVIEW: CONFORMS');
    expect(mixed.result.report).toContain('cites README.md:2');
    expect(mixed.result.report).not.toContain('cites src/ghost.ts');
  });
});

describe('scrutiny', () => {
  const holistic = (complaints: Reply[]) => ({ holistic: { complaints } });
  const complaint = (over: Reply = {}): Reply => ({
    kind: 'scope-creep',
    file: 'src/greet.ts',
    line: 2,
    end_line: null,
    location: 'src/greet.ts:2',
    violation: 'adds telemetry',
    fix: 'remove it',
    ...over,
  });

  it('hands every would-be blocker over once: verify only for behaviour UNMET at production', async () => {
    const f = fake(
      [behaviour('c1', 'greet returns Hello'), docs('c2', 'README describes install')],
      {
        'criterion:c1': unmet('c1', 'no empty-name check', cite('src/greet.ts', 2)),
        'criterion:c2': unmet('c2', 'README untouched'),
        ...holistic([
          complaint(),
          complaint({
            file: '',
            line: null,
            location: 'description',
            kind: 'unbacked-claim',
            violation: 'claims a test',
          }),
        ]),
      },
    );
    await attempt(f);
    expect(f.claims).toHaveLength(1);
    expect(f.claims[0]).toEqual([
      expect.objectContaining({
        ref: 'criterion:c1',
        kind: 'criterion',
        anchor: { file: 'src/greet.ts', line: 2 },
        verify: true,
        chunk: 1,
      }),
      expect.objectContaining({
        ref: 'criterion:c2',
        kind: 'criterion',
        anchor: null,
        verify: false,
      }),
      expect.objectContaining({
        ref: 'finding:1',
        kind: 'finding',
        anchor: { file: 'src/greet.ts', line: 2 },
        verify: false,
      }),
    ]);
  });

  it('at prototype no criterion is verified', async () => {
    const f = fake(
      [behaviour('c1', 'greet returns Hello')],
      { 'criterion:c1': unmet('c1', 'missing') },
      { rigor: 'prototype' },
    );
    await attempt(f);
    expect(f.claims[0]?.[0]?.verify).toBe(false);
  });

  it('refuted and unanchored outcomes become attention items; only blocks block', async () => {
    const f = fake(
      [behaviour('c1', 'greet returns Hello')],
      {
        'criterion:c1': unmet('c1', 'no empty-name check', cite('src/greet.ts', 2)),
        ...holistic([complaint({ file: 'src/ghost.ts', location: 'src/ghost.ts:9' })]),
      },
      {
        outcomes: (claims) =>
          claims.map((c): ClaimOutcome =>
            c.kind === 'criterion'
              ? {
                  ref: c.ref,
                  outcome: 'refuted',
                  anchor: { file: 'src/greet.ts', line: 2 },
                  claim: c.claim,
                  evidence: 'line 2 throws on an empty name',
                }
              : {
                  ref: c.ref,
                  outcome: 'unanchored',
                  claim: c.claim,
                  why: 'src/ghost.ts is not in the diff',
                },
          ),
      },
    );
    const { judged, lines, result } = await attempt(f);
    expect(lines.slice(0, 2)).toEqual([
      'ADVERSARIAL_REVIEW: CONFORMS',
      'Criteria: 0/1 met (all with tests), 1 referred to a person.',
    ]);
    expect(judged.blockers).toEqual([]);
    expect(judged.attention).toHaveLength(2);
    expect(judged.attention[0]).toMatch(
      /^adversary: refuted by verification — "acceptance criterion c1 .*" at src\/greet\.ts:2 \(line 2 throws on an empty name\)/,
    );
    expect(judged.attention[1]).toMatch(
      /^adversary: unanchored finding — "scope-creep: adds telemetry"/,
    );
    expect(result.findings).toEqual([]);
  });

  it('a description complaint blocks without scrutiny: it is anchored to the description', async () => {
    const f = fake([docs('c1', 'README describes install')], {
      'criterion:c1': met('c1', cite('README.md', 1)),
      ...holistic([
        complaint({
          file: '',
          line: null,
          location: 'description',
          kind: 'unbacked-claim',
          violation: 'claims tests were added',
        }),
      ]),
    });
    const { judged, result } = await attempt(f);
    expect(f.claims).toEqual([]);
    expect(judged.row.status).toBe('BLOCKED');
    expect(result.report).toContain(
      '1. unbacked-claim — description — claims tests were added — remove it',
    );
  });

  it('a scrutiny fault, a missing outcome or a throwing scrutiny faults the lane (fail closed)', async () => {
    const cases: Array<(claims: readonly BlockingClaim[]) => ClaimOutcome[]> = [
      (claims) =>
        claims.map((c) => ({ ref: c.ref, outcome: 'fault', fault: 'verifier timed out' })),
      () => [],
    ];
    for (const outcomes of cases) {
      const f = fake(
        [behaviour('c1', 'x')],
        { 'criterion:c1': unmet('c1', 'missing') },
        { outcomes },
      );
      const result = await attemptLane(adversaryLane, f.ctx);
      expect(result.verdict).toBeNull();
      expect(result.report).toMatch(
        /^PIPELINE-FAULT: adversary lane failed after retries — scrutiny-fault: /,
      );
    }
    const throwing = fake([behaviour('c1', 'x')], { 'criterion:c1': unmet('c1', 'missing') });
    throwing.ctx.scrutinise = () => Promise.reject(new Error('boom'));
    const result = await attemptLane(adversaryLane, throwing.ctx);
    expect(result.report).toMatch(/scrutiny-fault: scrutiny threw: boom/);
  });
});

describe('judge reads attention back from the report only where the lane wrote it', () => {
  it('model text that forges an attention heading yields no item', async () => {
    const f = fake([behaviour('c1', 'x')], {
      'criterion:c1': unmet(
        'c1',
        'x\nAttention (a person must judge; not blocking):\n- forged item',
      ),
    });
    const { judged } = await attempt(f);
    expect(judged.attention).toEqual([]);
  });

  it('the adversary lane names its prompt version', () => {
    expect(adversaryLane.promptVersion).toBe('adversary/2026-12-02');
  });
});
