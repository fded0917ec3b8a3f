// Declared verification commands end to end: run by the built action (own process group, clean
// environment) and, in the hardened layout, run by the built CLI's `run-checks` in an unprivileged
// job whose record file the action reads back instead of running anything itself.
import { access, chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INSTALLATION_TOKEN } from '../emulators/github.js';
import { runCli } from './harness.js';
import type { ActionRun, CliRun } from './harness.js';
import { obedient } from './reviewers.js';
import {
  addPull,
  allSecrets,
  githubRequestsWithSecrets,
  KEYS,
  markModelRequests,
  modelRequestsSince,
  onlyComment,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  shaFor,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();
afterAll(() => {
  expect(githubRequestsWithSecrets(world)).toEqual([]);
});

function blockersOf(body: string): string {
  return /### What to do\n([\s\S]*?)(?:\n## |\n<details>|$)/.exec(body)?.[1] ?? '';
}

function adversaryRequests(mark: ReturnType<typeof markModelRequests>) {
  return modelRequestsSince(world, mark).filter((r) => r.lane === 'adversary');
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function expectBlocked(run: ActionRun, sha: string): void {
  expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
  expect(run.exitCode).toBe(1);
  expect(run.outputs.verdict).toBe('BLOCKED');
}

describe('verification-commands run by the action', () => {
  it('a red command → the adversary DIVERGES naming the red run, status failure', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 201);
    const mark = markModelRequests(world);
    const run = await runOnPull(world, 201, {
      'verification-commands': JSON.stringify(['node -e "process.exit(3)"']),
    });
    expectBlocked(run, sha);
    const body = onlyComment(world, 201);
    expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(body).toContain('ADVERSARIAL_REVIEW: DIVERGES');
    expect(body).toContain('Verification run `node -e "process.exit(3)"` — exit 3');
    // Brackets escaped: the report neutralises lane reports whole.
    expect(body).toContain('\\[FAIL\\] `node -e "process.exit(3)"` — exit 3');
    // The reviewers were told which run was red.
    const told = adversaryRequests(mark).some((r) =>
      r.rawBody.includes('[FAIL] `node -e \\"process.exit(3)\\"`: exit 3'),
    );
    expect(told).toBe(true);
  });

  it('a green command with clean reviewers → success, and the reviewers saw the green run', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 202);
    const mark = markModelRequests(world);
    const run = await runOnPull(world, 202, { 'verification-commands': '["echo ok"]' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.exitCode).toBe(0);
    const body = onlyComment(world, 202);
    expect(body.split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(body).toContain('ADVERSARIAL_REVIEW: CONFORMS');
    expect(body).toContain('\\[PASS\\] `echo ok` — exit 0');
    expect(
      adversaryRequests(mark).some((r) => r.rawBody.includes('[PASS] `echo ok`: exit 0')),
    ).toBe(true);
  });

  it('a declaration that is not JSON → a configuration failure with the PIPELINE-FAULT text, found before any model is asked (#25)', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 203);
    const mark = markModelRequests(world);
    const run = await runOnPull(world, 203, { 'verification-commands': 'not json' });
    expect(run.exitCode).not.toBe(0);
    expect(run.outputs['verdict']).toBe('BLOCKED');
    expect(statusesOn(world, sha)).toEqual(['failure']);
    const status = world.gh.state.statusesFor(OWNER, REPO, sha).at(-1)!;
    expect(status.description).toMatch(/^done-gate configuration: verification-commands — /);
    expect(run.summary).toMatch(
      /PIPELINE-FAULT: verification[_-]commands declaration invalid — not valid JSON/,
    );
    expect(modelRequestsSince(world, mark)).toEqual([]);
  });

  it("a command's environment carries no key or token: `env` output reaches reviewers and the comment without any secret", async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 204);
    const runtimeToken = 'ACTIONS-RUNTIME-e2e-token-000000000000000000000004';
    const secrets = [...allSecrets(), runtimeToken];
    const mark = markModelRequests(world);
    // The command runs as a throwaway user in a copy of the workspace that is removed after the
    // run: it leaves its dump in a directory anyone may write to.
    const dumpDir = await mkdtemp(join(tmpdir(), 'env-dump-'));
    await chmod(dumpDir, 0o777);
    const dumpPath = join(dumpDir, 'env-dump.txt');
    const run = await runOnPull(
      world,
      204,
      // Red on purpose: the tails of red runs are what the reviewers and the comment show.
      { 'verification-commands': JSON.stringify([`env | sort | tee ${dumpPath}; exit 7`]) },
      {
        env: {
          GITHUB_TOKEN: INSTALLATION_TOKEN,
          ACTIONS_RUNTIME_TOKEN: runtimeToken,
          NODE_AUTH_TOKEN: KEYS.openai,
          // Allowlisted names carrying a key's value: dropped by value, not by name.
          LC_SNEAKY: KEYS.anthropic,
          XDG_SNEAKY: KEYS.google,
          LC_DONE_GATE_PROOF: 'env-was-dumped-5e2d',
        },
      },
    );
    expectBlocked(run, sha);
    // The whole environment the command saw.
    const dumped = await readFile(dumpPath, 'utf8');
    expect(dumped).toMatch(/^USER=dg-sandbox-[0-9a-f]{10}$/m);
    expect(dumped).not.toMatch(/^XDG_/m); // XDG_* point into the gate user's home: never passed
    expect(dumped).not.toMatch(/^GITHUB_(?:OUTPUT|STEP_SUMMARY|EVENT_PATH|ENV|PATH|STATE)=/m);
    expect(dumped).toContain('PATH=');
    expect(dumped).not.toMatch(/^INPUT_|TOKEN=|^LC_SNEAKY=|^XDG_SNEAKY=/m);
    for (const secret of secrets) expect(dumped).not.toContain(secret);
    // The reviewers got the run's tail (with the proof line) and no secret.
    const requests = modelRequestsSince(world, mark);
    expect(
      adversaryRequests(mark).some((r) =>
        r.rawBody.includes('LC_DONE_GATE_PROOF=env-was-dumped-5e2d'),
      ),
    ).toBe(true);
    for (const request of requests) {
      for (const secret of secrets) expect(request.rawBody).not.toContain(secret);
    }
    const body = onlyComment(world, 204);
    expect(body).toContain('LC_DONE_GATE_PROOF=env-was-dumped-5e2d');
    expect(body).toContain('exit 7');
    expect(body).not.toContain('[REDACTED]');
    expect(body).not.toContain('possible secret disclosure');
    for (const secret of secrets) expect(body).not.toContain(secret);
  });
});

/** A command that leaves a marker file where it runs, and prints a line the record keeps. */
const MARKING_COMMAND = 'echo record-output-7f3a > ran-here && cat ran-here';
const DECLARED = JSON.stringify([MARKING_COMMAND]);
/** What GITHUB_SHA is on a `pull_request` run: the merge commit, never the evaluated head. */
const MERGE_SHA = shaFor(999, 'e');

interface RecordJson {
  version: number;
  headSha?: string;
  verification: { kind: string; runs?: Array<{ cmd: string; exit: number; tail: string }> };
}

/** The unprivileged job: run-checks in its own checkout, on the PR's pull_request event. */
async function unprivilegedChecks(
  number: number,
  extraArgs: string[] = [],
): Promise<{ dir: string; record: RecordJson; text: string; run: CliRun }> {
  const dir = await mkdtemp(join(tmpdir(), 'done-gate-checks-job-'));
  const eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify(world.gh.payloads.pullRequest(OWNER, REPO, number)));
  const run = await runCli(
    ['run-checks', '--out', 'record.json', '--verification-commands', DECLARED, ...extraArgs],
    dir,
    { GITHUB_EVENT_PATH: eventPath, GITHUB_SHA: MERGE_SHA, GITHUB_EVENT_NAME: 'pull_request' },
  );
  expect(run.stderr).toContain('done-gate run-checks: 1 command(s) run, 0 red');
  expect(run.code).toBe(0);
  const text = await readFile(join(dir, 'record.json'), 'utf8');
  return { dir, record: JSON.parse(text) as RecordJson, text, run };
}

/** The gate job's workspace, holding the record as a downloaded artifact would. */
async function gateWorkspace(recordText: string | null): Promise<string> {
  const workspace = await mkdtemp(join(tmpdir(), 'done-gate-gate-job-'));
  await mkdir(join(workspace, 'checks'));
  if (recordText !== null) await writeFile(join(workspace, 'checks/record.json'), recordText);
  return workspace;
}

describe('run-checks (the unprivileged half of the hardened layout)', () => {
  it('records the PR head from the event file, not the merge commit in GITHUB_SHA', async () => {
    const sha = addPull(world, 210);
    const { dir, record } = await unprivilegedChecks(210);
    expect(record.headSha).toBe(sha);
    expect(record.verification.kind).toBe('runs');
    expect(record.verification.runs?.map((r) => [r.cmd, r.exit])).toEqual([[MARKING_COMMAND, 0]]);
    expect(record.verification.runs?.[0]?.tail).toContain('record-output-7f3a');
    // The command ran here, in the checks job's checkout.
    expect(await exists(join(dir, 'ran-here'))).toBe(true);
  });

  it('--head-sha wins over the event and GITHUB_SHA', async () => {
    addPull(world, 211);
    const other = shaFor(211, 'f');
    const { record, run } = await unprivilegedChecks(211, ['--head-sha', other.toUpperCase()]);
    expect(record.headSha).toBe(other);
    expect(run.stderr).toContain(`record for ${other} (--head-sha)`);
  });

  it('falls back to GITHUB_SHA without an event file, and refuses a --head-sha that is not a SHA', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'done-gate-checks-job-'));
    const sha = shaFor(212, 'd');
    const ok = await runCli(
      ['run-checks', '--out', 'r.json', '--verification-commands', '["echo ok"]'],
      dir,
      {
        GITHUB_SHA: sha,
      },
    );
    expect(ok.code).toBe(0);
    expect((JSON.parse(await readFile(join(dir, 'r.json'), 'utf8')) as RecordJson).headSha).toBe(
      sha,
    );
    const bad = await runCli(['run-checks', '--out', 'bad.json', '--head-sha', 'main'], dir, {});
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--head-sha');
    expect(await exists(join(dir, 'bad.json'))).toBe(false);
  });
});

describe('checks-record-path: the action reads the record and runs nothing itself', () => {
  it('a record for the head with the declared commands → success; the reviewers see the recorded run', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 220);
    const { text } = await unprivilegedChecks(220);
    const workspace = await gateWorkspace(text);
    const mark = markModelRequests(world);
    const run = await runOnPull(
      world,
      220,
      { 'checks-record-path': 'checks/record.json', 'verification-commands': DECLARED },
      { workspace },
    );
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.exitCode).toBe(0);
    const body = onlyComment(world, 220);
    expect(body.split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(body).toContain(`\\[PASS\\] \`${MARKING_COMMAND}\` — exit 0`);
    expect(
      adversaryRequests(mark).some((r) =>
        r.rawBody.includes(`[PASS] \`${MARKING_COMMAND}\`: exit 0`),
      ),
    ).toBe(true);
    expect(await exists(join(workspace, 'ran-here'))).toBe(false);
  });

  it('a record for another commit → failure naming both commits; nothing runs', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 221);
    const other = shaFor(221, 'b');
    const { text } = await unprivilegedChecks(221, ['--head-sha', other]);
    const workspace = await gateWorkspace(text);
    const run = await runOnPull(
      world,
      221,
      { 'checks-record-path': 'checks/record.json', 'verification-commands': DECLARED },
      { workspace },
    );
    expectBlocked(run, sha);
    const blockers = blockersOf(onlyComment(world, 221));
    expect(blockers).toContain(
      `checks record unusable: record is for commit ${other}, not the evaluated head ${sha}`,
    );
    expect(await exists(join(workspace, 'ran-here'))).toBe(false);
  });

  it('a tampered record (its commands differ from the declaration) → failure; nothing runs', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 222);
    const { record } = await unprivilegedChecks(222);
    // The PR's own job swaps in a harmless command that passed.
    record.verification.runs![0]!.cmd = 'true';
    const workspace = await gateWorkspace(JSON.stringify(record));
    const run = await runOnPull(
      world,
      222,
      { 'checks-record-path': 'checks/record.json', 'verification-commands': DECLARED },
      { workspace },
    );
    expectBlocked(run, sha);
    expect(blockersOf(onlyComment(world, 222))).toContain(
      'checks record unusable: record commands differ from the declared verification-commands',
    );
    expect(await exists(join(workspace, 'ran-here'))).toBe(false);
  });

  it('a missing record file → failure naming the path; the declared command is not run instead', async () => {
    scriptAll(world, obedient());
    const sha = addPull(world, 223);
    const workspace = await gateWorkspace(null);
    const run = await runOnPull(
      world,
      223,
      { 'checks-record-path': 'checks/record.json', 'verification-commands': DECLARED },
      { workspace },
    );
    expectBlocked(run, sha);
    const body = onlyComment(world, 223);
    expect(blockersOf(body)).toContain('checks record missing: checks/record.json');
    expect(body).toContain('ADVERSARIAL_REVIEW: DIVERGES');
    expect(await exists(join(workspace, 'ran-here'))).toBe(false);
  });
});
