// Which models the review may use, as the plan reads it: the review stage chooses them
// (`assignModels` in src/review/models.ts) and hands the choice to the plan, whose chunk budget is
// the smallest context window among them.

export interface ModelAssignment {
  /** The gate reviewer's model, or null when the selection rule cannot be met. */
  gate: string | null;
  /** Candidates the lanes are spread over (gate's first). */
  pool: string[];
  /** Why no model could be chosen (a blocker), when `gate` is null. */
  error: string | null;
  warnings: string[];
}
