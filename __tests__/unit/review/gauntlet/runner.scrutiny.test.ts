// The runner's scrutiny seam (#23): a lane's `ctx.scrutinise` sends its re-asks and verifications
// under the lane's header, through the lane's sender (its tools, the run's limiter, deadline and
// usage), on the verification model slot, each in a fresh session. The lanes that call it are
// other modules; here a stand-in code-review attempt hands over one claim so the wiring is seen.
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallToolset } from '../../../../src/models/tools.js';
import type { ClaimOutcome } from '../../../../src/review/gauntlet/claims.js';
import { codeReviewLane } from '../../../../src/review/gauntlet/lanes/code-review.js';
import type { LaneAttemptContext } from '../../../../src/review/gauntlet/lanes/lane.js';
import { runGauntlet } from '../../../../src/review/gauntlet/runner.js';
import { CALL_USAGE, fakeCaller, gauntletInput } from './runner.fixtures.js';

const realAttempt = codeReviewLane.attempt;
afterEach(() => {
  (codeReviewLane as { attempt: typeof realAttempt }).attempt = realAttempt;
});

/** Makes the code-review attempt hand one claim to scrutiny and record what came back. */
function laneWithOneClaim(seen: ClaimOutcome[][], anchor: { file: string; line: number } | null) {
  (codeReviewLane as { attempt: typeof realAttempt }).attempt = async (ctx: LaneAttemptContext) => {
    seen.push(
      await ctx.scrutinise([
        {
          ref: 'finding:1',
          kind: 'finding',
          anchor,
          claim: 'SQL built from the id',
          detail: 'string concatenation',
          chunk: 1,
          verify: true,
        },
      ]),
    );
    return realAttempt.call(codeReviewLane, ctx);
  };
}

const toolset: CallToolset = {
  tools: [
    {
      name: 'read_file',
      description: 'reads a file',
      inputSchema: z.object({ path: z.string() }),
      execute: () => Promise.resolve({ ok: true, text: 'x', bytes: 1 }),
    },
  ],
  maxSteps: 4,
  describe: (_tool, input) => JSON.stringify(input),
};

describe('runner: scrutiny seam', () => {
  it('verification goes under the lane, on the verify slot, in a fresh session, with the lane’s tools', async () => {
    const seen: ClaimOutcome[][] = [];
    laneWithOneClaim(seen, { file: 'src/db.ts', line: 4 });
    const fake = fakeCaller((req) =>
      req.step.startsWith('verify:')
        ? { reply: { verdict: 'confirmed', evidence: 'src/db.ts:4 concatenates' } }
        : undefined,
    );
    const tooled: string[] = [];
    const run = await runGauntlet(
      gauntletInput(fake.caller, {
        hasSpec: false,
        modelFor: (lane, index, purpose) =>
          purpose === 'verify' ? `openai/verifier-${lane}` : `anthropic/model-${lane}-${index}`,
        resolveAnchor: async (a) => (a.file === 'src/db.ts' && a.line === 4 ? 'diff' : null),
        repositoryTools: (lane, step) => {
          tooled.push(`${lane} ${step}`);
          return toolset;
        },
      }),
    );
    expect(seen).toEqual([
      [
        {
          ref: 'finding:1',
          outcome: 'blocks',
          anchor: { file: 'src/db.ts', line: 4 },
          evidence: 'src/db.ts:4 concatenates',
        },
      ],
    ]);
    const [verify] = fake.of('code-review', 'verify:');
    expect(verify).toMatchObject({
      step: 'verify:finding:1',
      model: 'openai/verifier-code-review',
      evidence: '<evidence chunk 1>',
    });
    const [review] = fake.of('code-review', 'review');
    expect(review!.model).toBe('anthropic/model-code-review-0');
    expect(verify!.sessionId).not.toBe(review!.sessionId);
    expect(tooled).toContain('code-review verify:finding:1');
    // Usage: every call of the run is counted, the verification included.
    expect(run.usage.inputTokens).toBe(CALL_USAGE.inputTokens * fake.calls.length);
  });

  it('an anchor nothing resolves is re-asked once and ends unanchored', async () => {
    const seen: ClaimOutcome[][] = [];
    laneWithOneClaim(seen, { file: 'src/db.ts', line: 4 });
    const fake = fakeCaller((req) =>
      req.step.startsWith('reanchor:')
        ? { reply: { file: 'src/db.ts', line: 5, end_line: null } }
        : undefined,
    );
    await runGauntlet(
      gauntletInput(fake.caller, { hasSpec: false, resolveAnchor: () => Promise.resolve(null) }),
    );
    expect(seen[0]?.[0]).toMatchObject({ outcome: 'unanchored', ref: 'finding:1' });
    expect(fake.of('code-review', 'reanchor:').map((c) => c.step)).toEqual(['reanchor:finding:1']);
    expect(fake.of('code-review', 'verify:')).toHaveLength(0);
  });
});
