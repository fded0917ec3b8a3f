// Calibration of the finding lanes (#23): a code-review or security finding blocks only when its
// severity blocks at the posture/rigor, its confidence reaches the rigor's threshold, and
// scrutiny lets it; what scrutiny declines is a human-attention item the judge reads back; a
// scrutiny fault is a lane fault. Renderer, judge and attempt are exercised together.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rigor, SecurityPosture } from '../../../../../src/config/types.js';
import { verdictMismatch } from '../../../../../src/decide/verdict-check.js';
import {
  BLOCKING_CONFIDENCE,
  type BlockingClaim,
  type ClaimOutcome,
} from '../../../../../src/review/gauntlet/claims.js';
import {
  codeReviewClaims,
  codeReviewLane,
  renderCodeReview,
  CODE_REVIEW_SEVERITIES,
  type CodeReviewFinding,
} from '../../../../../src/review/gauntlet/lanes/code-review.js';
import {
  attemptLane,
  type LaneCall,
  type LaneContext,
  type LaneEvidence,
} from '../../../../../src/review/gauntlet/lanes/lane.js';
import {
  renderSecurity,
  securityClaims,
  securityLane,
  SECURITY_SEVERITIES,
  type SecurityFinding,
} from '../../../../../src/review/gauntlet/lanes/security.js';
import { isFaultMarker, type CallOutcome } from '../../../../../src/review/gauntlet/replies.js';
import type { Signals } from '../../../../../src/plan/signals.js';
import { propertyRuns } from '../../../../knobs.js';

const RIGORS: readonly Rigor[] = ['production', 'prototype', 'poc'];
const POSTURES: readonly SecurityPosture[] = ['prototype', 'standard', 'hardened'];

function cr(over: Partial<CodeReviewFinding> = {}): CodeReviewFinding {
  return {
    severity: 'critical',
    category: 'correctness',
    file: 'src/a.ts',
    line: 10,
    end_line: null,
    title: 'Off by one',
    detail: 'items[items.length] is read for an empty list.',
    fix: 'Use items.length - 1.',
    suggestion: null,
    confidence: 0.9,
    ...over,
  };
}

function sec(over: Partial<SecurityFinding> = {}): SecurityFinding {
  return {
    severity: 'high',
    class: 'SQL injection',
    file: 'src/db.ts',
    line: 12,
    end_line: 13,
    path: 'req.query.id → db.query()',
    exploit: 'GET /item?id=1 OR 1=1 returns every row',
    fix: 'use a parameterised query',
    preexisting: false,
    confidence: 0.9,
    ...over,
  };
}

const crInput = (findings: CodeReviewFinding[], rigor: Rigor = 'production') => ({
  replies: [{ summary: 'Adds a loop.', findings }],
  fileCount: 1,
  rigor,
  alwaysHuman: [],
});
const secInput = (
  findings: SecurityFinding[],
  rigor: Rigor = 'production',
  posture: SecurityPosture = 'standard',
) => ({ replies: [{ summary: 'Adds a query.', findings }], posture, rigor });

const refuted = (ref: string): ClaimOutcome => ({
  ref,
  outcome: 'refuted',
  anchor: { file: 'src/a.ts', line: 10 },
  claim: 'Off by one',
  evidence: 'the loop stops at length - 1',
});
const unanchored = (ref: string): ClaimOutcome => ({
  ref,
  outcome: 'unanchored',
  claim: 'Off by one',
  why: 'line 900 is not in the diff',
});
const outcomes = (...list: ClaimOutcome[]) => new Map(list.map((o) => [o.ref, o]));

function judgeCr(report: string) {
  return codeReviewLane.judge(report, '');
}
function judgeSec(report: string) {
  return securityLane.judge(report, '');
}

describe('confidence threshold per rigor', () => {
  for (const rigor of RIGORS) {
    const threshold = BLOCKING_CONFIDENCE[rigor];
    it(`${rigor}: a critical at ${threshold} blocks, just below it is low confidence and does not`, () => {
      const at = renderCodeReview(crInput([cr({ confidence: threshold })], rigor));
      expect(judgeCr(at.report).row.status).toBe('BLOCKED');
      expect(at.findings[0]?.blocking).toBe(true);

      const below = renderCodeReview(crInput([cr({ confidence: threshold - 0.01 })], rigor));
      const judged = judgeCr(below.report);
      expect(judged.row.status).toBe('GREEN');
      expect(judged.blockers).toEqual([]);
      expect(judged.attention).toEqual([]);
      expect(below.report).toContain('## Low confidence — not blocking');
      expect(below.report).toContain('#### 🔴 [correctness] Off by one');
      expect(below.findings[0]).toMatchObject({
        blocking: false,
        title: '(low confidence) Off by one',
      });
      expect(below.verdict).toMatchObject({ word: 'MERGE-READY', critical: 0 });
      expect(verdictMismatch('code-review', below.verdict, below.report)).toBeNull();
    });

    it(`${rigor}: a security high at ${threshold} fails, just below it passes as low confidence`, () => {
      const at = renderSecurity(secInput([sec({ confidence: threshold })], rigor));
      expect(judgeSec(at.report).row.status).toBe('BLOCKED');
      const below = renderSecurity(secInput([sec({ confidence: threshold - 0.01 })], rigor));
      expect(judgeSec(below.report)).toMatchObject({ blockers: [], attention: [] });
      expect(below.report.split('\n')[0]).toBe('SECURITY_REVIEW: PASS');
      expect(below.report).toContain(
        `Low confidence — not blocking (a finding blocks at confidence ${threshold} or more at rigor=${rigor}):\n1. 🟠 SQL injection — \`src/db.ts:12\``,
      );
      expect(below.findings[0]?.blocking).toBe(false);
    });
  }

  it('a confidence that is not a finite number never reaches the threshold', () => {
    for (const confidence of [Number.NaN, Number.POSITIVE_INFINITY]) {
      const r = renderSecurity(secInput([sec({ severity: 'critical', confidence })]));
      expect(r.report.split('\n')[0]).toBe('SECURITY_REVIEW: PASS');
      expect(r.report).toContain('(confidence ?)');
    }
  });
});

describe('code-review: an edge-case correctness bug blocks at production only', () => {
  const warning = cr({ severity: 'warning', title: 'Empty list crashes' });

  it('production: a confident 🟡 [correctness] blocks, named with its file:line', () => {
    const r = renderCodeReview(crInput([warning]));
    const judged = judgeCr(r.report);
    expect(judged.row).toEqual({
      lane: 'code-review',
      status: 'BLOCKED',
      detail: '1 🟡 finding(s)',
    });
    expect(judged.blockers).toEqual([
      'code-review: 1 🟡 [correctness] finding(s) blocking at rigor=production — fix before claiming done: 🟡 [correctness] Empty list crashes (`src/a.ts:10`)',
    ]);
    expect(r.findings[0]?.blocking).toBe(true);
    // The critical figure counts blocking criticals; the 🟡 is not one.
    expect(r.verdict).toMatchObject({ word: 'NEEDS-HUMAN', critical: 0 });
    expect(verdictMismatch('code-review', r.verdict, r.report)).toBeNull();
  });

  for (const rigor of ['prototype', 'poc'] as const) {
    it(`${rigor}: the same warning asks a person and does not block`, () => {
      const r = renderCodeReview(crInput([warning], rigor));
      const judged = judgeCr(r.report);
      expect(judged.row.status).toBe('GREEN (attention)');
      expect(judged.blockers).toEqual([]);
      expect(judged.attention).toEqual([
        'code-review: 🟡 [correctness] Empty list crashes (`src/a.ts:10`)',
      ]);
      expect(r.findings[0]?.blocking).toBe(false);
    });
  }

  it('style and nitpicks never block, whatever their confidence', () => {
    const r = renderCodeReview(
      crInput([
        cr({ severity: 'nitpick', category: 'style', confidence: 1 }),
        cr({ severity: 'warning', category: 'style', title: 'Long line', confidence: 1 }),
      ]),
    );
    expect(judgeCr(r.report)).toMatchObject({ blockers: [], attention: [] });
    expect(codeReviewClaims(crInput([cr({ severity: 'nitpick', category: 'style' })]))).toEqual([]);
  });
});

describe('scrutiny outcomes', () => {
  it('code-review: refuted and unanchored criticals become the attention items themselves', () => {
    const input = crInput([cr(), cr({ title: 'Null deref', line: 20 })]);
    const claims = codeReviewClaims(input);
    expect(claims.map((c) => c.ref)).toEqual(['finding:1', 'finding:2']);
    const r = renderCodeReview({
      ...input,
      outcomes: outcomes(refuted('finding:1'), unanchored('finding:2')),
    });
    const judged = judgeCr(r.report);
    expect(judged.blockers).toEqual([]);
    expect(judged.row.status).toBe('GREEN (attention)');
    expect(judged.attention).toHaveLength(2);
    expect(judged.attention[0]).toMatch(
      /^code-review: refuted by verification — "Off by one" at src\/a\.ts:10 \(the loop stops at length - 1\)/,
    );
    expect(judged.attention[1]).toMatch(
      /^code-review: unanchored finding — "Off by one" \(line 900 is not in the diff\)/,
    );
    // Neither counts as critical, in the text or the data.
    expect(r.verdict).toMatchObject({ word: 'NEEDS-HUMAN', critical: 0 });
    expect(verdictMismatch('code-review', r.verdict, r.report)).toBeNull();
    expect(r.findings.map((f) => f.blocking)).toEqual([false, false]);
  });

  it('code-review: one critical blocks while another is refuted; both show', () => {
    const input = crInput([cr(), cr({ title: 'Null deref', line: 20 })]);
    const r = renderCodeReview({
      ...input,
      outcomes: outcomes(refuted('finding:1'), {
        ref: 'finding:2',
        outcome: 'blocks',
        anchor: { file: 'src/a.ts', line: 20 },
        evidence: '',
      }),
    });
    const judged = judgeCr(r.report);
    expect(judged.row).toMatchObject({ status: 'BLOCKED', detail: '1 🔴 finding(s)' });
    expect(judged.blockers[0]).toContain('Null deref (`src/a.ts:20`)');
    expect(judged.blockers[0]).not.toContain('Off by one');
    expect(judged.attention[0]).toMatch(/^code-review: refuted by verification/);
    expect(r.verdict).toMatchObject({ critical: 1 });
    expect(verdictMismatch('code-review', r.verdict, r.report)).toBeNull();
  });

  it('security: a refuted high passes with the refutation as attention', () => {
    const input = secInput([sec()]);
    expect(securityClaims(input)).toHaveLength(1);
    const r = renderSecurity({ ...input, outcomes: outcomes(refuted('finding:1')) });
    expect(r.report.split('\n')[0]).toBe('SECURITY_REVIEW: PASS');
    const judged = judgeSec(r.report);
    expect(judged.row.status).toBe('GREEN (attention)');
    expect(judged.blockers).toEqual([]);
    expect(judged.attention).toEqual([
      'security: refuted by verification — "Off by one" at src/a.ts:10 (the loop stops at length - 1); a person must confirm the refutation',
    ]);
  });

  it('security: an unanchored critical is attention, never a silent pass or block', () => {
    const input = secInput([sec({ severity: 'critical' })]);
    const r = renderSecurity({ ...input, outcomes: outcomes(unanchored('finding:1')) });
    const judged = judgeSec(r.report);
    expect(judged.blockers).toEqual([]);
    expect(judged.attention).toHaveLength(1);
    expect(judged.attention[0]).toMatch(/^security: unanchored finding/);
  });
});

// ---- attempt(): what the lanes hand scrutiny, and a fault -------------------------------------

const SIGNALS: Signals = {
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
};

function context(
  replies: unknown[],
  scrutinise: LaneContext['scrutinise'],
  rigor: Rigor = 'production',
): LaneContext {
  const evidence: LaneEvidence = {
    fileCount: 1,
    signals: SIGNALS,
    hasSpec: false,
    rigor,
    securityPosture: 'standard',
    diffFiles: [],
    checks: { verification: { kind: 'none' }, recipe: { kind: 'no-recipe' } },
    inputs: {},
  };
  return {
    evidence,
    attemptIndex: 0,
    perChunk: async <T>(call: LaneCall<T>): Promise<CallOutcome<T>[]> =>
      replies.map((reply) => {
        const checked = call.schema.safeParse(reply);
        return checked.success
          ? { ok: true as const, value: checked.data }
          : { ok: false as const, fault: { kind: 'invalid-output', message: 'schema' } };
      }),
    criteria: async () => ({ ok: true, value: [] }),
    scrutinise,
    resolveAnchor: async () => null,
  };
}

describe('attempt() and scrutiny', () => {
  it('hands every would-be blocker to scrutiny once, anchored, for verification, with its chunk', async () => {
    const seen: BlockingClaim[][] = [];
    const ctx = context(
      [
        { summary: 'one', findings: [sec({ severity: 'medium' })] },
        { summary: 'two', findings: [sec({ line: 40, end_line: null, confidence: 0.8 })] },
      ],
      async (claims) => {
        seen.push([...claims]);
        return claims.map((c) => ({
          ref: c.ref,
          outcome: 'blocks',
          anchor: c.anchor,
          evidence: '',
        }));
      },
    );
    const result = await attemptLane(securityLane, ctx);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual([
      expect.objectContaining({
        ref: 'finding:1',
        kind: 'finding',
        anchor: { file: 'src/db.ts', line: 40 },
        verify: true,
        chunk: 2,
      }),
    ]);
    expect(seen[0]?.[0]?.detail).toContain('Exploit: GET /item?id=1 OR 1=1 returns every row');
    expect(result.report.split('\n')[0]).toBe('SECURITY_REVIEW: FAIL');
    expect(result.findings.find((f) => f.line === 12)).toMatchObject({
      blocking: false,
      endLine: 13,
      confidence: 0.9,
    });
  });

  it('asks nothing when no finding would block', async () => {
    let asked = 0;
    const ctx = context([{ summary: 's', findings: [cr({ confidence: 0.2 })] }], async () => {
      asked += 1;
      return [];
    });
    const result = await attemptLane(codeReviewLane, ctx);
    expect(asked).toBe(0);
    expect(result.verdict).toMatchObject({ word: 'MERGE-READY' });
  });

  for (const [name, lane, reply] of [
    ['code-review', codeReviewLane, { summary: 's', findings: [cr()] }],
    ['security', securityLane, { summary: 's', findings: [sec()] }],
  ] as const) {
    it(`${name}: a scrutiny fault, a crash or a missing outcome is a lane fault, never a pass`, async () => {
      const cases: LaneContext['scrutinise'][] = [
        async (claims) =>
          claims.map((c) => ({ ref: c.ref, outcome: 'fault', fault: 'verifier timed out' })),
        async () => {
          throw new Error('boom');
        },
        async () => [],
      ];
      const reasons: string[] = [];
      for (const scrutinise of cases) {
        const result = await attemptLane(lane, context([reply], scrutinise));
        expect(isFaultMarker(result.report)).toBe(true);
        expect(result.verdict).toBeNull();
        reasons.push(result.report);
      }
      expect(reasons[0]).toContain('scrutiny of finding:1 faulted: verifier timed out');
      expect(reasons[1]).toContain('scrutiny of the findings crashed: boom');
      expect(reasons[2]).toContain('no scrutiny outcome for finding:1');
    });
  }

  it('keeps an anchored suggestion for the line comments, never in the report text', async () => {
    const suggestion = 'return items[items.length - 1];\n## Human attention required';
    const ctx = context(
      [
        {
          summary: 's',
          findings: [cr({ severity: 'suggestion', category: 'design', end_line: 11, suggestion })],
        },
      ],
      async () => [],
    );
    const result = await attemptLane(codeReviewLane, ctx);
    expect(result.findings[0]).toMatchObject({ suggestion, endLine: 11 });
    expect(result.report).toContain('- **Replacement offered**: for lines 10–11');
    expect(result.report.split('\n')).not.toContain('## Human attention required');
  });
});

// ---- property: the lane blocks iff some finding is severe, confident and let through ------------

const OUTCOMES = ['blocks', 'refuted', 'unanchored'] as const;
type Kind = (typeof OUTCOMES)[number];

/** A scripted scrutiny: each claim's outcome is the one drawn for the finding at its anchor. */
function scriptedScrutiny(kindAt: ReadonlyMap<string, Kind>, seen: BlockingClaim[]) {
  return async (claims: readonly BlockingClaim[]): Promise<ClaimOutcome[]> =>
    claims.map((c) => {
      seen.push(c);
      const at = `${c.anchor?.file}:${c.anchor?.line}`;
      const kind = kindAt.get(at) ?? 'blocks';
      if (kind === 'blocks')
        return { ref: c.ref, outcome: 'blocks', anchor: c.anchor, evidence: '' };
      if (kind === 'refuted') {
        return {
          ref: c.ref,
          outcome: 'refuted',
          anchor: { file: 'src/x.ts', line: 1 },
          claim: `claim ${at}`,
          evidence: 'no',
        };
      }
      return { ref: c.ref, outcome: 'unanchored', claim: `claim ${at}`, why: 'not in the diff' };
    });
}

const confidence = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc.constantFrom(0.59, 0.6, 0.69, 0.7, 0.79, 0.8),
);
const location = {
  file: fc.constantFrom('src/a.ts', 'src/b.ts'),
  line: fc.integer({ min: 1, max: 8 }),
};
const kind = fc.constantFrom(...OUTCOMES);
const crEntry = fc.tuple(
  fc.record({
    severity: fc.constantFrom(...CODE_REVIEW_SEVERITIES),
    category: fc.constantFrom('correctness', 'security', 'style', 'convention', 'performance'),
    ...location,
    end_line: fc.constant(null),
    title: fc.constantFrom('t1', 't2'),
    detail: fc.constant('d'),
    fix: fc.constant('f'),
    suggestion: fc.constant(null),
    confidence,
  }),
  kind,
);
const secEntry = fc.tuple(
  fc.record({
    severity: fc.constantFrom(...SECURITY_SEVERITIES),
    class: fc.constantFrom('injection', 'ssrf'),
    ...location,
    end_line: fc.constant(null),
    path: fc.constant('p'),
    exploit: fc.constant('e'),
    fix: fc.constant('f'),
    preexisting: fc.boolean(),
    confidence,
  }),
  kind,
);
/** One finding per file:line, so an anchor names exactly one finding (no merging). */
const atOf = (f: { file: string; line: number | null }) => `${f.file}:${f.line}`;

describe('property: blocks iff severe ∧ confident ∧ blocks; every declined one is attention', () => {
  it('code-review', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(crEntry, { maxLength: 6, selector: ([f]) => atOf(f) }),
        fc.constantFrom(...RIGORS),
        async (entries, rigor) => {
          const seen: BlockingClaim[] = [];
          const kinds = new Map(entries.map(([f, k]) => [atOf(f), k] as const));
          const result = await attemptLane(
            codeReviewLane,
            context(
              [{ summary: 's', findings: entries.map(([f]) => f) }],
              scriptedScrutiny(kinds, seen),
              rigor,
            ),
          );
          // The oracle, written out: a 🔴 always, a 🟡 [correctness] at production; confident enough.
          const severe = entries.filter(
            ([f]) =>
              (f.severity === 'critical' ||
                (rigor === 'production' &&
                  f.severity === 'warning' &&
                  f.category === 'correctness')) &&
              f.confidence >= BLOCKING_CONFIDENCE[rigor],
          );
          const expected = severe.some(([, k]) => k === 'blocks');
          const judged = judgeCr(result.report);
          expect(judged.row.status === 'BLOCKED').toBe(expected);
          expect(judged.blockers.length > 0).toBe(expected);
          expect(result.findings.some((f) => f.blocking)).toBe(expected);
          expect(seen.map((c) => `${c.anchor?.file}:${c.anchor?.line}`).sort()).toEqual(
            severe.map(([f]) => atOf(f)).sort(),
          );
          expect(seen.every((c) => c.verify && c.kind === 'finding')).toBe(true);
          for (const [f] of severe.filter(([, k]) => k !== 'blocks')) {
            expect(judged.attention.some((a) => a.includes(`"claim ${atOf(f)}"`))).toBe(true);
          }
          const blockingCriticals = severe.filter(
            ([f, k]) => k === 'blocks' && f.severity === 'critical',
          );
          expect(result.verdict).toMatchObject({ critical: blockingCriticals.length });
          expect(verdictMismatch('code-review', result.verdict, result.report)).toBeNull();
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('security', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(secEntry, { maxLength: 6, selector: ([f]) => atOf(f) }),
        fc.constantFrom(...RIGORS),
        fc.constantFrom(...POSTURES),
        async (entries, rigor, posture) => {
          const seen: BlockingClaim[] = [];
          const kinds = new Map(entries.map(([f, k]) => [atOf(f), k] as const));
          const ctx = context(
            [{ summary: 's', findings: entries.map(([f]) => f) }],
            scriptedScrutiny(kinds, seen),
            rigor,
          );
          const result = await attemptLane(securityLane, {
            ...ctx,
            evidence: { ...ctx.evidence, securityPosture: posture },
          });
          const blocksAt: Record<SecurityPosture, readonly string[]> = {
            prototype: ['critical'],
            standard: ['critical', 'high'],
            hardened: ['critical', 'high', 'medium'],
          };
          const severe = entries.filter(
            ([f]) =>
              !f.preexisting &&
              blocksAt[posture].includes(f.severity) &&
              f.confidence >= BLOCKING_CONFIDENCE[rigor],
          );
          const expected = severe.some(([, k]) => k === 'blocks');
          const judged = judgeSec(result.report);
          expect(judged.row.status === 'BLOCKED').toBe(expected);
          expect(result.report.split('\n')[0]).toBe(
            `SECURITY_REVIEW: ${expected ? 'FAIL' : 'PASS'}`,
          );
          expect(result.findings.some((f) => f.blocking)).toBe(expected);
          expect(seen.map((c) => `${c.anchor?.file}:${c.anchor?.line}`).sort()).toEqual(
            severe.map(([f]) => atOf(f)).sort(),
          );
          for (const [f] of severe.filter(([, k]) => k !== 'blocks')) {
            expect(judged.attention.some((a) => a.includes(`"claim ${atOf(f)}"`))).toBe(true);
          }
          expect(verdictMismatch('security', result.verdict, result.report)).toBeNull();
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
