import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVerificationCommands } from '../../../src/checks/verification.js';

function options(over: Partial<Parameters<typeof runVerificationCommands>[1]> = {}) {
  return {
    cwd: mkdtempSync(join(tmpdir(), 'done-gate-verify-')),
    perCommandTimeoutMs: 2000,
    totalTimeoutMs: 5000,
    outputCapBytes: 64 * 1024,
    env: process.env,
    ...over,
  };
}

describe('runVerificationCommands', () => {
  it('nothing declared (null or an empty list) is kind none', async () => {
    expect(await runVerificationCommands(null, options())).toEqual({ kind: 'none' });
    expect(await runVerificationCommands({ ok: true, commands: [] }, options())).toEqual({
      kind: 'none',
    });
  });

  it('H1: an invalid declaration runs nothing and returns its fault', async () => {
    const fault = 'PIPELINE-FAULT: verification_commands declaration invalid — expected an array';
    expect(await runVerificationCommands({ ok: false, fault }, options())).toEqual({
      kind: 'fault',
      fault,
    });
  });

  it('G1: runs sequentially in the declared order and records each exit code', async () => {
    const out = await runVerificationCommands(
      {
        ok: true,
        commands: ['echo a >> log; exit 3', 'echo PASS; echo b >> log; exit 1', 'cat log'],
      },
      options(),
    );
    expect(out.kind).toBe('runs');
    if (out.kind !== 'runs') return;
    expect(out.runs.map((r) => [r.cmd, r.exit])).toEqual([
      ['echo a >> log; exit 3', 3],
      ['echo PASS; echo b >> log; exit 1', 1],
      ['cat log', 0],
    ]);
    expect(out.runs[2]?.tail).toBe('a\nb\n');
    expect(out.runs.every((r) => r.skipped === undefined)).toBe(true);
  });

  it('G3: the total deadline clips a hanging command, and later commands are skipped', async () => {
    const out = await runVerificationCommands(
      { ok: true, commands: ['sleep 600', 'echo never'] },
      options({ perCommandTimeoutMs: 10_000, totalTimeoutMs: 600 }),
    );
    if (out.kind !== 'runs') throw new Error('expected runs');
    expect(out.runs[0]).toMatchObject({ cmd: 'sleep 600', exit: -1, timedOut: true });
    expect(out.runs[0]?.tail).toMatch(/TIMEOUT: no exit within 0\.6s — recorded as a failing run$/);
    expect(out.runs[1]).toMatchObject({
      cmd: 'echo never',
      exit: -1,
      skipped: 'deadline',
      timedOut: false,
      durationS: 0,
    });
    expect(out.runs[1]?.tail).toMatch(/^SKIPPED: never ran — the total verification deadline/);
  });

  it('G3: the per-command timeout applies when the total deadline is far away', async () => {
    const out = await runVerificationCommands(
      { ok: true, commands: ['sleep 600', 'echo next'] },
      options({ perCommandTimeoutMs: 400, totalTimeoutMs: 10_000 }),
    );
    if (out.kind !== 'runs') throw new Error('expected runs');
    expect(out.runs.map((r) => r.exit)).toEqual([-1, 0]);
    expect(out.runs[0]?.tail).toContain('TIMEOUT: no exit within 0.4s');
  });

  it('a cancelled run records the remaining commands as never run', async () => {
    const controller = new AbortController();
    controller.abort();
    const out = await runVerificationCommands(
      { ok: true, commands: ['true'] },
      options({ signal: controller.signal }),
    );
    if (out.kind !== 'runs') throw new Error('expected runs');
    expect(out.runs[0]).toMatchObject({ exit: -1, skipped: 'deadline' });
    expect(out.runs[0]?.tail).toContain('cancelled');
  });
});
