// Verification and anchoring end to end (#23): the built action against the emulators. What this
// branch wires on its own is pinned here: the gate's structured issues (`file:line — claim`), a
// gate pass the reviewer was unsure of (a human-attention item, never a silent success), the old
// string form of issues refused on the wire (fail closed), no extra scrutiny call on a PR with
// no blocking claim, and a lane's critical: confirmed it blocks, refuted it asks a person, a
// faulted verification blocks, an off-diff claim is re-asked once and then asks a person.
import { describe, expect, it } from 'vitest';
import { findingReply, obedient, reviewers } from './reviewers.js';
import {
  addPull,
  CRITERIA,
  markModelRequests,
  modelRequestsSince,
  onlyComment,
  reportSection,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';
import { scaled } from '../knobs.js';

const world = useWorld();

const gateReply = (json: Record<string, unknown>) => () => ({
  json: { state: 'pass', summary: 'ok', issues: [], questions: [], confidence: 0.9, ...json },
});

function blockers(body: string): string {
  return reportSection(body, 'What to do');
}

describe('no blocking claim: no scrutiny call', () => {
  it('a clean PR sends no verify or re-anchor request and passes', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const mark = markModelRequests(world);
    const sha = addPull(world, 2301);
    const run = await runOnPull(world, 2301);
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.outputs.verdict).toBe('PASS');
    const steps = modelRequestsSince(world, mark).map((r) => r.step ?? '');
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.filter((s) => /^(verify|reanchor):/.test(s))).toEqual([]);
  });
});

describe('the gate’s issues are structured', () => {
  it('a FAIL shows each issue as file:line — claim, an issue with no line as its claim', async () => {
    scriptAll(
      world,
      obedient({
        gate: gateReply({
          state: 'fail',
          summary: 'The empty-name path is not what the spec asks.',
          issues: [
            {
              file: 'src/greet.ts',
              line: 2,
              end_line: 3,
              claim: 'throws TypeError where the spec asks for a RangeError',
            },
            { file: '', line: null, end_line: null, claim: 'no test covers a whitespace name' },
          ],
          confidence: 0.8,
        }),
      }),
    );
    const sha = addPull(world, 2302);
    const run = await runOnPull(world, 2302);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.outputs['gate-state']).toBe('fail');
    const body = onlyComment(world, 2302);
    expect(blockers(body)).toContain(
      'gate: the fresh-context review says FAIL — The empty-name path is not what the spec asks.',
    );
    const gate = reportSection(body, 'Fresh-context review');
    expect(gate).toContain(
      '- src/greet.ts:2-3 — throws TypeError where the spec asks for a RangeError',
    );
    expect(gate).toContain('- no test covers a whitespace name');
  });

  it('the seed’s string issues are refused on the wire: the gate faults, named, never a pass', async () => {
    scriptAll(
      world,
      obedient({ gate: gateReply({ state: 'pass', issues: ['src/greet.ts:2 wrong'] }) }),
    );
    const sha = addPull(world, 2303);
    await runOnPull(world, 2303);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(blockers(onlyComment(world, 2303))).toMatch(
      /gate: the fresh-context review faulted — .*invalid-output.*; a faulted review is never a pass/,
    );
  });
});

describe('a gate pass the reviewer was unsure of', () => {
  const ITEM =
    'gate: the gate passed with confidence 0.4 (below 0.6 for rigor production) — a person should look';

  it('is not success in the default attention mode, and the item says why', async () => {
    scriptAll(world, obedient({ gate: gateReply({ confidence: 0.4 }) }));
    const sha = addPull(world, 2304);
    const run = await runOnPull(world, 2304);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(run.outputs['gate-state']).toBe('pass');
    expect(blockers(onlyComment(world, 2304))).toContain(`\n  - ${ITEM}`);
  });

  it('under `human-attention: note` it is listed and the run passes', async () => {
    scriptAll(world, obedient({ gate: gateReply({ confidence: 0.4 }) }));
    const sha = addPull(world, 2305);
    const run = await runOnPull(world, 2305, { 'human-attention': 'note' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.outputs.verdict).toBe('PASS');
    expect(onlyComment(world, 2305)).toContain(ITEM);
  });

  it('a stricter rigor asks for more: 0.75 passes at production, not at poc', async () => {
    scriptAll(world, obedient({ gate: gateReply({ confidence: 0.75 }) }));
    const shaProduction = addPull(world, 2306);
    await runOnPull(world, 2306);
    expect(statusesOn(world, shaProduction)).toEqual(['pending', 'success']);
    const shaPoc = addPull(world, 2307);
    await runOnPull(world, 2307, { rigor: 'poc' });
    expect(statusesOn(world, shaPoc)).toEqual(['pending', 'failure']);
    expect(blockers(onlyComment(world, 2307))).toContain(
      'gate: the gate passed with confidence 0.75 (below 0.8 for rigor poc) — a person should look',
    );
  });
});

describe('a lane finding is verified before it blocks (#23)', () => {
  /** A code-review critical anchored on a line the diff adds. */
  const critical = () => findingReply('code-review', 'src/greet.ts', 'Throws on every name', 2);
  const verdict = (answer: 'confirmed' | 'refuted', evidence: string) => () => ({
    json: { verdict: answer, evidence },
  });

  it('confirmed: the critical blocks, named with its file:line', async () => {
    scriptAll(
      world,
      obedient({
        'code-review': critical,
        'code-review:verify': verdict('confirmed', 'line 2 throws for a non-empty name'),
      }),
    );
    const sha = addPull(world, 2311);
    const mark = markModelRequests(world);
    await runOnPull(world, 2311);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = onlyComment(world, 2311);
    expect(blockers(body)).toContain('code-review: 1 🔴 CRITICAL finding(s)');
    expect(body).toContain('src/greet.ts:2');
    const verify = modelRequestsSince(world, mark).filter((r) => r.step?.startsWith('verify:'));
    expect(verify).toHaveLength(1);
    expect(verify[0]!.lane).toBe('code-review');
  });

  it('refuted: not a block but a human-attention item naming the claim; passes only under note', async () => {
    const script = obedient({
      'code-review': critical,
      'code-review:verify': verdict('refuted', 'line 2 throws only for the empty name'),
    });
    scriptAll(world, script);
    const sha = addPull(world, 2312);
    await runOnPull(world, 2312);
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = onlyComment(world, 2312);
    expect(blockers(body)).not.toContain('CRITICAL finding(s)');
    expect(body).toContain('refuted by verification');
    expect(body).toContain('Throws on every name');
    scriptAll(world, script);
    const noted = addPull(world, 2313);
    await runOnPull(world, 2313, { 'human-attention': 'note' });
    expect(statusesOn(world, noted)).toEqual(['pending', 'success']);
    expect(onlyComment(world, 2313)).toContain('refuted by verification');
  });

  it(
    'a verification that faults blocks the lane, named — never a pass',
    async () => {
      scriptAll(
        world,
        obedient({
          'code-review': critical,
          'code-review:verify': () => ({ fault: 'server-error' }),
        }),
      );
      const sha = addPull(world, 2314);
      await runOnPull(world, 2314, { 'human-attention': 'note' });
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
      expect(blockers(onlyComment(world, 2314))).toMatch(/code-review/);
    },
    scaled(120_000),
  );
  it('a verification reply that is not the verdict shape blocks too', async () => {
    scriptAll(
      world,
      obedient({
        'code-review': critical,
        'code-review:verify': () => ({ json: { verdict: 'probably', evidence: 'hm' } }),
      }),
    );
    const sha = addPull(world, 2315);
    await runOnPull(world, 2315, { 'human-attention': 'note' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
  });

  it('a critical on a file not in the diff is re-asked once, then an attention item — never a silent block or pass', async () => {
    scriptAll(
      world,
      obedient({
        'code-review': () =>
          findingReply('code-review', 'src/imaginary.ts', 'Imagined overflow', 40),
      }),
    );
    const sha = addPull(world, 2316);
    const mark = markModelRequests(world);
    await runOnPull(world, 2316, { 'repository-context': 'none' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = onlyComment(world, 2316);
    expect(blockers(body)).not.toContain('CRITICAL finding(s)');
    expect(body).toContain('unanchored finding');
    expect(body).toContain('Imagined overflow');
    const steps = modelRequestsSince(world, mark).map((r) => r.step ?? '');
    expect(steps.filter((s) => s.startsWith('reanchor:'))).toHaveLength(1);
    expect(steps.filter((s) => s.startsWith('verify:'))).toHaveLength(0);
  });

  it('the verifier is another model than the one that made the claim, in a fresh session', async () => {
    scriptAll(world, obedient({ 'code-review': critical }));
    addPull(world, 2317);
    const mark = markModelRequests(world);
    await runOnPull(world, 2317);
    const requests = modelRequestsSince(world, mark).filter((r) => r.lane === 'code-review');
    const review = requests.find((r) => r.step === 'review');
    const verify = requests.find((r) => r.step?.startsWith('verify:'));
    expect(review).toBeDefined();
    expect(verify).toBeDefined();
    expect(verify!.model).not.toBe(review!.model);
    expect(verify!.session).not.toBe(review!.session);
  });
});
