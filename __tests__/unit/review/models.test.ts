// Model slots (#23): an independent verification goes to another model than the lane's when the
// pool has one; with a single model it is that model (the call is still a fresh session).
import { describe, expect, it } from 'vitest';
import { assignModels, modelForLane } from '../../../src/review/models.js';
import { CALLER_LANES } from '../../../src/models/types.js';

const config = (models: string[]) => ({
  models,
  reviewerModel: null,
  modelSelection: 'different-model-preferred' as const,
});

describe('modelForLane: the verify slot', () => {
  it('with two vendors, every lane’s verifier is the other vendor’s model, at every attempt', () => {
    const a = assignModels(config(['anthropic/claude-x', 'openai/gpt-y']), null, null);
    expect(a.pool).toHaveLength(2);
    for (const lane of CALLER_LANES) {
      for (const attempt of [0, 1, 2]) {
        const own = modelForLane(a, lane, attempt);
        const verifier = modelForLane(a, lane, attempt, 'verify');
        expect(verifier).not.toBe(own);
        expect(a.pool).toContain(verifier);
      }
    }
  });

  it('with three models, the verifier differs from the lane’s model and stays in the pool', () => {
    const a = assignModels(
      config(['anthropic/claude-x', 'openai/gpt-y', 'google/gemini-z']),
      null,
      null,
    );
    for (const lane of ['code-review', 'security', 'adversary'] as const) {
      const own = modelForLane(a, lane, 0);
      expect(modelForLane(a, lane, 0, 'verify')).not.toBe(own);
    }
  });

  it('with one model, the verifier is that model; the lane slot is unchanged by the new argument', () => {
    const a = assignModels(config(['openai/gpt-y']), null, null);
    expect(modelForLane(a, 'security', 0, 'verify')).toBe('openai/gpt-y');
    const b = assignModels(config(['anthropic/claude-x', 'openai/gpt-y']), null, null);
    expect(modelForLane(b, 'security', 1, 'lane')).toBe(modelForLane(b, 'security', 1));
  });

  it('an empty pool still throws (the sender turns it into a config fault)', () => {
    expect(() =>
      modelForLane({ gate: null, pool: [], error: 'x', warnings: [] }, 'security', 0, 'verify'),
    ).toThrow('no reviewer model was assigned');
  });
});
