import { describe, expect, it } from 'vitest';
import { EvalGateConfigError } from '../../../../src/review/fresh-context/errors.js';
import { createReviewGate } from '../../../../src/review/fresh-context/review-gate.js';
import type { ReviewerCall } from '../../../../src/review/fresh-context/review-gate.js';
import { blocksMerge, reviewVerdict } from '../../../../src/review/fresh-context/verdict.js';

const inputs = { spec: 'do X', diff: '+ added', testOutput: 'ok' };
const implementer = { model: 'anthropic/claude-impl', sessionId: 'impl-session-xyz' };

describe('ReviewGate.run', () => {
  it('logs one line with reviewer, state, session and elapsed seconds of call + parse', async () => {
    const lines: string[] = [];
    const clock = [1000, 3500];
    const gate = createReviewGate({
      reviewerCall: async () => '{"state":"questions","questions":["why?"]}',
      logger: { info: (m) => lines.push(m), warn: (m) => lines.push(`WARN ${m}`) },
      now: () => clock.shift() ?? 0,
    });
    const verdict = await gate.run(implementer, inputs, ['openai/gpt-review']);
    expect(lines).toEqual([
      `review-gate: reviewer=openai/gpt-review state=questions session=${verdict.reviewerSessionId} (2.50s)`,
    ]);
  });

  it('selects the model before drawing a session id: a config error costs nothing', async () => {
    let draws = 0;
    let calls = 0;
    const gate = createReviewGate({
      reviewerCall: async () => {
        calls += 1;
        return '{"state":"pass"}';
      },
      modelSelection: 'different-model-required',
      randomBytes: (size) => {
        draws += 1;
        return new Uint8Array(size);
      },
    });
    await expect(gate.run(implementer, inputs, ['claude-impl'])).rejects.toThrow(
      EvalGateConfigError,
    );
    expect([draws, calls]).toEqual([0, 0]);
  });

  it('passes (raw, model, session id) to a custom parser and returns its verdict', async () => {
    const seen: string[][] = [];
    const gate = createReviewGate({
      reviewerCall: async () => 'RAW',
      verdictParser: (raw, model, sid) => {
        seen.push([raw, model, sid]);
        return reviewVerdict({ state: 'fail', reviewerModel: model, reviewerSessionId: sid });
      },
    });
    const verdict = await gate.run(implementer, inputs, ['openai/gpt-review']);
    expect(seen).toEqual([['RAW', 'openai/gpt-review', verdict.reviewerSessionId]]);
    expect(verdict.state).toBe('fail');
  });

  it('propagates an error from the reviewer call', async () => {
    const failing: ReviewerCall = async () => {
      throw new Error('overloaded');
    };
    const gate = createReviewGate({ reviewerCall: failing });
    await expect(gate.run(implementer, inputs, ['openai/gpt-review'])).rejects.toThrow(
      'overloaded',
    );
  });

  it('fails closed when the reply is garbage or not even a string', async () => {
    const garbage = createReviewGate({ reviewerCall: async () => '<html>502</html>' });
    expect(blocksMerge(await garbage.run(implementer, inputs, ['openai/r']))).toBe(true);
    const nothing = createReviewGate({
      reviewerCall: (async () => undefined) as unknown as ReviewerCall,
    });
    expect((await nothing.run(implementer, inputs, ['openai/r'])).state).toBe('fail');
  });

  it('uses the explicit reviewer over the candidates', async () => {
    let model = '';
    const gate = createReviewGate({
      reviewerCall: async (args) => {
        model = args.model;
        return '{"state":"pass"}';
      },
    });
    await gate.run(implementer, inputs, ['openai/gpt-review'], 'google/gemini-review');
    expect(model).toBe('google/gemini-review');
  });

  it('handles an unknown implementer (no model, no session, no transcript)', async () => {
    const gate = createReviewGate({ reviewerCall: async () => '{"state":"pass"}' });
    const verdict = await gate.run({ model: null, sessionId: null }, inputs, ['openai/r']);
    expect(verdict.reviewerModel).toBe('openai/r');
    expect(verdict.reviewerSessionId).toMatch(/^review-/);
  });

  it('defaults to DifferentModelPreferred and always requires a fresh session', () => {
    const gate = createReviewGate({ reviewerCall: async () => '' });
    expect(gate.modelSelection).toBe('different-model-preferred');
    expect(gate.requiresFreshSession).toBe(true);
    expect(
      createReviewGate({ reviewerCall: async () => '', requiresFreshSession: true })
        .requiresFreshSession,
    ).toBe(true);
  });

  it('gives every run its own session id', async () => {
    const gate = createReviewGate({ reviewerCall: async () => '{"state":"pass"}' });
    const a = await gate.run(implementer, inputs, ['openai/r']);
    const b = await gate.run(implementer, inputs, ['openai/r']);
    expect(a.reviewerSessionId).not.toBe(b.reviewerSessionId);
  });
});
