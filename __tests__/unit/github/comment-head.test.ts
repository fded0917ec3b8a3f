import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/decide/decision.js';
import { renderFailureReport, renderReport } from '../../../src/decide/report.js';
import { commentHead, createHeadGuard } from '../../../src/github/comment-head.js';
import { renderProgressBody } from '../../../src/github/progress.js';
import { GREEN_REPORTS, runWith } from '../decide/lane-verdicts.fixtures.js';
import { propertyRuns } from '../../knobs.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const MARKER = '<!-- done-gate:report:done-gate -->';

function report(headSha: string, blockers: string[] = [], notes: string[] = []): string {
  const input = {
    gauntlet: runWith(GREEN_REPORTS),
    gate: {
      state: 'pass' as const,
      summary: 's',
      issues: [],
      questions: [],
      confidence: 0.9,
      reviewerModel: 'openai/gpt-5',
      sessionId: 'review-x',
    },
    blockers,
    attention: [],
    notes,
  };
  return renderReport(decide(input), input, {
    headSha,
    statusContext: 'done-gate',
    coverage: [],
    specSources: [],
    implementer: { model: null, sessionId: null, detectedFrom: null },
    usage: { inputTokens: 1, outputTokens: 1, cachedInputTokens: 0, costUsd: null },
  });
}

describe('commentHead: the head a comment of ours speaks for, read at its fixed place', () => {
  it('reads the report head line (PASS, BLOCKED, incomplete) and the crash report', () => {
    expect(report(A).split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(commentHead(report(A))).toBe(A);
    expect(commentHead(report(B, ['superseded: the head moved']))).toBe(B);
    const crash = renderFailureReport('boom', A);
    expect(crash.split('\n')[2]).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: /);
    expect(commentHead(crash)).toBe(A);
  });

  it('reads the full SHA from the progress body’s first line', () => {
    const body = renderProgressBody([{ lane: 'gate', state: 'running' }], {
      marker: MARKER,
      headSha: A,
    });
    expect(commentHead(body)).toBe(A);
  });

  it('never takes a head quoted further down (a PR body, a model reply)', () => {
    const forged = report(A, [], [`Judged head \`${B}\``]);
    expect(forged).toContain(`Judged head \`${B}\``);
    expect(commentHead(forged)).toBe(A);
    expect(commentHead(`hello\n\nJudged head \`${B}\`\n${MARKER}`)).toBeNull();
    expect(commentHead(`GAUNTLET: PASS\nJudged head \`${B}\``)).toBeNull();
    expect(commentHead('')).toBeNull();
  });

  it('is total on any text and answers only a SHA', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const head = commentHead(text);
        return head === null || /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head);
      }),
    );
    // A head quoted after a huge first line is not a head (the fixed place is the fourth line).
    expect(commentHead(`GAUNTLET: PASS${'x'.repeat(100_000)}\n\nJudged head \`${A}\``)).toBeNull();
  });
});

describe('createHeadGuard: a run replaces another head’s comment only while its head is current', () => {
  it('its own head or no head: replace, without reading the PR', async () => {
    let reads = 0;
    const guard = createHeadGuard(A, () => {
      reads += 1;
      return Promise.resolve(B);
    });
    expect(await guard({ body: report(A) })).toBe(true);
    expect(await guard({ body: 'no head here' })).toBe(true);
    expect(reads).toBe(0);
  });

  it('the newer run (its head is the PR’s) replaces the older head’s report', async () => {
    const guard = createHeadGuard(B, () => Promise.resolve(B));
    expect(await guard({ body: report(A) })).toBe(true);
  });

  it('the older run leaves the newer head’s report, and stays refused', async () => {
    let reads = 0;
    const guard = createHeadGuard(A, () => {
      reads += 1;
      return Promise.resolve(B);
    });
    expect(await guard({ body: report(B) })).toBe(false);
    expect(await guard({ body: report(B) })).toBe(false);
    expect(reads).toBe(1);
  });

  it('a head that cannot be read replaces nothing of another head', async () => {
    const guard = createHeadGuard(A, () => Promise.reject(new Error('502')));
    expect(await guard({ body: report(B) })).toBe(false);
    expect(await guard({ body: report(A) })).toBe(true);
  });

  it('property: replaces iff the comment names no head or ours, or our head is the PR’s now', async () => {
    const heads = fc.constantFrom(A, B, 'c'.repeat(40));
    await fc.assert(
      fc.asyncProperty(
        heads,
        fc.option(heads, { nil: null }),
        fc.option(heads, { nil: null }),
        async (own, inComment, current) => {
          const body = inComment === null ? 'GAUNTLET: PASS\n\nno head line' : report(inComment);
          const guard = createHeadGuard(own, () =>
            current === null ? Promise.reject(new Error('unreadable')) : Promise.resolve(current),
          );
          const expected = inComment === null || inComment === own || current === own;
          return (await guard({ body })) === expected;
        },
      ),
      { numRuns: propertyRuns(0.6) },
    );
  });
});
