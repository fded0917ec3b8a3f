import type { ModelCaller, ModelCallResult, ModelFault } from '../../models/types.js';
import { GATE_INSTRUCTIONS, gateReplySchema } from './verdict.js';
import type { GateReply } from './verdict.js';
import type { ReviewerCall } from './review-gate.js';
import { DoneGateError } from '../../errors.js';
import { reviewReplyFamily } from '../reply-family.js';

/** The reviewer call produced no reply; the caller records the fault and the gate blocks. */
export class ReviewerCallFault extends DoneGateError {
  readonly fault: ModelFault;
  constructor(fault: ModelFault) {
    super('fault', `gate reviewer call failed (${fault.kind}): ${fault.message}`);
    this.name = 'ReviewerCallFault';
    this.fault = fault;
  }
}

export interface ModelReviewerCallOptions {
  /** `X-Done-Gate-Step`; `review` unless the diff is reviewed in chunks (`chunk:2/5`). */
  step?: string;
  maxOutputTokens?: number;
  /**
   * The evidence prefix the lane calls of this chunk open with. A prompt that opens with it is sent
   * as that prefix plus the rest, so the prefix is redacted once for gate and lanes and its cache
   * entry is shared; the model reads the same text either way.
   */
  sharedPrefix?: string;
  /** Sees every result, ok or not, e.g. to add up usage. */
  onResult?: (result: ModelCallResult<GateReply>) => void;
}

/**
 * Adapts the shared ModelCaller to the gate's ReviewerCall: the gate's prompt is the evidence,
 * GATE_INSTRUCTIONS the instructions, and the schema-checked reply goes back as JSON text so the
 * verdict parser's defaults apply to it like to any other reply.
 */
export function createModelReviewerCall(
  caller: ModelCaller,
  options: ModelReviewerCallOptions = {},
): ReviewerCall {
  return async ({ prompt, model, sessionId }) => {
    const result = await caller({
      lane: 'gate',
      step: options.step ?? 'review',
      sessionId,
      model,
      instructions: GATE_INSTRUCTIONS,
      ...splitAtPrefix(prompt, options.sharedPrefix),
      schema: gateReplySchema,
      schemaName: 'gate_verdict',
      outputFamily: reviewReplyFamily(),
      ...(options.maxOutputTokens === undefined
        ? {}
        : { maxOutputTokens: options.maxOutputTokens }),
    });
    options.onResult?.(result);
    if (!result.ok) throw new ReviewerCallFault(result.fault);
    return JSON.stringify(result.value);
  };
}

/** The prompt as the shared prefix and its own rest, when it opens with that prefix. */
function splitAtPrefix(
  prompt: string,
  prefix: string | undefined,
): { evidence: string; laneEvidence?: string } {
  if (prefix === undefined || prefix === '' || !prompt.startsWith(prefix)) {
    return { evidence: prompt };
  }
  const rest = prompt.slice(prefix.length);
  return rest === '' ? { evidence: prefix } : { evidence: prefix, laneEvidence: rest };
}
