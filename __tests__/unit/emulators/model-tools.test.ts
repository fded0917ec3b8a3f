// The model emulator's scripted tool sessions, proven through the client that will talk to it: the
// AI SDK's own providers (`generateText` with tools, a step limit and `Output.object`), one per
// vendor wire format, pointed at the emulator's loopback URL. If the emulator's tool-call JSON were
// wrong for a vendor, the provider would reject it or never run the tool.
import { generateText, isStepCount, Output, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  startModelEmulator,
  type EmulatedApi,
  type ModelEmulator,
  type OfferedTool,
  type ScriptFn,
  type Vendor,
} from '../../emulators/model-emulator.js';
import {
  call,
  loopingTools,
  resultFor,
  resultsOf,
  toolSession,
} from '../../emulators/tool-session.js';
import {
  FILES,
  REFUSAL,
  ReportSchema,
  repositoryTools,
  TARGETS,
  withEmulator,
  type Target,
} from './targets.js';

function run(target: Target, emulator: ModelEmulator, steps: number, reads: string[] = []) {
  return generateText({
    model: target.model(emulator.baseUrl),
    instructions: 'Review the change. Read what you need.',
    prompt: 'The diff changes src/parse.ts. Is every caller still right?',
    tools: repositoryTools(reads),
    stopWhen: isStepCount(steps),
    output: Output.object({ schema: ReportSchema, name: 'report' }),
    maxRetries: 0,
    headers: { 'X-Done-Gate-Lane': 'security', 'X-Done-Gate-Step': 'review' },
    ...(target.providerOptions ? { providerOptions: target.providerOptions } : {}),
  });
}

describe.concurrent.each(TARGETS)('$name', (target) => {
  it('calls two tools, then answers from what their results contained', async ({ expect }) => {
    const script = toolSession(
      [call('read_file', { path: 'src/caller.ts' }), call('search', { pattern: 'parse(' })],
      (ctx) => {
        const caller = resultFor(ctx, 'read_file', 'path', 'src/caller.ts');
        const hits = resultsOf(ctx, 'search')[0]?.content ?? '';
        return {
          json: {
            summary: `read ${ctx.toolResults.length} results`,
            findings: caller?.content.includes('parse(input)')
              ? [`src/caller.ts relies on parse: ${hits.split('\n').length} search hits`]
              : [],
          },
        };
      },
    );
    await withEmulator(target, script, async (emulator) => {
      const reads: string[] = [];
      const result = await run(target, emulator, 6, reads);

      expect(result.output).toEqual({
        summary: 'read 2 results',
        findings: ['src/caller.ts relies on parse: 2 search hits'],
      });
      expect(reads).toEqual(['src/caller.ts']);
      // The provider read each tool turn as one (`stop_reason: tool_use`, `tool_calls`, …).
      expect(result.steps.map((step) => step.finishReason)).toEqual([
        'tool-calls',
        ...(target.parallel ? [] : ['tool-calls']),
        'stop',
      ]);
      // One request per model turn; a vendor that forbids parallel calls gets them one by one.
      const requests = emulator.requests;
      expect(requests.map((q) => q.api)).toEqual(
        Array<EmulatedApi>(target.parallel ? 2 : 3).fill(target.api),
      );
      expect(requests.map((q) => q.reply)).toEqual([
        'tool-calls',
        ...(target.parallel ? [] : ['tool-calls']),
        'json',
      ]);
      expect(requests.map((q) => q.toolCalls?.length ?? 0)).toEqual(
        target.parallel ? [2, 0] : [1, 1, 0],
      );
      for (const q of requests) {
        expect([...q.offeredTools].sort()).toEqual(['read_file', 'search']);
        expect(q.lane).toBe('security');
      }
      const first = requests[0]!;
      expect(first.toolTurns).toEqual([]);
      expect(first.toolResults).toEqual([]);
      // The script sees one turn of two calls, whatever the vendor allowed per wire turn.
      const last = requests.at(-1)!;
      expect(last.toolTurns).toHaveLength(1);
      expect(last.toolTurns[0]!.calls.map((c) => [c.name, c.input])).toEqual([
        ['read_file', { path: 'src/caller.ts' }],
        ['search', { pattern: 'parse(' }],
      ]);
      expect(last.toolResults.map((r) => [r.name, r.isError])).toEqual([
        ['read_file', false],
        ['search', false],
      ]);
      expect(last.toolResults[0]!.content).toBe(FILES['src/caller.ts']);
      expect(last.toolResults[0]!.callId).toBe(first.toolCalls![0]!.id);
      expect(last.rawBody).toMatch(target.resultWire);
    });
  });

  it('reads the offered tools from the vendor declaration, input schemas included', async ({
    expect,
  }) => {
    let declarations: OfferedTool[] = [];
    const script: ScriptFn = (ctx) => {
      declarations = ctx.toolDeclarations;
      return { json: { summary: ctx.offeredTools.join(','), findings: [] } };
    };
    await withEmulator(target, script, async (emulator) => {
      const result = await run(target, emulator, 2);
      expect(result.output?.summary.split(',').sort()).toEqual(['read_file', 'search']);
      const read = declarations.find((t) => t.name === 'read_file');
      expect(read?.description).toBe('Read a file of the repository at the head commit.');
      expect(read?.parameters).toMatchObject({
        type: 'object',
        properties: { path: { type: 'string' } },
      });
      // Where each vendor declares them.
      const body = emulator.requests[0]!.body as Record<string, unknown[]>;
      const names = {
        messages: () => body.tools!.map((t) => (t as { name: string }).name),
        responses: () => body.tools!.map((t) => (t as { name: string }).name),
        chat: () => body.tools!.map((t) => (t as { function: { name: string } }).function.name),
        generateContent: () =>
          body.tools!.flatMap((t) =>
            (t as { functionDeclarations: { name: string }[] }).functionDeclarations.map(
              (d) => d.name,
            ),
          ),
      }[target.api]();
      // The SDK's structured-output tool is declared beside them, and left out of `offeredTools`.
      expect(names.sort()).toEqual(
        target.jsonTool ? ['json', 'read_file', 'search'] : ['read_file', 'search'],
      );
      expect([...emulator.requests[0]!.offeredTools].sort()).toEqual(['read_file', 'search']);
    });
  });

  it('a refused read reaches the model as the refusal, and no content', async ({ expect }) => {
    const script = toolSession([call('read_file', { path: '../../etc/passwd' })], (ctx) => ({
      json: {
        summary: resultFor(ctx, 'read_file', 'path', '../../etc/passwd')?.content ?? 'none',
        findings: [],
      },
    }));
    await withEmulator(target, script, async (emulator) => {
      const result = await run(target, emulator, 4);
      expect(result.output).toEqual({ summary: REFUSAL, findings: [] });
      const last = emulator.requests.at(-1)!;
      expect(last.toolResults.map((r) => r.content)).toEqual([REFUSAL]);
      expect(last.rawBody).not.toMatch(/root:.*:0:0:/);
    });
  });

  it('a tool that fails reaches the model as an error result', async ({ expect }) => {
    const script = toolSession([call('search', { pattern: '(' })], (ctx) => ({
      json: { summary: ctx.toolResults[0]?.content ?? 'none', findings: [] },
    }));
    await withEmulator(target, script, async (emulator) => {
      const result = await generateText({
        model: target.model(emulator.baseUrl),
        prompt: 'Search.',
        tools: {
          search: tool({
            description: 'Search.',
            inputSchema: z.object({ pattern: z.string() }),
            execute: (): Promise<string> => Promise.reject(new Error('invalid regular expression')),
          }),
        },
        stopWhen: isStepCount(3),
        output: Output.object({ schema: ReportSchema }),
        maxRetries: 0,
        ...(target.providerOptions ? { providerOptions: target.providerOptions } : {}),
      });
      expect(result.output?.summary).toContain('invalid regular expression');
      const [seen] = emulator.requests.at(-1)!.toolResults;
      // Only Anthropic (`is_error`) and Gemini (`response.error`) carry an error flag on the wire.
      expect(seen!.isError).toBe(target.vendor !== 'openai');
    });
  });

  it('a call of a tool nobody offered runs nothing; the model hears of it as an error', async ({
    expect,
  }) => {
    const script = toolSession([call('run_shell', { command: 'cat /etc/passwd' })], (ctx) => ({
      json: { summary: ctx.toolResults[0]?.content ?? 'none', findings: [] },
    }));
    await withEmulator(target, script, async (emulator) => {
      const reads: string[] = [];
      const result = await run(target, emulator, 3, reads);
      expect(reads).toEqual([]);
      const [seen] = emulator.requests.at(-1)!.toolResults;
      expect(seen).toMatchObject({ name: 'run_shell', isError: target.vendor !== 'openai' });
      expect(seen!.content).toMatch(/run_shell/);
      expect(result.output?.summary).toBe(seen!.content);
    });
  });

  it('a looping model calls tools every turn until the step limit cuts it', async ({ expect }) => {
    await withEmulator(target, loopingTools(), async (emulator) => {
      const reads: string[] = [];
      const result = await run(target, emulator, 3, reads);
      expect(result.steps).toHaveLength(3);
      expect(result.finishReason).toBe('tool-calls');
      expect(() => result.output).toThrow();
      expect(reads).toEqual(['src/file-0.ts', 'src/file-1.ts', 'src/file-2.ts']);
      expect(emulator.requests.map((q) => q.toolTurns.length)).toEqual([0, 1, 2]);
      expect(emulator.requests.at(-1)!.toolResults.map((r) => r.content)).toEqual([
        REFUSAL,
        REFUSAL,
      ]);
    });
  });

  it('a retried request gets the same turn (the turn is read from the request)', async ({
    expect,
  }) => {
    const session = toolSession([call('read_file', { path: 'src/parse.ts' })], (ctx) => ({
      json: { summary: ctx.toolResults[0]?.content ?? '', findings: [] },
    }));
    const script: ScriptFn = (ctx) =>
      ctx.attempt === 2 ? { fault: 'server-error', status: 503, retryAfterMs: 10 } : session(ctx);
    await withEmulator(target, script, async (emulator) => {
      const result = await generateText({
        model: target.model(emulator.baseUrl),
        prompt: 'Review.',
        tools: repositoryTools(),
        stopWhen: isStepCount(3),
        output: Output.object({ schema: ReportSchema }),
        maxRetries: 1,
        headers: { 'X-Done-Gate-Lane': 'code-review' },
        ...(target.providerOptions ? { providerOptions: target.providerOptions } : {}),
      });
      expect(result.output?.summary).toBe(FILES['src/parse.ts']);
      expect(emulator.requests.map((q) => [q.attempt, q.reply, q.toolTurns.length])).toEqual([
        [1, 'tool-calls', 0],
        [2, 'server-error', 1],
        [3, 'json', 1],
      ]);
    });
  });
});

/** A minimal request of each API that offers one tool, as the vendors' references show them. */
const MINIMAL: Record<EmulatedApi, { vendor: Vendor; path: string; body: unknown }> = {
  messages: {
    vendor: 'anthropic',
    path: '/v1/messages',
    body: {
      model: 'claude-sonnet-5-5',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'Read it.' }],
      tools: [{ name: 'read_file', input_schema: { type: 'object' } }],
    },
  },
  responses: {
    vendor: 'openai',
    path: '/v1/responses',
    body: {
      model: 'gpt-6.1-sol',
      input: [{ role: 'user', content: 'Read it.' }],
      tools: [{ type: 'function', name: 'read_file', parameters: { type: 'object' } }],
    },
  },
  chat: {
    vendor: 'openai',
    path: '/v1/chat/completions',
    body: {
      model: 'meta-llama/Llama-3.3-70B',
      messages: [{ role: 'user', content: 'Read it.' }],
      tools: [{ type: 'function', function: { name: 'read_file', parameters: {} } }],
    },
  },
  generateContent: {
    vendor: 'gemini',
    path: '/v1beta/models/gemini-4-neon:generateContent',
    body: {
      contents: [{ role: 'user', parts: [{ text: 'Read it.' }] }],
      tools: [{ functionDeclarations: [{ name: 'read_file', parameters: { type: 'object' } }] }],
    },
  },
};

describe.concurrent('the tool-call wire form of each API', () => {
  const calls = {
    toolCalls: [call('read_file', { path: 'a.ts' }), call('search', { pattern: 'x' })],
  };

  async function answer(api: EmulatedApi, text?: string): Promise<Record<string, unknown>> {
    const { vendor, path, body } = MINIMAL[api];
    const emulator = await startModelEmulator(vendor, {
      script: () => (text === undefined ? calls : { ...calls, text }),
    });
    try {
      const response = await fetch(emulator.origin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      expect(emulator.requests[0]!.offeredTools).toEqual(['read_file']);
      return (await response.json()) as Record<string, unknown>;
    } finally {
      await emulator.close();
    }
  }

  it('anthropic: tool_use blocks and stop_reason tool_use', async ({ expect }) => {
    const reply = await answer('messages', 'Reading.');
    expect(reply.stop_reason).toBe('tool_use');
    expect(reply.content).toEqual([
      { type: 'text', text: 'Reading.' },
      {
        type: 'tool_use',
        id: expect.stringMatching(/^toolu_/),
        name: 'read_file',
        input: { path: 'a.ts' },
      },
      {
        type: 'tool_use',
        id: expect.stringMatching(/^toolu_/),
        name: 'search',
        input: { pattern: 'x' },
      },
    ]);
  });

  it('openai responses: function_call items with arguments as a JSON string', async ({
    expect,
  }) => {
    const reply = await answer('responses');
    expect(reply.status).toBe('completed');
    expect(reply.output).toEqual([
      {
        type: 'function_call',
        id: expect.stringMatching(/^fc_/),
        call_id: expect.stringMatching(/^call_/),
        name: 'read_file',
        arguments: '{"path":"a.ts"}',
        status: 'completed',
      },
      expect.objectContaining({
        type: 'function_call',
        name: 'search',
        arguments: '{"pattern":"x"}',
      }),
    ]);
  });

  it('chat completions: message.tool_calls and finish_reason tool_calls', async ({ expect }) => {
    const reply = await answer('chat');
    const [choice] = reply.choices as Record<string, unknown>[];
    expect(choice!.finish_reason).toBe('tool_calls');
    expect(choice!.message).toMatchObject({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: expect.stringMatching(/^call_/),
          type: 'function',
          function: { name: 'read_file', arguments: '{"path":"a.ts"}' },
        },
        { type: 'function', function: { name: 'search', arguments: '{"pattern":"x"}' } },
      ],
    });
  });

  it('gemini: functionCall parts with args as an object', async ({ expect }) => {
    const reply = await answer('generateContent');
    const [candidate] = reply.candidates as Record<string, unknown>[];
    expect(candidate!.finishReason).toBe('STOP');
    expect(candidate!.content).toEqual({
      role: 'model',
      parts: [
        {
          functionCall: { id: expect.any(String), name: 'read_file', args: { path: 'a.ts' } },
          thoughtSignature: expect.any(String),
        },
        { functionCall: { id: expect.any(String), name: 'search', args: { pattern: 'x' } } },
      ],
    });
  });
});
