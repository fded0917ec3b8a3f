import { describe, expect, it } from 'vitest';
import { withDecisionLeading } from '../../../src/approval/decision-report.js';
import type { HumanDecision } from '../../../src/approval/record.js';
import { decide } from '../../../src/decide/decision.js';
import type { DecisionInput } from '../../../src/decide/decision.js';
import { renderReport } from '../../../src/decide/report.js';
import { commentHead } from '../../../src/github/comment-head.js';
import { runWith, CR_MERGE_READY } from '../decide/lane-verdicts.fixtures.js';

const HEAD = 'c0ffee0000000000000000000000000000000001';
const BASE = 'ba5e000000000000000000000000000000000002';

const DECISION: HumanDecision = {
  verb: 'approve',
  by: 'mona',
  at: '2026-12-02T03:00:00Z',
  sha: HEAD,
  reason: 'checked @everyone <b>',
  commandId: 7001,
  source: 'comment',
  baseSha: BASE,
  recordedAt: '2026-12-02T03:00:05Z',
};

function attentionReport(): string {
  const input: DecisionInput = {
    gauntlet: runWith({ 'code-review': CR_MERGE_READY }),
    gate: {
      state: 'pass',
      summary: 'ok',
      issues: [],
      questions: [],
      confidence: 0.9,
      reviewerModel: 'openai/gpt-5',
      sessionId: 'review-x',
    },
    blockers: [],
    attention: ['diff pre-screen: bidi override in src/retry.ts:7'],
    notes: [],
  };
  return renderReport(decide(input), input, {
    headSha: HEAD,
    base: { ref: 'main', sha: BASE },
    statusContext: 'done-gate',
    coverage: [],
    specSources: [],
    implementer: { model: null, sessionId: null, detectedFrom: null },
    usage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, costUsd: null },
  });
}

describe('withDecisionLeading: a human decision leads the report', () => {
  const url = 'https://github.com/acme/widgets/pull/3#issuecomment-7001';

  it('the headline names who accepted what, for which head and base; the line links their comment', () => {
    const lines = withDecisionLeading(attentionReport(), DECISION, 'main', url).split('\n');
    expect(lines[0]).toBe('GAUNTLET: BLOCKED');
    expect(lines[2]).toBe(
      '## ✅ Accepted by `@mona` — the human-attention items were approved for head `c0ffee0` against `main` at `ba5e000`',
    );
    expect(lines[4]).toMatch(/^Judged head `c0ffee0/);
    expect(lines[6]).toMatch(
      new RegExp(
        `^\\[Their comment\\]\\(${url.replace(/[.?]/g, '\\$&')}\\) at 2026-12-02T03:00:00Z, reason: `,
      ),
    );
    expect(lines[6]).not.toMatch(/(^|\s)@everyone|<b>/);
  });

  it('the original blockers stay listed, under "Accepted by @who", with what the review said', () => {
    const text = withDecisionLeading(attentionReport(), DECISION, 'main', url);
    expect(text).not.toContain('### What to do');
    const at = text.indexOf('### Accepted by `@mona`');
    expect(at).toBeGreaterThan(0);
    expect(text.slice(at)).toMatch(
      /^### Accepted by `@mona`\n\nThe review said: ⏸️ Waiting for a person/,
    );
    expect(text.slice(at)).toContain('diff pre-screen: bidi override in src/retry.ts:7');
  });

  it('keeps the judged head where the head guard reads it (a slow older run leaves it alone)', () => {
    expect(commentHead(withDecisionLeading(attentionReport(), DECISION, 'main', url))).toBe(HEAD);
    const old = `GAUNTLET: BLOCKED\n\nJudged head \`${HEAD}\` · status context \`done-gate\`.\n\n## Blockers\n- x`;
    const rewritten = withDecisionLeading(old, DECISION, 'main', null);
    expect(rewritten.split('\n')[2]).toMatch(/^## ✅ Accepted by `@mona`/);
    expect(rewritten).toContain('Their comment at 2026-12-02T03:00:00Z');
    expect(commentHead(rewritten)).toBe(HEAD);
  });

  it('an override says BLOCKED was turned into success; a URL of another shape is not linked', () => {
    const text = withDecisionLeading(
      attentionReport(),
      { ...DECISION, verb: 'override', reason: '' },
      'main',
      'javascript:alert(1)',
    );
    expect(text).toContain('## ✅ Overridden by `@mona` — BLOCKED was turned into success');
    expect(text).toContain('Their comment at 2026-12-02T03:00:00Z. ');
    expect(text).not.toContain('javascript:');
  });
});
