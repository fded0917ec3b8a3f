// The emulated replies against the schemas the pipeline asks for, and the harness's reading of the
// gate's issues (text the reviewer wrote: attacker-influenced, so read in linear time).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EvalCase } from '../../eval/case.js';
import { emulatedReply, fitToSchema } from '../../eval/emulated.js';
import { gateIssue } from '../../eval/harness.js';
import { gateReplySchema } from '../../src/review/fresh-context/verdict.js';
import { propertyRuns } from '../knobs.js';

const defect = {
  id: 'd',
  dir: '/nonexistent',
  title: 't',
  category: 'logic',
  commit: 'c',
  spec: ['spec.md'],
  tests: [],
  deleted: [],
  size: 'small',
  expected: { outcome: 'block', catchers: ['gate', 'security'], reason: 'r' },
  finding: { file: 'src/a.js', line: 7, title: 'inverted check' },
} as EvalCase;

const json = (reply: unknown) => (reply as { json: Record<string, unknown> }).json;

describe('emulated replies', () => {
  it('carry the #23 fields: structured gate issues, confidence, nullable end lines and suggestions', () => {
    const gate = json(emulatedReply(defect, '', 'scripted', 'gate', 'review', null));
    expect(gate).toEqual({
      state: 'fail',
      summary: 'inverted check',
      issues: [{ file: 'src/a.js', line: 7, end_line: null, claim: 'inverted check' }],
      questions: [],
      confidence: 0.9,
    });
    const security = json(emulatedReply(defect, '', 'scripted', 'security', 'review', null));
    expect((security.findings as unknown[])[0]).toMatchObject({
      file: 'src/a.js',
      line: 7,
      end_line: null,
      confidence: 0.9,
      preexisting: false,
    });
    expect(
      json(emulatedReply(defect, '', 'scripted', 'security', 'verify:finding:1', null)),
    ).toMatchObject({
      verdict: 'confirmed',
    });
    expect(
      json(emulatedReply(defect, '', 'scripted', 'security', 'reanchor:finding:1', null)),
    ).toEqual({
      file: 'src/a.js',
      line: 7,
      end_line: null,
    });
  });

  it('fit the schema a lane asks: the older gate schema gets its issues as `file:line: claim` text', () => {
    const gate = json(emulatedReply(defect, '', 'scripted', 'gate', 'review', null));
    // The seed's gate schema, with issues as text (the shipped one now anchors them).
    const seedSchema = z.strictObject({
      state: z.enum(['pass', 'fail', 'questions']),
      summary: z.string(),
      issues: z.array(z.string()),
      questions: z.array(z.string()),
      confidence: z.number(),
    });
    const older = z.toJSONSchema(seedSchema) as Parameters<typeof fitToSchema>[1];
    const fitted = fitToSchema(gate, older);
    expect(seedSchema.safeParse(fitted).success).toBe(true);
    expect((fitted as { issues: string[] }).issues).toEqual(['src/a.js:7: inverted check']);
    // The shipped gate schema takes the structured issues as they are.
    const newer = z.toJSONSchema(gateReplySchema) as Parameters<typeof fitToSchema>[1];
    expect(fitToSchema(gate, newer)).toEqual(gate);
    expect(gateReplySchema.safeParse(gate).success).toBe(true);
  });
});

describe('gateIssue', () => {
  it('reads the structured form and the text form alike', () => {
    expect(gateIssue({ file: 'src/a.js', line: 7, end_line: null, claim: 'x' })).toEqual({
      file: 'src/a.js',
      line: 7,
      claim: 'x',
    });
    expect(gateIssue({ file: '', line: null, end_line: null, claim: 'spec' })).toEqual({
      file: null,
      line: null,
      claim: 'spec',
    });
    expect(gateIssue('src/a.js:7: inverted check')).toMatchObject({ file: 'src/a.js', line: 7 });
    expect(gateIssue('`src/a.js:12` is wrong')).toMatchObject({ file: 'src/a.js', line: 12 });
    expect(gateIssue('the spec is silent')).toMatchObject({ file: null, line: null });
    expect(gateIssue({ file: 'a', line: -3, claim: 1 })).toEqual({
      file: 'a',
      line: null,
      claim: '',
    });
  });

  it('never throws, and finds the anchor a text issue starts with', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.stringMatching(/^[a-z][a-z0-9/._-]{0,30}$/),
        fc.integer({ min: 1, max: 99_999 }),
        (text, file, line) => {
          gateIssue(text);
          expect(gateIssue(`${file}:${line}: ${text}`)).toMatchObject({ file, line });
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});
