// The gate's structured issues (#23): the wire form `{file, line, end_line, claim}`, read into
// the seed's string form `file:line — claim`, and each anchor checked by the run's resolver.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_IN_DIFF, gateIssueLines } from '../../../../src/review/fresh-context/gate-issues.js';
import {
  GATE_INSTRUCTIONS,
  blocksMerge,
  gateReplySchema,
  parseStructuredVerdict,
} from '../../../../src/review/fresh-context/verdict.js';
import type { Anchor } from '../../../../src/review/gauntlet/claims.js';
import { propertyRuns } from '../../../knobs.js';

const parse = (fields: Record<string, unknown>) =>
  parseStructuredVerdict(JSON.stringify(fields), 'openai/gpt-review', 'review-x');

describe('gate issues on the wire', () => {
  const reply = {
    state: 'fail',
    summary: 'The not-found path is wrong.',
    issues: [
      { file: 'src/api.ts', line: 42, end_line: 44, claim: 'returns 500, not 404' },
      { file: 'src/api.ts', line: 7, end_line: null, claim: 'the id is not validated' },
      { file: '', line: null, end_line: null, claim: 'no test covers the not-found path' },
    ],
    questions: [],
    confidence: 0.9,
  };

  it('the schema takes anchored issues and refuses the old string form', () => {
    expect(gateReplySchema.safeParse(reply).success).toBe(true);
    expect(gateReplySchema.safeParse({ ...reply, issues: ['src/api.ts:42 wrong'] }).success).toBe(
      false,
    );
    const [first] = reply.issues;
    const { end_line: _end, ...withoutEnd } = first!;
    expect(gateReplySchema.safeParse({ ...reply, issues: [withoutEnd] }).success).toBe(false);
    expect(gateReplySchema.safeParse({ ...reply, issues: [{ ...first, why: 1 }] }).success).toBe(
      false,
    );
  });

  it('is read as `file:line — claim`, the summary kept as the free text', () => {
    const v = parse(reply);
    expect(v.summary).toBe('The not-found path is wrong.');
    expect(v.issues).toEqual([
      'src/api.ts:42-44 — returns 500, not 404',
      'src/api.ts:7 — the id is not validated',
      'no test covers the not-found path',
    ]);
    expect(v.anchoredIssues).toEqual([
      { anchor: { file: 'src/api.ts', line: 42, endLine: 44 }, claim: 'returns 500, not 404' },
      { anchor: { file: 'src/api.ts', line: 7 }, claim: 'the id is not validated' },
      { anchor: null, claim: 'no test covers the not-found path' },
    ]);
    expect(blocksMerge(v)).toBe(true);
  });

  it('keeps the seed’s reading of string and odd entries', () => {
    const v = parse({
      state: 'fail',
      issues: [
        'plain',
        3,
        { claim: 7 },
        { file: 'a', line: 0, end_line: null, claim: 'zero line' },
      ],
    });
    expect(v.issues).toEqual(['plain', '3', '{"claim":7}', 'zero line']);
    expect(v.anchoredIssues.map((i) => i.anchor)).toEqual([null, null, null, null]);
  });

  it('the instructions ask for anchored issues, and for no line when something is missing', () => {
    expect(GATE_INSTRUCTIONS).toContain('"end_line"');
    expect(GATE_INSTRUCTIONS).toContain('"claim"');
    expect(GATE_INSTRUCTIONS).toContain('"file": "" and "line": null');
  });
});

describe('gateIssueLines', () => {
  const inDiff = async (a: Anchor) => (a.file === 'src/api.ts' && a.line === 42 ? 'diff' : null);

  it('marks an issue whose anchor resolves nowhere, and leaves the rest as they are', async () => {
    const v = parse({
      state: 'fail',
      issues: [
        { file: 'src/api.ts', line: 42, end_line: null, claim: 'returns 500' },
        { file: 'src/ghost.ts', line: 3, end_line: null, claim: 'hallucinated' },
        { file: '', line: null, end_line: null, claim: 'a test is missing' },
      ],
    });
    expect(await gateIssueLines(v.anchoredIssues, inDiff)).toEqual([
      'src/api.ts:42 — returns 500',
      `src/ghost.ts:3 — hallucinated ${NOT_IN_DIFF}`,
      'a test is missing',
    ]);
  });

  it('a snapshot line resolves; a resolver that throws marks the issue; no resolver checks nothing', async () => {
    const issues = [{ anchor: { file: 'src/old.ts', line: 9 }, claim: 'x' }];
    expect(await gateIssueLines(issues, async () => 'snapshot')).toEqual(['src/old.ts:9 — x']);
    expect(
      await gateIssueLines(issues, async () => {
        throw new Error('boom');
      }),
    ).toEqual([`src/old.ts:9 — x ${NOT_IN_DIFF}`]);
    expect(await gateIssueLines(issues)).toEqual(['src/old.ts:9 — x']);
  });

  it('property: one line per issue, in order, each naming its claim', async () => {
    const issueArb = fc.record({
      file: fc.constantFrom('', 'src/a.ts', 'b.md'),
      line: fc.option(fc.integer({ min: -2, max: 50 }), { nil: null }),
      end_line: fc.option(fc.integer({ min: -2, max: 60 }), { nil: null }),
      claim: fc.string({ maxLength: 40 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(issueArb, { maxLength: 6 }), fc.boolean(), async (issues, hit) => {
        const v = parse({ state: 'fail', issues });
        const lines = await gateIssueLines(v.anchoredIssues, async () => (hit ? 'diff' : null));
        expect(lines).toHaveLength(issues.length);
        for (const [i, line] of lines.entries()) {
          expect(line).toContain(issues[i]!.claim);
          const anchored = v.anchoredIssues[i]!.anchor !== null;
          expect(line.endsWith(NOT_IN_DIFF)).toBe(anchored && !hit);
        }
      }),
      { numRuns: propertyRuns() },
    );
  });
});
