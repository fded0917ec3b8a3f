// The run's deadline, in its own module so the action can compute it before the model layer (the
// AI SDK) is loaded.

/**
 * Absolute deadline from the run's start and `time-budget-seconds`, for createModelCaller.
 * Kept here so the action and the CLI compute it the same way.
 */
export function deadlineFrom(startMs: number, timeBudgetSeconds: number): number {
  return startMs + timeBudgetSeconds * 1000;
}
