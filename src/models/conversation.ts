// The turns of one model call: ask, judge the reply, run the tool steps it asks for, re-ask once
// on invalid output, until a value or a fault.
import type { ModelMessage } from 'ai';
import type { CallContext, CallerEnv } from './call-context.js';
import { judgeReply, type GenerateResult, type ReplyJudgement, type RawToolCall } from './judge.js';
import { reaskMessages } from './prompt.js';
import { askWithRetries } from './retry-loop.js';
import { assistantTurn, runToolCalls, toolResultsTurn } from './tool-loop.js';
import type { CallToolset, ToolStepRecord } from './tools.js';
import type { ModelFault, ModelFaultKind } from './types.js';

/** How a conversation ended. */
export type Ending =
  | { type: 'ok'; value: unknown }
  /** A fault as the retry loop reported it (attempts and status included). */
  | { type: 'fault'; fault: ModelFault }
  /** A fault judged from a reply or a tool step: the call adds its attempts and status. */
  | { type: 'fail'; kind: ModelFaultKind; message: string };

/** The tool side of a call that offers tools. */
export interface ToolRun {
  toolset: CallToolset;
  /** Every tool step taken, in order. */
  steps: ToolStepRecord[];
  /** Model turns whose tool calls were run. */
  turns: number;
  /** Tool requests refused (unknown tool, bad input, refused by the tool, tool failure). */
  refusals: number;
  /** Fence delimiter of this call's tool results. */
  delimiter: string;
  /** Removes secrets from tool output bound for the model. */
  redact: (text: string) => string;
}

/** Runs one turn's tool calls and appends the exchange; an Ending when the loop must stop. */
async function toolStep(
  call: CallContext,
  tools: ToolRun,
  raw: GenerateResult,
  calls: RawToolCall[],
  conversation: ModelMessage[],
): Promise<Ending | null> {
  const { maxSteps } = tools.toolset;
  if (tools.turns >= maxSteps) {
    return {
      type: 'fail',
      kind: 'tool-steps-exhausted',
      message: `${call.model}: the model still called tools after ${maxSteps} tool step(s) (\`max-tool-steps\`); its review is incomplete`,
    };
  }
  tools.turns += 1;
  const exchanges = await runToolCalls(calls, tools.toolset, call.deadline);
  for (const exchange of exchanges) {
    tools.steps.push(exchange.record);
    if (!exchange.outcome.ok) tools.refusals += 1;
  }
  if (call.deadline.aborted)
    return { type: 'fail', kind: 'timeout', message: call.deadlineMessage() };
  const framing = {
    redact: tools.redact,
    delimiter: tools.delimiter,
    lastToolTurn: tools.turns >= maxSteps,
  };
  conversation.push(assistantTurn(raw), toolResultsTurn(exchanges, framing));
  return null;
}

/**
 * Asks until the model gives a value or the call faults. `conversation` starts as the prompt and
 * grows with tool turns and the re-ask. `outbound` removes secrets from text sent back.
 */
export async function converse(
  env: CallerEnv,
  call: CallContext,
  conversation: ModelMessage[],
  outbound: (text: string) => string,
  tools?: ToolRun,
): Promise<Ending> {
  const { model, request } = call;
  const judgeContext = {
    model,
    maxOutputTokens: call.maxOutputTokens,
    toolsOffered: tools !== undefined,
  };
  let reasked = false;
  for (;;) {
    const outcome = await askWithRetries(env, call, conversation);
    // The vendor has cached the prompt's prefix once it answered: the calls waiting on it go.
    call.onFirstAnswer?.();
    if (outcome.type === 'fault') return { type: 'fault', fault: outcome.fault };
    const judgement: ReplyJudgement =
      outcome.type === 'unreadable'
        ? { type: 'invalid', problem: outcome.problem, text: '' }
        : judgeReply(outcome, judgeContext);
    if (judgement.type === 'ok') return judgement;
    if (judgement.type === 'fault') {
      return { type: 'fail', kind: judgement.kind, message: judgement.message };
    }
    if (judgement.type === 'tool-calls' && outcome.type === 'reply' && tools !== undefined) {
      const stop = await toolStep(call, tools, outcome.raw, judgement.calls, conversation);
      if (stop !== null) return stop;
      continue;
    }
    if (judgement.type !== 'invalid') {
      return { type: 'fail', kind: 'unexpected-tool-call', message: `${model}: unexpected reply` };
    }
    if (reasked) {
      return {
        type: 'fail',
        kind: 'invalid-output',
        message: `${model}: the reply failed the schema twice (re-asked once): ${judgement.problem}`,
      };
    }
    reasked = true;
    env.log(`${model} [${request.lane} ${request.step}]: invalid output, re-asking once`);
    const reask = {
      previousReply: outbound(judgement.text),
      problem: env.scrub(judgement.problem),
    };
    conversation.push(...reaskMessages(reask));
  }
}
