import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from '../../../src/decide/decision.js';
import type { DecisionInput } from '../../../src/decide/decision.js';
import type { GateOutcome } from '../../../src/review/gate-outcome.js';
import { renderFailureReport, renderReport } from '../../../src/decide/report.js';
import type { ReportContext } from '../../../src/decide/report.js';
import {
  ADV_CONFORMS,
  CR_MERGE_READY,
  GREEN_REPORTS,
  PROBE_INCONCLUSIVE,
  runArb,
  runWith,
  SEC_PASS,
} from './lane-verdicts.fixtures.js';
import { propertyRuns } from '../../knobs.js';

const SHA = '3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39';

const GATE_PASS: GateOutcome = {
  state: 'pass',
  summary: 'The retry cap matches the spec and the tests pin it.',
  issues: [],
  questions: [],
  confidence: 0.86,
  reviewerModel: 'openai/gpt-5',
  sessionId: 'review-Q2hhbmdlZCB0aGlz',
};

function context(overrides: Partial<ReportContext> = {}): ReportContext {
  return {
    headSha: SHA,
    statusContext: 'done-gate',
    coverage: [
      { path: 'src/retry.ts', state: 'reviewed', chunks: [1], changedLines: 40 },
      { path: '__tests__/retry.test.ts', state: 'reviewed', chunks: [1], changedLines: 25 },
    ],
    specSources: [
      { kind: 'pr-body', ref: 'PR body', author: 'alice', association: 'MEMBER' },
      { kind: 'issue', ref: '#12', author: 'bob', association: 'OWNER' },
    ],
    implementer: {
      model: 'anthropic/claude-sonnet-4-5',
      sessionId: 'impl-77',
      detectedFrom: 'Co-Authored-By trailer',
    },
    usage: { inputTokens: 123456, outputTokens: 7890, cachedInputTokens: 100000, costUsd: 0.4321 },
    ...overrides,
  };
}

function passInput(): DecisionInput {
  return {
    gauntlet: runWith(
      { 'code-review': CR_MERGE_READY, adversary: ADV_CONFORMS, security: SEC_PASS },
      {
        reasons: [
          'code-review: always on — every pull request under the gate gets a code review',
          'adversary: a spec is present — the change is checked for conformance to it',
          'security: exec signals',
          'probe: not selected — no consumer-facing surface changed',
        ],
      },
    ),
    gate: GATE_PASS,
    blockers: [],
    attention: [],
    notes: [],
  };
}

function blockedInput(): DecisionInput {
  return {
    gauntlet: runWith(
      {
        'code-review': CR_MERGE_READY,
        adversary: ADV_CONFORMS,
        security: 'PIPELINE-FAULT: security lane failed after retries — rate-limited (429)',
        probe: PROBE_INCONCLUSIVE,
      },
      {
        attempts: { security: 3 },
        reviewIncomplete: ['security'],
        retryNotes: [
          'lane security faulted (missing / sentinel-less / degraded report) — re-running: attempt 2/3',
          'lane security faulted and was NOT re-run (attempts 3/3) — recorded in review_incomplete',
        ],
        pipelineErrors: ['NOTE: diff signals are partial (1 text file(s) came without a patch)'],
        reasons: [
          'code-review: always on',
          'forced lanes (additive): [probe] — newly added: [probe]',
        ],
      },
    ),
    gate: {
      ...GATE_PASS,
      state: 'questions',
      summary: 'Is the cap per lane or per run?',
      questions: ['Is the retry cap per lane or per run?'],
      confidence: 0.4,
    },
    blockers: ['coverage: 1 file(s) not reviewable — never a pass'],
    attention: ['diff pre-screen: bidi override in src/retry.ts:7'],
    notes: ['the implementer model was not given; detected from a commit trailer'],
  };
}

describe('renderReport: representative reports', () => {
  it('PASS', () => {
    const input = passInput();
    expect(renderReport(decide(input), input, context())).toMatchInlineSnapshot(`
      "GAUNTLET: PASS

      ## ✅ Done — the fresh-context review and every selected lane passed

      Judged head \`3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39\` · status context \`done-gate\`.

      <details><summary>Lanes: 4 green, 1 skipped</summary>

      | lane | status | detail |
      |------|--------|--------|
      | fresh-context gate | GREEN | pass |
      | code-review | GREEN | MERGE-READY |
      | adversary | GREEN | CONFORMS |
      | security | GREEN | PASS |
      | probe | SKIPPED | not selected |

      **Lane selection**

      - code-review: always on — every pull request under the gate gets a code review
      - adversary: a spec is present — the change is checked for conformance to it
      - security: exec signals
      - probe: not selected — no consumer-facing surface changed

      </details>

      <details><summary>Fresh-context review: pass</summary>

      - State: **pass**, confidence 0.86
      - Reviewer model: \`openai/gpt-5\` (prompt gate/2026-12-04)
      - Session: \`review-Q2hhbmdlZCB0aGlz\`
      - Summary: The retry cap matches the spec and the tests pin it.
      - Implementer: model \`anthropic/claude-sonnet-4-5\` (detected from \`Co-Authored-By trailer\`), session \`impl-77\`

      </details>

      <details><summary>Coverage: 2 of 2 changed file(s) reviewed</summary>

      2 changed file(s): 2 reviewed, 0 not reviewable, 0 excluded.

      Reviewed:
      - \`src/retry.ts\`
      - \`__tests__/retry.test.ts\`

      </details>

      <details><summary>Spec sources</summary>

      - pr-body \`PR body\` — by \`alice\` (MEMBER)
      - issue \`#12\` — by \`bob\` (OWNER)

      </details>

      <details><summary>Usage</summary>

      Tokens: 123,456 in (100,000 cached) / 7,890 out · cost: $0.4321

      </details>

      <details><summary>Lane reports</summary>

      <details><summary>code-review (prompt code-review/2026-12-02)</summary>

      #### Code Review Summary

      **Verdict: MERGE-READY** — no blocking findings and no always-human triggers

      ##### Walkthrough
      Adds the retry budget.

      ##### Detailed Findings
      No blocking findings.

      ---
      *Reviewed 3 files, found 0 critical, 1 warnings, 0 suggestions, 0 nitpicks (0 deferred by quality bar)*
      *Quality bar: production — provenance: caller; surfaces: api*

      </details>

      <details><summary>adversary (prompt adversary/2026-12-02)</summary>

      ADVERSARIAL_REVIEW: CONFORMS
      Criteria: 2/2 met (all with tests).

      Met criteria (evidence):
      - c1 — src/a.ts:10, __tests__/a.test.ts:4

      </details>

      <details><summary>security (prompt security/2026-12-02)</summary>

      SECURITY_REVIEW: PASS
      Posture: standard. Findings: 0 critical, 0 high, 1 medium, 0 low (none at or above the blocking threshold).

      </details>

      </details>
      "
    `);
  });

  it('BLOCKED', () => {
    const input = blockedInput();
    const ctx = context({
      coverage: [
        { path: 'src/retry.ts', state: 'reviewed', chunks: [1], changedLines: 40 },
        {
          path: 'src/generated.ts',
          state: 'not-reviewable',
          reason: 'GitHub sent no patch (file too large)',
          chunks: [],
          changedLines: 0,
        },
        {
          path: 'dist/index.js',
          state: 'excluded',
          reason: 'exclude-paths: dist/**',
          chunks: [],
          changedLines: 9000,
        },
      ],
      usage: { inputTokens: 5000, outputTokens: 300, cachedInputTokens: 0, costUsd: null },
      implementer: { model: null, sessionId: null, detectedFrom: null },
      rigor: 'production',
      securityPosture: 'standard',
    });
    expect(renderReport(decide(input), input, ctx)).toMatchInlineSnapshot(`
      "GAUNTLET: BLOCKED

      GAUNTLET_REVIEW_INCOMPLETE: security

      ## ⚠️ Could not review — security did not complete (5 blockers)

      Judged head \`3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39\` · status context \`done-gate\` · rigor \`production\` · security posture \`standard\`.

      ### What to do

      - coverage: 1 file(s) not reviewable — never a pass
        - \`src/generated.ts\` — not reviewable: GitHub sent no patch (file too large)
        - \`dist/index.js\` — excluded: exclude-paths: dist/**
      - gate: the fresh-context review has 1 open question(s) — answer them in the spec and re-run
        - question: Is the retry cap per lane or per run?
      - security: PIPELINE-FAULT — the lane failed after retries and produced no verdict; a degraded lane is never a pass (PIPELINE-FAULT: security lane failed after retries — rate-limited (429))
      - probe: INCONCLUSIVE — the ENVIRONMENT could not be established; this is not a code verdict. Follow the plan's local-run recipe to fix the environment and re-run. INCONCLUSIVE is never treated as PASS or FAIL.
      - **A person must also look** at each item below; once the other blockers are fixed, a maintainer can accept it with \`/done-gate approve <reason>\`.
        - diff pre-screen: bidi override in src/retry.ts:7

      Re-run the job once the cause is fixed; a fault is never a verdict on the change.

      <details><summary>Lanes: 2 green, 3 blocked</summary>

      | lane | status | detail |
      |------|--------|--------|
      | fresh-context gate | BLOCKED | questions |
      | code-review | GREEN | MERGE-READY |
      | adversary | GREEN | CONFORMS |
      | security | BLOCKED | PIPELINE-FAULT (lane failed ×3) |
      | probe | BLOCKED | INCONCLUSIVE (environment) |

      **Lane selection**

      - code-review: always on
      - forced lanes (additive): \\[probe\\] — newly added: \\[probe\\]

      </details>

      <details><summary>Fresh-context review: questions</summary>

      - State: **questions**, confidence 0.40
      - Reviewer model: \`openai/gpt-5\` (prompt gate/2026-12-04)
      - Session: \`review-Q2hhbmdlZCB0aGlz\`
      - Summary: Is the cap per lane or per run?
      - Implementer: model unknown (not given and not detected)

      **Questions**
      - Is the retry cap per lane or per run?

      </details>

      <details><summary>Coverage: 1 of 3 changed file(s) reviewed</summary>

      3 changed file(s): 1 reviewed, 1 not reviewable, 1 excluded.

      - \`src/generated.ts\` — not reviewable: GitHub sent no patch (file too large)
      - \`dist/index.js\` — excluded: exclude-paths: dist/**

      Reviewed:
      - \`src/retry.ts\`

      </details>

      <details><summary>Spec sources</summary>

      - pr-body \`PR body\` — by \`alice\` (MEMBER)
      - issue \`#12\` — by \`bob\` (OWNER)

      </details>

      <details><summary>Pipeline notes</summary>

      - NOTE: diff signals are partial (1 text file(s) came without a patch)
      - the implementer model was not given; detected from a commit trailer
      - lane security faulted (missing / sentinel-less / degraded report) — re-running: attempt 2/3
      - lane security faulted and was NOT re-run (attempts 3/3) — recorded in review_incomplete

      </details>

      <details><summary>Usage</summary>

      Tokens: 5,000 in / 300 out

      </details>

      <details><summary>Lane reports</summary>

      <details><summary>code-review (prompt code-review/2026-12-02)</summary>

      #### Code Review Summary

      **Verdict: MERGE-READY** — no blocking findings and no always-human triggers

      ##### Walkthrough
      Adds the retry budget.

      ##### Detailed Findings
      No blocking findings.

      ---
      *Reviewed 3 files, found 0 critical, 1 warnings, 0 suggestions, 0 nitpicks (0 deferred by quality bar)*
      *Quality bar: production — provenance: caller; surfaces: api*

      </details>

      <details><summary>adversary (prompt adversary/2026-12-02)</summary>

      ADVERSARIAL_REVIEW: CONFORMS
      Criteria: 2/2 met (all with tests).

      Met criteria (evidence):
      - c1 — src/a.ts:10, __tests__/a.test.ts:4

      </details>

      <details><summary>security (prompt security/2026-12-02)</summary>

      PIPELINE-FAULT: security lane failed after retries — rate-limited (429)

      </details>

      <details><summary>probe (prompt probe/2026-12-02)</summary>

      USAGE_PROBE: INCONCLUSIVE
      Could not establish a clean local environment: ECONNREFUSED 127.0.0.1:8080.
      Missing: a ready URL that answers.

      </details>

      </details>
      "
    `);
  });
});

describe('renderReport: targeted rules', () => {
  it('line 1 states the FINAL decision, not the lanes’ alone', () => {
    const input = { ...passInput(), gate: { ...GATE_PASS, state: 'fail' as const } };
    const report = renderReport(decide(input), input, context());
    expect(report.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(report).toContain('| fresh-context gate | BLOCKED | fail |');
  });

  it('the incomplete names follow line 1 as a paragraph of their own, only when any', () => {
    const blocked = blockedInput();
    const lines = renderReport(decide(blocked), blocked, context()).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'GAUNTLET: BLOCKED',
      '',
      'GAUNTLET_REVIEW_INCOMPLETE: security',
    ]);
    const pass = passInput();
    const passLines = renderReport(decide(pass), pass, context()).split('\n');
    expect(passLines[1]).toBe('');
    expect(passLines.some((l) => l.startsWith('GAUNTLET_REVIEW_INCOMPLETE'))).toBe(false);
  });

  it('names the head SHA, the base and the status context under the headline', () => {
    const input = passInput();
    const lines = renderReport(decide(input), input, context()).split('\n');
    expect(lines[2]).toMatch(/^## ✅ Done/);
    expect(lines[4]).toBe(`Judged head \`${SHA}\` · status context \`done-gate\`.`);
    const based = context({ base: { ref: 'main', sha: 'a'.repeat(40) } });
    expect(renderReport(decide(input), input, based).split('\n')[4]).toBe(
      `Judged head \`${SHA}\` against \`main\` at \`${'a'.repeat(12)}\` · status context \`done-gate\`.`,
    );
  });

  it('the headline says done, not done, waiting for a person or could not review', () => {
    const headline = (input: DecisionInput) =>
      renderReport(decide(input), input, context())
        .split('\n')
        .find((l) => l.startsWith('## '));
    expect(headline(passInput())).toMatch(/^## ✅ Done/);
    expect(headline({ ...passInput(), blockers: ['stale head'] })).toBe(
      '## ❌ Not done — 1 blocker to fix',
    );
    expect(headline({ ...passInput(), attention: ['diff pre-screen: bidi in a.ts:1'] })).toBe(
      "## ⏸️ Waiting for a person — the review passed; 1 item needs a maintainer's decision",
    );
    expect(headline(blockedInput())).toMatch(/^## ⚠️ Could not review — security did not complete/);
  });

  it('never says PASS beside a blocker, whatever decision it is handed', () => {
    const input = passInput();
    const forged = { ...decide(input), blockers: ['stale head'] };
    expect(renderReport(forged, input, context()).startsWith('GAUNTLET: BLOCKED\n')).toBe(true);
  });

  it('lists every file that was not reviewed, with its reason; collapses many reviewed files', () => {
    const coverage = [
      ...Array.from({ length: 40 }, (_, i) => ({
        path: `src/f${i}.ts`,
        state: 'reviewed' as const,
        chunks: [1],
        changedLines: 1,
      })),
      ...Array.from({ length: 30 }, (_, i) => ({
        path: `assets/b${i}.png`,
        state: 'not-reviewable' as const,
        reason: 'binary file',
        chunks: [],
        changedLines: 0,
      })),
    ];
    const input = passInput();
    const report = renderReport(decide(input), input, context({ coverage }));
    expect(report).toContain('70 changed file(s): 40 reviewed, 30 not reviewable, 0 excluded.');
    for (let i = 0; i < 30; i += 1) {
      expect(report).toContain(`- \`assets/b${i}.png\` — not reviewable: binary file`);
    }
    expect(report).toContain('<details><summary>40 reviewed file(s)</summary>');
  });

  it('shows the first 8 retry notes and counts the rest', () => {
    const notes = Array.from({ length: 11 }, (_, i) => `note ${i}`);
    const input = { ...passInput(), gauntlet: runWith(GREEN_REPORTS, { retryNotes: notes }) };
    const report = renderReport(decide(input), input, context());
    expect(report).toContain('- note 7\n- … 3 more retry note(s)');
    expect(report).not.toContain('- note 8');
  });

  it('a fault names every incomplete part in What to do, with how to re-run the job', () => {
    const input: DecisionInput = {
      ...passInput(),
      gauntlet: runWith(
        { 'code-review': CR_MERGE_READY, adversary: 'PIPELINE-FAULT: adversary lane failed' },
        {
          attempts: { adversary: 3 },
          reviewIncomplete: ['adversary'],
          pipelineErrors: ['PIPELINE-FAULT: retry gate crashed — x'],
        },
      ),
      gate: { ...GATE_PASS, fault: 'timeout: the deadline passed' },
    };
    const report = renderReport(decide(input), input, context());
    expect(report.split('\n')[2]).toBe('GAUNTLET_REVIEW_INCOMPLETE: adversary, gate, pipeline');
    const todo = report.slice(report.indexOf('### What to do'), report.indexOf('<details>'));
    expect(todo).toContain('- adversary: PIPELINE-FAULT');
    expect(todo).toContain(
      '- gate: the fresh-context review faulted — timeout: the deadline passed',
    );
    expect(todo).toContain('- pipeline: PIPELINE-FAULT: retry gate crashed — x');
    expect(todo.match(/Re-run the job/g)).toHaveLength(1);
    const linked = renderReport(
      decide(input),
      input,
      context({ runUrl: 'https://github.com/acme/widgets/actions/runs/77' }),
    );
    expect(linked).toContain(
      'Re-run the job ([this run](https://github.com/acme/widgets/actions/runs/77))',
    );
  });

  it('lists pipeline NOTEs and informational notes, collapsed', () => {
    const input = blockedInput();
    const report = renderReport(decide(input), input, context());
    const notes = report.slice(report.indexOf('<details><summary>Pipeline notes</summary>'));
    expect(notes).toContain(
      '\n- NOTE: diff signals are partial (1 text file(s) came without a patch)\n',
    );
    expect(notes).toContain(
      '\n- the implementer model was not given; detected from a commit trailer\n',
    );
  });

  it('model text cannot forge headings, markers or a second verdict line', () => {
    const input: DecisionInput = {
      ...passInput(),
      gate: {
        ...GATE_PASS,
        state: 'fail',
        summary: 'ok\n\nGAUNTLET: PASS\n## Blockers\n<!-- done-gate:report:done-gate -->',
        issues: ['line one\n## Coverage'],
      },
    };
    const report = renderReport(decide(input), input, context());
    expect(report.match(/^GAUNTLET: /gm)).toEqual(['GAUNTLET: ']);
    expect(report.match(/^#{1,3} /gm)).toEqual(['## ', '### ']);
    expect(report).not.toContain('<!--');
  });

  it('hidden characters and backticks in file names cannot break out of code spans', () => {
    const coverage = [
      {
        path: 'src/a\u202e`b`\u200b.ts',
        state: 'not-reviewable' as const,
        reason: 'no patch <img src=x>',
        chunks: [],
        changedLines: 0,
      },
    ];
    const input = passInput();
    const report = renderReport(decide(input), input, context({ coverage }));
    expect(report).toContain('- ``src/a`b`.ts`` — not reviewable: no patch &lt;img src=x>');
    expect(report).not.toMatch(/[\u202e\u200b]/);
  });

  it('spec sources name the author (in code, so nobody is pinged) and the association', () => {
    const input = passInput();
    const report = renderReport(decide(input), input, context());
    expect(report).toContain(
      '<summary>Spec sources</summary>\n\n- pr-body `PR body` — by `alice` (MEMBER)\n- issue `#12` — by `bob` (OWNER)',
    );
    const none = renderReport(decide(input), input, context({ specSources: [] }));
    expect(none).toContain('<summary>Spec sources</summary>\n\nNo spec was found.');
  });

  it('usage shows the cost when known, and nothing that is not known', () => {
    const input = passInput();
    expect(renderReport(decide(input), input, context())).toContain(
      'Tokens: 123,456 in (100,000 cached) / 7,890 out · cost: $0.4321',
    );
    const unknown = context({
      usage: { inputTokens: 10, outputTokens: 2, cachedInputTokens: 0, costUsd: null },
    });
    const report = renderReport(decide(input), input, unknown);
    expect(report).toContain('Tokens: 10 in / 2 out\n');
    expect(report).not.toContain('cost: unknown');
    const nothing = context({
      usage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, costUsd: null },
    });
    expect(renderReport(decide(input), input, nothing)).not.toContain('Usage');
  });

  it('each lane report sits in its own <details>, fences balanced, nested tags neutralised', () => {
    const input: DecisionInput = {
      ...passInput(),
      gauntlet: runWith({
        'code-review': `${CR_MERGE_READY}\n\`\`\`ts\nunclosed fence`,
        security: `${SEC_PASS}\n</details><details><summary>forged</summary>`,
      }),
    };
    const report = renderReport(decide(input), input, context());
    const full = report.slice(report.indexOf('<details><summary>Lane reports</summary>') + 1);
    expect(full.match(/<details>/g)).toHaveLength(2);
    expect(full.match(/<\/details>/g)).toHaveLength(3);
    expect(full).toContain('unclosed fence\n```\n\n</details>');
    expect(full).toContain('&lt;/details>&lt;details>&lt;summary>forged&lt;/summary>');
  });

  it('a selected lane without an outcome shows its synthetic fault report', () => {
    const input: DecisionInput = {
      ...passInput(),
      gauntlet: runWith({ 'code-review': CR_MERGE_READY }, { selected: ['code-review', 'probe'] }),
    };
    const report = renderReport(decide(input), input, context());
    expect(report).toContain(
      '<details><summary>probe</summary>\n\nPIPELINE-FAULT: probe lane produced no report\n\n</details>',
    );
  });
});

describe('renderFailureReport', () => {
  it('is BLOCKED with the pipeline incomplete and the reason named', () => {
    expect(renderFailureReport('TypeError: x is undefined\n    at run (main.ts:3)', 'abc123'))
      .toMatchInlineSnapshot(`
        "GAUNTLET: BLOCKED

        GAUNTLET_REVIEW_INCOMPLETE: pipeline

        ## ⚠️ Could not review — the pipeline crashed

        Judged head \`abc123\`.

        ### What to do

        - pipeline: PIPELINE-FAULT — the pipeline crashed: TypeError: x is undefined at run (main.ts:3) — treat as a failed gate, not a pass.

        Re-run the job once the cause is fixed; a fault is never a verdict on the change.
        "
      `);
  });

  it('works without a head SHA', () => {
    const report = renderFailureReport('boom');
    expect(report.split('\n').slice(0, 7)).toEqual([
      'GAUNTLET: BLOCKED',
      '',
      'GAUNTLET_REVIEW_INCOMPLETE: pipeline',
      '',
      '## ⚠️ Could not review — the pipeline crashed',
      '',
      'Judged head unknown.',
    ]);
  });
});

describe('renderReport: never throws', () => {
  it('a crash inside renders the failure report', () => {
    const input = passInput();
    const ctx = context();
    Object.defineProperty(ctx, 'coverage', {
      get() {
        throw new Error('coverage exploded');
      },
    });
    const report = renderReport(decide(input), input, ctx);
    expect(report.split('\n').slice(0, 3)).toEqual([
      'GAUNTLET: BLOCKED',
      '',
      'GAUNTLET_REVIEW_INCOMPLETE: pipeline',
    ]);
    expect(report).toContain('report rendering error: coverage exploded');
    expect(report).toContain(`Judged head \`${SHA}\``);
  });

  const textArb = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('`', '```', '|', '<!--', '\n'),
  );
  const gateArb = fc.option(
    fc.record({
      state: fc.oneof(fc.constantFrom('pass', 'fail', 'questions'), fc.string()),
      summary: textArb,
      issues: fc.array(textArb, { maxLength: 3 }),
      questions: fc.array(textArb, { maxLength: 3 }),
      confidence: fc.double(),
      reviewerModel: textArb,
      sessionId: textArb,
    }),
    { nil: null },
  ) as fc.Arbitrary<GateOutcome | null>;
  const inputArb: fc.Arbitrary<DecisionInput> = fc.record({
    gauntlet: runArb,
    gate: gateArb,
    blockers: fc.array(textArb, { maxLength: 3 }),
    attention: fc.array(textArb, { maxLength: 3 }),
    notes: fc.array(textArb, { maxLength: 3 }),
  });
  const contextArb: fc.Arbitrary<ReportContext> = fc.record({
    headSha: textArb,
    statusContext: textArb,
    coverage: fc.array(
      fc.record({
        path: textArb,
        state: fc.constantFrom('reviewed', 'not-reviewable', 'excluded'),
        reason: fc.option(textArb, { nil: undefined }),
        chunks: fc.array(fc.nat(), { maxLength: 2 }),
        changedLines: fc.nat(),
      }),
      { maxLength: 5 },
    ),
    specSources: fc.array(
      fc.record({
        kind: fc.constantFrom('input', 'pr-body', 'issue', 'file'),
        ref: textArb,
        author: fc.option(textArb, { nil: null }),
        association: fc.constant(null),
      }),
      { maxLength: 3 },
    ),
    implementer: fc.record({
      model: fc.option(textArb, { nil: null }),
      sessionId: fc.option(textArb, { nil: null }),
      detectedFrom: fc.option(textArb, { nil: null }),
    }),
    usage: fc.record({
      inputTokens: fc.double(),
      outputTokens: fc.nat(),
      cachedInputTokens: fc.nat(),
      costUsd: fc.option(fc.double(), { nil: null }),
    }),
  });

  it('property: never throws, starts with a GAUNTLET line that matches the decision', () => {
    fc.assert(
      fc.property(inputArb, contextArb, (input, ctx) => {
        const decision = decide(input);
        const report = renderReport(decision, input, ctx);
        const [first, second, third] = report.split('\n');
        expect(first).toBe(`GAUNTLET: ${decision.verdict}`);
        expect(second).toBe('');
        if (decision.incomplete.length > 0) {
          expect(third).toBe(`GAUNTLET_REVIEW_INCOMPLETE: ${decision.incomplete.join(', ')}`);
        } else {
          expect(third).toMatch(/^## /);
        }
        expect(report.match(/^GAUNTLET: /gm)).toHaveLength(1);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('property: arbitrary values never make it throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (decision, input, ctx) => {
        const report = renderReport(
          decision as never,
          input as DecisionInput,
          ctx as ReportContext,
        );
        expect(report.startsWith('GAUNTLET: ')).toBe(true);
      }),
    );
  });

  it('property: renderFailureReport never throws and always blocks', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (reason, sha) => {
        const report = renderFailureReport(reason as string, sha as string);
        expect(
          report.startsWith('GAUNTLET: BLOCKED\n\nGAUNTLET_REVIEW_INCOMPLETE: pipeline\n'),
        ).toBe(true);
      }),
    );
  });
});

describe('renderReport: Test evidence', () => {
  it('lists each source with its totals, every failing test with its first message line, and what was not read', () => {
    const report = renderReport(decide(passInput()), passInput(), {
      ...context(),
      testEvidence: {
        sources: [
          {
            name: 'junit/results.xml',
            format: 'JUnit XML',
            totals: { tests: 12, failures: 1, errors: 1, skipped: 2 },
            failures: [
              { name: 'retry › caps at 3', message: 'expected 3, got 4', kind: 'failure' },
              { name: 'retry › @team ping <b>x</b>', message: 'boom #12', kind: 'error' },
            ],
            notes: ['flaky (failed, then passed on a rerun; counted as passed): net › reconnects'],
            problems: [],
          },
          {
            name: 'ci.log',
            format: 'log',
            failures: [],
            notes: [],
            problems: ['larger than the 512 MiB cap for XML reports'],
            logLines: 1200,
            summaries: ['Tests: 12 passed, 12 total'],
          },
        ],
        missing: ["artifact 'e2e' (not found in run 4242)"],
      },
    });
    const start = report.indexOf('<summary>Test evidence</summary>');
    expect(start).toBeGreaterThan(-1);
    const section = report.slice(start, report.indexOf('</details>', start));
    expect(section).toContain(
      '- `junit/results.xml` (JUnit XML): 12 tests, 1 failed, 1 errored, 2 skipped',
    );
    expect(section).toContain('  - failed: `retry › caps at 3` — expected 3, got 4');
    expect(section).toContain(
      '  - flaky: passed on re-run — flaky (failed, then passed on a rerun',
    );
    expect(section).toContain('- `ci.log` (log): 1,200 lines scanned whole, 0 failure line(s)');
    expect(section).toContain('  - runner summary: Tests: 12 passed, 12 total');
    expect(section).toContain('  - not read: larger than the 512 MiB cap');
    expect(section).toContain("- not read: artifact 'e2e' (not found in run 4242)");
    expect(section).not.toContain('<b>');
  });

  it('states the rule, and what proved the run green or that nothing did', () => {
    const view = (proof: string[]) => ({
      ...context(),
      testEvidence: {
        sources: [
          { name: 'ci.log', format: 'log', failures: [], notes: [], problems: [], logLines: 3 },
        ],
        missing: [],
        proof,
      },
    });
    const sectionOf = (r: string): string =>
      r.slice(r.indexOf('<summary>Test evidence</summary>')).split('</details>')[0] ?? '';
    const green = sectionOf(
      renderReport(
        decide(passInput()),
        passInput(),
        view(['ci.log (log): vitest summary "Tests  3 passed (3)"']),
      ),
    );
    expect(green).toContain(
      'Green needs proof: a report done-gate reads, or a known runner summary',
    );
    expect(green).toContain('Proof of green: ci.log (log): vitest summary "Tests 3 passed (3)".');
    const none = sectionOf(renderReport(decide(passInput()), passInput(), view([])));
    expect(none).toContain(
      'No proof of green: no source read shows tests that ran with none failing',
    );
    expect(none).not.toContain('Proof of green:');
  });

  it('has no Test evidence section when no test output was configured', () => {
    expect(renderReport(decide(passInput()), passInput(), context())).not.toContain(
      'Test evidence',
    );
  });
});
