// The gate job's declared commands: run as a throwaway user (as root here, as in CI), or refused
// when no such user can be made — and then nothing runs.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseVerificationCommands } from '../../../src/config/inputs.js';
import { readConfig } from '../../../src/config.js';
import { liveProcessesOf } from '../../../src/checks/processes.js';
import { executeDeclared } from '../../../src/checks/declared.js';
import { removeSandboxUser, sandboxUserExists } from '../../sandbox-users.js';

/** Sandbox users the tests saw: removed after the file whatever happened. */
const seenUsers: string[] = [];
afterAll(() => {
  for (const name of seenUsers) removeSandboxUser(name);
});

function config(inputs: Record<string, string>) {
  return readConfig((name) => inputs[name] ?? '', { modelsRequired: false });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function workspace(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'isolated-checks-'));
  await chmod(dir, 0o700);
  return dir;
}

const deadline = () => Date.now() + 60_000;
const env = { PATH: process.env.PATH, HOME: '/root', GITHUB_TOKEN: 'ghs_notForPrCode0123456789' };

describe('executeDeclared with isolation required', () => {
  it('no means of isolation → commands refused, none runs, a blocker names the hardened layout', async () => {
    const ws = await workspace();
    const cfg = config({
      'verification-commands': JSON.stringify([`touch ${join(ws, 'ran')}`]),
      'local-run-recipe': `start: touch ${join(ws, 'started')}; sleep 30\nready: http://127.0.0.1:9/\nsuites: ["true"]\n`,
    });
    const out = await executeDeclared(cfg, ws, [], deadline(), env, {
      kind: 'required',
      protectedPaths: [],
      probe: () => Promise.resolve({ ok: false, why: 'no sudo here' }),
    });
    expect(out.verification).toEqual({
      kind: 'fault',
      fault:
        'PIPELINE-FAULT: verification commands not run — PR code cannot be isolated from the gate in this job (no sudo here)',
    });
    expect(out.probe).toMatchObject({ kind: 'not-booted' });
    expect(out.blockers).toHaveLength(1);
    expect(out.blockers[0]).toMatch(/^commands not isolated: /);
    expect(out.blockers[0]).toContain('done-gate run-checks');
    expect(out.blockers[0]).toContain('checks-record-path');
    await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(join(ws, 'ran'))).toBe(false);
    expect(existsSync(join(ws, 'started'))).toBe(false);
  });

  it('a declaration fault or nothing declared needs no sandbox (the probe is not asked)', async () => {
    const ws = await workspace();
    let asked = 0;
    const isolation = {
      kind: 'required' as const,
      protectedPaths: [],
      probe: () => {
        asked++;
        return Promise.resolve({ ok: false as const, why: 'unused' });
      },
    };
    // The action refuses such a declaration as a configuration error (#25); the record path
    // still carries the fault kind, so executeDeclared must handle it.
    const faulty = await executeDeclared(
      { ...config({}), verificationCommands: parseVerificationCommands('nope') },
      ws,
      [],
      deadline(),
      env,
      isolation,
    );
    expect(faulty.verification.kind).toBe('fault');
    expect(faulty.blockers).toEqual([]);
    const none = await executeDeclared(config({}), ws, [], deadline(), env, isolation);
    expect(none).toEqual({ verification: { kind: 'none' }, probe: null, blockers: [] });
    expect(asked).toBe(0);
  });

  it('as root: commands and the recipe run as one throwaway user, and nothing of it is left', async () => {
    const ws = await workspace();
    await writeFile(
      join(ws, 'server.mjs'),
      "import { createServer } from 'node:http';\ncreateServer((q, s) => s.end('ok')).listen(Number(process.argv[2]), '127.0.0.1');\n",
    );
    const port = await freePort();
    const cfg = config({
      'verification-commands': JSON.stringify([
        'echo "who=$(id -un) uid=$(id -u)"; echo "token=${GITHUB_TOKEN:-none}"; setsid sleep 60 >/dev/null 2>&1 &',
      ]),
      'local-run-recipe': `start: node server.mjs ${port}\nready: http://127.0.0.1:${port}/\nsuites:\n  - 'echo "suite-by=$(id -un)"; node -e "fetch(\\"http://127.0.0.1:${port}/\\").then(r => r.text()).then(t => console.log(\\"got=\\" + t))"'\ntimeout-seconds: 20\n`,
    });
    const out = await executeDeclared(cfg, ws, ['ghs_notForPrCode0123456789'], deadline(), env, {
      kind: 'required',
      protectedPaths: [],
    });
    expect(out.blockers).toEqual([]);
    expect(out.verification.kind).toBe('runs');
    if (out.verification.kind !== 'runs') return;
    const tail = out.verification.runs[0]!.tail;
    const user = /who=(dg-sandbox-[0-9a-f]{10})/.exec(tail)?.[1] ?? '';
    const uid = Number(/uid=(\d+)/.exec(tail)?.[1]);
    seenUsers.push(user);
    expect(user).not.toBe('');
    expect(uid).toBeGreaterThan(0);
    expect(tail).toContain('token=none');
    expect(out.probe?.kind).toBe('ran');
    if (out.probe?.kind !== 'ran') return;
    expect(out.probe.suites[0]!.exit).toBe(0);
    expect(out.probe.suites[0]!.tail).toContain(`suite-by=${user}`);
    expect(out.probe.suites[0]!.tail).toContain('got=ok');
    // The daemon, the service and everything else of the uid: gone; so is the user.
    expect(liveProcessesOf(uid)).toEqual([]);
    expect(sandboxUserExists(user)).toBe(false);
  });
});
