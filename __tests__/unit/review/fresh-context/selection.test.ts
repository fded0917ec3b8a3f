import { MODEL_SELECTION_MODES } from '../../../../src/config/types.js';
import { describe, expect, it } from 'vitest';
import { EvalGateConfigError } from '../../../../src/review/fresh-context/errors.js';
import {
  distinctCandidates,
  normaliseModelId,
  sameModel,
  selectReviewerModel,
} from '../../../../src/review/fresh-context/selection.js';
import type { ModelSelection } from '../../../../src/review/fresh-context/selection.js';

const IMPL = 'anthropic/claude-impl';

function select(
  mode: ModelSelection,
  candidates: string[],
  explicitReviewer?: string | null,
  implementer: string | null = IMPL,
): { model: string; warnings: string[] } {
  const warnings: string[] = [];
  const model = selectReviewerModel(implementer, {
    candidates,
    explicitReviewer,
    mode,
    warn: (message) => warnings.push(message),
  });
  return { model, warnings };
}

describe('normaliseModelId', () => {
  it('strips whitespace, lower-cases and drops one provider segment', () => {
    expect(normaliseModelId('  Anthropic/Claude-Foo ')).toBe('claude-foo');
    expect(normaliseModelId('claude-foo')).toBe('claude-foo');
    expect(sameModel('anthropic/claude-foo', 'Claude-Foo')).toBe(true);
    expect(sameModel('openai/gpt-4', 'azure/gpt-4')).toBe(true);
  });

  it('drops only the first segment: openrouter/anthropic/x is anthropic/x, not x', () => {
    expect(normaliseModelId('openrouter/anthropic/x')).toBe('anthropic/x');
    expect(sameModel('openrouter/anthropic/x', 'x')).toBe(false);
    expect(sameModel('openrouter/anthropic/x', 'other/anthropic/x')).toBe(true);
  });

  it('has no alias or version stripping', () => {
    expect(sameModel('anthropic/claude-foo-20250101', 'anthropic/claude-foo')).toBe(false);
  });
});

describe('selectReviewerModel: explicit override', () => {
  it('wins under DifferentModelPreferred even when it equals the implementer, without warning', () => {
    const { model, warnings } = select('different-model-preferred', ['openai/gpt-review'], IMPL);
    expect(model).toBe(IMPL);
    expect(warnings).toEqual([]);
  });

  it('wins under SameModelOk even when it equals the implementer', () => {
    expect(select('same-model-ok', ['openai/gpt-review'], 'Claude-Impl').model).toBe('Claude-Impl');
  });

  it('wins over distinct candidates and is returned verbatim', () => {
    expect(
      select('different-model-required', ['openai/gpt-review'], ' google/Gemini-X ').model,
    ).toBe(' google/Gemini-X ');
  });

  it('names both models when it matches the implementer under DifferentModelRequired', () => {
    expect(() => select('different-model-required', [], 'claude-impl')).toThrow(
      "DifferentModelRequired: explicit reviewer 'claude-impl' matches implementer model 'anthropic/claude-impl'",
    );
  });

  it('treats a blank override as absent', () => {
    expect(select('same-model-ok', ['openai/gpt-review'], '  ').model).toBe('openai/gpt-review');
    expect(select('same-model-ok', ['openai/gpt-review'], null).model).toBe('openai/gpt-review');
  });
});

describe('selectReviewerModel: candidates', () => {
  it('SameModelOk still picks a distinct candidate when one exists', () => {
    expect(select('same-model-ok', [IMPL, 'openai/gpt-review']).model).toBe('openai/gpt-review');
  });

  it('takes the first distinct candidate in the operator order, under every mode', () => {
    const candidates = ['claude-impl', 'google/gemini-x', 'openai/gpt-review'];
    for (const mode of MODEL_SELECTION_MODES) {
      expect(select(mode, candidates).model).toBe('google/gemini-x');
    }
  });

  it('DifferentModelPreferred falls back to the first candidate in its own spelling, with a warning', () => {
    const { model, warnings } = select('different-model-preferred', [
      'Anthropic/Claude-IMPL',
      IMPL,
    ]);
    expect(model).toBe('Anthropic/Claude-IMPL');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('DifferentModelPreferred');
  });

  it('DifferentModelPreferred with no candidates falls back to the implementer model', () => {
    const { model, warnings } = select('different-model-preferred', []);
    expect(model).toBe(IMPL);
    expect(warnings).toHaveLength(1);
  });

  it('SameModelOk falls back without a warning', () => {
    const { model, warnings } = select('same-model-ok', []);
    expect(model).toBe(IMPL);
    expect(warnings).toEqual([]);
  });

  it('DifferentModelRequired names the implementer and the candidates when none is distinct', () => {
    expect(() => select('different-model-required', ['claude-impl'])).toThrow(
      `DifferentModelRequired: no reviewer model distinct from implementer model 'anthropic/claude-impl' is configured (candidates=["claude-impl"])`,
    );
  });
});

describe('selectReviewerModel: unknown implementer', () => {
  it('DifferentModelRequired refuses, because distinctness cannot be proven', () => {
    expect(() =>
      select('different-model-required', ['openai/gpt-review'], undefined, null),
    ).toThrow(EvalGateConfigError);
    expect(() => select('different-model-required', [], 'openai/gpt-review', null)).toThrow(
      /implementer model is unknown/,
    );
  });

  it('other modes take the first candidate, or the override', () => {
    const candidates = ['openai/gpt-review', 'google/gemini-x'];
    expect(select('different-model-preferred', candidates, null, null).model).toBe(
      'openai/gpt-review',
    );
    expect(select('same-model-ok', candidates, 'google/g', null).model).toBe('google/g');
  });

  it('refuses when there is nothing at all to choose from', () => {
    expect(() => select('different-model-preferred', [], null, null)).toThrow(EvalGateConfigError);
  });
});

describe('distinctCandidates and modelSelectionFromConfig', () => {
  it('keeps the order and drops same-model candidates', () => {
    expect(
      distinctCandidates(IMPL, ['a/x', 'claude-impl', 'b/y', 'ANTHROPIC/claude-impl']),
    ).toEqual(['a/x', 'b/y']);
    expect(distinctCandidates(null, ['a/x', IMPL])).toEqual(['a/x', IMPL]);
  });
});
