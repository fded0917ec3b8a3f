// Sending one lane's model calls: through the shared limiter, within the run's deadline, each
// with a fresh session id, and classified into a value or a named fault (`replies.ts`). Never
// throws: a caller that throws or hangs past the deadline is a fault like any other.
import type { CallToolset, ToolStepRecord } from '../../models/tools.js';
import type { CallerLane, ModelCaller, ModelCallResult, Usage } from '../../models/types.js';
import { describeError } from '../../plain-text.js';
import type { LaneCall } from './lanes/lane.js';
import { reviewReplyFamily } from '../reply-family.js';
import { chunkStep } from './lanes/shared.js';
import type { Limiter } from './limiter.js';
import { callFault, classifyReply, isUsage, type CallOutcome } from './replies.js';

/** How long past the deadline a call may run before the runner stops waiting for it. */
export const CALL_DEADLINE_GRACE_MS = 2_000;

const TIMED_OUT = Symbol('timed out');

/** Which model slot serves a call: the lane's own, or the independent verifier's. */
export type CallPurpose = 'lane' | 'verify';

export interface CallSenderDeps {
  caller: ModelCaller;
  modelFor(lane: CallerLane, index: number, purpose?: CallPurpose): string;
  /** Read-only repository tools for a call, when the lane may read the repository (#17). */
  toolsFor?(lane: CallerLane, step: string): CallToolset | undefined;
  limiter: Limiter;
  deadline: number;
  now(): number;
  newSessionId(): string;
  /** Every call's usage, as it comes back. */
  onUsage(usage: Usage): void;
  /** Every call's tool steps, as they come back. */
  onToolSteps?(lane: CallerLane, steps: ToolStepRecord[]): void;
}

/** One call as the sender takes it: a lane call with its task written, and its model slot. */
export type SentCall<T> = Omit<LaneCall<T>, 'task'> & { task: string; purpose?: CallPurpose };

/** One model call of `lane`; `evidence` undefined means the run has no evidence at all. */
export type SendCall = <T>(
  lane: CallerLane,
  attemptIndex: number,
  call: SentCall<T>,
  evidence: string | undefined,
) => Promise<CallOutcome<T>>;

export function createCallSender(deps: CallSenderDeps): SendCall {
  return async function send<T>(
    lane: CallerLane,
    attemptIndex: number,
    call: SentCall<T>,
    evidence: string | undefined,
  ): Promise<CallOutcome<T>> {
    if (evidence === undefined) {
      return callFault('no-evidence', 'the gauntlet received no evidence');
    }
    return deps.limiter.run(async (): Promise<CallOutcome<T>> => {
      const remaining = deps.deadline - deps.now();
      if (remaining <= 0) {
        return callFault('timeout', 'the run deadline passed before the call could start');
      }
      let model: string;
      try {
        model =
          call.purpose === 'verify'
            ? deps.modelFor(lane, attemptIndex, 'verify')
            : deps.modelFor(lane, attemptIndex);
      } catch (error) {
        return callFault('config', `no model for the ${lane} lane: ${describeError(error)}`);
      }
      let result: ModelCallResult<T> | typeof TIMED_OUT;
      try {
        const tools = deps.toolsFor?.(lane, call.step);
        result = await withTimeout(
          deps.caller({
            lane,
            step: call.step,
            sessionId: deps.newSessionId(),
            model,
            instructions: call.instructions,
            evidence,
            task: call.task,
            schema: call.schema,
            schemaName: schemaNameFor(lane, call.step),
            outputFamily: reviewReplyFamily(),
            ...(tools === undefined ? {} : { tools }),
          }),
          remaining + CALL_DEADLINE_GRACE_MS,
        );
      } catch (error) {
        return callFault('internal-error', `the model call threw: ${describeError(error)}`);
      }
      if (result === TIMED_OUT) return callFault('timeout', 'no answer before the run deadline');
      if (isUsage(result.usage)) deps.onUsage(result.usage);
      if (Array.isArray(result.toolSteps) && result.toolSteps.length > 0) {
        deps.onToolSteps?.(lane, result.toolSteps);
      }
      return classifyReply(result, call.schema);
    });
  };
}

/**
 * One call per evidence chunk, all at once (the limiter bounds them). A `review` step is sent as
 * `chunk:i/N` when chunked, any other step gets `;chunk:i/N` appended.
 */
export function sendPerChunk<T>(
  send: SendCall,
  lane: CallerLane,
  attemptIndex: number,
  evidence: readonly string[],
  call: LaneCall<T>,
): Promise<CallOutcome<T>[]> {
  const chunks = evidence.length;
  if (chunks === 0) {
    return Promise.all([send(lane, attemptIndex, { ...call, task: '' }, undefined)]);
  }
  return Promise.all(
    evidence.map((ev, i) =>
      send(
        lane,
        attemptIndex,
        { ...call, step: chunkedStep(call.step, i + 1, chunks), task: call.task(i + 1, chunks) },
        ev,
      ),
    ),
  );
}

export function chunkedStep(step: string, index: number, total: number): string {
  if (step === 'review') return chunkStep(index, total);
  return total > 1 ? `${step};chunk:${index}/${total}` : step;
}

/**
 * `done_gate_code_review` for a lane's plain review (`review`, `chunk:i/N`); a step of its own kind
 * names its shape: `done_gate_adversary_criterion`, `done_gate_adversary_holistic`, and
 * `done_gate_security_verify` / `done_gate_code_review_reanchor` for scrutiny's own calls.
 */
export function schemaNameFor(lane: string, step: string): string {
  const head = step.split(/[:;]/)[0] ?? '';
  const kind = head === 'review' || head === 'chunk' || head === '' ? '' : `_${head}`;
  return `done_gate_${lane}${kind}`.replace(/[^A-Za-z0-9_]/g, '_');
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, ms));
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
