import { describe, expect, it } from 'vitest';
import {
  EvalGateConfigError,
  ModelSelection,
  ReviewGate,
  ReviewVerdict,
} from '../../../../src/review/fresh-context/index.js';
import type { ReviewerCall } from '../../../../src/review/fresh-context/index.js';

const inputs = { spec: 'do X', diff: '+ added', testOutput: 'ok' };
const implementer = { model: 'anthropic/claude-impl', sessionId: 'impl-session-xyz' };

describe('ReviewGate.run', () => {
  it('logs one line with reviewer, state, session and elapsed seconds of call + parse', async () => {
    const lines: string[] = [];
    const clock = [1000, 3500];
    const gate = new ReviewGate({
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
    const gate = new ReviewGate({
      reviewerCall: async () => {
        calls += 1;
        return '{"state":"pass"}';
      },
      modelSelection: ModelSelection.DifferentModelRequired,
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
    const gate = new ReviewGate({
      reviewerCall: async () => 'RAW',
      verdictParser: (raw, model, sid) => {
        seen.push([raw, model, sid]);
        return new ReviewVerdict({ state: 'fail', reviewerModel: model, reviewerSessionId: sid });
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
    const gate = new ReviewGate({ reviewerCall: failing });
    await expect(gate.run(implementer, inputs, ['openai/gpt-review'])).rejects.toThrow(
      'overloaded',
    );
  });

  it('fails closed when the reply is garbage or not even a string', async () => {
    const garbage = new ReviewGate({ reviewerCall: async () => '<html>502</html>' });
    expect((await garbage.run(implementer, inputs, ['openai/r'])).blocksMerge()).toBe(true);
    const nothing = new ReviewGate({
      reviewerCall: (async () => undefined) as unknown as ReviewerCall,
    });
    expect((await nothing.run(implementer, inputs, ['openai/r'])).state).toBe('fail');
  });

  it('uses the explicit reviewer over the candidates', async () => {
    let model = '';
    const gate = new ReviewGate({
      reviewerCall: async (args) => {
        model = args.model;
        return '{"state":"pass"}';
      },
    });
    await gate.run(implementer, inputs, ['openai/gpt-review'], 'google/gemini-review');
    expect(model).toBe('google/gemini-review');
  });

  it('handles an unknown implementer (no model, no session, no transcript)', async () => {
    const gate = new ReviewGate({ reviewerCall: async () => '{"state":"pass"}' });
    const verdict = await gate.run({ model: null, sessionId: null }, inputs, ['openai/r']);
    expect(verdict.reviewerModel).toBe('openai/r');
    expect(verdict.reviewerSessionId).toMatch(/^review-/);
  });

  it('defaults to DifferentModelPreferred and always requires a fresh session', () => {
    const gate = new ReviewGate({ reviewerCall: async () => '' });
    expect(gate.modelSelection).toBe(ModelSelection.DifferentModelPreferred);
    expect(gate.requiresFreshSession).toBe(true);
    expect(
      new ReviewGate({ reviewerCall: async () => '', requiresFreshSession: true }),
    ).toBeInstanceOf(ReviewGate);
  });

  it('gives every run its own session id', async () => {
    const gate = new ReviewGate({ reviewerCall: async () => '{"state":"pass"}' });
    const a = await gate.run(implementer, inputs, ['openai/r']);
    const b = await gate.run(implementer, inputs, ['openai/r']);
    expect(a.reviewerSessionId).not.toBe(b.reviewerSessionId);
  });
});
