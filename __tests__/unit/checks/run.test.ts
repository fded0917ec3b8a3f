import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childEnv } from '../../../src/checks/env.js';
import { runCommand } from '../../../src/checks/run.js';
import { isGone, liveMembers, pidFrom } from './procs.js';

const cwd = tmpdir();
const env = childEnv(process.env, []);
const base = { cwd, timeoutMs: 2000, outputCapBytes: 64 * 1024, env };

describe('runCommand', () => {
  it('G1: a command that exits 3 is recorded with exit 3', async () => {
    const r = await runCommand('echo out; echo err >&2; exit 3', base);
    expect(r).toMatchObject({
      cmd: 'echo out; echo err >&2; exit 3',
      exit: 3,
      timedOut: false,
      truncated: false,
    });
    expect(r.tail).toBe('out\nerr\n');
    expect(r.durationS).toBeGreaterThanOrEqual(0);
  });

  it("G1: a command that prints 'PASS' but exits 1 is recorded as exit 1", async () => {
    const r = await runCommand("echo 'All acceptance criteria verified. PASS'; exit 1", base);
    expect(r.exit).toBe(1);
    expect(r.tail).toContain('PASS');
  });

  it('a command that succeeds records exit 0', async () => {
    expect((await runCommand('true', base)).exit).toBe(0);
  });

  it('G4: 5 MB of output is capped to head + tail with a notice; the exit code still decides', async () => {
    const cap = 64 * 1024;
    const r = await runCommand(
      'echo FIRST-LINE; yes 0123456789abcdef | head -c 5242880; echo; echo LAST-LINE; exit 2',
      { ...base, outputCapBytes: cap },
    );
    expect(r.exit).toBe(2);
    expect(r.truncated).toBe(true);
    expect(r.tail.startsWith('FIRST-LINE\n')).toBe(true);
    expect(r.tail.trimEnd().endsWith('LAST-LINE')).toBe(true);
    expect(r.tail).toMatch(/\[output truncated: \d+ of \d+ bytes omitted\]/);
    expect(Buffer.byteLength(r.tail)).toBeLessThan(cap + 200);
  });

  it('G3: a grandchild holding stdout is killed with its whole group at the timeout — no process left', async () => {
    const r = await runCommand(`echo "leader=$$"; sh -c 'sleep 600 & echo "bg=$!"; sleep 600'`, {
      ...base,
      timeoutMs: 1000,
    });
    expect(r.exit).toBe(-1);
    expect(r.timedOut).toBe(true);
    expect(r.tail.split('\n').at(-1)).toBe(
      'TIMEOUT: no exit within 1s — recorded as a failing run',
    );
    const leader = pidFrom(r.tail, 'leader');
    const grandchild = pidFrom(r.tail, 'bg');
    expect(isGone(grandchild)).toBe(true);
    expect(isGone(leader)).toBe(true);
    expect(liveMembers(leader)).toEqual([]);
  });

  it('G3: a background process left holding the pipe after a normal exit does not stall us and is killed', async () => {
    const r = await runCommand('sleep 600 & echo "bg=$!"; exit 0', base);
    expect(r.exit).toBe(0);
    expect(r.timedOut).toBe(false);
    expect(isGone(pidFrom(r.tail, 'bg'))).toBe(true);
  });

  it('G3: a process that ignores SIGTERM is SIGKILLed after the grace period', async () => {
    const r = await runCommand(`trap '' TERM; echo "leader=$$"; sleep 600 & echo "bg=$!"; wait`, {
      ...base,
      timeoutMs: 500,
      killGraceMs: 300,
    });
    expect(r.exit).toBe(-1);
    expect(r.timedOut).toBe(true);
    expect(isGone(pidFrom(r.tail, 'bg'))).toBe(true);
    expect(liveMembers(pidFrom(r.tail, 'leader'))).toEqual([]);
  });

  it('runs in its own process group, with stdin closed', async () => {
    const r = await runCommand(
      `echo "pid=$$ pgrp=$(cut -d' ' -f5 /proc/$$/stat)"; cat; echo done`,
      base,
    );
    expect(r.exit).toBe(0);
    expect(pidFrom(r.tail, 'pgrp')).toBe(pidFrom(r.tail, 'pid'));
    expect(pidFrom(r.tail, 'pgrp')).not.toBe(process.pid);
    expect(r.tail).toContain('done');
  });

  it('H1: a zero or negative timeout fails the command closed, never a pass', async () => {
    for (const timeoutMs of [0, -5]) {
      const r = await runCommand('sleep 1; exit 0', { ...base, timeoutMs });
      expect(r.exit).toBe(-1);
      expect(r.timedOut).toBe(true);
    }
  });

  it('a cancelled run kills the command and records a failing run', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const r = await runCommand('echo "bg=$$"; sleep 600', { ...base, signal: controller.signal });
    expect(r.exit).toBe(-1);
    expect(r.tail).toMatch(/ABORTED: the run was cancelled/);
    expect(isGone(pidFrom(r.tail, 'bg'))).toBe(true);
    const already = await runCommand('true', { ...base, signal: controller.signal });
    expect(already.exit).toBe(-1);
  });

  it('a command that cannot start (missing cwd) is a failing ENVIRONMENT record', async () => {
    const r = await runCommand('true', {
      ...base,
      cwd: join(tmpdir(), 'done-gate-no-such-dir-x9'),
    });
    expect(r.exit).toBe(-1);
    expect(r.tail).toMatch(/^ENVIRONMENT: could not start the command/);
  });

  it('a command killed by a signal records exit -1 and names the signal', async () => {
    const r = await runCommand('kill -9 $$', base);
    expect(r.exit).toBe(-1);
    expect(r.tail).toContain('KILLED: terminated by SIGKILL');
  });

  it('B9: untrusted file names with shell metacharacters are listed as data, never expanded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'done-gate-b9-'));
    const names = ['$(touch pwned1);x', '"; touch pwned2 #', '${IFS}`touch pwned3`'];
    for (const n of names) writeFileSync(join(dir, n), '');
    const r = await runCommand('ls -1 .; for f in *; do echo "seen: $f"; done', {
      ...base,
      cwd: dir,
    });
    expect(r.exit).toBe(0);
    for (const n of names) expect(r.tail).toContain(`seen: ${n}`);
    expect(readdirSync(dir).sort()).toEqual([...names].sort());
    expect(existsSync(join(cwd, 'pwned1'))).toBe(false);
  });
});
