import { describe, expect, it } from 'vitest';
import { EvalGateConfigError } from '../../../../src/review/fresh-context/errors.js';
import {
  DEFAULT_REVIEW_PROMPT_TEMPLATE,
  buildReviewPrompt,
  parseReviewPromptTemplate,
  renderReviewPrompt,
} from '../../../../src/review/fresh-context/prompt.js';
import { createReviewGate } from '../../../../src/review/fresh-context/review-gate.js';
import { laneEvidencePrefix } from '../../../../src/plan/plan.js';

const inputs = { spec: 'SPEC', diff: 'DIFF', testOutput: 'TESTS' };

describe('buildReviewPrompt', () => {
  it("opens with the lanes' evidence prefix (test output, then the diff), the spec after it", () => {
    const prompt = buildReviewPrompt(inputs);
    expect(prompt).toBe('## Test output\n\nTESTS\n\n## Diff\n\nDIFF\n\n## Spec\n\nSPEC\n');
    expect(prompt.startsWith(laneEvidencePrefix(inputs))).toBe(true);
  });

  it('substitutes literally: braces and replacement patterns in values are harmless', () => {
    const tricky = {
      spec: "{diff} {test_output} {{x}} $& $' $` $1 $$",
      diff: '- a\n+ {spec}',
      testOutput: '$&',
    };
    const prompt = buildReviewPrompt(tricky);
    expect(prompt).toBe(
      "## Test output\n\n$&\n\n## Diff\n\n- a\n+ {spec}\n\n## Spec\n\n{diff} {test_output} {{x}} $& $' $` $1 $$\n",
    );
  });

  it('reports where each input landed in the prompt', () => {
    const template = parseReviewPromptTemplate(DEFAULT_REVIEW_PROMPT_TEMPLATE);
    const { text, spans } = renderReviewPrompt(template, inputs);
    for (const span of spans) {
      const expected = { spec: 'SPEC', diff: 'DIFF', test_output: 'TESTS' }[span.field];
      expect(text.slice(span.start, span.end)).toBe(expected);
    }
    expect(spans.map((s) => s.field)).toEqual(['test_output', 'diff', 'spec']);
  });
});

describe('custom templates', () => {
  it('use the three placeholders and {{ }} for literal braces', () => {
    const template = 'Diff:\n{diff}\nSpec {{verbatim}}:\n{spec}\nTests: {test_output} }}';
    expect(buildReviewPrompt(inputs, template)).toBe(
      'Diff:\nDIFF\nSpec {verbatim}:\nSPEC\nTests: TESTS }',
    );
  });

  it('refuse any other placeholder, at construction', () => {
    expect(() => parseReviewPromptTemplate('{spec}{diff}{test_output}{transcript}')).toThrow(
      /may use only \{spec\}, \{diff\} and \{test_output\} \(found '\{transcript\}'\)/,
    );
    expect(() => parseReviewPromptTemplate('{spec}{diff}{test_output}{0}')).toThrow(
      EvalGateConfigError,
    );
    expect(() => parseReviewPromptTemplate('{spec}{diff}{test_output}{spec!r}')).toThrow(
      EvalGateConfigError,
    );
    expect(() =>
      createReviewGate({
        reviewerCall: async () => '',
        promptTemplate: '{spec} {diff} {test_output} {implementer_notes}',
      }),
    ).toThrow(EvalGateConfigError);
  });

  it('refuse lone or unclosed braces', () => {
    expect(() => parseReviewPromptTemplate('{spec}{diff}{test_output} }')).toThrow(/lone '\}'/);
    expect(() => parseReviewPromptTemplate('{spec}{diff}{test_output} {oops')).toThrow(
      EvalGateConfigError,
    );
  });

  it('must show the reviewer all three inputs', () => {
    expect(() => parseReviewPromptTemplate('{spec} {test_output}')).toThrow(
      'review prompt template must contain {diff}',
    );
    expect(() => parseReviewPromptTemplate('{{diff}} {spec} {test_output}')).toThrow(
      EvalGateConfigError,
    );
  });

  it('is what the gate sends', async () => {
    let sent = '';
    const gate = createReviewGate({
      reviewerCall: async ({ prompt }) => {
        sent = prompt;
        return '{"state":"pass"}';
      },
      promptTemplate: '<{spec}|{test_output}|{diff}>',
    });
    await gate.run({ model: 'a/impl', sessionId: null }, inputs, ['b/rev']);
    expect(sent).toBe('<SPEC|TESTS|DIFF>');
  });
});
