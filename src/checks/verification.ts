// The declared verification commands, run one after another under a per-command timeout and a
// total deadline. A declaration fault runs nothing; a command the deadline leaves no time for is
// recorded as skipped, which the adversary counts as a red run.
import type { Config } from '../config/types.js';
import { childEnv } from './env.js';
import { formatSeconds, runCommand } from './run.js';
import type { CommandRecord, RunAs } from './run.js';

export type VerificationRun = CommandRecord & { skipped?: 'deadline' };

export type VerificationOutcome =
  { kind: 'none' } | { kind: 'fault'; fault: string } | { kind: 'runs'; runs: VerificationRun[] };

export interface VerificationOptions {
  cwd: string;
  perCommandTimeoutMs: number;
  totalTimeoutMs: number;
  outputCapBytes: number;
  /** Build it with `childEnv`; it is filtered again here, so a raw `process.env` cannot leak. */
  env: NodeJS.ProcessEnv;
  /** Configured secret values, kept out of the child environment by value too. */
  secrets?: string[];
  signal?: AbortSignal;
  killGraceMs?: number;
  /** Run as the sandbox user (the gate job); absent, as this process's user. */
  runAs?: RunAs;
}

export async function runVerificationCommands(
  declaration: Config['verificationCommands'],
  options: VerificationOptions,
): Promise<VerificationOutcome> {
  if (declaration === null) return { kind: 'none' };
  if (!declaration.ok) return { kind: 'fault', fault: declaration.fault };
  if (declaration.commands.length === 0) return { kind: 'none' };

  const env = childEnv(options.env, options.secrets ?? []);
  const deadline = performance.now() + Math.max(0, options.totalTimeoutMs);
  const runs: VerificationRun[] = [];
  for (const cmd of declaration.commands) {
    const remaining = deadline - performance.now();
    if (remaining <= 0 || options.signal?.aborted) {
      const why = options.signal?.aborted
        ? 'the run was cancelled'
        : `the total verification deadline (${formatSeconds(options.totalTimeoutMs)}s) was reached`;
      runs.push({
        cmd,
        exit: -1,
        durationS: 0,
        tail: `SKIPPED: never ran — ${why} before it started`,
        timedOut: false,
        truncated: false,
        skipped: 'deadline',
      });
      continue;
    }
    runs.push(
      await runCommand(cmd, {
        cwd: options.cwd,
        timeoutMs: Math.min(options.perCommandTimeoutMs, remaining),
        outputCapBytes: options.outputCapBytes,
        env,
        signal: options.signal,
        killGraceMs: options.killGraceMs,
        ...(options.runAs === undefined ? {} : { runAs: options.runAs }),
      }),
    );
  }
  return { kind: 'runs', runs };
}
