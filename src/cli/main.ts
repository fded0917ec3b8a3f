// Dispatches a CLI command and turns every failure into an exit code with a message that says
// what to fix: 2 for usage and configuration errors, 1 for anything that stopped a verdict.
import { ConfigError } from '../config.js';
import { parseCliArgs, USAGE, UsageError } from './args.js';
import { runChecksCommand } from './checks.js';
import { GitError } from './git.js';
import { reviewCommand } from './review.js';
import type { CliIO } from './review.js';

export const VERSION = '0.1.0';

export async function runCli(argv: string[], io: CliIO): Promise<number> {
  try {
    const args = parseCliArgs(argv);
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
      io.stderr(`done-gate: ${error.message}\n\n${USAGE}\n`);
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
