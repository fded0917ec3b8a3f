// The reply judgement (pure): which replies are a value, which a fault, which worth a re-ask, and
// which a tool step.
import { NoObjectGeneratedError, NoSuchToolError } from 'ai';
import { describe, expect, it } from 'vitest';
import { judgeReply, type GenerateResult, type Reply } from '../../../src/models/judge.js';

function raw(over: Partial<GenerateResult> = {}): GenerateResult {
  return {
    content: [{ type: 'text', text: '{"state":"pass","summary":"ok"}' }],
    finishReason: { unified: 'stop', raw: 'end_turn' },
    usage: {
      inputTokens: {
        total: 1_000,
        noCache: undefined,
        cacheRead: undefined,
        cacheWrite: undefined,
      },
      outputTokens: { total: 10, text: undefined, reasoning: undefined },
    },
    warnings: [],
    ...over,
  } as GenerateResult;
}

const VALUE = { state: 'pass', summary: 'ok' };
const reply = (over: Partial<Reply> = {}): Reply => ({
  raw: raw(),
  value: VALUE,
  sentChars: 4_000,
  ...over,
});
const ctx = { model: 'anthropic/m', maxOutputTokens: 500, toolsOffered: false };
const withTools = { ...ctx, toolsOffered: true };
const toolCall = {
  type: 'tool-call' as const,
  toolCallId: 't1',
  toolName: 'read_file',
  input: '{"path":"a.ts"}',
};

describe('judgeReply', () => {
  it('reads a complete, valid reply as its value', () => {
    expect(judgeReply(reply(), ctx)).toEqual({ type: 'ok', value: VALUE });
  });

  it('faults a reply whose reported input is far below what was sent, before reading it', () => {
    const cut = reply({
      raw: raw({ usage: { ...raw().usage, inputTokens: { total: 10 } } as never }),
    });
    expect(judgeReply(cut, ctx)).toMatchObject({ type: 'fault', kind: 'input-truncated' });
    expect(judgeReply(cut, withTools)).toMatchObject({ type: 'fault', kind: 'input-truncated' });
  });

  it('faults more than one candidate answer', () => {
    const two = raw({ response: { body: { choices: [{}, {}] } } as never });
    expect(judgeReply(reply({ raw: two }), ctx)).toMatchObject({ kind: 'ambiguous-reply' });
  });

  it('faults a reply cut at the output limit, a paused turn and a filtered reply', () => {
    const finish = (unified: string, rawReason: string) =>
      judgeReply(reply({ raw: raw({ finishReason: { unified, raw: rawReason } as never }) }), ctx);
    expect(finish('length', 'max_tokens')).toMatchObject({ kind: 'truncated' });
    expect(finish('other', 'pause_turn')).toMatchObject({ kind: 'truncated' });
    expect(finish('content-filter', 'refusal')).toMatchObject({ kind: 'refused' });
  });

  it('faults a tool call nobody offered, by part, by finish reason or by SDK error', () => {
    const called = raw({
      content: [toolCall],
      finishReason: { unified: 'tool-calls', raw: 'tool_use' },
    });
    expect(judgeReply(reply({ raw: called }), ctx)).toMatchObject({
      type: 'fault',
      kind: 'unexpected-tool-call',
      message: expect.stringContaining('"read_file"') as unknown,
    });
    const finishOnly = raw({ finishReason: { unified: 'tool-calls', raw: 'tool_use' } });
    expect(judgeReply(reply({ raw: finishOnly }), ctx)).toMatchObject({
      kind: 'unexpected-tool-call',
    });
    const error = new NoSuchToolError({ toolName: 'run_shell' });
    expect(judgeReply(reply({ error }), ctx)).toMatchObject({
      kind: 'unexpected-tool-call',
      message: expect.stringContaining('"run_shell"') as unknown,
    });
  });

  it('quotes a tool name nobody offered at most 64 characters long', () => {
    const error = new NoSuchToolError({ toolName: `x${'@alice '.repeat(10_000)}` });
    const judged = judgeReply(reply({ error }), ctx);
    expect(judged).toMatchObject({ kind: 'unexpected-tool-call' });
    const message = (judged as { message: string }).message;
    expect(/tool "([^"]*)"/.exec(message)?.[1]).toHaveLength(64);
  });

  it('makes the tool calls of a reply a step when tools were offered', () => {
    const second = { ...toolCall, toolCallId: 't2' };
    const called = raw({
      content: [{ type: 'text', text: 'let me look' }, toolCall, second],
      finishReason: { unified: 'tool-calls', raw: 'tool_use' },
    });
    expect(judgeReply(reply({ raw: called, value: undefined }), withTools)).toEqual({
      type: 'tool-calls',
      calls: [toolCall, second],
    });
  });

  it('faults a tool-call finish that carries no call even when tools were offered', () => {
    const empty = raw({ content: [], finishReason: { unified: 'tool-calls', raw: 'tool_use' } });
    expect(judgeReply(reply({ raw: empty }), withTools)).toMatchObject({
      kind: 'unexpected-tool-call',
    });
  });

  it('cut or filtered tool steps are faults, not steps', () => {
    const cut = raw({
      content: [toolCall],
      finishReason: { unified: 'length', raw: 'max_tokens' },
    });
    expect(judgeReply(reply({ raw: cut }), withTools)).toMatchObject({ kind: 'truncated' });
  });

  it('faults an empty reply', () => {
    expect(judgeReply(reply({ raw: raw({ content: [] }) }), ctx)).toMatchObject({
      kind: 'refused',
    });
  });

  it('asks again after an abnormal end or a schema failure, with the reason', () => {
    const interrupted = raw({ finishReason: { unified: 'error', raw: 'error' } });
    expect(judgeReply(reply({ raw: interrupted }), ctx)).toMatchObject({
      type: 'invalid',
      problem: 'the reply ended abnormally (error)',
    });
    const error = new NoObjectGeneratedError({
      message: 'No object generated: response did not match schema.',
      cause: new Error('state: Invalid option'),
      text: '{}',
      response: { id: 'r', timestamp: new Date(0), modelId: 'm' },
      usage: {} as never,
      finishReason: 'stop',
    });
    expect(judgeReply(reply({ error, value: undefined }), ctx)).toEqual({
      type: 'invalid',
      problem: 'state: Invalid option',
      text: '{"state":"pass","summary":"ok"}',
    });
  });
});
