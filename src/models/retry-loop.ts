// One ask: attempts of one turn, retried as the retry decision says, until a reply, a final
// fault, or no time is left.
import type { ModelMessage } from 'ai';
import { attemptTurn, type AttemptOutcome } from './attempt.js';
import type { CallContext, CallerEnv } from './call-context.js';
import { decideRetry } from './retry.js';
import type { ModelFault } from './types.js';

export function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export async function askWithRetries(
  env: CallerEnv,
  call: CallContext,
  messages: ModelMessage[],
): Promise<AttemptOutcome> {
  const { state, request } = call;
  let failures = 0;
  for (;;) {
    const outcome = await attemptTurn(env, call, messages);
    if (outcome.type !== 'fault') return outcome;
    const fault: ModelFault = {
      kind: outcome.fault.kind,
      message: outcome.fault.message,
      attempts: state.attempts,
      ...(state.lastStatus !== undefined ? { status: state.lastStatus } : {}),
    };
    const decision = decideRetry({
      message: fault.message,
      advice: outcome.advice,
      failures: failures + 1,
      remainingMs: call.remainingMs(),
      policy: env.policy,
      random: env.random,
    });
    if (decision.type === 'stop')
      return { type: 'fault', fault: { ...fault, message: decision.message } };
    failures += 1;
    env.log(
      `${call.model} [${request.lane} ${request.step}]: ${outcome.advice?.kind ?? fault.kind}, retrying in ${Math.round(decision.ms)} ms (attempt ${state.attempts + 1} of up to ${env.policy.maxAttempts})`,
    );
    const timedOut = (): AttemptOutcome => ({
      type: 'fault',
      fault: { ...fault, kind: 'timeout', message: call.deadlineMessage() },
    });
    try {
      await env.sleep(decision.ms, call.deadline);
    } catch {
      return timedOut();
    }
    if (call.deadline.aborted) return timedOut();
  }
}
