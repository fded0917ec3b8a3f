// The one declared-checks runner (the action's and the CLI's): commands run here, or a
// `done-gate run-checks` record read back and bound to the evaluated head. Every way a record can
// be unusable is a blocker and a faulted lane input, never a silent pass.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config.js';
import { serializeRecordFile } from '../../../src/checks/record.js';
import { declaredChecks, executeDeclared } from '../../../src/checks/declared.js';

const HEAD = 'a'.repeat(40);
const OTHER = 'b'.repeat(40);
const env = { PATH: process.env.PATH };
const config = readConfig(
  (name) => ({ 'verification-commands': JSON.stringify(['echo checked']) })[name] ?? '',
  { modelsRequired: false },
);

async function runOptions() {
  const cwd = await mkdtemp(join(tmpdir(), 'declared-checks-'));
  return { cwd, secrets: [], deadline: Date.now() + 60_000, env };
}

/** A record as `done-gate run-checks` writes it: the commands really run, then serialised. */
async function realRecord(headSha: string): Promise<string> {
  const o = await runOptions();
  const outcomes = await executeDeclared(config, o.cwd, [], o.deadline, env, { kind: 'none' });
  return serializeRecordFile({
    version: 1,
    headSha,
    verification: outcomes.verification,
    probe: outcomes.probe,
  });
}

describe('declaredChecks', () => {
  it('runs the commands here when the source says run, with no blocker unisolated', async () => {
    const checks = await declaredChecks(config, await runOptions(), null, {
      kind: 'run',
      isolation: { kind: 'none' },
    });
    expect(checks.blockers).toEqual([]);
    expect(checks.verification).toMatchObject({ kind: 'runs' });
    const runs = checks.verification.kind === 'runs' ? checks.verification.runs : [];
    expect(runs.map((r) => r.exit)).toEqual([0]);
    expect(checks.probe).toEqual({ kind: 'no-recipe' });
  });

  it('refuses to run unisolated where isolation is required and impossible', async () => {
    const checks = await declaredChecks(config, await runOptions(), HEAD, {
      kind: 'run',
      isolation: {
        kind: 'required',
        protectedPaths: [],
        probe: () => Promise.resolve({ ok: false, why: 'no sudo here' }),
      },
    });
    expect(checks.verification).toMatchObject({ kind: 'fault' });
    expect(checks.blockers).toHaveLength(1);
    expect(checks.blockers[0]).toMatch(/^commands not isolated: .*no sudo here/);
  });

  it('a record for the evaluated head feeds the lanes with no blocker', async () => {
    const text = await realRecord(HEAD);
    const checks = await declaredChecks(config, await runOptions(), HEAD, {
      kind: 'record',
      path: 'checks.json',
      read: () => Promise.resolve(text),
    });
    expect(checks.blockers).toEqual([]);
    expect(checks.verification).toMatchObject({ kind: 'runs' });
  });

  it('a record for another head is unusable: a blocker and a faulted verification', async () => {
    const text = await realRecord(OTHER);
    const checks = await declaredChecks(config, await runOptions(), HEAD, {
      kind: 'record',
      path: 'checks.json',
      read: () => Promise.resolve(text),
    });
    expect(checks.blockers).toEqual([
      `checks record unusable: record is for commit ${OTHER}, not the evaluated head ${HEAD}`,
    ]);
    expect(checks.verification).toMatchObject({ kind: 'fault' });
  });

  it('a record that cannot be read is a blocker naming the path and why', async () => {
    const checks = await declaredChecks(config, await runOptions(), HEAD, {
      kind: 'record',
      path: 'missing.json',
      read: () => Promise.reject(new Error('ENOENT: no such file')),
    });
    expect(checks.blockers).toEqual(['checks record missing: missing.json (ENOENT: no such file)']);
    expect(checks.verification).toMatchObject({ kind: 'fault' });
  });
});
