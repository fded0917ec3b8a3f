// What the fresh-context reviewer's run hands on: its verdict per gate call, combined by the
// review stage and judged by the decision. Its home is the review that produces it, so the decision
// imports down. Types only.

/** The fresh-context gate reviewer's verdict, as the gate stage hands it over. */
export interface GateOutcome {
  state: 'pass' | 'fail' | 'questions';
  summary: string;
  /** `file:line — claim` per issue (marked when the line is not in the diff), or the text. */
  issues: string[];
  questions: string[];
  confidence: number;
  reviewerModel: string;
  sessionId: string;
  /** The gate call faulted: `state` is then 'fail'. */
  fault?: string;
}
