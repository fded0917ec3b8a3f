// What the workflow's declared commands did (`verification-commands`, the `local-run-recipe`'s
// suites), as evidence any lane may read. `src/checks/` produces it; the lanes read it through
// their own `prepare` hook, so neither side imports the other. Pure types.

/** One recorded run of a declared command; the gauntlet never executes anything itself. */
export interface CommandRun {
  /** The command as the workflow author declared it. */
  cmd: string;
  /** Exit code; -1 when killed on timeout. */
  exit: number;
  durationS: number;
  /** The last lines of the combined output (untrusted). */
  tail: string;
  timedOut: boolean;
  /** Set when the command never ran (e.g. `deadline`): the run counts as red. */
  skipped?: string;
}

/** The declared verification commands' outcome, as the process runner recorded it. */
export type VerificationRuns =
  { kind: 'none' } | { kind: 'fault'; fault: string } | { kind: 'runs'; runs: CommandRun[] };

/** What the process runner reports about the local-run recipe. */
export type RecipeRuns =
  | { kind: 'no-recipe' }
  | { kind: 'not-booted'; error: string; missing: string }
  | { kind: 'ran'; suites: CommandRun[] };

/** Both, as one value the review carries to the lanes. */
export interface DeclaredRuns {
  verification: VerificationRuns;
  recipe: RecipeRuns;
}
