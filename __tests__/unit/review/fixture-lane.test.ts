// A lane is one unit (#27): a fifth lane with an input of its own, registered the way
// docs/lanes.md says — its module (`fixture-lane.ts`) plus one entry in the registry's list — flows
// through selection, forced lanes, the estimate, the review (its calls reach the model with its
// own prepared input), the verdict, the report and the CLI plan. The registry entry is made with
// the registry's own `withLanes`, exactly as the one-line edit of `LANES` would make it; nothing
// else in src/ is told about the lane. The fake model is the only stand-in.
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../src/config.js';
import type { DiffFile, Evidence } from '../../../src/evidence/types.js';
import { ZERO_USAGE, type ModelCallRequest } from '../../../src/models/types.js';
import { judge } from '../../../src/pipeline/judge.js';
import { laneLines } from '../../../src/cli/render.js';
import { estimateReview } from '../../../src/review/estimate.js';
import { resolveLaneAliases, selectFloor } from '../../../src/review/gauntlet/selection.js';
import { LANE_ORDER } from '../../../src/review/gauntlet/lanes/registry.js';
import { LANE_INPUT_DEFINITIONS } from '../../../src/review/lane-config.js';
import { selectReplySchema } from '../../../src/review/gauntlet/lanes/select.js';
import { fakeCaller, signals } from './gauntlet/runner.fixtures.js';
import { bannedWordsInput } from './fixture-lane.js';
import { addedFile, evidenceOf, prBodySource } from '../evidence.fixtures.js';
import type * as Registry from '../../../src/review/gauntlet/lanes/registry.js';

vi.mock('../../../src/review/gauntlet/lanes/registry.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  const { fixtureLane } = await import('./fixture-lane.js');
  const lanes = [...actual.LANES, fixtureLane] as unknown as Parameters<typeof actual.withLanes>[0];
  return { ...actual, ...actual.withLanes(lanes) };
});

function evidence(files: DiffFile[]): Evidence {
  const body = '## Acceptance criteria\n- [ ] (docs) the guide explains the flag';
  return evidenceOf({
    pr: { number: 7, title: 'Document the flag', headRef: 'feature', author: 'dev' },
    spec: { text: body, sources: [prBodySource(body, 'dev')] },
    files,
    commitMessages: ['docs: the flag'],
  });
}

/** The configuration as the entry reads it: the core table plus the registry's lane inputs. */
function configWith(given: Record<string, string> = {}) {
  const inputs: Record<string, string> = { models: 'openai/gpt-5', ...given };
  return readConfig((name) => inputs[name] ?? '', { extraInputs: LANE_INPUT_DEFINITIONS });
}
const config = configWith();

/** Every lane's call answers as the runner fixtures do; `select` adds nothing; the fixture PASSes. */
function model() {
  const fake = fakeCaller((req: ModelCallRequest<unknown>) => {
    if (req.lane === 'select') {
      const flags = Object.fromEntries(
        LANE_ORDER.map((l) => [`add_${l.replace(/-/g, '_')}`, false]),
      );
      return { reply: { ...flags, lane_reasons: 'nothing to add' } };
    }
    if ((req.lane as string) === 'fixture') return { reply: { verdict: 'PASS', note: 'fine' } };
    return undefined;
  }, 1);
  return { fake, caller: Object.assign(fake.caller, { usage: () => ({ total: ZERO_USAGE }) }) };
}

async function judged(lines: string[], inputs: Record<string, string> = {}) {
  const { fake, caller } = model();
  const judgement = await judge({
    evidence: evidence([addedFile('docs/guide.md', lines)]),
    config: configWith(inputs),
    collectBlockers: [],
    verification: { kind: 'none' },
    probe: { kind: 'no-recipe' },
    delimiter: 'DG-FIXTURE',
    caller,
    deadline: Date.now() + 60_000,
    secrets: [],
  });
  return { fake, judgement };
}

describe('a fixture lane registered in the registry alone', () => {
  it('is in the registry, the forced-lane aliases and the select schema', () => {
    expect(LANE_ORDER).toEqual(['code-review', 'adversary', 'security', 'probe', 'fixture']);
    expect(resolveLaneAliases(['fixture-lane']).lanes).toEqual(['fixture']);
    const flags = { add_code_review: false, add_adversary: false, add_security: false };
    const reply = { ...flags, add_probe: false, add_fixture: true, lane_reasons: 'docs' };
    expect(selectReplySchema.safeParse(reply).success).toBe(true);
    const { add_fixture: _dropped, ...withoutFixture } = reply;
    expect(selectReplySchema.safeParse(withoutFixture).success).toBe(false);
  });

  it('is selected by its own floor rule, and forced through forced-lanes', () => {
    const base = { hasSpec: true, hasRecipe: false, securityPosture: 'standard' as const };
    const docs = selectFloor({
      ...base,
      signals: signals({ changedFiles: ['docs/guide.md'], fileCount: 1 }),
      forcedLanes: [],
    });
    expect(docs.lanes).toContain('fixture');
    expect(docs.reasons).toContain('fixture: documentation changed');
    const code = selectFloor({
      ...base,
      signals: signals({ changedFiles: ['src/a.ts'], fileCount: 1 }),
      forcedLanes: [],
    });
    expect(code.lanes).not.toContain('fixture');
    const forced = selectFloor({
      ...base,
      signals: signals({ changedFiles: ['src/a.ts'], fileCount: 1 }),
      forcedLanes: ['fixture-lane'],
    });
    expect(forced.lanes).toContain('fixture');
  });

  it('rules before opinions: its own input finds the banned word and blocks a model PASS', async () => {
    const { fake, judgement } = await judged(
      ['# Guide', 'Set --flag (HACK: explain later)', 'Done.'],
      { [bannedWordsInput.name]: 'HACK, TBD' },
    );
    const run = judgement.review.gauntlet;
    expect(run.selection.lanes).toContain('fixture');
    expect(run.selection.reasons).toContain('fixture: documentation changed');

    // review: two calls per chunk reach the model under the lane's header, with its own input.
    const calls = fake.calls.filter((c) => (c.lane as string) === 'fixture');
    expect(calls.map((c) => c.step).sort()).toEqual(['tone', 'words']);
    for (const call of calls) expect(call.task).toContain('Banned words: HACK, TBD.');

    // estimate: the lane's calls per chunk, from its own hook.
    const rows = estimateReview(judgement.plan, run.selection, config, judgement.plan.specForParse);
    const row = rows.find((r) => (r.lane as string) === 'fixture');
    expect(row?.calls).toBe(2 * judgement.plan.evidence.length);

    // verdict: its judge's row and blocker, in the registry's order after the four lanes.
    expect(run.outcomes['fixture' as 'probe']?.report).toMatch(/^FIXTURE_REVIEW: FAIL/);
    const fixtureRow = judgement.decision.gauntlet.rows.find((r) => r.lane === 'fixture');
    expect(fixtureRow).toEqual({ lane: 'fixture', status: 'BLOCKED', detail: 'FAIL' });
    expect(judgement.decision.gauntlet.rows.map((r) => r.lane).at(-1)).toBe('fixture');
    expect(judgement.decision.blockers).toContain(
      'fixture: FAIL — banned word at docs/guide.md:2 — never a pass',
    );
    expect(judgement.decision.verdict).toBe('BLOCKED');

    // report: the lane's table row and its own report text.
    expect(judgement.report).toContain('FIXTURE_REVIEW: FAIL');
    expect(judgement.report).toContain('banned word at docs/guide.md:2');
  });

  it('without a banned word, its PASS is a green row and no blocker of its own', async () => {
    const { fake, judgement } = await judged(['# Guide', 'Set --flag to enable it.']);
    const calls = fake.calls.filter((c) => (c.lane as string) === 'fixture');
    expect(calls).toHaveLength(2);
    // No value given: the lane's input definition's default reached its task.
    for (const call of calls) expect(call.task).toContain('Banned words: FIXME.');
    const fixtureRow = judgement.decision.gauntlet.rows.find((r) => r.lane === 'fixture');
    expect(fixtureRow).toEqual({ lane: 'fixture', status: 'GREEN', detail: 'PASS' });
    expect(judgement.decision.blockers.filter((b) => b.startsWith('fixture:'))).toEqual([]);
    expect(judgement.report).toContain('FIXTURE_REVIEW: PASS');
  });

  it('has its own line in the CLI plan', () => {
    const selection = {
      lanes: ['code-review', 'fixture'],
      reasons: ['fixture: documentation changed'],
    };
    const { lines } = laneLines(selection as Parameters<typeof laneLines>[0], [], [], {
      hasSpec: true,
      hasRecipe: false,
    });
    expect(lines.find((l) => l.startsWith('fixture'))).toMatch(
      /^fixture\s+on\s+documentation changed$/,
    );
  });
});
