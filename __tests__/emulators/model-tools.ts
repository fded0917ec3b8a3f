// Tool use on the wire, for the model emulator: reads what a request declares and carries (the
// offered function tools, the model's earlier tool calls and the results sent back) in each
// vendor's JSON, and writes tool calls the way each vendor answers them. Field names follow the
// vendors' API references and what the AI SDK providers send and parse:
//   Anthropic Messages: `tools[].input_schema`; `tool_use` blocks + `stop_reason: "tool_use"`;
//     results as `tool_result` blocks (`tool_use_id`, `content`, `is_error`) in a user message.
//   OpenAI Responses: `tools[]` of `type: "function"`; `function_call` output items (`call_id`,
//     `arguments` as a JSON string); results as `function_call_output` input items.
//   Chat Completions (OpenAI-compatible): `tools[].function`; `message.tool_calls` +
//     `finish_reason: "tool_calls"`; results as `role: "tool"` messages (`tool_call_id`).
//   Gemini generateContent: `tools[].functionDeclarations`; `functionCall` parts; results as
//     `functionResponse` parts (`response.content`, or `response.error`).
import { randomUUID } from 'node:crypto';

/** Which API a request hit. `chat` is Chat Completions (the `openai-compatible` provider). */
export type EmulatedApi = 'messages' | 'responses' | 'chat' | 'generateContent';

/** A tool call a script asks the model to make. */
export interface ToolCallSpec {
  name: string;
  input: unknown;
}

/** A tool call as it went over the wire (the id the vendor gave it). */
export interface WireToolCall {
  id: string;
  name: string;
  input: unknown;
}

/** A tool result the request carried back to the model, joined to the call it answers. */
export interface ToolResultSeen {
  callId: string;
  /** The called tool's name (from the call; Gemini also names it in the response). */
  name: string;
  /** The input of the call this result answers (`undefined` when no call matched). */
  input: unknown;
  /** The result's text as the model reads it (JSON values stringified). */
  content: string;
  /** The vendor's error flag: Anthropic `is_error`, Gemini `response.error`. */
  isError: boolean;
}

/** One model turn that called tools, with the results the client sent back for it. */
export interface ToolTurn {
  calls: WireToolCall[];
  results: ToolResultSeen[];
}

/** A function tool a request offers. */
export interface OfferedTool {
  name: string;
  description: string;
  /** The JSON schema of the tool's input, as sent. */
  parameters: unknown;
}

export interface ToolView {
  /** Function tools the request offers, the client's structured-output tool left out. */
  offered: OfferedTool[];
  /**
   * The tool through which the client asks for the final structured answer (the AI SDK's `json`
   * tool: Anthropic models without native structured output, Gemini with forced tool choice).
   */
  outputTool: string | undefined;
  /** Whether the request lets the model call several tools in one turn. */
  parallel: boolean;
  /** Every earlier model turn that called tools, in order, as sent. */
  turns: ToolTurn[];
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Arguments arrive as a JSON string (OpenAI); unparsable ones are kept as the string. */
function parseArguments(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A result's content as text: a string, text parts joined, or any other JSON stringified. */
function contentText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value
      .map((part) =>
        isRecord(part) && typeof part.text === 'string' ? part.text : JSON.stringify(part),
      )
      .join('\n');
  }
  return value === undefined ? '' : JSON.stringify(value);
}

/** Collects turns and answers them by call id (or, for Gemini without ids, by name). */
class TurnBuilder {
  readonly turns: ToolTurn[] = [];
  private readonly byId = new Map<string, { turn: ToolTurn; call: WireToolCall }>();
  private readonly answered = new Set<WireToolCall>();

  addTurn(calls: WireToolCall[]): void {
    if (calls.length === 0) return;
    const turn: ToolTurn = { calls, results: [] };
    this.turns.push(turn);
    for (const call of calls) if (call.id !== '') this.byId.set(call.id, { turn, call });
  }

  addResult(id: string, name: string | undefined, content: string, isError: boolean): void {
    let found = id === '' ? undefined : this.byId.get(id);
    if (found === undefined && name !== undefined) {
      // Gemini may omit ids: the oldest unanswered call of that name in the latest turn.
      const turn = this.turns.at(-1);
      const call = turn?.calls.find((c) => c.name === name && !this.answered.has(c));
      if (turn && call) found = { turn, call };
    }
    if (found) this.answered.add(found.call);
    const result: ToolResultSeen = {
      callId: found?.call.id ?? id,
      name: found?.call.name ?? name ?? '',
      input: found?.call.input,
      content,
      isError,
    };
    if (found) found.turn.results.push(result);
    else this.turns.push({ calls: [], results: [result] });
  }
}

function anthropicView(body: Json): ToolView {
  const declared = array(body.tools).filter(isRecord);
  const outputTool = declared.some((t) => t.name === 'json') ? 'json' : undefined;
  const choice = isRecord(body.tool_choice) ? body.tool_choice : {};
  const turns = new TurnBuilder();
  for (const message of array(body.messages).filter(isRecord)) {
    const blocks = array(message.content).filter(isRecord);
    if (message.role === 'assistant') {
      turns.addTurn(
        blocks
          .filter((b) => b.type === 'tool_use')
          .map((b) => ({ id: text(b.id), name: text(b.name), input: b.input })),
      );
    } else {
      for (const b of blocks.filter((b) => b.type === 'tool_result')) {
        turns.addResult(
          text(b.tool_use_id),
          undefined,
          contentText(b.content),
          b.is_error === true,
        );
      }
    }
  }
  return {
    offered: declared
      .filter((t) => t.name !== outputTool && t.input_schema !== undefined)
      .map((t) => ({
        name: text(t.name),
        description: text(t.description),
        parameters: t.input_schema,
      })),
    outputTool,
    parallel: choice.disable_parallel_tool_use !== true,
    turns: turns.turns,
  };
}

function responsesView(body: Json): ToolView {
  const turns = new TurnBuilder();
  let current: WireToolCall[] = [];
  const flush = () => {
    turns.addTurn(current);
    current = [];
  };
  for (const item of array(body.input).filter(isRecord)) {
    if (item.type === 'function_call') {
      current.push({
        id: text(item.call_id),
        name: text(item.name),
        input: parseArguments(item.arguments),
      });
      continue;
    }
    flush();
    if (item.type === 'function_call_output') {
      turns.addResult(text(item.call_id), undefined, contentText(item.output), false);
    }
  }
  flush();
  return {
    offered: array(body.tools)
      .filter(isRecord)
      .filter((t) => t.type === 'function')
      .map((t) => ({
        name: text(t.name),
        description: text(t.description),
        parameters: t.parameters,
      })),
    outputTool: undefined,
    parallel: body.parallel_tool_calls !== false,
    turns: turns.turns,
  };
}

function chatView(body: Json): ToolView {
  const turns = new TurnBuilder();
  for (const message of array(body.messages).filter(isRecord)) {
    if (message.role === 'assistant') {
      turns.addTurn(
        array(message.tool_calls)
          .filter(isRecord)
          .map((call) => {
            const fn = isRecord(call.function) ? call.function : {};
            return { id: text(call.id), name: text(fn.name), input: parseArguments(fn.arguments) };
          }),
      );
    } else if (message.role === 'tool') {
      turns.addResult(text(message.tool_call_id), undefined, contentText(message.content), false);
    }
  }
  return {
    offered: array(body.tools)
      .filter(isRecord)
      .filter((t) => t.type === 'function' && isRecord(t.function))
      .map((t) => {
        const fn = t.function as Json;
        return {
          name: text(fn.name),
          description: text(fn.description),
          parameters: fn.parameters,
        };
      }),
    outputTool: undefined,
    parallel: body.parallel_tool_calls !== false,
    turns: turns.turns,
  };
}

function geminiView(body: Json): ToolView {
  const declared = array(body.tools)
    .filter(isRecord)
    .flatMap((t) => array(t.functionDeclarations).filter(isRecord));
  const config = isRecord(body.toolConfig) ? body.toolConfig : {};
  const calling = isRecord(config.functionCallingConfig) ? config.functionCallingConfig : {};
  // The AI SDK's structured-output fallback: a `json` (or `json_N`) function, forced with ANY.
  const outputTool =
    calling.mode === 'ANY'
      ? declared.map((d) => text(d.name)).find((name) => /^json(?:_\d+)?$/.test(name))
      : undefined;
  const turns = new TurnBuilder();
  for (const content of array(body.contents).filter(isRecord)) {
    const parts = array(content.parts).filter(isRecord);
    if (content.role === 'model') {
      turns.addTurn(
        parts
          .map((p) => p.functionCall)
          .filter(isRecord)
          .map((call) => ({ id: text(call.id), name: text(call.name), input: call.args ?? {} })),
      );
    } else {
      for (const response of parts.map((p) => p.functionResponse).filter(isRecord)) {
        const answer = isRecord(response.response) ? response.response : {};
        const isError = answer.error !== undefined;
        turns.addResult(
          text(response.id),
          text(response.name),
          contentText(isError ? answer.error : (answer.content ?? answer)),
          isError,
        );
      }
    }
  }
  return {
    offered: declared
      .filter((d) => d.name !== outputTool)
      .map((d) => ({
        name: text(d.name),
        description: text(d.description),
        parameters: d.parameters ?? d.parametersJsonSchema,
      })),
    outputTool,
    parallel: true,
    turns: turns.turns,
  };
}

/** What a request offers and carries of tool use, whatever the vendor. */
export function readToolView(api: EmulatedApi, body: unknown): ToolView {
  const json = isRecord(body) ? body : {};
  switch (api) {
    case 'messages':
      return anthropicView(json);
    case 'responses':
      return responsesView(json);
    case 'chat':
      return chatView(json);
    case 'generateContent':
      return geminiView(json);
  }
}

const hex = (length: number) => randomUUID().replace(/-/g, '').slice(0, length);

/** A fresh call id in the vendor's own form. */
export function newCallId(api: EmulatedApi): string {
  switch (api) {
    case 'messages':
      return `toolu_${hex(24)}`;
    case 'responses':
    case 'chat':
      return `call_${hex(24)}`;
    case 'generateContent':
      return hex(8);
  }
}

/** Anthropic: `tool_use` content blocks (the message ends with `stop_reason: "tool_use"`). */
export function anthropicToolUse(calls: WireToolCall[]): unknown[] {
  return calls.map((call) => ({
    type: 'tool_use',
    id: call.id,
    name: call.name,
    input: call.input,
  }));
}

/** OpenAI Responses: `function_call` output items; `arguments` is a JSON string. */
export function responsesFunctionCalls(calls: WireToolCall[]): unknown[] {
  return calls.map((call) => ({
    type: 'function_call',
    id: `fc_${hex(24)}`,
    call_id: call.id,
    name: call.name,
    arguments: JSON.stringify(call.input ?? {}),
    status: 'completed',
  }));
}

/** Chat Completions: `message.tool_calls` (the choice ends with `finish_reason: "tool_calls"`). */
export function chatToolCalls(calls: WireToolCall[]): unknown[] {
  return calls.map((call) => ({
    id: call.id,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.input ?? {}) },
  }));
}

/**
 * Gemini: `functionCall` parts. Thinking models sign the first call of a turn; the client sends
 * the signature back with the call when it replays the conversation.
 */
export function geminiFunctionCalls(calls: WireToolCall[]): unknown[] {
  return calls.map((call, index) => ({
    functionCall: { id: call.id, name: call.name, args: call.input ?? {} },
    ...(index === 0 ? { thoughtSignature: Buffer.from(`sig-${call.id}`).toString('base64') } : {}),
  }));
}
