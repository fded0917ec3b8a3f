import type { z } from 'zod';

/**
 * Tools a model call may offer (the read-only repository tools of #17). The model layer runs the
 * tool loop; the tools themselves live elsewhere and know nothing of providers.
 */

/** A model-written tool name is quoted back (in refusals and faults) at most this long. */
export const MAX_ECHOED_NAME = 64;

/** What one tool execution gives back to the model. A refusal is shown to the model, never content. */
export type ToolOutcome =
  | { ok: true; text: string; /** bytes of repository content served */ bytes: number }
  | { ok: false; refusal: string };

export interface CallTool {
  /** `[a-z_]+`, unique within a call. */
  name: string;
  description: string;
  inputSchema: z.ZodType<unknown>;
  execute(input: unknown, signal: AbortSignal): Promise<ToolOutcome>;
}

/** One tool step as the report shows it: what was asked and how it ended. */
export interface ToolStepRecord {
  tool: string;
  /** A short, plain description of the request, e.g. `src/a.ts:10-40 @head`. */
  target: string;
  outcome: 'served' | 'refused';
  bytes: number;
}

export interface CallToolset {
  tools: readonly CallTool[];
  /** Model turns that may call tools (`max-tool-steps`); one more turn that calls a tool is a fault. */
  maxSteps: number;
  /** Describes a request for the record; the tool's own input is untrusted model output. */
  describe(tool: string, input: unknown): string;
}
