// The tool steps of a model call: the tool calls of one turn run in parallel; an unknown tool, an
// input that fails the tool's schema, a refusal or a tool that fails all become a refusal shown to
// the model (never content); every result goes back fenced as untrusted data.
import { MAX_ECHOED_NAME } from './tools.js';
import { tool as sdkTool, type ModelMessage, type ToolSet } from 'ai';
import { fenceUntrusted } from '../trust/fence.js';
import type { GenerateResult, RawToolCall } from './judge.js';
import type { CallTool, CallToolset, ToolOutcome, ToolStepRecord } from './tools.js';

/** One tool call of a turn and how it ended. */
export interface ToolExchange {
  call: RawToolCall;
  outcome: ToolOutcome;
  record: ToolStepRecord;
}

const TOOL_NAME = /^[a-z_]{1,64}$/;
/** Anthropic's and Gemini's providers name their structured-output tool `json`. */
const RESERVED_TOOL_NAMES = new Set(['json']);

/** Why a toolset cannot be offered (a programming error upstream), or null. */
export function toolsetProblem(toolset: CallToolset): string | null {
  if (!Number.isInteger(toolset.maxSteps) || toolset.maxSteps < 0) {
    return `the tool step limit must be a whole number ≥ 0 (got ${toolset.maxSteps})`;
  }
  const seen = new Set<string>();
  for (const { name } of toolset.tools) {
    if (!TOOL_NAME.test(name) || RESERVED_TOOL_NAMES.has(name) || seen.has(name)) {
      return `tool name "${name.slice(0, MAX_ECHOED_NAME)}" is not allowed (lower-case letters and _, unique, not "json")`;
    }
    seen.add(name);
  }
  return null;
}

/** The tools as the AI SDK offers them: description and input schema, no `execute`. */
export function sdkToolsOf(toolset: CallToolset): ToolSet {
  const tools: ToolSet = {};
  for (const t of toolset.tools) {
    tools[t.name] = sdkTool({ description: t.description, inputSchema: t.inputSchema });
  }
  return tools;
}

type ParsedInput = { ok: true; input: unknown } | { ok: false; refusal: string };

function parseJson(text: string): ParsedInput {
  if (text.trim() === '') return { ok: true, input: {} };
  try {
    return { ok: true, input: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, refusal: 'the tool input was not JSON' };
  }
}

/** The tool a call names and its validated input, or the refusal the model is shown. */
export function resolveToolCall(
  call: RawToolCall,
  toolset: CallToolset,
): { ok: true; tool: CallTool; input: unknown } | { ok: false; input: unknown; refusal: string } {
  const parsed = parseJson(call.input);
  const input = parsed.ok ? parsed.input : call.input;
  const tool = toolset.tools.find((t) => t.name === call.toolName);
  if (tool === undefined) {
    const names = toolset.tools.map((t) => t.name).join(', ');
    return {
      ok: false,
      input,
      refusal: `no tool of that name is offered; the tools are: ${names}`,
    };
  }
  if (!parsed.ok) return { ok: false, input, refusal: parsed.refusal };
  const checked = tool.inputSchema.safeParse(parsed.input);
  if (!checked.success) {
    const issues = checked.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.map(String).join('.') || '(input)'}: ${issue.message}`)
      .join('; ');
    return { ok: false, input, refusal: `the input does not match the tool's schema: ${issues}` };
  }
  return { ok: true, tool, input: checked.data };
}

function describe(toolset: CallToolset, name: string, input: unknown): string {
  try {
    return toolset.describe(name, input);
  } catch {
    return '(input not described)';
  }
}

/** Runs a tool, failing closed: a throw or an abort is a refusal. */
async function execute(tool: CallTool, input: unknown, signal: AbortSignal): Promise<ToolOutcome> {
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<ToolOutcome>((resolve) => {
    onAbort = () => resolve({ ok: false, refusal: 'the call ran out of time' });
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([tool.execute(input, signal), aborted]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, refusal: `the tool failed: ${message.slice(0, 300)}` };
  } finally {
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
  }
}

export async function runToolCall(
  call: RawToolCall,
  toolset: CallToolset,
  signal: AbortSignal,
): Promise<ToolExchange> {
  const resolved = resolveToolCall(call, toolset);
  const tool = call.toolName.slice(0, MAX_ECHOED_NAME);
  const target = describe(toolset, call.toolName, resolved.input);
  const outcome: ToolOutcome = resolved.ok
    ? await execute(resolved.tool, resolved.input, signal)
    : { ok: false, refusal: resolved.refusal };
  const record: ToolStepRecord = outcome.ok
    ? { tool, target, outcome: 'served', bytes: outcome.bytes }
    : { tool, target, outcome: 'refused', bytes: 0 };
  return { call, outcome, record };
}

/** Every tool call of one turn, in parallel; the exchanges keep the calls' order. */
export function runToolCalls(
  calls: readonly RawToolCall[],
  toolset: CallToolset,
  signal: AbortSignal,
): Promise<ToolExchange[]> {
  return Promise.all(calls.map((call) => runToolCall(call, toolset, signal)));
}

/**
 * The model's tool-calling turn as it goes back into the conversation: its text, reasoning and
 * tool calls, with the provider's metadata (signatures, item ids) kept.
 */
export function assistantTurn(raw: GenerateResult): ModelMessage {
  const content: Exclude<Extract<ModelMessage, { role: 'assistant' }>['content'], string> = [];
  for (const part of raw.content) {
    const providerOptions = 'providerMetadata' in part ? part.providerMetadata : undefined;
    const meta = providerOptions === undefined ? {} : { providerOptions };
    if (part.type === 'text' && part.text !== '')
      content.push({ type: 'text', text: part.text, ...meta });
    if (part.type === 'reasoning') content.push({ type: 'reasoning', text: part.text, ...meta });
    if (part.type === 'tool-call') {
      const parsed = parseJson(part.input);
      const input = parsed.ok && typeof parsed.input === 'object' ? parsed.input : {};
      const call = {
        type: 'tool-call' as const,
        toolCallId: part.toolCallId,
        toolName: part.toolName,
      };
      content.push({ ...call, input, ...meta });
    }
  }
  return { role: 'assistant', content };
}

export interface ResultFraming {
  /** Removes secrets from text bound for the model. */
  redact: (text: string) => string;
  /** The call's fence delimiter. */
  delimiter: string;
  /** No tool turn remains: the model is told to answer now. */
  lastToolTurn: boolean;
}

const LAST_TURN_NOTE = '\n(No tool steps remain: answer now with the JSON object.)';

/** The tool results of one turn, each fenced as untrusted data; a refusal as an error result. */
export function toolResultsTurn(
  exchanges: readonly ToolExchange[],
  framing: ResultFraming,
): ModelMessage {
  const content = exchanges.map((exchange, index) => {
    const { record, outcome } = exchange;
    const label = `${record.tool} ${record.target}`;
    const note = framing.lastToolTurn && index === exchanges.length - 1 ? LAST_TURN_NOTE : '';
    const output = outcome.ok
      ? {
          type: 'text' as const,
          value:
            fenceUntrusted(
              `tool result ${label}`,
              framing.redact(outcome.text),
              framing.delimiter,
            ) + note,
        }
      : {
          type: 'error-text' as const,
          value:
            fenceUntrusted(
              `tool refusal ${label}`,
              framing.redact(outcome.refusal),
              framing.delimiter,
            ) + note,
        };
    return {
      type: 'tool-result' as const,
      toolCallId: exchange.call.toolCallId,
      toolName: exchange.call.toolName,
      output,
    };
  });
  return { role: 'tool', content };
}
