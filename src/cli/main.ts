// Dispatches a CLI command and turns every failure into an exit code with a message that says
// what to fix: the error's own exit code when it is 2 (usage, configuration, environment: fix it
// first), 1 for anything else that stopped a verdict.
import { statSync } from 'node:fs';
import { DoneGateError } from '../errors.js';
import { parseCliArgs, USAGE, UsageError } from './args.js';
import { runChecksCommand } from './checks.js';
import { reviewCommand } from './review.js';
import type { CliIO } from './review.js';

export const VERSION = '0.1.0';

export async function runCli(argv: string[], io: CliIO): Promise<number> {
  try {
    const args = parseCliArgs(argv);
    if (args.command === 'review' || args.command === 'run-checks') requireDirectory(args.cwd);
    switch (args.command) {
      case 'help':
        io.stdout(USAGE + '\n');
        return 0;
      case 'version':
        io.stdout(`done-gate ${VERSION}\n`);
        return 0;
      case 'run-checks':
        return await runChecksCommand(args, io);
      case 'review':
        return await reviewCommand(args, io);
    }
  } catch (error) {
    return reportFailure(error, io);
  }
}

/**
 * The exit code and message for a failure. Only a code of 2 is taken from the error as it is: a
 * local run has no "ignored" outcome, so an error whose code would be 0 still stopped the review
 * and exits 1, like any other — never a pass.
 */
function reportFailure(error: unknown, io: CliIO): number {
  if (error instanceof DoneGateError && error.exitCode === 2) {
    // The whole usage text would push the one line that matters off the screen.
    const hint = error.kind === 'usage' ? "\nRun 'done-gate --help' for every option." : '';
    io.stderr(`done-gate: ${error.message}${hint}\n`);
    return 2;
  }
  // A DoneGateError says what went wrong in its message; anything else is a bug, so its stack
  // goes with it for the report.
  const detail =
    error instanceof DoneGateError ? error.message : ((error as Error)?.stack ?? String(error));
  io.stderr(`GAUNTLET: BLOCKED\ndone-gate: review failed — ${detail}\n`);
  return 1;
}

/** `-C DIR` (or the current directory) must be a directory: git would say "spawn git ENOENT". */
function requireDirectory(dir: string): void {
  let isDirectory = false;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    // Missing or unreadable: said below.
  }
  if (!isDirectory) throw new UsageError(`-C ${dir}: no such directory`);
}
