// Port of the seed gate's own test file (24 tests, docs/design.md §A.8), same
// classes, same inputs, same assertions.
import { describe, expect, it } from 'vitest';
import {
  EvalGateConfigError,
  FreshContextViolation,
} from '../../../../src/review/fresh-context/errors.js';
import type { ReviewInputs } from '../../../../src/review/fresh-context/prompt.js';
import { createReviewGate } from '../../../../src/review/fresh-context/review-gate.js';
import type {
  ImplementerContext,
  ReviewGate,
} from '../../../../src/review/fresh-context/review-gate.js';
import type { ModelSelection } from '../../../../src/review/fresh-context/selection.js';
import {
  blocksMerge,
  parseStructuredVerdict,
} from '../../../../src/review/fresh-context/verdict.js';

function impl(model = 'anthropic/claude-impl', transcript = ''): ImplementerContext {
  return { model, sessionId: 'impl-session-xyz', transcript };
}

function inputs(spec = 'do X', diff = '+ added', tests = 'ok'): ReviewInputs {
  return { spec, diff, testOutput: tests };
}

interface Captured {
  prompt?: string;
  model?: string;
  sessionId?: string;
}

function makeGate(
  raw: string,
  selection: ModelSelection = 'different-model-preferred',
  warnings: string[] = [],
): { gate: ReviewGate; captured: Captured } {
  const captured: Captured = {};
  const gate = createReviewGate({
    reviewerCall: async ({ prompt, model, sessionId }) => {
      captured.prompt = prompt;
      captured.model = model;
      captured.sessionId = sessionId;
      return raw;
    },
    verdictParser: parseStructuredVerdict,
    modelSelection: selection,
    logger: { info: () => undefined, warn: (message) => warnings.push(message) },
  });
  return { gate, captured };
}

const PASS = JSON.stringify({ state: 'pass', summary: 'ok', issues: [], confidence: 0.9 });

describe('TestFreshContextSeparation', () => {
  it('reviewer session distinct from implementer', async () => {
    const { gate, captured } = makeGate(PASS);
    const verdict = await gate.run(impl(), inputs(), ['openai/gpt-review']);
    expect(verdict.reviewerSessionId).not.toBe('impl-session-xyz');
    expect(captured.sessionId).toBe(verdict.reviewerSessionId);
  });

  it('implementer transcript never reaches prompt', async () => {
    const transcript = 'X'.repeat(200) + 'implementer-private-thoughts-'.repeat(5);
    const { gate, captured } = makeGate(PASS);
    const verdict = await gate.run(impl(undefined, transcript), inputs('public spec text'), [
      'openai/gpt-review',
    ]);
    expect(verdict.state).toBe('pass');
    expect(captured.prompt).not.toContain('implementer-private-thoughts');
  });

  it('prompt built only from spec, diff, test output', async () => {
    const { gate, captured } = makeGate(PASS);
    await gate.run(
      impl(undefined, 'hidden transcript content'),
      inputs('SPEC-MARK', 'DIFF-MARK', 'TESTS-MARK'),
      ['openai/gpt-review'],
    );
    expect(captured.prompt).toContain('SPEC-MARK');
    expect(captured.prompt).toContain('DIFF-MARK');
    expect(captured.prompt).toContain('TESTS-MARK');
    expect(captured.prompt).not.toContain('hidden transcript content');
  });

  it('transcript smuggled through spec is rejected', async () => {
    const transcript = 'leaked-priming-fragment-'.repeat(20);
    const { gate, captured } = makeGate(PASS);
    await expect(
      gate.run(impl(undefined, transcript), inputs(`do X\n\n${transcript}`), ['openai/gpt-review']),
    ).rejects.toThrow(FreshContextViolation);
    expect(captured.prompt).toBeUndefined(); // refused before any call
  });

  it('gate refuses fresh session disabled', () => {
    expect(() =>
      createReviewGate({
        reviewerCall: async () => PASS,
        verdictParser: parseStructuredVerdict,
        requiresFreshSession: false,
      }),
    ).toThrow(FreshContextViolation);
  });
});

describe('TestModelSelection', () => {
  it('required picks distinct candidate', async () => {
    const { gate, captured } = makeGate(PASS, 'different-model-required');
    await gate.run(impl(), inputs(), ['anthropic/claude-impl', 'openai/gpt-review']);
    expect(captured.model).toBe('openai/gpt-review');
  });

  it('required raises when only same model', async () => {
    const { gate } = makeGate(PASS, 'different-model-required');
    await expect(gate.run(impl(), inputs(), ['anthropic/claude-impl'])).rejects.toThrow(
      EvalGateConfigError,
    );
  });

  it('required raises when no candidates', async () => {
    const { gate } = makeGate(PASS, 'different-model-required');
    await expect(gate.run(impl(), inputs(), [])).rejects.toThrow(EvalGateConfigError);
  });

  it('preferred falls back to same model with a warning', async () => {
    const warnings: string[] = [];
    const { gate, captured } = makeGate(PASS, 'different-model-preferred', warnings);
    await gate.run(impl(), inputs(), ['anthropic/claude-impl']);
    expect(captured.model).toBe('anthropic/claude-impl');
    expect(warnings.some((w) => w.includes('DifferentModelPreferred'))).toBe(true);
  });

  it('same model ok allows same model', async () => {
    const { gate, captured } = makeGate(PASS, 'same-model-ok');
    await gate.run(impl(), inputs(), ['anthropic/claude-impl']);
    expect(captured.model).toBe('anthropic/claude-impl');
  });

  it('explicit reviewer override wins', async () => {
    const { gate, captured } = makeGate(PASS, 'different-model-required');
    await gate.run(impl(), inputs(), [], 'openai/gpt-review');
    expect(captured.model).toBe('openai/gpt-review');
  });

  it('explicit override matching implementer raises under required', async () => {
    const { gate } = makeGate(PASS, 'different-model-required');
    await expect(
      gate.run(impl(), inputs(), ['openai/gpt-review'], 'anthropic/claude-impl'),
    ).rejects.toThrow(EvalGateConfigError);
  });

  it('provider prefix is ignored when comparing', async () => {
    const { gate } = makeGate(PASS, 'different-model-required');
    await expect(gate.run(impl('anthropic/claude-foo'), inputs(), ['claude-foo'])).rejects.toThrow(
      EvalGateConfigError,
    );
  });
});

describe('TestStructuredVerdictSchema', () => {
  it('pass round trip', () => {
    const raw = JSON.stringify({ state: 'pass', summary: 'good', issues: [], confidence: 0.9 });
    const verdict = parseStructuredVerdict(raw, 'openai/gpt-review', 'review-abc');
    expect(verdict.state).toBe('pass');
    expect(verdict.summary).toBe('good');
    expect(verdict.issues).toEqual([]);
    expect(verdict.confidence).toBeCloseTo(0.9);
    expect(verdict.reviewerModel).toBe('openai/gpt-review');
    expect(verdict.reviewerSessionId).toBe('review-abc');
  });

  it('fail with issues blocks merge', () => {
    const raw = JSON.stringify({ state: 'fail', summary: 'bad', issues: ['a', 'b'] });
    const verdict = parseStructuredVerdict(raw, 'm', 's');
    expect(verdict.issues).toHaveLength(2);
    expect(blocksMerge(verdict)).toBe(true);
  });

  it('questions state', () => {
    const raw = JSON.stringify({
      state: 'questions',
      summary: 'unclear',
      questions: ['Why was X removed?'],
    });
    const verdict = parseStructuredVerdict(raw, 'm', 's');
    expect(verdict.state).toBe('questions');
    expect(verdict.questions).toEqual(['Why was X removed?']);
  });

  it('unknown state maps to fail', () => {
    const verdict = parseStructuredVerdict(JSON.stringify({ state: 'maybe?' }), 'm', 's');
    expect(verdict.state).toBe('fail');
    expect(blocksMerge(verdict)).toBe(true);
  });

  it('unparseable maps to fail', () => {
    const verdict = parseStructuredVerdict('not json at all', 'm', 's');
    expect(verdict.state).toBe('fail');
    expect(blocksMerge(verdict)).toBe(true);
  });

  it('non-object maps to fail', () => {
    const verdict = parseStructuredVerdict(JSON.stringify([1, 2]), 'm', 's');
    expect(verdict.state).toBe('fail');
    expect(verdict.issues.length).toBeGreaterThan(0);
  });

  it('confidence is clamped', () => {
    const raw = JSON.stringify({ state: 'pass', confidence: 2.5 });
    const verdict = parseStructuredVerdict(raw, 'm', 's');
    expect(verdict.confidence).toBeGreaterThanOrEqual(0);
    expect(verdict.confidence).toBeLessThanOrEqual(1);
  });

  it('code-fenced json is accepted', () => {
    const raw = '```json\n' + JSON.stringify({ state: 'pass', summary: 'ok' }) + '\n```';
    expect(parseStructuredVerdict(raw, 'm', 's').state).toBe('pass');
  });
});

describe('TestFailBlocksMerge', () => {
  it('fail verdict blocks merge end to end', async () => {
    const raw = JSON.stringify({
      state: 'fail',
      summary: 'broken',
      issues: ['test_x fails after diff'],
    });
    const { gate } = makeGate(raw);
    const verdict = await gate.run(impl(), inputs(), ['openai/gpt-review']);
    expect(verdict.state).toBe('fail');
    expect(blocksMerge(verdict)).toBe(true);
    expect(verdict.issues).toEqual(['test_x fails after diff']);
  });
});

describe('TestQuestionsBlocksMerge', () => {
  it('questions verdict blocks merge end to end', async () => {
    const raw = JSON.stringify({
      state: 'questions',
      summary: 'need info',
      questions: ['Is the retry idempotent?'],
    });
    const { gate } = makeGate(raw);
    const verdict = await gate.run(impl(), inputs(), ['openai/gpt-review']);
    expect(blocksMerge(verdict)).toBe(true);
    expect(verdict.questions).toEqual(['Is the retry idempotent?']);
    expect(verdict.issues).toEqual([]);
  });

  it('pass verdict does not block merge', async () => {
    const { gate } = makeGate(PASS);
    const verdict = await gate.run(impl(), inputs(), ['openai/gpt-review']);
    expect(blocksMerge(verdict)).toBe(false);
  });
});
