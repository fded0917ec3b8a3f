// The throwaway user, for real (these tests run as root, as CI does): created, used, killed by
// uid, removed. Every user a test creates is removed again, also when an assertion fails.
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxEnv } from '../../../src/checks/env.js';
import { liveProcessesOf } from '../../../src/checks/processes.js';
import { runCommand } from '../../../src/checks/run.js';
import {
  makeRunAs,
  openSandbox,
  passwdEntry,
  SANDBOX_USER_PREFIX,
  withoutCredentialHeaders,
} from '../../../src/checks/sandbox.js';
import type { Sandbox } from '../../../src/checks/sandbox.js';
import { removeSandboxUser, sandboxUserExists } from '../../sandbox-users.js';

const GATE_SECRET = 'ghs_gateTokenValue0123456789abcdefXYZ';
const opened: Sandbox[] = [];
let root: string;
let workspace: string;
let runnerTemp: string;

async function open(extra: { protectedPaths?: string[] } = {}): Promise<Sandbox> {
  const result = await openSandbox({
    means: 'root',
    workspace,
    protectedPaths: [runnerTemp, ...(extra.protectedPaths ?? [])],
    secrets: [GATE_SECRET],
  });
  if (!result.ok) throw new Error(result.why);
  opened.push(result.sandbox);
  return result.sandbox;
}

function run(sandbox: Sandbox, cmd: string, timeoutMs = 5000) {
  return runCommand(cmd, {
    cwd: sandbox.workspace,
    timeoutMs,
    outputCapBytes: 64 * 1024,
    env: sandboxEnv({ PATH: process.env.PATH, GITHUB_OUTPUT: join(runnerTemp, 'out') }, [], {
      user: sandbox.user.name,
      home: sandbox.home,
      tmp: sandbox.tmp,
      workspace: sandbox.workspace,
    }),
    runAs: sandbox.runAs,
    killGraceMs: 100,
  });
}

beforeAll(async () => {
  expect(process.getuid?.()).toBe(0); // CI runs these as root; the sudo path is unit-tested apart
  root = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
  workspace = join(root, 'ws');
  runnerTemp = join(root, 'runner-temp');
  await mkdir(join(workspace, '.git'), { recursive: true });
  await mkdir(runnerTemp);
  await writeFile(join(workspace, 'test.sh'), 'echo tests ran\n');
  await writeFile(
    join(workspace, '.git', 'config'),
    `[core]\n\tbare = false\n[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${Buffer.from(`x-access-token:${GATE_SECRET}`).toString('base64')}\n`,
  );
  await writeFile(join(runnerTemp, 'event.json'), '{"secret":"gate file"}');
  // The test's root directory is private (mkdtemp); open it so the probe, not the directory
  // mode, is what keeps the sandbox out of the gate's files.
  await chmod(root, 0o755);
  await chmod(workspace, 0o755);
  await chmod(runnerTemp, 0o755);
});

afterAll(async () => {
  const names = opened.map((s) => s.user.name);
  await Promise.all(opened.map((s) => s.close()));
  for (const name of names) removeSandboxUser(name);
  await rm(root, { recursive: true, force: true });
});

describe('openSandbox (as root)', () => {
  it('creates a fresh unprivileged user, and close() removes it with its directory', async () => {
    const sandbox = await open();
    expect(sandbox.user.name.startsWith(SANDBOX_USER_PREFIX)).toBe(true);
    expect(sandbox.user.uid).toBeGreaterThan(0);
    expect(sandboxUserExists(sandbox.user.name)).toBe(true);
    const r = await run(
      sandbox,
      'id -u; id -G; grep -E "^(Groups|CapEff):" /proc/self/status; echo "$HOME $USER"; pwd',
    );
    expect(r.exit).toBe(0);
    const [uid, groups, groupsLine, capLine, homeUser, pwd] = r.tail.trim().split('\n');
    expect(Number(uid)).toBe(sandbox.user.uid);
    expect(groups).toBe(String(sandbox.user.gid)); // its own group only
    expect(groupsLine?.replace(/\s+/g, ' ').trim()).toBe('Groups:');
    expect(capLine).toMatch(/^CapEff:\s+0+$/);
    expect(homeUser).toBe(`${sandbox.home} ${sandbox.user.name}`);
    expect(pwd).toBe(sandbox.workspace);
    expect((await stat(sandbox.workspace)).uid).toBe(sandbox.user.uid);

    expect(await sandbox.close()).toEqual([]);
    expect(sandboxUserExists(sandbox.user.name)).toBe(false);
    await expect(stat(sandbox.base)).rejects.toThrow();
  });

  it('works in a copy: it can write there, the gate workspace is untouched, and the checkout token is gone', async () => {
    const sandbox = await open();
    const r = await run(sandbox, 'sh test.sh && echo changed > test.sh && cat .git/config');
    expect(r.exit).toBe(0);
    expect(r.tail).toContain('tests ran');
    expect(r.tail).toContain('bare = false');
    expect(r.tail).not.toMatch(/extraheader/i);
    expect(await readFile(join(workspace, 'test.sh'), 'utf8')).toBe('echo tests ran\n');
    expect(await sandbox.close()).toEqual([]);
  });

  it("cannot read the gate's environment (/proc/<pid>/environ up the tree) nor its files", async () => {
    const sandbox = await open();
    const r = await run(
      sandbox,
      [
        `p=${process.pid}`,
        'while [ "$p" -gt 1 ]; do if cat /proc/$p/environ >/dev/null 2>&1; then echo "READ $p"; else echo "denied $p"; fi; p=$(sed -n "s/^PPid:[[:space:]]*//p" /proc/$p/status); done',
        `cat ${join(runnerTemp, 'event.json')} 2>/dev/null && echo READ-EVENT`,
        `ls ${workspace} >/dev/null 2>&1 && echo LISTED-WORKSPACE`,
        `cat ${join(workspace, '.git', 'config')} 2>/dev/null && echo READ-GATE-GIT-CONFIG`,
        'echo "GITHUB_OUTPUT=${GITHUB_OUTPUT:-unset}"',
      ].join('\n'),
    );
    expect(r.tail).toContain(`denied ${process.pid}`);
    expect(r.tail).not.toContain('READ');
    expect(r.tail).not.toContain('LISTED');
    expect(r.tail).toContain('GITHUB_OUTPUT=unset');
    // The probe took other users' access away from the gate directories it found open.
    expect((await stat(runnerTemp)).mode & 0o007).toBe(0);
    expect((await stat(workspace)).mode & 0o007).toBe(0);
    expect(await sandbox.close()).toEqual([]);
  });

  it('refuses when a gate file stays readable and is not ours to close', async () => {
    const foreign = join(root, 'foreign-key');
    await writeFile(foreign, 'key material');
    await chmod(foreign, 0o644);
    execFileSync('chown', ['65534:65534', foreign]); // nobody owns it: not ours to chmod
    const before = new Set(execFileSync('getent', ['passwd']).toString().split('\n'));
    const result = await openSandbox({
      means: 'root',
      workspace,
      protectedPaths: [foreign],
      secrets: [],
    });
    expect(result).toEqual({
      ok: false,
      why: `the sandbox user could still read the gate's ${foreign}`,
    });
    // The user it made for the attempt is gone again.
    const after = execFileSync('getent', ['passwd']).toString().split('\n');
    expect(after.filter((l) => !before.has(l) && l.startsWith(SANDBOX_USER_PREFIX))).toEqual([]);
  });

  it('kills by uid: a setsid daemon and a double-forked grandchild escape the group, not the uid', async () => {
    const sandbox = await open();
    const r = await run(
      sandbox,
      'setsid sh -c "sleep 60" >/dev/null 2>&1 & (sh -c "sleep 61 &" &) ; sleep 0.2; echo started',
    );
    expect(r.tail).toContain('started');
    const left = liveProcessesOf(sandbox.user.uid);
    expect(left.length).toBeGreaterThanOrEqual(2); // the group kill did not reach them
    expect(await sandbox.killAll()).toEqual([]);
    expect(liveProcessesOf(sandbox.user.uid)).toEqual([]);
    expect(await sandbox.close()).toEqual([]);
    expect(sandboxUserExists(sandbox.user.name)).toBe(false);
  });

  it('kills a process that keeps forking new sessions', async () => {
    const sandbox = await open();
    const r = await run(
      sandbox,
      'setsid sh -c "while :; do setsid sh -c \\"sleep 30\\" & sleep 0.01; done" >/dev/null 2>&1 & sleep 0.3; echo forking',
    );
    expect(r.tail).toContain('forking');
    expect(await sandbox.killAll()).toEqual([]);
    expect(await sandbox.close()).toEqual([]);
  });

  it('removes what the user left in /tmp', async () => {
    const sandbox = await open();
    const marker = `/tmp/left-by-${sandbox.user.name}`;
    await run(sandbox, `echo x > ${marker}`);
    expect((await stat(marker)).uid).toBe(sandbox.user.uid);
    expect(await sandbox.close()).toEqual([]);
    await expect(stat(marker)).rejects.toThrow();
  });

  it('closeNow (the exiting-process path) kills and removes synchronously', async () => {
    const sandbox = await open();
    await run(sandbox, 'setsid sleep 60 >/dev/null 2>&1 &');
    sandbox.closeNow();
    expect(liveProcessesOf(sandbox.user.uid)).toEqual([]);
    expect(sandboxUserExists(sandbox.user.name)).toBe(false);
  });
});

describe('pure helpers', () => {
  it('passwdEntry reads uid and gid, and refuses uid 0 or a missing user', () => {
    const passwd =
      'root:x:0:0:root:/root:/bin/bash\ndg-sandbox-ab:x:998:994:done-gate sandbox:/tmp/h:/bin/sh\n';
    expect(passwdEntry(passwd, 'dg-sandbox-ab')).toEqual({
      name: 'dg-sandbox-ab',
      uid: 998,
      gid: 994,
    });
    expect(passwdEntry(passwd, 'root')).toBeNull();
    expect(passwdEntry(passwd, 'dg-sandbox')).toBeNull();
  });

  it('withoutCredentialHeaders drops every extraheader line and nothing else', () => {
    const config =
      '[core]\n\tbare = false\n[http "https://github.com/"]\n\textraHeader = AUTHORIZATION: basic abc\n  EXTRAHEADER=x\n[remote "origin"]\n\turl = https://github.com/a/b\n';
    expect(withoutCredentialHeaders(config)).toBe(
      '[core]\n\tbare = false\n[http "https://github.com/"]\n[remote "origin"]\n\turl = https://github.com/a/b\n',
    );
  });
});

describe('the sudo path (a non-root gate, as on GitHub-hosted runners)', () => {
  const tools = {
    sh: '/bin/sh',
    useradd: '/usr/sbin/useradd',
    userdel: '/usr/sbin/userdel',
    chown: '/bin/chown',
    rm: '/bin/rm',
    find: '/usr/bin/find',
    sudo: '/usr/bin/sudo',
  };

  it('starts sudo in "/" and moves to the workspace as the user: the gate may not enter it', async () => {
    // A workspace name a shell would misread: it must arrive as an argument, never as shell text.
    const dir = await mkdtemp(join(tmpdir(), "dg-sudo-cwd-'$(touch x);"));
    try {
      const runAs = makeRunAs(tools, { name: 'dg-sandbox-0000000000', uid: 65534, gid: 65534 });
      const how = runAs.command(
        'pwd; echo "$ONLY"',
        { ONLY: 'sandbox-env', PATH: '/usr/bin:/bin' },
        dir,
      );
      expect(how.file).toBe('/usr/bin/sudo');
      expect(how.spawnCwd).toBe('/');
      expect(how.args.slice(0, 4)).toEqual(['-n', '-u', 'dg-sandbox-0000000000', '--']);
      // What sudo runs as the user, run here from "/": it lands in the workspace with exactly the
      // sandbox environment.
      const asUser = how.args.slice(4);
      const out = execFileSync(asUser[0]!, asUser.slice(1), { cwd: '/', env: {} }).toString();
      expect(out).toBe(`${dir}\nsandbox-env\n`);
      expect((await readdir(dir)).length).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
