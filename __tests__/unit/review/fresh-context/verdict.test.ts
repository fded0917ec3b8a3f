import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GATE_INSTRUCTIONS,
  blocksMerge,
  gateReplySchema,
  parseStructuredVerdict,
  reviewVerdict,
} from '../../../../src/review/fresh-context/verdict.js';
import { propertyRuns } from '../../../knobs.js';

const parse = (raw: string) => parseStructuredVerdict(raw, 'openai/gpt-review', 'review-x');
const withFields = (fields: Record<string, unknown>) => parse(JSON.stringify(fields));

describe('parseStructuredVerdict: state', () => {
  it('folds case but does not trim', () => {
    expect(withFields({ state: 'PASS' }).state).toBe('pass');
    expect(withFields({ state: 'Questions' }).state).toBe('questions');
    expect(withFields({ state: 'pass ' }).state).toBe('fail');
    expect(withFields({ state: ' pass' }).state).toBe('fail');
  });

  it('maps a missing or non-string state to fail', () => {
    expect(withFields({ summary: 'x' }).state).toBe('fail');
    expect(withFields({ state: true }).state).toBe('fail');
    expect(withFields({ state: ['pass'] }).state).toBe('fail');
    expect(withFields({ state: null }).state).toBe('fail');
  });
});

describe('parseStructuredVerdict: text handling', () => {
  const body = JSON.stringify({ state: 'pass', summary: 'ok' });

  it('strips a fence only when the text starts with one (after outer whitespace)', () => {
    expect(parse(`  \n\`\`\`json\n${body}\n\`\`\`\n`).state).toBe('pass');
    expect(parse(`\`\`\`\r\n${body}\r\n\`\`\``).state).toBe('pass');
    expect(parse(`Here is my verdict:\n\`\`\`json\n${body}\n\`\`\``).state).toBe('fail');
  });

  it('has no brace search: prose around the JSON is unparseable', () => {
    const verdict = parse(`Verdict: ${body} — thanks`);
    expect(verdict.state).toBe('fail');
    expect(verdict.issues).toEqual(['unparseable reviewer response']);
    expect(verdict.summary).toBe(
      `reviewer returned unparseable response: Verdict: ${body} — thanks`,
    );
  });

  it('quotes at most 200 characters (code points) of an unparseable reply', () => {
    const verdict = parse('😀'.repeat(300));
    expect(verdict.summary).toBe(`reviewer returned unparseable response: ${'😀'.repeat(200)}`);
  });

  it('names the JSON type of a non-object reply', () => {
    expect(parse('[1,2]').summary).toBe('reviewer response was not an object: array');
    expect(parse('42').summary).toBe('reviewer response was not an object: number');
    expect(parse('"pass"').summary).toBe('reviewer response was not an object: string');
    expect(parse('null').summary).toBe('reviewer response was not an object: null');
    expect(parse('null').issues).toEqual(['non-object reviewer response']);
  });

  it('fails closed on the NaN literal that only Python accepts', () => {
    expect(parse('{"state": "pass", "confidence": NaN}').state).toBe('fail');
  });
});

describe('parseStructuredVerdict: fields', () => {
  it('reads confidence like float(): NaN, null, missing and unreadable give 1.0', () => {
    expect(withFields({ state: 'pass', confidence: 'NaN' }).confidence).toBe(1);
    expect(withFields({ state: 'pass', confidence: 'nan' }).confidence).toBe(1);
    expect(withFields({ state: 'pass', confidence: null }).confidence).toBe(1);
    expect(withFields({ state: 'pass' }).confidence).toBe(1);
    expect(withFields({ state: 'pass', confidence: 'high' }).confidence).toBe(1);
    expect(withFields({ state: 'pass', confidence: { v: 1 } }).confidence).toBe(1);
    expect(withFields({ state: 'pass', confidence: [0.2] }).confidence).toBe(1);
  });

  it('reads numeric strings and booleans, and clamps to [0, 1]', () => {
    expect(withFields({ confidence: ' 0.25 ' }).confidence).toBe(0.25);
    expect(withFields({ confidence: '1_0e-1' }).confidence).toBeCloseTo(1.0);
    expect(withFields({ confidence: '.5' }).confidence).toBe(0.5);
    expect(withFields({ confidence: '-inf' }).confidence).toBe(0);
    expect(withFields({ confidence: 'Infinity' }).confidence).toBe(1);
    expect(withFields({ confidence: -3 }).confidence).toBe(0);
    expect(withFields({ confidence: 2.5 }).confidence).toBe(1);
    expect(withFields({ confidence: true }).confidence).toBe(1);
    expect(withFields({ confidence: false }).confidence).toBe(0);
    expect(withFields({ confidence: '0x1' }).confidence).toBe(1); // float('0x1') raises
  });

  it('treats a null summary as missing, and writes other non-strings as JSON', () => {
    expect(withFields({ state: 'fail', summary: null }).summary).toBe('');
    expect(withFields({ state: 'fail' }).summary).toBe('');
    expect(withFields({ summary: 5 }).summary).toBe('5');
    expect(withFields({ summary: { a: 1 } }).summary).toBe('{"a":1}');
  });

  it('turns non-list issues / questions into [] and stringifies entries', () => {
    expect(withFields({ state: 'fail', issues: 'one issue' }).issues).toEqual([]);
    expect(withFields({ state: 'questions', questions: { q: 1 } }).questions).toEqual([]);
    expect(withFields({ issues: ['a', 1, null, true, ['x']] }).issues).toEqual([
      'a',
      '1',
      'null',
      'true',
      '["x"]',
    ]);
  });

  it('keeps issues and questions whatever the state', () => {
    const verdict = withFields({ state: 'pass', issues: ['nit'], questions: ['why?'] });
    expect(verdict.state).toBe('pass');
    expect(verdict.issues).toEqual(['nit']);
    expect(verdict.questions).toEqual(['why?']);
    expect(blocksMerge(verdict)).toBe(false);
  });

  it('builds a verdict that owns its lists: a later change to the fields does not reach it', () => {
    const issues = ['a'];
    const questions = ['q'];
    const verdict = reviewVerdict({
      state: 'fail',
      reviewerModel: 'm',
      reviewerSessionId: 's',
      issues,
      questions,
    });
    issues.push('b');
    questions.length = 0;
    expect(verdict.issues).toEqual(['a']);
    expect(verdict.anchoredIssues).toEqual([{ anchor: null, claim: 'a' }]);
    expect(verdict.questions).toEqual(['q']);
  });

  it('ReviewVerdict defaults match the reference', () => {
    const verdict = reviewVerdict({
      state: 'questions',
      reviewerModel: 'm',
      reviewerSessionId: 's',
    });
    expect([verdict.summary, verdict.issues, verdict.questions, verdict.confidence]).toEqual([
      '',
      [],
      [],
      1,
    ]);
    expect(blocksMerge(verdict)).toBe(true);
  });
});

describe('gateReplySchema and GATE_INSTRUCTIONS', () => {
  const valid = { state: 'pass', summary: 's', issues: [], questions: [], confidence: 0.8 };

  it('accepts the exact shape and refuses unknown keys, other states and missing fields', () => {
    expect(gateReplySchema.safeParse(valid).success).toBe(true);
    expect(gateReplySchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(gateReplySchema.safeParse({ ...valid, state: 'PASS' }).success).toBe(false);
    const { questions: _questions, ...withoutQuestions } = valid;
    expect(gateReplySchema.safeParse(withoutQuestions).success).toBe(false);
    expect(gateReplySchema.safeParse({ ...valid, issues: [1] }).success).toBe(false);
  });

  it('tells the reviewer what it sees, that the evidence is untrusted, and how to answer', () => {
    for (const needle of [
      'fresh',
      'spec',
      'test output',
      'diff',
      'untrusted',
      '"pass"',
      '"fail"',
      '"questions"',
      'only this JSON',
    ]) {
      expect(GATE_INSTRUCTIONS).toContain(needle);
    }
  });
});

describe('parseStructuredVerdict: properties', () => {
  const verdictShape = (v: ReturnType<typeof parse>) => {
    expect(['pass', 'fail', 'questions']).toContain(v.state);
    expect(v.confidence).toBeGreaterThanOrEqual(0);
    expect(v.confidence).toBeLessThanOrEqual(1);
    expect(v.issues.every((i) => typeof i === 'string')).toBe(true);
    expect(v.questions.every((q) => typeof q === 'string')).toBe(true);
    expect(typeof v.summary).toBe('string');
  };

  it('never throws on arbitrary text, and passes only on an object whose state folds to pass', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), (raw) => {
        const verdict = parse(raw);
        verdictShape(verdict);
        if (verdict.state === 'pass') {
          const data = JSON.parse(raw.trim()) as { state: unknown };
          expect(typeof data.state).toBe('string');
          expect((data.state as string).toLowerCase()).toBe('pass');
        }
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('on JSON objects: pass iff state is a string equal to pass in any case', () => {
    const state = fc.oneof(
      fc.constantFrom(
        'pass',
        'PASS',
        'Pass',
        'pAsS',
        'pass ',
        ' pass',
        'pass\n',
        'questions',
        'fail',
        'passed',
      ),
      fc.string(),
      fc.jsonValue(),
    );
    const reply = fc.record(
      {
        state,
        summary: fc.jsonValue(),
        issues: fc.jsonValue(),
        questions: fc.jsonValue(),
        confidence: fc.oneof(fc.double(), fc.jsonValue()),
        extra: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    const wrapping = fc.constantFrom('plain', 'fenced', 'padded', 'prose');
    fc.assert(
      fc.property(reply, wrapping, (fields, wrap) => {
        const json = JSON.stringify(fields);
        const raw =
          wrap === 'fenced'
            ? `\`\`\`json\n${json}\n\`\`\``
            : wrap === 'padded'
              ? `\n  ${json}  \n`
              : wrap === 'prose'
                ? `Verdict: ${json}`
                : json;
        const verdict = parse(raw);
        verdictShape(verdict);
        const expectPass =
          wrap !== 'prose' &&
          typeof fields.state === 'string' &&
          fields.state.toLowerCase() === 'pass';
        expect(verdict.state === 'pass').toBe(expectPass);
      }),
      { numRuns: propertyRuns() },
    );
  });
});
