// Declared commands for a run: `verification-commands` and the `local-run-recipe`, executed by
// the command runner (own process group, timeouts, capped output, no secrets in the env) — in the
// gate job as a throwaway user or not at all — or read back from a `done-gate run-checks` record
// file, and turned into what the adversary and probe lanes read.
import type { Config } from '../config/types.js';
import { sandboxEnv } from './env.js';
import { detectIsolation } from './isolation.js';
import type { IsolationProbe } from './isolation.js';
import { gatePaths, openSandbox } from './sandbox.js';
import type { Sandbox } from './sandbox.js';
import { runLocalRecipe } from './recipe.js';
import type { LocalRecipeOutcome } from './recipe.js';
import { readRecordFile, recordMismatch } from './record.js';
import { runVerificationCommands } from './verification.js';
import type { VerificationOutcome } from './verification.js';
import type { RecipeRuns, VerificationRuns } from '../evidence/declared-checks.js';
import { resolve } from 'node:path';

/** Output kept per command (head + tail). */
export const OUTPUT_CAP_BYTES = 256 * 1024;
/** One command may use at most this much of the remaining budget. */
export const PER_COMMAND_TIMEOUT_MS = 15 * 60 * 1000;

export function probeInput(outcome: LocalRecipeOutcome | null): RecipeRuns {
  if (outcome === null) return { kind: 'no-recipe' };
  if (outcome.kind === 'not-booted') {
    return { kind: 'not-booted', error: outcome.error, missing: outcome.missing };
  }
  return { kind: 'ran', suites: outcome.suites };
}

export interface DeclaredOutcomes {
  verification: VerificationOutcome;
  probe: LocalRecipeOutcome | null;
  /** Deterministic blockers: commands refused for want of isolation, a sandbox not cleaned up. */
  blockers: string[];
}

/**
 * Who the commands run as.
 * - `required` (the gate job, which holds the keys and the token): as a throwaway user that cannot
 *   read the gate's environment or files, in a copy of the workspace; where that cannot be set up
 *   the commands are refused. `protectedPaths` are the gate's files beyond the runner's own.
 * - `none`: as this process's user — only where there is nothing to steal (the unprivileged job of
 *   the hardened layout) or the code is the user's own (a local review).
 */
export type Isolation =
  | {
      kind: 'required';
      protectedPaths: string[];
      /** The probe; tests replace it, production uses `detectIsolation`. */
      probe?: (env: NodeJS.ProcessEnv) => Promise<IsolationProbe>;
    }
  | { kind: 'none' };

/** The README section that describes the layout in which the gate runs no PR code. */
export const HARDENED_LAYOUT_HINT =
  'run them in an unprivileged job with `done-gate run-checks --out FILE` and give this step `checks-record-path` (the hardened layout in the README)';

/** The gate's files a sandbox must not reach: the runner's (outputs, summary, event, temp,
 * home), the workspace itself, and the implementer transcript. */
export function gateProtectedPaths(
  env: NodeJS.ProcessEnv,
  workspace: string,
  config: Pick<Config, 'implementerTranscriptPath'>,
): string[] {
  const transcript = config.implementerTranscriptPath;
  return gatePaths(env, workspace, transcript === null ? [] : [resolve(workspace, transcript)]);
}

function wouldRun(config: Config): boolean {
  const v = config.verificationCommands;
  return (v !== null && v.ok && v.commands.length > 0) || config.localRunRecipe !== null;
}

/** Nothing ran: the lanes see why, and a blocker names the way out. */
function refused(config: Config, why: string): DeclaredOutcomes {
  const v = config.verificationCommands;
  const reason = `PR code cannot be isolated from the gate in this job (${why})`;
  return {
    verification:
      v === null
        ? { kind: 'none' }
        : !v.ok
          ? { kind: 'fault', fault: v.fault }
          : v.commands.length === 0
            ? { kind: 'none' }
            : {
                kind: 'fault',
                fault: `PIPELINE-FAULT: verification commands not run — ${reason}`,
              },
    probe:
      config.localRunRecipe === null
        ? null
        : {
            kind: 'not-booted',
            error: `local-run recipe not run — ${reason}`,
            missing: 'an isolated run of the recipe (the hardened layout)',
          },
    blockers: [
      `commands not isolated: declared commands were not run — ${reason}; ${HARDENED_LAYOUT_HINT}`,
    ],
  };
}

async function runAll(
  config: Config,
  cwd: string,
  secrets: string[],
  deadline: number,
  env: NodeJS.ProcessEnv,
  sandbox: Sandbox | null,
): Promise<{ verification: VerificationOutcome; probe: LocalRecipeOutcome | null }> {
  const remaining = () => Math.max(1_000, deadline - Date.now());
  const runAs = sandbox === null ? {} : { runAs: sandbox.runAs };
  const verification = await runVerificationCommands(config.verificationCommands, {
    cwd,
    perCommandTimeoutMs: Math.min(PER_COMMAND_TIMEOUT_MS, remaining()),
    totalTimeoutMs: remaining(),
    outputCapBytes: OUTPUT_CAP_BYTES,
    env,
    secrets,
    ...runAs,
  });
  // What the verification commands left behind does not get to serve the recipe's ready URL.
  if (sandbox !== null) await sandbox.killAll();
  const probe =
    config.localRunRecipe === null
      ? null
      : await runLocalRecipe(config.localRunRecipe, {
          cwd,
          perCommandTimeoutMs: Math.min(config.localRunRecipe.timeoutSeconds * 1000, remaining()),
          outputCapBytes: OUTPUT_CAP_BYTES,
          env,
          secrets,
          ...runAs,
        });
  return { verification, probe };
}

/** Runs what the configuration declares, inside the run's deadline. `cwd` is the workspace;
 * isolated, the commands run in the sandbox's copy of it. */
export async function executeDeclared(
  config: Config,
  cwd: string,
  secrets: string[],
  deadline: number,
  env: NodeJS.ProcessEnv,
  isolation: Isolation,
): Promise<DeclaredOutcomes> {
  if (isolation.kind === 'none' || !wouldRun(config)) {
    return { ...(await runAll(config, cwd, secrets, deadline, env, null)), blockers: [] };
  }
  const probe = await (isolation.probe ?? detectIsolation)(env);
  if (!probe.ok) return refused(config, probe.why);
  const opened = await openSandbox({
    means: probe.means,
    workspace: cwd,
    protectedPaths: isolation.protectedPaths,
    secrets,
  });
  if (!opened.ok) return refused(config, `the sandbox could not be set up: ${opened.why}`);
  const sandbox = opened.sandbox;
  // A cancelled run exits from its SIGTERM handler: the user's processes die with the gate.
  const onExit = () => sandbox.closeNow();
  process.once('exit', onExit);
  try {
    const outcomes = await runAll(
      config,
      sandbox.workspace,
      secrets,
      deadline,
      sandboxEnv(env, secrets, {
        user: sandbox.user.name,
        home: sandbox.home,
        tmp: sandbox.tmp,
        workspace: sandbox.workspace,
      }),
      sandbox,
    );
    const problems = await sandbox.close();
    return {
      ...outcomes,
      blockers: problems.map((p) => `sandbox not cleaned up: ${p}`),
    };
  } finally {
    await sandbox.close();
    process.off('exit', onExit);
  }
}

/** Where a run's declared checks come from. */
export type ChecksSource =
  /** Executed here, with `isolation` saying as whom. */
  | { kind: 'run'; isolation: Isolation }
  /** Read back from a `done-gate run-checks` record file (the hardened layout). */
  | { kind: 'record'; path: string; read: (path: string) => Promise<string> };

/** What the adversary and probe lanes read, and the blockers the checks themselves found. */
export interface DeclaredChecks {
  verification: VerificationRuns;
  probe: RecipeRuns;
  blockers: string[];
}

/**
 * The one declared-checks runner of a review, the action's and the CLI's: the commands run (as
 * `source.isolation` says) or their record read back and bound to `headSha`.
 */
export async function declaredChecks(
  config: Config,
  run: { cwd: string; secrets: string[]; deadline: number; env: NodeJS.ProcessEnv },
  headSha: string | null,
  source: ChecksSource,
): Promise<DeclaredChecks> {
  if (source.kind === 'run') {
    const { cwd, secrets, deadline, env } = run;
    const outcomes = await executeDeclared(config, cwd, secrets, deadline, env, source.isolation);
    return {
      verification: outcomes.verification,
      probe: probeInput(outcomes.probe),
      blockers: outcomes.blockers,
    };
  }
  let text: string;
  try {
    text = await source.read(source.path);
  } catch (error) {
    const fromRecord = checksFromRecord('', config, headSha);
    return {
      verification: fromRecord.verification,
      probe: fromRecord.probe,
      blockers: [`checks record missing: ${source.path} (${(error as Error).message})`],
    };
  }
  const fromRecord = checksFromRecord(text, config, headSha);
  return {
    verification: fromRecord.verification,
    probe: fromRecord.probe,
    blockers: fromRecord.blocker === null ? [] : [fromRecord.blocker],
  };
}

/** Lane inputs from a record file's text, or the blocker that says why it cannot be used. */
export function checksFromRecord(
  text: string,
  config: Pick<Config, 'verificationCommands' | 'localRunRecipe'>,
  headSha: string | null,
): { verification: VerificationRuns; probe: RecipeRuns; blocker: string | null } {
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
