// Declared commands for a run: `verification-commands` and the `local-run-recipe`, executed by
// the command runner (own process group, timeouts, capped output, no secrets in the env) and
// turned into the inputs the adversary and probe lanes read. Also `done-gate run-checks`.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Config } from '../config.js';
import { readConfig } from '../config.js';
import { runLocalRecipe } from '../commands/recipe.js';
import type { LocalRecipeOutcome } from '../commands/recipe.js';
import { serializeRecordFile } from '../commands/record.js';
import { runVerificationCommands } from '../commands/verification.js';
import type { VerificationOutcome } from '../commands/verification.js';
import type { VerificationInput } from '../gauntlet/lanes/adversary.js';
import type { ProbeInput } from '../gauntlet/lanes/probe.js';
import { configuredKeys } from '../models/registry.js';
import type { RunChecksArgs } from './args.js';
import type { CliIO } from './review.js';

/** Output kept per command (head + tail). */
export const OUTPUT_CAP_BYTES = 256 * 1024;
/** One command may use at most this much of the remaining budget. */
export const PER_COMMAND_TIMEOUT_MS = 15 * 60 * 1000;

export function verificationInput(outcome: VerificationOutcome): VerificationInput {
  return outcome;
}

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
    verification: verificationInput(outcomes.verification),
    probe: probeInput(outcomes.probe),
  };
}

/** `done-gate run-checks --out FILE`: the unprivileged half of the hardened layout. */
export async function runChecksCommand(args: RunChecksArgs, io: CliIO): Promise<number> {
  const inputs: Record<string, string> = { models: 'openai/unused', ...args.inputs };
  const config = readConfig((name) => inputs[name] ?? '');
  const secrets = configuredKeys(config.providers);
  const budget = Number(io.env.DONE_GATE_CHECKS_BUDGET_SECONDS ?? '3300');
  const deadline = Date.now() + (Number.isFinite(budget) && budget > 0 ? budget : 3300) * 1000;
  const outcomes = await executeDeclared(config, args.cwd, secrets, deadline, io.env);
  const headSha = io.env.GITHUB_SHA;
  const record = {
    version: 1 as const,
    ...(headSha && /^[0-9a-f]{40}$/.test(headSha) ? { headSha } : {}),
    verification: outcomes.verification,
    probe: outcomes.probe,
  };
  await writeFile(resolve(args.cwd, args.out), serializeRecordFile(record));
  const runs = outcomes.verification.kind === 'runs' ? outcomes.verification.runs : [];
  const red = runs.filter((r) => r.exit !== 0 || r.skipped !== undefined).length;
  io.stderr(
    `done-gate run-checks: ${runs.length} command(s) run, ${red} red; probe: ${outcomes.probe?.kind ?? 'none'}; record written to ${args.out}\n`,
  );
  return 0;
}
