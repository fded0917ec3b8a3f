import { FreshContextViolation } from './errors.js';
import { assertNoTranscriptLeak } from './leak-guard.js';
import type { TranscriptLeak } from './leak-guard.js';
import {
  DEFAULT_REVIEW_PROMPT_TEMPLATE,
  parseReviewPromptTemplate,
  renderReviewPrompt,
} from './prompt.js';
import type { PromptSpan, ReviewInputs, ReviewPromptTemplate } from './prompt.js';
import { selectReviewerModel } from './selection.js';
import type { ModelSelection } from './selection.js';
import { freshSessionId } from './session.js';
import type { RandomBytes } from './session.js';
import { parseStructuredVerdict } from './verdict.js';
import type { ReviewVerdict, VerdictParser } from './verdict.js';

/** What the gate knows of the implementer. The transcript is read only by the leak guard. */
export interface ImplementerContext {
  /** `provider/model`, or null when unknown. */
  model: string | null;
  sessionId: string | null;
  transcript?: string;
}

/** Sends the prompt to the reviewer model in a new session and returns its raw reply. */
export type ReviewerCall = (args: {
  prompt: string;
  model: string;
  sessionId: string;
}) => Promise<string>;

export interface GateLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface ReviewGateOptions {
  reviewerCall: ReviewerCall;
  verdictParser?: VerdictParser;
  modelSelection?: ModelSelection;
  /** Must be true; it exists so that turning it off is an explicit, refused act. */
  requiresFreshSession?: boolean;
  promptTemplate?: string;
  logger?: GateLogger;
  randomBytes?: RandomBytes;
  /** Milliseconds, monotonic; for the elapsed time in the log line. */
  now?: () => number;
}

const SILENT: GateLogger = { info: () => undefined, warn: () => undefined };

/** The gate as built: its settings, and `run`. */
export interface ReviewGate {
  readonly reviewerCall: ReviewerCall;
  readonly verdictParser: VerdictParser;
  readonly modelSelection: ModelSelection;
  readonly requiresFreshSession: true;
  readonly promptTemplate: ReviewPromptTemplate;
  /**
   * Reviews the inputs. Throws EvalGateConfigError when the selection rule cannot be met and
   * FreshContextViolation when the transcript leaked into the prompt — both before any call is
   * made. An error from the reviewer call propagates; the verdict parser decides the rest.
   */
  run(
    implementer: ImplementerContext,
    inputs: ReviewInputs,
    candidates?: readonly string[],
    explicitReviewer?: string | null,
  ): Promise<ReviewVerdict>;
}

/**
 * The fresh-context review gate (seed `fresh-context-review-gate.md`): a new session, a reviewer
 * model chosen by the selection rule, a prompt from (spec, diff, test output) only, the transcript
 * leak guard, and a structured verdict. It does no I/O of its own: the call is injected.
 */
export function createReviewGate(options: ReviewGateOptions): ReviewGate {
  if (options.requiresFreshSession === false) {
    throw new FreshContextViolation(
      'ReviewGate requires fresh-session semantics; requiresFreshSession must be true',
    );
  }
  const settings = {
    reviewerCall: options.reviewerCall,
    verdictParser: options.verdictParser ?? parseStructuredVerdict,
    modelSelection: options.modelSelection ?? 'different-model-preferred',
    requiresFreshSession: true as const,
    promptTemplate: parseReviewPromptTemplate(
      options.promptTemplate ?? DEFAULT_REVIEW_PROMPT_TEMPLATE,
    ),
  };
  const logger = options.logger ?? SILENT;
  const now = options.now ?? (() => performance.now());

  const run: ReviewGate['run'] = async (implementer, inputs, candidates = [], explicitReviewer) => {
    const model = selectReviewerModel(implementer.model, {
      candidates: [...candidates],
      explicitReviewer,
      mode: settings.modelSelection,
      warn: (message) => logger.warn(message),
    });
    const sessionId = freshSessionId(implementer.sessionId, options.randomBytes);
    const { text: prompt, spans } = renderReviewPrompt(settings.promptTemplate, inputs);
    assertNoTranscriptLeak(implementer.transcript ?? '', prompt, (leak) => leakSource(leak, spans));

    const started = now();
    const raw = await settings.reviewerCall({ prompt, model, sessionId });
    const verdict = settings.verdictParser(raw, model, sessionId);
    const seconds = (now() - started) / 1000;
    logger.info(
      `review-gate: reviewer=${model} state=${verdict.state} session=${sessionId} (${seconds.toFixed(2)}s)`,
    );
    return verdict;
  };
  return { ...settings, run };
}

const SPAN_NAMES: Record<PromptSpan['field'], string> = {
  spec: 'spec',
  diff: 'diff',
  test_output: 'test output',
};

/** Names the input(s) that carried the leaked text, for a message the user can act on. */
function leakSource(leak: TranscriptLeak, spans: readonly PromptSpan[]): string {
  const end = leak.promptOffset + leak.length;
  const carriers = spans
    .filter((span) => span.start < end && leak.promptOffset < span.end)
    .map((span) => SPAN_NAMES[span.field]);
  return carriers.length > 0 ? [...new Set(carriers)].join(' and ') : 'prompt template';
}
