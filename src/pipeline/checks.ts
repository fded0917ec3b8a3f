// Declared commands for a run: `verification-commands` and the `local-run-recipe`, executed by
// the command runner (own process group, timeouts, capped output, no secrets in the env), or read
// back from a `done-gate run-checks` record file, and turned into what the adversary and probe
// lanes read.
import type { Config } from '../config.js';
import { runLocalRecipe } from '../commands/recipe.js';
import type { LocalRecipeOutcome } from '../commands/recipe.js';
import { readRecordFile, recordMismatch } from '../commands/record.js';
import { runVerificationCommands } from '../commands/verification.js';
import type { VerificationOutcome } from '../commands/verification.js';
import type { VerificationInput } from '../gauntlet/lanes/adversary.js';
import type { ProbeInput } from '../gauntlet/lanes/probe.js';

/** Output kept per command (head + tail). */
export const OUTPUT_CAP_BYTES = 256 * 1024;
/** One command may use at most this much of the remaining budget. */
export const PER_COMMAND_TIMEOUT_MS = 15 * 60 * 1000;

export function probeInput(outcome: LocalRecipeOutcome | null): ProbeInput {
  if (outcome === null) return { kind: 'no-recipe' };
  if (outcome.kind === 'not-booted') {
    return { kind: 'not-booted', error: outcome.error, missing: outcome.missing };
  }
  return { kind: 'ran', suites: outcome.suites };
}

export interface DeclaredOutcomes {
  verification: VerificationOutcome;
  probe: LocalRecipeOutcome | null;
}

/** Runs what the configuration declares, inside the run's deadline. */
export async function executeDeclared(
  config: Config,
  cwd: string,
  secrets: string[],
  deadline: number,
  env: NodeJS.ProcessEnv,
): Promise<DeclaredOutcomes> {
  const remaining = () => Math.max(1_000, deadline - Date.now());
  const verification = await runVerificationCommands(config.verificationCommands, {
    cwd,
    perCommandTimeoutMs: Math.min(PER_COMMAND_TIMEOUT_MS, remaining()),
    totalTimeoutMs: remaining(),
    outputCapBytes: OUTPUT_CAP_BYTES,
    env,
    secrets,
  });
  const probe =
    config.localRunRecipe === null
      ? null
      : await runLocalRecipe(config.localRunRecipe, {
          cwd,
          perCommandTimeoutMs: Math.min(config.localRunRecipe.timeoutSeconds * 1000, remaining()),
          outputCapBytes: OUTPUT_CAP_BYTES,
          env,
          secrets,
        });
  return { verification, probe };
}

export async function runDeclaredChecks(
  config: Config,
  cwd: string,
  secrets: string[],
  deadline: number,
  env: NodeJS.ProcessEnv,
): Promise<{ verification: VerificationInput; probe: ProbeInput }> {
  const outcomes = await executeDeclared(config, cwd, secrets, deadline, env);
  return {
    verification: outcomes.verification,
    probe: probeInput(outcomes.probe),
  };
}

/** Lane inputs from a record file's text, or the blocker that says why it cannot be used. */
export function checksFromRecord(
  text: string,
  config: Pick<Config, 'verificationCommands' | 'localRunRecipe'>,
  headSha: string | null,
): { verification: VerificationInput; probe: ProbeInput; blocker: string | null } {
  const parsed = readRecordFile(text);
  const problem = parsed.ok
    ? recordMismatch(parsed.record, config.verificationCommands, config.localRunRecipe, headSha)
    : parsed.error;
  if (problem !== null || !parsed.ok) {
    const why = problem ?? 'unreadable';
    return {
      verification: {
        kind: 'fault',
        fault: `PIPELINE-FAULT: verification record unusable — ${why}`,
      },
      probe:
        config.localRunRecipe === null
          ? { kind: 'no-recipe' }
          : {
              kind: 'not-booted',
              error: `verification record unusable — ${why}`,
              missing: 'a valid done-gate run-checks record for this head',
            },
      blocker: `checks record unusable: ${why}`,
    };
  }
  return {
    verification: parsed.record.verification,
    probe: probeInput(parsed.record.probe),
    blocker: null,
  };
}
