// Property (#23 "done when"): for random diffs, random anchors (in the diff, in the head snapshot,
// outside both, none) and random re-ask and verification replies, a blocking finding whose anchor
// lies outside the diff and the snapshot never blocks silently (it is `unanchored` and its claim
// is in an attention item) and never passes silently (it always has an outcome); outcomes are one
// per claim, in order; and each claim costs at most one re-ask and one verification.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModelCaller, ModelCallRequest } from '../../../../src/models/types.js';
import { createCallSender } from '../../../../src/review/gauntlet/calls.js';
import type {
  Anchor,
  AnchorResolution,
  BlockingClaim,
  ClaimOutcome,
} from '../../../../src/review/gauntlet/claims.js';
import { attentionFor } from '../../../../src/review/gauntlet/claims.js';
import { createLimiter } from '../../../../src/review/gauntlet/limiter.js';
import { createScrutiny } from '../../../../src/review/gauntlet/scrutiny.js';
import { propertyRuns } from '../../../knobs.js';

const USAGE = { inputTokens: 1, outputTokens: 1, cachedInputTokens: 0, costUsd: null };

/** Where a generated anchor lies. */
type Place = 'diff' | 'snapshot' | 'outside' | 'none';
type ReanchorReply = { kind: 'place'; place: Place } | { kind: 'fault' } | { kind: 'invalid' };
type VerifyReply = 'confirmed' | 'refuted' | 'fault' | 'invalid';

interface Files {
  /** Per file, the new-side lines the diff shows. */
  diff: Map<string, Set<number>>;
  /** Per file, the head snapshot's line count (the diff's files and unchanged ones). */
  snapshot: Map<string, number>;
}

const filesArb = fc
  .uniqueArray(fc.constantFrom('src/a.ts', 'src/b.ts', 'lib/c.js', 'README.md', 'x/y/z.py'), {
    minLength: 1,
    maxLength: 5,
  })
  .chain((names) =>
    fc
      .tuple(
        ...names.map((n) =>
          fc.record({
            name: fc.constant(n),
            length: fc.integer({ min: 1, max: 60 }),
            changed: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 10 }),
            inDiff: fc.boolean(),
          }),
        ),
      )
      .map((specs): Files => {
        const diff = new Map<string, Set<number>>();
        const snapshot = new Map<string, number>();
        for (const s of specs) {
          snapshot.set(s.name, s.length);
          const lines = s.changed.filter((l) => l <= s.length);
          if (s.inDiff && lines.length > 0) diff.set(s.name, new Set(lines));
        }
        return { diff, snapshot };
      }),
  );

function resolves(files: Files, a: Anchor): AnchorResolution {
  if (files.diff.get(a.file)?.has(a.line) === true) return 'diff';
  const length = files.snapshot.get(a.file);
  return length !== undefined && a.line <= length ? 'snapshot' : null;
}

/** An anchor at `place` for these files (`none` → null), picked with `seed`. */
function anchorAt(files: Files, place: Place, seed: number): Anchor | null {
  if (place === 'none') return null;
  if (place === 'diff') {
    const entries = [...files.diff.entries()];
    if (entries.length === 0) return { file: 'nowhere/never.ts', line: 1 + (seed % 9) };
    const [file, lines] = entries[seed % entries.length]!;
    const list = [...lines];
    return { file, line: list[seed % list.length]! };
  }
  if (place === 'snapshot') {
    const entries = [...files.snapshot.entries()];
    const [file, length] = entries[seed % entries.length]!;
    return { file, line: 1 + (seed % length) };
  }
  // Outside both: a file nobody has, or past the end of a real one.
  const entries = [...files.snapshot.entries()];
  const [file, length] = entries[seed % entries.length]!;
  return seed % 2 === 0
    ? { file: `ghost/${seed}.ts`, line: 1 + (seed % 40) }
    : { file, line: length + 1 + (seed % 5) };
}

const claimArb = fc.record({
  place: fc.constantFrom<Place>('diff', 'snapshot', 'outside', 'none'),
  reanchor: fc.oneof(
    fc.record({
      kind: fc.constant('place' as const),
      place: fc.constantFrom<Place>('diff', 'snapshot', 'outside', 'none'),
    }),
    fc.constant({ kind: 'fault' as const }),
    fc.constant({ kind: 'invalid' as const }),
  ) as fc.Arbitrary<ReanchorReply>,
  verifyReply: fc.constantFrom<VerifyReply>('confirmed', 'refuted', 'fault', 'invalid'),
  verify: fc.boolean(),
  criterion: fc.boolean(),
  seed: fc.nat({ max: 10_000 }),
});

type GeneratedClaim = typeof claimArb extends fc.Arbitrary<infer R> ? R : never;

function reply(req: ModelCallRequest<unknown>, files: Files, claims: GeneratedClaim[]) {
  const index = Number(/:(?:finding|criterion):(\d+)$/.exec(req.step)?.[1] ?? '-1') - 1;
  const g = claims[index]!;
  const fault = {
    ok: false as const,
    fault: { kind: 'server-error' as const, message: 'HTTP 503', attempts: 3 },
    usage: USAGE,
    model: req.model,
  };
  const ok = (value: unknown) => ({
    ok: true as const,
    value,
    usage: USAGE,
    model: req.model,
    attempts: 1,
  });
  if (req.step.startsWith('reanchor:')) {
    if (g.reanchor.kind === 'fault') return fault;
    if (g.reanchor.kind === 'invalid') return ok({ file: 'src/a.ts' });
    const a = anchorAt(files, g.reanchor.place, g.seed + 7);
    return ok(
      a === null
        ? { file: '', line: null, end_line: null }
        : { file: a.file, line: a.line, end_line: null },
    );
  }
  if (g.verifyReply === 'fault') return fault;
  if (g.verifyReply === 'invalid') return ok({ verdict: 'maybe', evidence: 'x' });
  return ok({ verdict: g.verifyReply, evidence: `evidence ${index + 1}` });
}

async function run(files: Files, generated: GeneratedClaim[]) {
  const calls: string[] = [];
  const caller: ModelCaller = async <T>(req: ModelCallRequest<T>) => {
    calls.push(req.step);
    return reply(req as ModelCallRequest<unknown>, files, generated) as never;
  };
  let n = 0;
  const scrutinise = createScrutiny({
    lane: 'security',
    attemptIndex: 0,
    evidence: ['CHUNK-1'],
    send: createCallSender({
      caller,
      modelFor: () => 'anthropic/m',
      limiter: createLimiter(3),
      deadline: Date.now() + 60_000,
      now: Date.now,
      newSessionId: () => `s${++n}`,
      onUsage: () => undefined,
    }),
    resolveAnchor: async (a) => resolves(files, a),
  });
  const claims: BlockingClaim[] = generated.map((g, i) => ({
    ref: `${g.criterion ? 'criterion' : 'finding'}:${i + 1}`,
    kind: g.criterion ? 'criterion' : 'finding',
    anchor: anchorAt(files, g.place, g.seed),
    claim: `claim number ${i + 1}`,
    detail: 'detail',
    chunk: 1,
    verify: g.verify,
  }));
  return { claims, outcomes: await scrutinise(claims), calls };
}

const resolvesAt = (files: Files, a: Anchor | null) => a !== null && resolves(files, a) !== null;

describe('scrutiny property', () => {
  it('an off-diff, off-snapshot finding is never silently blocking or silently passing', async () => {
    await fc.assert(
      fc.asyncProperty(filesArb, fc.array(claimArb, { maxLength: 6 }), async (files, generated) => {
        const { claims, outcomes, calls } = await run(files, generated);
        // One outcome per claim, in order.
        expect(outcomes.map((o) => o.ref)).toEqual(claims.map((c) => c.ref));
        for (const [i, claim] of claims.entries()) {
          const g = generated[i]!;
          const o: ClaimOutcome = outcomes[i]!;
          const steps = calls.filter((s) => s.endsWith(`:${claim.ref}`));
          expect(steps.filter((s) => s.startsWith('reanchor:')).length).toBeLessThanOrEqual(1);
          expect(steps.filter((s) => s.startsWith('verify:')).length).toBeLessThanOrEqual(1);
          if (claim.kind === 'criterion') {
            expect(steps.some((s) => s.startsWith('reanchor:'))).toBe(false);
            continue;
          }
          const again =
            g.reanchor.kind === 'place' ? anchorAt(files, g.reanchor.place, g.seed + 7) : null;
          const anchored = resolvesAt(files, claim.anchor) || resolvesAt(files, again);
          if (!anchored) {
            // Outside both, and the one re-ask did not fix it: an attention item naming the claim.
            expect(o.outcome).toBe('unanchored');
            expect(attentionFor('security', o)).toContain(claim.claim);
            expect(steps.some((s) => s.startsWith('verify:'))).toBe(false);
            continue;
          }
          if (o.outcome === 'blocks') {
            // Blocks only from a resolving anchor, and only when verification (if asked) confirmed.
            expect(o.anchor !== null && resolves(files, o.anchor) !== null).toBe(true);
            expect(!g.verify || g.verifyReply === 'confirmed').toBe(true);
          } else if (o.outcome === 'refuted') {
            expect(g.verify && g.verifyReply === 'refuted').toBe(true);
            expect(attentionFor('security', o)).toContain(claim.claim);
          } else {
            expect(o.outcome).toBe('fault');
            expect(g.verify && (g.verifyReply === 'fault' || g.verifyReply === 'invalid')).toBe(
              true,
            );
          }
        }
      }),
      { numRuns: propertyRuns() },
    );
  });
});
