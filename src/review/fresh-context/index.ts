// The fresh-context review gate (docs/design.md §A).
export { EvalGateConfigError, FreshContextViolation } from './errors.js';
export {
  ModelSelection,
  distinctCandidates,
  modelSelectionFromConfig,
  normaliseModelId,
  sameModel,
  selectReviewerModel,
} from './selection.js';
export type { SelectReviewerOptions } from './selection.js';
export {
  GATE_INSTRUCTIONS,
  REVIEW_STATES,
  ReviewVerdict,
  gateReplySchema,
  issueText,
  parseStructuredVerdict,
} from './verdict.js';
export type {
  GateIssue,
  GateReply,
  ReviewState,
  ReviewVerdictFields,
  VerdictParser,
} from './verdict.js';
export { NOT_IN_DIFF, gateIssueLines } from './gate-issues.js';
export { freshSessionId, newSessionId } from './session.js';
export type { RandomBytes } from './session.js';
export {
  LEAK_MESSAGE,
  LEAK_MIN_OVERLAP,
  assertNoTranscriptLeak,
  findTranscriptLeak,
} from './leak-guard.js';
export type { TranscriptLeak } from './leak-guard.js';
export {
  DEFAULT_REVIEW_PROMPT_TEMPLATE,
  ReviewPromptTemplate,
  buildReviewPrompt,
} from './prompt.js';
export type { PromptSpan, RenderedPrompt, ReviewInputs } from './prompt.js';
export { ReviewGate } from './review-gate.js';
export type {
  GateLogger,
  ImplementerContext,
  ReviewGateOptions,
  ReviewerCall,
} from './review-gate.js';
export { ReviewerCallFault, createModelReviewerCall } from './model-call.js';
export type { ModelReviewerCallOptions } from './model-call.js';
