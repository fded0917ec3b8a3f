import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/decide/decision.js';
import type { DecisionInput } from '../../../src/decide/decision.js';
import { demoteHeadings } from '../../../src/decide/report.js';
import { adversaryComplaints } from '../../../src/review/gauntlet/lanes/adversary-run.js';
import { locationLink, repositoryUrlOf, whatToDo } from '../../../src/decide/what-to-do.js';
import { outcomeMap } from '../../../src/decide/lane-verdicts.js';
import { ADV_DIVERGES, CR_NEEDS_HUMAN, codeReview, runWith } from './lane-verdicts.fixtures.js';

const HEAD = 'c0ffee0000000000000000000000000000000001';
const REPO_URL = 'https://github.com/acme/widgets';
const LINKS: { repositoryUrl: string; runUrl: string | null; headSha: string } = {
  repositoryUrl: REPO_URL,
  runUrl: null,
  headSha: HEAD,
};

const GATE_PASS = {
  state: 'pass' as const,
  summary: 'ok',
  issues: [],
  questions: [],
  confidence: 0.9,
  reviewerModel: 'openai/gpt-5',
  sessionId: 'review-x',
};

function todo(input: DecisionInput, links = LINKS): string {
  const decision = decide(input);
  return whatToDo({
    decision,
    input,
    outcomes: outcomeMap(input.gauntlet.outcomes),
    tests: undefined,
    links,
  }).join('\n');
}

describe('whatToDo: every blocker in full', () => {
  it('a blocking finding: file:line linked to the judged head, the claim and the fix', () => {
    const report = codeReview(
      '**Verdict: NEEDS-HUMAN** — 1 critical finding(s)',
      '🔴 src/a b.ts:7',
      1,
    );
    const gauntlet = runWith({ 'code-review': report });
    gauntlet.outcomes['code-review']!.findings = [
      {
        lane: 'code-review',
        severity: 'critical',
        blocking: true,
        file: 'src/a b.ts',
        line: 7,
        title: 'Off by one',
        detail: 'The loop skips the last item.',
        fix: 'Use <= length - 1.',
      },
      {
        lane: 'code-review',
        severity: 'warning',
        blocking: false,
        file: 'src/c.ts',
        line: 1,
        title: 'Not blocking, not listed',
      },
    ];
    const text = todo({ gauntlet, gate: GATE_PASS, blockers: [], attention: [], notes: [] });
    expect(text).toContain(
      `  - [\`src/a b.ts:7\`](${REPO_URL}/blob/${HEAD}/src/a%20b.ts#L7) **Off by one** (critical)`,
    );
    expect(text).toContain('    The loop skips the last item.<br>\n    Fix: Use &lt;= length - 1.');
    expect(text).not.toContain('Not blocking, not listed');
  });

  it('an unmet criterion with its reason; an attention item with the approve instruction', () => {
    const input: DecisionInput = {
      gauntlet: runWith({ 'code-review': CR_NEEDS_HUMAN, adversary: ADV_DIVERGES }),
      gate: GATE_PASS,
      blockers: [],
      attention: ['diff pre-screen: bidi override in src/retry.ts:7'],
      notes: [],
    };
    const text = todo(input);
    expect(text).toContain('  - Acceptance criterion "retries are capped" — Unmet — no cap found');
    expect(text).toContain('a maintainer can accept it with `/done-gate approve <reason>`');
    expect(text).toContain('  - diff pre-screen: bidi override in src/retry.ts:7');
    expect(text).not.toContain('Re-run the job');
  });

  it('a fault says to re-run the job, once, linked to the run when known', () => {
    const input: DecisionInput = {
      gauntlet: runWith({ 'code-review': 'PIPELINE-FAULT: code-review lane failed (529)' }),
      gate: { ...GATE_PASS, fault: 'overloaded (529)' },
      blockers: [],
      attention: [],
      notes: [],
    };
    const text = todo(input, { ...LINKS, runUrl: `${REPO_URL}/actions/runs/9` });
    expect(text.match(/Re-run the job/g)).toHaveLength(1);
    expect(text).toContain(`([this run](${REPO_URL}/actions/runs/9))`);
  });

  it('links only to a repository URL of GitHub’s shape and a full head SHA', () => {
    expect(repositoryUrlOf('https://github.com/acme/widgets/pull/12')).toBe(REPO_URL);
    expect(repositoryUrlOf('https://github.com/acme/widgets/pull/12)x')).toBeNull();
    expect(repositoryUrlOf('javascript:alert(1)//a/b/pull/1')).toBeNull();
    expect(locationLink('a.ts', 3, { ...LINKS, headSha: 'main' })).toBe('`a.ts:3`');
    expect(locationLink('a (1).ts', null, LINKS)).toBe(
      `[\`a (1).ts\`](${REPO_URL}/blob/${HEAD}/a%20%281%29.ts)`,
    );
  });
});

describe('adversaryComplaints: the numbered list our renderer wrote', () => {
  it('reads every item up to the first blank line', () => {
    expect(adversaryComplaints(`${ADV_DIVERGES}\n2. second\n\n3. not this`)).toEqual([
      'Acceptance criterion "retries are capped" — Unmet — no cap found',
      'second',
    ]);
    expect(adversaryComplaints('ADVERSARIAL_REVIEW: CONFORMS')).toEqual([]);
  });

  it('property: never throws; each item is a list line that followed "Complaints:"', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constant('Complaints:'), fc.constant('1. x'))),
        (lines) => {
          const report = lines.join('\n');
          for (const item of adversaryComplaints(report)) {
            expect(report).toContain(`. ${item}`);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('demoteHeadings: lane report headings sit below the report’s own', () => {
  it('moves ATX headings down three levels, never inside a fence', () => {
    expect(demoteHeadings('# Title\n## Sub\n```\n# code\n```\n###### six\n#no')).toBe(
      '#### Title\n##### Sub\n```\n# code\n```\n###### six\n#no',
    );
  });

  it('property: no heading above level 4 remains outside fences', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('# a', '## b', '### c', '```', '~~~'))),
        (lines) => {
          const out = demoteHeadings(lines.filter((l) => !/[`~]{3}/.test(l)).join('\n'));
          expect(out).not.toMatch(/^ {0,3}#{1,3}(?:[ \t]|$)/m);
        },
      ),
      { numRuns: 200 },
    );
  });
});
