// Tokens: what a run sent, estimated from the request bodies the model emulators recorded (their
// reported usage is synthetic, so it says nothing), with the same estimator the planner uses.
// Every call's user message opens with the evidence (spec, diff chunk, test output) — the prefix
// a provider can cache — followed by the lane's instructions and task.
import type { RecordedRequest } from '../__tests__/emulators/model-emulator.js';
import { estimateTokens } from '../src/evidence/tokens.js';

export interface TokenFigures {
  calls: number;
  /** Every input token sent: system prompt + evidence + task + output schema. */
  inputTokens: number;
  /** System prompt + evidence: the shared prefix of every call on the same chunk. */
  prefixTokens: number;
  /** The prefix counted once per distinct (vendor, model, prefix): what no cache can save. */
  uniquePrefixTokens: number;
  /** Lane instructions + task + output schema: sent per call. */
  perCallTokens: number;
  diffTokens: number;
  /** inputTokens / diffTokens. */
  ratio: number;
}

type Json = Record<string, unknown>;

function obj(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : null;
}

function texts(content: unknown): string[] {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((part) => {
    const text = obj(part)?.text;
    return typeof text === 'string' ? [text] : [];
  });
}

/** The parts of one request body, for Anthropic Messages, OpenAI Responses / Chat and Gemini. */
export function requestParts(body: unknown): {
  system: string;
  evidence: string;
  task: string;
  schema: string;
} {
  const b = obj(body) ?? {};
  const system: string[] = [...texts(b.system)];
  const user: string[] = [];
  const messages = Array.isArray(b.messages) ? b.messages : Array.isArray(b.input) ? b.input : [];
  for (const message of messages) {
    const m = obj(message);
    if (m === null) continue;
    const parts = texts(m.content);
    if (m.role === 'system' || m.role === 'developer') system.push(...parts);
    else user.push(...parts);
  }
  const gemini = obj(b.systemInstruction);
  if (gemini !== null) system.push(...texts(gemini.parts));
  if (Array.isArray(b.contents)) {
    for (const c of b.contents) user.push(...texts(obj(c)?.parts));
  }
  const format = obj(obj(b.output_config)?.format) ?? obj(obj(b.text)?.format);
  const generation = obj(b.generationConfig);
  const tool = Array.isArray(b.tools) ? obj(b.tools[0]) : null;
  const schema =
    format?.schema ??
    obj(b.response_format)?.json_schema ??
    generation?.responseJsonSchema ??
    generation?.responseSchema ??
    tool?.input_schema;
  return {
    system: system.join('\n'),
    evidence: user[0] ?? '',
    task: user.slice(1).join('\n'),
    schema: schema === undefined ? '' : JSON.stringify(schema),
  };
}

export function tokenFigures(requests: RecordedRequest[], diffText: string): TokenFigures {
  let inputTokens = 0;
  let prefixTokens = 0;
  let uniquePrefixTokens = 0;
  const seen = new Set<string>();
  for (const request of requests) {
    const parts = requestParts(request.body);
    const prefix = estimateTokens(parts.system) + estimateTokens(parts.evidence);
    inputTokens += prefix + estimateTokens(parts.task) + estimateTokens(parts.schema);
    prefixTokens += prefix;
    const key = `${request.vendor}\u0000${request.model}\u0000${parts.system}\u0000${parts.evidence}`;
    if (!seen.has(key)) {
      seen.add(key);
      uniquePrefixTokens += prefix;
    }
  }
  const diffTokens = estimateTokens(diffText);
  return {
    calls: requests.length,
    inputTokens,
    prefixTokens,
    uniquePrefixTokens,
    perCallTokens: inputTokens - prefixTokens,
    diffTokens,
    ratio: diffTokens === 0 ? Number.NaN : inputTokens / diffTokens,
  };
}
