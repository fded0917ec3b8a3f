// The CLI's exit code is the error's own (2: fix this first) or 1 (the review stopped: BLOCKED),
// read from DoneGateError.exitCode rather than from a list of classes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli/main.js';
import type { CliIO } from '../../../src/cli/review.js';

function io(): CliIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    env: {},
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    isTTY: false,
    readStdin: () => Promise.resolve(''),
    out,
    err,
  };
}

describe('runCli exit codes', () => {
  it('a usage error exits 2 with the hint to --help', async () => {
    const terminal = io();
    expect(await runCli(['review', '--no-such-flag'], terminal)).toBe(2);
    expect(terminal.err.join('')).toMatch(
      /^done-gate: .*\nRun 'done-gate --help' for every option\.\n$/s,
    );
  });

  it('a configuration error exits 2, naming the input, without the usage hint', async () => {
    const terminal = io();
    const dir = mkdtempSync(join(tmpdir(), 'done-gate-exit-'));
    expect(await runCli(['review', '-C', dir, '--rigor', 'strict'], terminal)).toBe(2);
    const text = terminal.err.join('');
    expect(text).toContain("Input 'rigor' must be one of poc, prototype, production");
    expect(text).not.toContain('--help');
    expect(text).not.toContain('GAUNTLET');
  });

  it('an environment error (not a git repository) exits 2', async () => {
    const terminal = io();
    const dir = mkdtempSync(join(tmpdir(), 'done-gate-exit-'));
    expect(await runCli(['review', '-C', dir, '--dry-run'], terminal)).toBe(2);
    expect(terminal.err.join('')).toMatch(/^done-gate: /);
  });
});
