// The vendors' providers of the AI SDK pointed at the model emulator, and a tiny repository served
// through tools: shared by the emulator's tool-session tests.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { tool, type LanguageModel } from 'ai';
import { z } from 'zod';
import {
  startModelEmulator,
  type EmulatedApi,
  type ModelEmulator,
  type ScriptFn,
  type Vendor,
} from '../../emulators/model-emulator.js';

export interface Target {
  name: string;
  vendor: Vendor;
  api: EmulatedApi;
  /** Whether the request lets the model call several tools per turn. */
  parallel: boolean;
  /** Whether the AI SDK asks for the structured answer through a forced `json` tool. */
  jsonTool: boolean;
  model(baseUrl: string): LanguageModel;
  providerOptions?: Record<string, Record<string, string | boolean>>;
  /** Wire words the follow-up request must carry for the tool results. */
  resultWire: RegExp;
}

const KEY = 'test-key';

export const TARGETS: Target[] = [
  {
    name: 'anthropic messages (native structured output)',
    vendor: 'anthropic',
    api: 'messages',
    parallel: true,
    jsonTool: false,
    model: (baseURL) => createAnthropic({ apiKey: KEY, baseURL })('claude-sonnet-5-5'),
    resultWire: /"type":"tool_result","tool_use_id":"toolu_/,
  },
  {
    name: 'anthropic messages (json tool: one call per turn)',
    vendor: 'anthropic',
    api: 'messages',
    parallel: false,
    jsonTool: true,
    model: (baseURL) => createAnthropic({ apiKey: KEY, baseURL })('claude-sonnet-4-20250514'),
    resultWire: /"type":"tool_result","tool_use_id":"toolu_/,
  },
  {
    name: 'openai responses',
    vendor: 'openai',
    api: 'responses',
    parallel: true,
    jsonTool: false,
    model: (baseURL) => createOpenAI({ apiKey: KEY, baseURL })('gpt-6.1-sol'),
    providerOptions: { openai: { store: false } },
    resultWire: /"type":"function_call_output","call_id":"call_/,
  },
  {
    name: 'openai-compatible chat completions',
    vendor: 'openai',
    api: 'chat',
    parallel: true,
    jsonTool: false,
    model: (baseURL) =>
      createOpenAICompatible({
        name: 'openai-compatible',
        apiKey: KEY,
        baseURL,
        supportsStructuredOutputs: true,
      }).chatModel('meta-llama/Llama-3.3-70B'),
    resultWire: /"role":"tool","tool_call_id":"call_/,
  },
  {
    name: 'gemini generateContent (gemini 4: schema beside tools)',
    vendor: 'gemini',
    api: 'generateContent',
    parallel: true,
    jsonTool: false,
    model: (baseURL) => createGoogle({ apiKey: KEY, baseURL })('gemini-4-neon'),
    resultWire: /"functionResponse":\{"id":"[0-9a-f]+","name":"read_file"/,
  },
  {
    name: 'gemini generateContent (gemini 2.5: forced json function)',
    vendor: 'gemini',
    api: 'generateContent',
    parallel: true,
    jsonTool: true,
    model: (baseURL) => createGoogle({ apiKey: KEY, baseURL })('gemini-2.5-flash'),
    resultWire: /"functionResponse":\{"id":"[0-9a-f]+","name":"read_file"/,
  },
];

/** A tiny repository the tools serve; anything outside it is refused, never read. */
export const FILES: Record<string, string> = {
  'src/caller.ts': "import { parse } from './parse';\nexport const total = parse(input).length;\n",
  'src/parse.ts': 'export function parse(s: string) { return s.split(","); }\n',
};
export const REFUSAL = 'refused: the path is outside the repository';

export function repositoryTools(reads: string[] = []) {
  return {
    read_file: tool({
      description: 'Read a file of the repository at the head commit.',
      inputSchema: z.object({ path: z.string() }),
      execute: ({ path }) => {
        reads.push(path);
        return Promise.resolve(FILES[path] ?? REFUSAL);
      },
    }),
    search: tool({
      description: 'Search the repository for a regular expression.',
      inputSchema: z.object({ pattern: z.string() }),
      execute: ({ pattern }) =>
        Promise.resolve(
          Object.entries(FILES)
            .flatMap(([path, text]) =>
              text
                .split('\n')
                .flatMap((line, i) =>
                  line.includes(pattern) ? [`${path}:${i + 1}: ${line}`] : [],
                ),
            )
            .join('\n'),
        ),
    }),
  };
}

export const ReportSchema = z.strictObject({ summary: z.string(), findings: z.array(z.string()) });

export async function withEmulator<T>(
  target: Target,
  script: ScriptFn,
  body: (emulator: ModelEmulator) => Promise<T>,
): Promise<T> {
  const emulator = await startModelEmulator(target.vendor, { script });
  try {
    return await body(emulator);
  } finally {
    await emulator.close();
  }
}
