import { EvalGateConfigError } from './errors.js';

/**
 * The version of the gate's prompt as the action sends it: this template and `GATE_INSTRUCTIONS`
 * (verdict.ts). Bump it with either; the report names it beside the reviewer model.
 */
export const GATE_PROMPT_VERSION = 'gate/2026-12-04';

/** The only inputs the fresh-context reviewer sees. */
export interface ReviewInputs {
  spec: string;
  diff: string;
  testOutput: string;
}

const FIELDS = ['spec', 'diff', 'test_output'] as const;
type Field = (typeof FIELDS)[number];
/** A piece of a parsed template: literal text, or the place of one input. */
type Part = { readonly literal: string } | { readonly field: Field };

/**
 * Test output, then the diff, then the spec — not the reference's order (spec, diff, tests): the
 * prompt then opens with the very text every lane call of the same chunk opens with (the lanes'
 * evidence prefix, `laneEvidencePrefix` in src/plan/plan.ts), so the gate's call is redacted once
 * with them and reads the providers' prompt cache they write. The spec, closest to the
 * instructions, is what the diff is judged against.
 */
export const DEFAULT_REVIEW_PROMPT_TEMPLATE =
  '## Test output\n\n{test_output}\n\n## Diff\n\n{diff}\n\n## Spec\n\n{spec}\n';

/** A template parsed once: its source, and its literal text and three placeholders in order. */
export interface ReviewPromptTemplate {
  readonly source: string;
  readonly parts: readonly Part[];
}

/**
 * Placeholders are `{spec}`, `{diff}` and `{test_output}`; `{{` and `}}` are literal braces.
 * Anything else in braces, or a lone brace, is refused here rather than at run time. Each of the
 * three placeholders must appear, so a template can never hide the diff from the reviewer.
 */
export function parseReviewPromptTemplate(source: string): ReviewPromptTemplate {
  const parts = parseTemplate(source);
  for (const field of FIELDS) {
    if (!parts.some((part) => 'field' in part && part.field === field)) {
      throw new EvalGateConfigError(`review prompt template must contain {${field}}`);
    }
  }
  return { source, parts };
}

/**
 * The prompt and where each input landed in it (for naming the source of a leak). Substitutes
 * literally: braces or `$&` in the values are copied as they are.
 */
export function renderReviewPrompt(
  template: ReviewPromptTemplate,
  inputs: ReviewInputs,
): RenderedPrompt {
  const values: Record<Field, string> = {
    spec: inputs.spec,
    diff: inputs.diff,
    test_output: inputs.testOutput,
  };
  const pieces: string[] = [];
  const spans: PromptSpan[] = [];
  let offset = 0;
  for (const part of template.parts) {
    const piece = 'field' in part ? values[part.field] : part.literal;
    if ('field' in part)
      spans.push({ field: part.field, start: offset, end: offset + piece.length });
    pieces.push(piece);
    offset += piece.length;
  }
  return { text: pieces.join(''), spans };
}

export interface PromptSpan {
  field: 'spec' | 'diff' | 'test_output';
  /** [start, end) in the rendered prompt. */
  start: number;
  end: number;
}

export interface RenderedPrompt {
  text: string;
  spans: PromptSpan[];
}

function parseTemplate(template: string): Part[] {
  const parts: Part[] = [];
  let literal = '';
  let i = 0;
  while (i < template.length) {
    const ch = template[i];
    const next = template[i + 1];
    if ((ch === '{' && next === '{') || (ch === '}' && next === '}')) {
      literal += ch;
      i += 2;
    } else if (ch === '{') {
      const close = template.indexOf('}', i + 1);
      const name = close < 0 ? null : template.slice(i + 1, close);
      if (name === null || !(FIELDS as readonly string[]).includes(name)) {
        const shown = name === null ? template.slice(i, i + 20) : `{${name}}`;
        throw new EvalGateConfigError(
          `review prompt template may use only {spec}, {diff} and {test_output} (found '${shown}'); write literal braces as {{ and }}`,
        );
      }
      if (literal !== '') parts.push({ literal });
      literal = '';
      parts.push({ field: name as Field });
      i = close + 1;
    } else if (ch === '}') {
      throw new EvalGateConfigError(
        "review prompt template has a lone '}'; write literal braces as {{ and }}",
      );
    } else {
      literal += ch;
      i += 1;
    }
  }
  if (literal !== '') parts.push({ literal });
  return parts;
}

const DEFAULT_TEMPLATE = parseReviewPromptTemplate(DEFAULT_REVIEW_PROMPT_TEMPLATE);

/** The reviewer prompt from (spec, diff, test output) only. */
export function buildReviewPrompt(
  inputs: ReviewInputs,
  template: ReviewPromptTemplate | string = DEFAULT_TEMPLATE,
): string {
  const parsed = typeof template === 'string' ? parseReviewPromptTemplate(template) : template;
  return renderReviewPrompt(parsed, inputs).text;
}
