// How one provider reply is judged (pure): a value, a typed fault, a reply worth one re-ask, or —
// when tools were offered — tool calls to run. Reads the provider's raw result, before and
// regardless of the AI SDK's own parsing.
import { MAX_ECHOED_NAME } from './tools.js';
import { NoOutputGeneratedError, NoSuchToolError, type LanguageModelMiddleware } from 'ai';
import type { TokenCounts } from './catalog.js';
import { answerCount, silentTruncation } from './reply-checks.js';
import type { ModelFaultKind } from './types.js';

/** The provider's raw result of one model turn, as the AI SDK middleware sees it. */
export type GenerateResult = Awaited<
  ReturnType<Parameters<NonNullable<LanguageModelMiddleware['wrapGenerate']>>[0]['doGenerate']>
>;

/** A tool call as the provider returned it; `input` is the model's (untrusted) JSON text. */
export type RawToolCall = Extract<GenerateResult['content'][number], { type: 'tool-call' }>;

/** One reply to judge. `sentChars`: the characters of prompt text sent for it. */
export interface Reply {
  raw: GenerateResult;
  /** Set when the AI SDK parsed and validated the structured output. */
  value?: unknown;
  /** What the AI SDK raised after the reply arrived, if anything. */
  error?: unknown;
  sentChars: number;
}

/** How one model reply is classified (the run's whole result is pipeline/judge.ts's Judgement). */
export type ReplyJudgement =
  | { type: 'ok'; value: unknown }
  | { type: 'fault'; kind: ModelFaultKind; message: string }
  | { type: 'invalid'; problem: string; text: string }
  | { type: 'tool-calls'; calls: RawToolCall[] };

export interface JudgeContext {
  model: string;
  maxOutputTokens: number;
  /** Tools were offered: a tool call is a step of the loop, not a fault. */
  toolsOffered: boolean;
}

export function tokenCounts(raw: GenerateResult): TokenCounts {
  const input = raw.usage.inputTokens;
  return {
    inputTokens: input.total ?? (input.noCache ?? 0) + (input.cacheRead ?? 0),
    outputTokens: raw.usage.outputTokens.total ?? 0,
    cachedInputTokens: input.cacheRead ?? 0,
    cacheWriteTokens: input.cacheWrite ?? 0,
  };
}

/** The input tokens the provider reported, or undefined when it reported none. */
export function reportedInputTokens(raw: GenerateResult): number | undefined {
  const input = raw.usage.inputTokens;
  if (input.total !== undefined) return input.total;
  if (input.noCache === undefined && input.cacheRead === undefined) return undefined;
  return (input.noCache ?? 0) + (input.cacheRead ?? 0);
}

export function replyText(raw: GenerateResult): string {
  if (raw.structuredOutputText !== undefined) return raw.structuredOutputText;
  let text = '';
  for (const part of raw.content) if (part.type === 'text') text += part.text;
  return text;
}

export function describeValidation(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.replace(/\s+/g, ' ').slice(0, 1_500);
}

const fault = (kind: ModelFaultKind, message: string): ReplyJudgement => ({
  type: 'fault',
  kind,
  message,
});

/**
 * Checks that hold for every reply, a tool step included: an answer to a prompt the model did not
 * fully see, one of several answers, or a cut or blocked reply is no verdict at all (a lane fault,
 * re-run by the retry gate), however valid it looks. Null when the reply passes them.
 */
function replyFault(reply: Reply, ctx: JudgeContext): ReplyJudgement | null {
  const { raw } = reply;
  const { model } = ctx;
  const truncation = silentTruncation(reportedInputTokens(raw), reply.sentChars);
  if (truncation !== null) return fault('input-truncated', `${model}: ${truncation}`);
  const answers = answerCount(raw.response?.body);
  if (answers > 1) {
    return fault(
      'ambiguous-reply',
      `${model}: the reply held ${answers} candidate answers where one was asked for; none is read as the verdict`,
    );
  }
  const finish = raw.finishReason;
  const why = finish.raw ?? finish.unified;
  if (finish.unified === 'length') {
    return fault(
      'truncated',
      `${model}: the reply stopped at the output limit (${why}; max ${ctx.maxOutputTokens} output tokens) and was not read`,
    );
  }
  if (finish.raw === 'pause_turn') {
    return fault(
      'truncated',
      `${model}: the reply paused mid-turn (pause_turn) and is not a final answer`,
    );
  }
  if (finish.unified === 'content-filter') {
    return fault(
      'refused',
      `${model}: the model refused or a safety filter blocked the reply (${why})`,
    );
  }
  return null;
}

/** A tool call in a reply: a loop step when tools were offered, else a fault. Null when none. */
function toolCallJudgement(reply: Reply, ctx: JudgeContext): ReplyJudgement | null {
  const { raw, error } = reply;
  const calls = raw.content.filter((part): part is RawToolCall => part.type === 'tool-call');
  if (ctx.toolsOffered && calls.length > 0) return { type: 'tool-calls', calls };
  if (calls.length === 0 && raw.finishReason.unified !== 'tool-calls') {
    if (ctx.toolsOffered || !NoSuchToolError.isInstance(error)) return null;
  }
  const name = (
    calls[0]?.toolName ?? (NoSuchToolError.isInstance(error) ? error.toolName : 'unknown')
  ).slice(0, MAX_ECHOED_NAME);
  return fault(
    'unexpected-tool-call',
    ctx.toolsOffered
      ? `${ctx.model}: the reply ended for a tool call but carried none; it was not read`
      : `${ctx.model}: the reply called tool "${name}", which was never offered; it was not run`,
  );
}

export function judgeReply(reply: Reply, ctx: JudgeContext): ReplyJudgement {
  const early = replyFault(reply, ctx) ?? toolCallJudgement(reply, ctx);
  if (early !== null) return early;
  const { raw, error } = reply;
  const finish = raw.finishReason;
  const why = finish.raw ?? finish.unified;
  const text = replyText(raw);
  if (text.trim() === '' || NoOutputGeneratedError.isInstance(error)) {
    return fault(
      'refused',
      `${ctx.model}: the reply was empty (no candidates or content; finish reason ${why})`,
    );
  }
  if (finish.unified === 'error' || finish.unified === 'interrupted') {
    return { type: 'invalid', problem: `the reply ended abnormally (${why})`, text };
  }
  if (error === undefined) return { type: 'ok', value: reply.value };
  // NoObjectGeneratedError (not JSON / schema mismatch) and anything else the SDK raised after a
  // reply arrived: worth one re-ask with the reason.
  return { type: 'invalid', problem: describeValidation(error), text };
}
