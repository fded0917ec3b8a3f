import { describe, expect, it } from 'vitest';
import {
  ReviewerCallFault,
  createModelReviewerCall,
} from '../../../../src/review/fresh-context/model-call.js';
import { createReviewGate } from '../../../../src/review/fresh-context/review-gate.js';
import {
  GATE_INSTRUCTIONS,
  gateReplySchema,
} from '../../../../src/review/fresh-context/verdict.js';
import type {
  ModelCallRequest,
  ModelCallResult,
  ModelCaller,
} from '../../../../src/models/types.js';

const usage = { inputTokens: 10, outputTokens: 5, cachedInputTokens: 0, costUsd: 0.001 };

/** A ModelCaller that records requests and answers from a script (the models module's seam). */
function scriptedCaller(answer: (request: ModelCallRequest<unknown>) => ModelCallResult<unknown>): {
  caller: ModelCaller;
  requests: ModelCallRequest<unknown>[];
} {
  const requests: ModelCallRequest<unknown>[] = [];
  const caller = (async (request: ModelCallRequest<unknown>) => {
    requests.push(request);
    return answer(request);
  }) as ModelCaller;
  return { caller, requests };
}

const inputs = { spec: 'SPEC', diff: 'DIFF', testOutput: 'TESTS' };
const implementer = { model: 'anthropic/impl', sessionId: 'impl-1' };

describe('createModelReviewerCall', () => {
  it('sends the gate lane, the session, the instructions and the prompt as evidence', async () => {
    const { caller, requests } = scriptedCaller((request) => ({
      ok: true,
      value: { state: 'pass', summary: 'fine', issues: [], questions: [], confidence: 0.7 },
      usage,
      model: request.model,
      attempts: 1,
    }));
    const results: unknown[] = [];
    const gate = createReviewGate({
      reviewerCall: createModelReviewerCall(caller, { onResult: (r) => results.push(r) }),
    });
    const verdict = await gate.run(implementer, inputs, ['openai/gpt-review']);

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.lane).toBe('gate');
    expect(request.step).toBe('review');
    expect(request.sessionId).toBe(verdict.reviewerSessionId);
    expect(request.model).toBe('openai/gpt-review');
    expect(request.instructions).toBe(GATE_INSTRUCTIONS);
    expect(request.evidence).toBe(
      '## Test output\n\nTESTS\n\n## Diff\n\nDIFF\n\n## Spec\n\nSPEC\n',
    );
    expect(request.laneEvidence).toBeUndefined();
    expect(request.schema).toBe(gateReplySchema);
    expect(request.maxOutputTokens).toBeUndefined();
    expect([verdict.state, verdict.summary, verdict.confidence]).toEqual(['pass', 'fine', 0.7]);
    expect(results).toHaveLength(1);
  });

  it("sends a prompt that opens with the lanes' prefix as that prefix and its rest", async () => {
    const { caller, requests } = scriptedCaller((request) => ({
      ok: false,
      fault: { kind: 'refused', message: 'recorded', attempts: 1 },
      usage,
      model: request.model,
    }));
    const prefix = '## Test output\n\nTESTS\n\n## Diff\n\nDIFF\n';
    const call = createModelReviewerCall(caller, { sharedPrefix: prefix });
    for (const prompt of [`${prefix}\n## Spec\n\nSPEC\n`, prefix, `other ${prefix}`]) {
      await expect(call({ prompt, model: 'openai/r', sessionId: 's' })).rejects.toThrow();
    }
    // Split only where the prompt opens with it; the model reads the same text every time.
    expect(requests.map((r) => [r.evidence, r.laneEvidence])).toEqual([
      [prefix, '\n## Spec\n\nSPEC\n'],
      [prefix, undefined],
      [`other ${prefix}`, undefined],
    ]);
    expect(requests[0]!.evidence).toBe(prefix);
  });

  it('passes the chunk step and output cap through', async () => {
    const { caller, requests } = scriptedCaller((request) => ({
      ok: true,
      value: { state: 'fail', summary: '', issues: ['x'], questions: [], confidence: 1 },
      usage,
      model: request.model,
      attempts: 1,
    }));
    const call = createModelReviewerCall(caller, { step: 'chunk:2/5', maxOutputTokens: 800 });
    await call({ prompt: 'P', model: 'openai/r', sessionId: 'review-1' });
    expect([requests[0]!.step, requests[0]!.maxOutputTokens]).toEqual(['chunk:2/5', 800]);
  });

  it('turns a model fault into ReviewerCallFault carrying the fault, after reporting it', async () => {
    const fault = { kind: 'overloaded' as const, message: '529 after 3 attempts', attempts: 3 };
    const { caller } = scriptedCaller((request) => ({
      ok: false,
      fault,
      usage,
      model: request.model,
    }));
    const results: unknown[] = [];
    const gate = createReviewGate({
      reviewerCall: createModelReviewerCall(caller, { onResult: (r) => results.push(r) }),
    });
    const error = await gate.run(implementer, inputs, ['openai/r']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReviewerCallFault);
    expect((error as ReviewerCallFault).fault).toBe(fault);
    expect((error as Error).message).toBe(
      'gate reviewer call failed (overloaded): 529 after 3 attempts',
    );
    expect(results).toHaveLength(1);
  });
});
