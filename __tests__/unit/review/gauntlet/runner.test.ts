import { describe, expect, it } from 'vitest';
import {
  createLimiter,
  runGauntlet,
  type GauntletEvent,
} from '../../../../src/review/gauntlet/runner.js';
import { gauntletVerdict } from '../../../../src/decide/lane-verdicts.js';
import { isFaulted, sentinelMatch } from '../../../../src/review/gauntlet/sentinels.js';
import type { CallerLane } from '../../../../src/models/types.js';
import {
  CALL_USAGE,
  CRITERIA,
  declaredRuns,
  fakeCaller,
  gauntletInput,
  signals,
  SPEC_TEXT,
} from './runner.fixtures.js';

/** Signals with no security trigger, so the floor lacks security and `select` is asked. */
const quietSignals = signals({
  changedFiles: ['src/routes/items.ts'],
  fileCount: 1,
  touchesAuth: false,
});

describe('runGauntlet: scheduling', () => {
  it('(a) floor lanes, parse and select start at t≈0; floor lanes do not wait for parse/select', async () => {
    const fake = fakeCaller((req) =>
      req.lane === 'parse' || req.lane === 'select' ? { delay: 250 } : { delay: 30 },
    );
    const run = await runGauntlet(gauntletInput(fake.caller, { signals: quietSignals }));
    const first = (lane: CallerLane, step?: string) => fake.of(lane, step)[0];
    // "t≈0": all four start before any call has answered.
    const firstEnd = Math.min(...fake.calls.map((c) => c.end));
    for (const lane of ['code-review', 'probe', 'parse', 'select'] as const) {
      expect(first(lane)?.start, lane).toBeLessThan(firstEnd);
    }
    const parse = first('parse');
    const codeReview = first('code-review');
    expect(codeReview!.end).toBeLessThan(parse!.end);
    // The adversary's checks start when parse answers, not before.
    const checks = fake.of('adversary', 'criterion:');
    expect(checks).toHaveLength(5);
    for (const c of checks) expect(c.start).toBeGreaterThan(parse!.end);
    expect(run.outcomes['code-review']?.report).toContain('**Verdict: MERGE-READY**');
  });

  it('(b) a lane that select adds starts right after select answers', async () => {
    const fake = fakeCaller((req) =>
      req.lane === 'select'
        ? {
            delay: 120,
            reply: {
              add_code_review: false,
              add_adversary: false,
              add_security: true,
              add_probe: false,
              lane_reasons: 'the route parses untrusted ids',
            },
          }
        : undefined,
    );
    const run = await runGauntlet(gauntletInput(fake.caller, { signals: quietSignals }));
    const select = fake.of('select')[0]!;
    const security = fake.of('security');
    expect(security).toHaveLength(1);
    expect(security[0]!.start).toBeGreaterThan(select.end);
    // Right after: no other call answered between select's answer and the lane's start.
    const between = fake.calls.filter((c) => c.end > select.end && c.end < security[0]!.start);
    expect(between).toEqual([]);
    expect(run.selection.lanes).toEqual(['code-review', 'adversary', 'security', 'probe']);
    expect(run.selection.reasons.join('\n')).toContain(
      'security: added by lane-selection judgment — the route parses untrusted ids',
    );
    expect(sentinelMatch('security', run.outcomes.security!.report)).toBe('PASS');
  });

  it('(c) with every reply valid, no lane runs twice and select is skipped when nothing is addable', async () => {
    const fake = fakeCaller();
    const run = await runGauntlet(gauntletInput(fake.caller));
    const steps = fake.calls.map((c) => `${c.lane}|${c.step}`).sort();
    expect(steps).toEqual(
      [
        'adversary|criterion:c1',
        'adversary|criterion:c2',
        'adversary|criterion:c3',
        'adversary|criterion:c4',
        'adversary|criterion:c5',
        'adversary|holistic',
        'code-review|review',
        'parse|review',
        'probe|review',
        'security|review',
      ].sort(),
    );
    expect(run.selection.reasons).toContain(
      'select: not asked — every lane it could add is already selected',
    );
    for (const lane of ['code-review', 'adversary', 'security', 'probe'] as const) {
      expect(run.outcomes[lane]?.attempts, lane).toBe(1);
      expect(isFaulted(lane, run.outcomes[lane]?.report), lane).toBe(false);
    }
    expect(run.retryNotes).toEqual([]);
    expect(run.reviewIncomplete).toEqual([]);
    expect(run.pipelineErrors).toEqual([]);
    expect(gauntletVerdict(run).verdict).toBe('PASS');
    expect(run.outcomes.adversary?.report.split('\n').slice(0, 2)).toEqual([
      'ADVERSARIAL_REVIEW: CONFORMS',
      'Criteria: 5/5 met (all with tests).',
    ]);
  });

  it('every call has its own fresh session id and its own prompt', async () => {
    const fake = fakeCaller();
    await runGauntlet(gauntletInput(fake.caller));
    const ids = fake.calls.map((c) => c.sessionId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^review-[A-Za-z0-9_-]{22}$/);
    const criterionTasks = fake.of('adversary', 'criterion:').map((c) => c.task);
    expect(new Set(criterionTasks).size).toBe(5);
    CRITERIA.forEach((text, i) =>
      expect(fake.of('adversary', `criterion:c${i + 1}`)[0]?.task).toContain(text),
    );
  });

  it('(j) four lanes + 5 criteria take two rounds of calls: select, then what it adds and the checks', async () => {
    const L = 150;
    const fake = fakeCaller(
      (req) =>
        req.lane === 'select'
          ? {
              delay: L,
              reply: {
                add_code_review: false,
                add_adversary: false,
                add_security: true,
                add_probe: false,
                lane_reasons: 'untrusted input',
              },
            }
          : undefined,
      L,
    );
    const run = await runGauntlet(gauntletInput(fake.caller, { signals: quietSignals }));
    expect(Object.keys(run.outcomes).sort()).toEqual(
      ['adversary', 'code-review', 'probe', 'security'].sort(),
    );
    expect(fake.of('adversary', 'criterion:')).toHaveLength(5);
    // Two rounds is two model latencies end to end: nothing waits on a lane it does not need.
    expect(fake.rounds).toBe(2);
    expect(gauntletVerdict(run).verdict).toBe('PASS');
  });

  it('(h) concurrency never exceeds maxConcurrency', async () => {
    const fake = fakeCaller(undefined, 15);
    await runGauntlet(
      gauntletInput(fake.caller, {
        maxConcurrency: 2,
        evidence: ['<c1>', '<c2>', '<c3>'],
      }),
    );
    expect(fake.calls.length).toBeGreaterThan(20);
    expect(fake.maxInFlight).toBe(2);
  });

  it('a limiter passed in is shared (its limit wins over maxConcurrency)', async () => {
    const fake = fakeCaller(undefined, 5);
    const limiter = createLimiter(1);
    await runGauntlet(gauntletInput(fake.caller, { maxConcurrency: 8, limiter }));
    expect(fake.maxInFlight).toBe(1);
    expect(limiter.active).toBe(0);
  });

  it('(i) chunked evidence: one code-review and one security call per chunk, merged', async () => {
    const evidence = ['<chunk one>', '<chunk two>', '<chunk three>'];
    const fake = fakeCaller((req) => {
      const chunk = evidence.indexOf(req.evidence) + 1;
      if (req.lane === 'code-review') {
        return {
          reply: {
            summary: `chunk ${chunk} summary`,
            findings: [
              {
                severity: 'warning',
                category: 'performance',
                file: `src/f${chunk}.ts`,
                line: chunk,
                title: `slow loop ${chunk}`,
                end_line: null,
                detail: 'd',
                fix: 'f',
                suggestion: null,
                confidence: 0.9,
              },
              // The same finding seen from every chunk: counted once.
              {
                severity: 'nitpick',
                category: 'style',
                file: 'src/shared.ts',
                line: 1,
                title: 'naming',
                end_line: null,
                detail: 'd',
                fix: 'f',
                suggestion: null,
                confidence: 0.9,
              },
            ],
          },
        };
      }
      return undefined;
    });
    const run = await runGauntlet(gauntletInput(fake.caller, { evidence, fileCount: 42 }));
    for (const lane of ['code-review', 'security', 'probe'] as const) {
      const calls = fake.of(lane);
      expect(calls.map((c) => c.step).sort(), lane).toEqual([
        'chunk:1/3',
        'chunk:2/3',
        'chunk:3/3',
      ]);
      for (const c of calls) {
        expect(c.evidence).toBe(evidence[Number(c.step.slice(6, 7)) - 1]);
      }
    }
    expect(
      fake
        .of('adversary', 'criterion:c1')
        .map((c) => c.step)
        .sort(),
    ).toEqual(['criterion:c1;chunk:1/3', 'criterion:c1;chunk:2/3', 'criterion:c1;chunk:3/3']);
    expect(fake.of('adversary', 'holistic')).toHaveLength(3);
    // parse reads the spec alone, never a chunk of the diff.
    expect(fake.of('parse').map((c) => c.evidence)).toEqual([SPEC_TEXT]);
    const report = run.outcomes['code-review']!.report;
    expect(report).toContain(
      '*Reviewed 42 files, found 0 critical, 3 warnings, 0 suggestions, 1 nitpicks (0 deferred by quality bar)*',
    );
    for (const n of [1, 2, 3]) expect(report).toContain(`> Chunk ${n}/3: chunk ${n} summary`);
    expect(run.outcomes['code-review']!.findings).toHaveLength(4);
    expect(run.outcomes['code-review']!.attempts).toBe(1);
  });

  it('a faulted chunk is a fault of the lane', async () => {
    const evidence = ['<a>', '<b>'];
    const fake = fakeCaller((req, n) =>
      req.lane === 'security' && req.evidence === '<b>' && n <= 2
        ? { fault: 'server-error', message: 'HTTP 503' }
        : undefined,
    );
    const run = await runGauntlet(gauntletInput(fake.caller, { evidence }));
    // First attempt: chunk 2 faulted → lane fault → re-run of both chunks.
    expect(run.outcomes.security?.attempts).toBe(2);
    expect(run.retryNotes).toContain(
      'lane security faulted (missing / sentinel-less / degraded report) — re-running: attempt 2/3',
    );
  });
});

describe('runGauntlet: retry gate', () => {
  it('(d) a lane that faults twice then succeeds ends with its 3rd report, attempts 3', async () => {
    const fake = fakeCaller((req, n) =>
      req.lane === 'code-review' && n <= 2
        ? { fault: 'server-error', message: `boom ${n}` }
        : undefined,
    );
    const events: GauntletEvent[] = [];
    const run = await runGauntlet(gauntletInput(fake.caller, { onEvent: (e) => events.push(e) }));
    const outcome = run.outcomes['code-review']!;
    expect(outcome.attempts).toBe(3);
    // Auth signals fired, so the clean review is NEEDS-HUMAN (attention), a real verdict.
    expect(sentinelMatch('code-review', outcome.report)).toBe('NEEDS-HUMAN');
    expect(isFaulted('code-review', outcome.report)).toBe(false);
    expect(fake.of('code-review').map((c) => c.model)).toEqual([
      'anthropic/model-code-review-0',
      'anthropic/model-code-review-1',
      'anthropic/model-code-review-2',
    ]);
    expect(run.retryNotes).toEqual([
      'lane code-review faulted (missing / sentinel-less / degraded report) — re-running: attempt 2/3',
      'lane code-review faulted (missing / sentinel-less / degraded report) — re-running: attempt 3/3',
    ]);
    expect(run.reviewIncomplete).toEqual([]);
    expect(events.filter((e) => e.lane === 'code-review').map((e) => e.kind)).toEqual([
      'started',
      'faulted',
      'retrying',
      'started',
      'faulted',
      'retrying',
      'started',
      'finished',
    ]);
    // Other lanes ran once.
    expect(fake.of('security')).toHaveLength(1);
    expect(gauntletVerdict(run).verdict).toBe('PASS');
  });

  it('(e) a lane faulting 3 times is review-incomplete with its last report kept', async () => {
    const fake = fakeCaller((req, n) =>
      req.lane === 'code-review' ? { fault: 'overloaded', message: `529 number ${n}` } : undefined,
    );
    const run = await runGauntlet(gauntletInput(fake.caller));
    const outcome = run.outcomes['code-review']!;
    expect(outcome.attempts).toBe(3);
    expect(outcome.report).toBe(
      'PIPELINE-FAULT: code-review lane failed after retries — overloaded: 529 number 3',
    );
    expect(run.reviewIncomplete).toEqual(['code-review']);
    expect(run.retryNotes.at(-1)).toBe(
      'lane code-review faulted and was NOT re-run (attempts 3/3) — recorded in review_incomplete',
    );
    const verdict = gauntletVerdict(run);
    expect(verdict.verdict).toBe('BLOCKED');
    expect(verdict.incomplete).toEqual(['code-review']);
  });

  it('a died criterion check re-runs the adversary lane, reusing the parsed criteria', async () => {
    const fake = fakeCaller((req, n) =>
      req.lane === 'adversary' && req.step === 'criterion:c2' && n <= 6
        ? { fault: 'network', message: 'ECONNRESET' }
        : undefined,
    );
    const run = await runGauntlet(gauntletInput(fake.caller));
    expect(fake.of('parse')).toHaveLength(1);
    expect(fake.of('adversary', 'criterion:c2')).toHaveLength(2);
    expect(fake.of('adversary', 'criterion:c1')).toHaveLength(2);
    expect(run.outcomes.adversary?.attempts).toBe(2);
    expect(sentinelMatch('adversary', run.outcomes.adversary!.report)).toBe('CONFORMS');
  });

  it('a parse that keeps faulting is a pipeline fault and the adversary reports the degraded header', async () => {
    const fake = fakeCaller((req) =>
      req.lane === 'parse'
        ? { fault: 'invalid-output', message: 'not verbatim\ntwice' }
        : undefined,
    );
    const run = await runGauntlet(gauntletInput(fake.caller));
    expect(fake.of('parse')).toHaveLength(3);
    expect(fake.of('adversary')).toHaveLength(0);
    const report = run.outcomes.adversary!.report;
    expect(report.split('\n')[1]).toBe(
      'Criteria: none verified — degraded run: pipeline fault recorded (fail-closed).',
    );
    expect(run.pipelineErrors).toContain(
      'PIPELINE-FAULT: parse failed — cannot extract criteria: invalid-output: not verbatim twice',
    );
    expect(run.reviewIncomplete).toEqual(['adversary', 'pipeline']);
    expect(gauntletVerdict(run).verdict).toBe('BLOCKED');
  });

  it('a parse that recovers on a re-run leaves no pipeline fault', async () => {
    const fake = fakeCaller((req, n) =>
      req.lane === 'parse' && n === 1 ? { fault: 'timeout', message: 'slow' } : undefined,
    );
    const run = await runGauntlet(gauntletInput(fake.caller));
    expect(fake.of('parse')).toHaveLength(2);
    expect(fake.of('parse').map((c) => c.model)).toEqual([
      'anthropic/model-parse-0',
      'anthropic/model-parse-1',
    ]);
    expect(run.outcomes.adversary?.attempts).toBe(2);
    expect(run.pipelineErrors).toEqual([]);
    expect(gauntletVerdict(run).verdict).toBe('PASS');
  });

  it('a red verification run is a real DIVERGES and is not re-run', async () => {
    const fake = fakeCaller();
    const run = await runGauntlet(
      gauntletInput(fake.caller, {
        checks: declaredRuns({
          verification: {
            kind: 'runs',
            runs: [{ cmd: 'npm test', exit: 1, durationS: 3, tail: '1 failing', timedOut: false }],
          },
        }),
      }),
    );
    const outcome = run.outcomes.adversary!;
    expect(sentinelMatch('adversary', outcome.report)).toBe('DIVERGES');
    expect(outcome.attempts).toBe(1);
    expect(fake.of('adversary', 'criterion:c1')).toHaveLength(1);
    expect(run.reviewIncomplete).toEqual([]);
    expect(run.retryNotes).toEqual([]);
  });

  it('a real FAIL / NEEDS-HUMAN / INCONCLUSIVE is never re-run', async () => {
    const fake = fakeCaller((req) => {
      // The independent check a blocking finding gets (#23) confirms it: the block is real.
      if (req.step.startsWith('verify:')) {
        return { reply: { verdict: 'confirmed', evidence: 'a.ts:1 does it' } };
      }
      if (req.lane === 'security') {
        return {
          reply: {
            summary: 's',
            findings: [
              {
                severity: 'critical',
                class: 'RCE',
                file: 'a.ts',
                line: 1,
                end_line: null,
                path: 'p',
                exploit: 'e',
                fix: 'f',
                preexisting: false,
                confidence: 0.9,
              },
            ],
          },
        };
      }
      if (req.lane === 'code-review') {
        return {
          reply: {
            summary: 's',
            findings: [
              {
                severity: 'critical',
                category: 'correctness',
                file: 'a.ts',
                line: 1,
                title: 't',
                end_line: null,
                detail: 'd',
                fix: 'f',
                suggestion: null,
                confidence: 0.9,
              },
            ],
          },
        };
      }
      if (req.lane === 'probe') {
        return { reply: { verdict: 'INCONCLUSIVE', surface: 'x', findings: [], missing: 'db' } };
      }
      return undefined;
    });
    const run = await runGauntlet({
      ...gauntletInput(fake.caller),
      resolveAnchor: () => Promise.resolve('diff'),
    });
    for (const lane of ['code-review', 'security', 'probe'] as const) {
      expect(fake.of(lane, 'review'), lane).toHaveLength(1);
      expect(run.outcomes[lane]?.attempts, lane).toBe(1);
    }
    expect(fake.of('code-review', 'verify:')).toHaveLength(1);
    expect(fake.of('security', 'verify:')).toHaveLength(1);
    expect(run.retryNotes).toEqual([]);
    expect(gauntletVerdict(run).verdict).toBe('BLOCKED');
  });

  it('(f) budget-exhausted goes straight to review-incomplete without a retry', async () => {
    const fake = fakeCaller((req) =>
      req.lane === 'security'
        ? { fault: 'budget-exhausted', message: 'max-cost-usd 1.00 reached' }
        : undefined,
    );
    const run = await runGauntlet(gauntletInput(fake.caller));
    expect(fake.of('security')).toHaveLength(1);
    expect(run.reviewIncomplete).toEqual(['security']);
    expect(run.retryNotes).toEqual([
      'lane security faulted and was NOT re-run (attempts 1/3; model budget exhausted (max-tokens / max-cost-usd) — a re-run cannot get it back) — recorded in review_incomplete',
    ]);
  });

  it('(g) too little time left: a faulted lane is not re-run', async () => {
    const fake = fakeCaller((req) =>
      req.lane === 'security' ? { fault: 'server-error', message: '500' } : undefined,
    );
    const run = await runGauntlet(gauntletInput(fake.caller, { deadline: Date.now() + 3_000 }));
    expect(fake.of('security')).toHaveLength(1);
    expect(run.reviewIncomplete).toEqual(['security']);
    expect(run.retryNotes).toEqual([
      'lane security faulted and was NOT re-run (attempts 1/3; wall-clock budget exhausted) — recorded in review_incomplete',
    ]);
  });

  it('(g) the 10% floor: no re-run when less than a tenth of the budget is left', async () => {
    let clock = 1_000_000;
    const fake = fakeCaller((req) => {
      // Each security call "takes" 95 s of a 100 s budget on the injected clock.
      if (req.lane === 'security') {
        clock += 95_000;
        return { fault: 'server-error', message: '500' };
      }
      return undefined;
    });
    const run = await runGauntlet(
      gauntletInput(fake.caller, { now: () => clock, deadline: 1_000_000 + 100_000 }),
    );
    expect(fake.of('security')).toHaveLength(1);
    expect(run.retryNotes.at(-1)).toContain('wall-clock budget exhausted');
  });

  it('(g) deadline already passed: no call is sent, every lane is incomplete', async () => {
    const fake = fakeCaller();
    const run = await runGauntlet(gauntletInput(fake.caller, { deadline: Date.now() - 1 }));
    expect(fake.calls).toHaveLength(0);
    expect(run.reviewIncomplete).toEqual([
      'adversary',
      'code-review',
      'pipeline',
      'probe',
      'security',
    ]);
    expect(run.outcomes['code-review']?.report).toBe(
      'PIPELINE-FAULT: code-review lane failed after retries — timeout: the run deadline passed before the call could start',
    );
    expect(run.outcomes['code-review']?.attempts).toBe(1);
    // The probe's suites already ran green; only its model call is missing.
    expect(isFaulted('probe', run.outcomes.probe!.report)).toBe(true);
    expect(gauntletVerdict(run).verdict).toBe('BLOCKED');
  });

  it('an invalid verification declaration is recorded and not re-run', async () => {
    const fake = fakeCaller();
    const run = await runGauntlet(
      gauntletInput(fake.caller, {
        checks: declaredRuns({
          verification: { kind: 'fault', fault: 'verification-commands must be a JSON array' },
        }),
      }),
    );
    expect(fake.of('adversary', 'criterion:c1')).toHaveLength(1);
    expect(run.outcomes.adversary?.report).toContain(
      'PIPELINE-FAULT: verification-commands declaration invalid — verification-commands must be a JSON array',
    );
    expect(run.reviewIncomplete).toEqual(['adversary']);
    expect(run.retryNotes).toEqual([
      'lane adversary faulted and was NOT re-run (attempts 1/3; verification-commands declaration invalid — a re-run cannot fix it) — recorded in review_incomplete',
    ]);
  });
});

describe('runGauntlet: lanes without a model', () => {
  it('a recipe that did not boot → probe INCONCLUSIVE with zero probe calls', async () => {
    const fake = fakeCaller();
    const run = await runGauntlet(
      gauntletInput(fake.caller, {
        checks: declaredRuns({
          recipe: { kind: 'not-booted', error: 'port 3000 in use', missing: 'a free port' },
        }),
      }),
    );
    expect(fake.of('probe')).toHaveLength(0);
    expect(run.outcomes.probe?.report.split('\n')[0]).toBe('USAGE_PROBE: INCONCLUSIVE');
    expect(run.outcomes.probe?.attempts).toBe(1);
    expect(run.reviewIncomplete).toEqual([]);
  });

  it('a red suite with a faulted probe call is still FAIL, not a fault', async () => {
    const fake = fakeCaller((req) =>
      req.lane === 'probe' ? { fault: 'refused', message: 'safety' } : undefined,
    );
    const run = await runGauntlet(
      gauntletInput(fake.caller, {
        checks: declaredRuns({
          recipe: {
            kind: 'ran',
            suites: [
              {
                cmd: 'npx hurl api.hurl',
                exit: 4,
                durationS: 1,
                tail: '404 expected',
                timedOut: false,
              },
            ],
          },
        }),
      }),
    );
    expect(fake.of('probe')).toHaveLength(1);
    expect(sentinelMatch('probe', run.outcomes.probe!.report)).toBe('FAIL');
    expect(run.reviewIncomplete).toEqual([]);
  });

  it('select faulted → degraded selection; an adversary without a spec diverges with no calls', async () => {
    const fake = fakeCaller((req) =>
      req.lane === 'select' ? { fault: 'refused', message: 'no' } : undefined,
    );
    const run = await runGauntlet(
      gauntletInput(fake.caller, {
        signals: quietSignals,
        hasSpec: false,
        checks: declaredRuns({ recipe: { kind: 'no-recipe' } }),
      }),
    );
    expect(run.selection.lanes).toEqual(['code-review', 'adversary']);
    expect(run.selection.reasons[0]).toContain('lane selection degraded to deterministic defaults');
    expect(fake.of('parse')).toHaveLength(0);
    expect(fake.of('adversary')).toHaveLength(0);
    expect(run.outcomes.adversary?.report.split('\n').slice(0, 2)).toEqual([
      'ADVERSARIAL_REVIEW: DIVERGES',
      'Criteria: none provided.',
    ]);
    expect(run.outcomes.adversary?.attempts).toBe(1);
  });
});

describe('runGauntlet: never throws', () => {
  it('a caller that throws, a modelFor that throws and an onEvent that throws end as faults', async () => {
    const fake = fakeCaller((req) =>
      req.lane === 'security' ? { throws: 'socket exploded' } : undefined,
    );
    const run = await runGauntlet(
      gauntletInput(fake.caller, {
        modelFor: (lane, index) => {
          if (lane === 'probe') throw new Error('no candidate for probe');
          return `openai/m-${index}`;
        },
        onEvent: () => {
          throw new Error('progress comment failed');
        },
      }),
    );
    expect(run.outcomes.security?.report).toBe(
      'PIPELINE-FAULT: security lane failed after retries — internal-error: the model call threw: socket exploded',
    );
    expect(run.outcomes.probe?.report).toBe(
      'PIPELINE-FAULT: probe lane failed after retries — config: no model for the probe lane: no candidate for probe',
    );
    expect(run.reviewIncomplete).toEqual(['probe', 'security']);
    expect(isFaulted('code-review', run.outcomes['code-review']!.report)).toBe(false);
  });

  it('a reply that does not match the lane schema is refused even if the caller passed it', async () => {
    const fake = fakeCaller((req) =>
      req.lane === 'code-review'
        ? { reply: { summary: 'x', findings: [], verdict: 'MERGE-READY' } }
        : undefined,
    );
    const run = await runGauntlet(gauntletInput(fake.caller));
    expect(run.outcomes['code-review']?.report).toMatch(
      /^PIPELINE-FAULT: code-review lane failed after retries — invalid-output: reply failed the lane schema/,
    );
    expect(run.reviewIncomplete).toContain('code-review');
  });

  it('no evidence at all is a pipeline fault, and lanes needing evidence are not re-run', async () => {
    const fake = fakeCaller();
    const run = await runGauntlet(gauntletInput(fake.caller, { evidence: [] }));
    expect(fake.calls).toHaveLength(0);
    expect(run.pipelineErrors).toContain(
      'PIPELINE-FAULT: the gauntlet received no evidence chunks — nothing could be reviewed',
    );
    expect(run.outcomes['code-review']?.attempts).toBe(1);
    expect(run.reviewIncomplete).toEqual([
      'adversary',
      'code-review',
      'pipeline',
      'probe',
      'security',
    ]);
  });

  it('a hanging call is abandoned shortly after the deadline', async () => {
    const fake = fakeCaller((req) => (req.lane === 'code-review' ? { hang: true } : undefined), 5);
    // A hang not abandoned would never return: the test's timeout fails it.
    const run = await runGauntlet(gauntletInput(fake.caller, { deadline: Date.now() + 100 }));
    expect(run.outcomes['code-review']?.report).toBe(
      'PIPELINE-FAULT: code-review lane failed after retries — timeout: no answer before the run deadline',
    );
  });

  it('usage sums every call and the signals NOTE is carried as a pipeline note', async () => {
    const fake = fakeCaller();
    const note = 'NOTE: diff signals could not be computed (x); surface UNKNOWN';
    const run = await runGauntlet(
      gauntletInput(fake.caller, { signals: signals({ error: note }) }),
    );
    const n = fake.calls.length;
    expect(run.usage.inputTokens).toBe(n * CALL_USAGE.inputTokens);
    expect(run.usage.outputTokens).toBe(n * CALL_USAGE.outputTokens);
    expect(run.usage.cachedInputTokens).toBe(n * CALL_USAGE.cachedInputTokens);
    expect(run.usage.costUsd).toBeCloseTo(n * CALL_USAGE.costUsd, 10);
    expect(run.pipelineErrors).toEqual([note]);
    expect(run.reviewIncomplete).toEqual([]);
  });
});
