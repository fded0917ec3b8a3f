// Dispatches a CLI command and turns every failure into an exit code with a message that says
// what to fix: 2 for usage and configuration errors, 1 for anything that stopped a verdict.
import { ConfigError } from '../config.js';
import { statSync } from 'node:fs';
import { parseCliArgs, USAGE, UsageError } from './args.js';
import { runChecksCommand } from './checks.js';
import { GitError } from '../repository/git.js';
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
    if (error instanceof UsageError) {
      // The whole usage text would push the one line that matters off the screen.
      io.stderr(`done-gate: ${error.message}\nRun 'done-gate --help' for every option.\n`);
      return 2;
    }
    if (error instanceof ConfigError || error instanceof GitError) {
      io.stderr(`done-gate: ${error.message}\n`);
      return 2;
    }
    // Anything else stopped the review: that is never a pass.
    io.stderr(
      `GAUNTLET: BLOCKED\ndone-gate: review failed — ${(error as Error)?.stack ?? String(error)}\n`,
    );
    return 1;
  }
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
