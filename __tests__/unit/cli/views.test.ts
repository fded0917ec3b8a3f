// The CLI's views are pure: the same facts give the same text, JSON is valid JSON with the
// verdict first, and nothing in a view can read as a pass that was not one.
import { describe, expect, it } from 'vitest';
import { PLAIN } from '../../../src/cli/render.js';
import { noVerdictLine, refusedDiffView, verdictView } from '../../../src/cli/views.js';
import type { Judgement } from '../../../src/pipeline/judge.js';

const TEXT = { json: false, paint: PLAIN };
const JSON_FORMAT = { json: true, paint: PLAIN };

type Shown = Pick<Judgement, 'decision' | 'usage' | 'report'>;

function judgement(verdict: 'PASS' | 'BLOCKED', blockers: string[]): Shown {
  return {
    decision: {
      verdict,
      gateState: verdict === 'PASS' ? 'pass' : 'fail',
      blockers,
      attention: [],
      incomplete: [],
    } as unknown as Judgement['decision'],
    usage: { inputTokens: 1, outputTokens: 2 } as unknown as Judgement['usage'],
    report: `GAUNTLET: ${verdict}\n\nbody`,
  };
}

describe('refusedDiffView', () => {
  it('is BLOCKED with the blocker, as text or JSON', () => {
    expect(refusedDiffView('diff too large: 3 MB', TEXT)).toBe(
      'GAUNTLET: BLOCKED\n\n## Blockers\n\n- diff too large: 3 MB\n',
    );
    expect(JSON.parse(refusedDiffView('diff too large: 3 MB', JSON_FORMAT))).toEqual({
      verdict: 'BLOCKED',
      blockers: ['diff too large: 3 MB'],
    });
  });
});

describe('verdictView', () => {
  it('prints the report as text, and the decision with the report as JSON', () => {
    const blocked = judgement('BLOCKED', ['tests failed']);
    expect(verdictView(blocked, TEXT)).toBe('GAUNTLET: BLOCKED\n\nbody\n');
    const parsed = JSON.parse(verdictView(blocked, JSON_FORMAT)) as Record<string, unknown>;
    expect(Object.keys(parsed)[0]).toBe('verdict');
    expect(parsed).toMatchObject({
      verdict: 'BLOCKED',
      gateState: 'fail',
      blockers: ['tests failed'],
      report: 'GAUNTLET: BLOCKED\n\nbody',
    });
  });

  it('the JSON verdict is the decision’s, never the report’s first line', () => {
    const mismatched = { ...judgement('BLOCKED', ['x']), report: 'GAUNTLET: PASS' };
    expect(JSON.parse(verdictView(mismatched, JSON_FORMAT)).verdict).toBe('BLOCKED');
  });
});

describe('noVerdictLine', () => {
  it('says no verdict was reached and why', () => {
    expect(noVerdictLine('--dry-run was given', PLAIN)).toBe(
      '\nNo verdict: no model was asked — --dry-run was given.\n',
    );
  });
});
