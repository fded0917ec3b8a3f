// The hard caps per model turn: a turn is reserved against `max-tokens` / `max-cost-usd` before
// it is sent, and what it cost is recorded when it answers — every tool step included.
import type { ModelMessage } from 'ai';
import { costOf, usageOf } from './catalog.js';
import type { CallContext } from './call-context.js';
import type { GenerateResult } from './judge.js';
import { tokenCounts } from './judge.js';
import { estimateInputTokens } from './prompt.js';
import { addUsage, type Reservation, type UsageLedger } from './usage.js';

/** Reserves this turn's estimate (its prompt + the whole output budget); refused at a cap. */
export function reserveTurn(
  ledger: UsageLedger,
  call: CallContext,
  messages: ModelMessage[],
): Reservation {
  const inputEstimate = estimateInputTokens(messages, call.system);
  return ledger.reserve({
    model: call.model,
    tokens: inputEstimate + call.maxOutputTokens,
    costUsd: costOf(call.info, {
      inputTokens: inputEstimate,
      outputTokens: call.maxOutputTokens,
      cachedInputTokens: 0,
    }),
  });
}

/** Counts what a reply cost, in the run's ledger and in the call's own usage. */
export function recordReply(ledger: UsageLedger, call: CallContext, raw: GenerateResult): void {
  const replyUsage = usageOf(call.info, tokenCounts(raw));
  ledger.record(call.request.lane, call.request.step, call.model, replyUsage);
  call.state.usage = addUsage(call.state.usage, replyUsage);
}
