// A family of reply schemas that share one output schema on the wire (call-output.ts builds and
// checks it). OpenAI and Anthropic put the structured-output schema ahead of the prompt (OpenAI's
// prompt-caching guide: the schema is a prefix of the system message; Anthropic: a changed output
// format is a new cache entry), so lanes that each send their own schema never share a cached
// prefix. Data only: the review layer names its family without loading the AI SDK.
import type { z } from 'zod';

export interface OutputFamily {
  /** The structured-output name every member's call sends. */
  readonly name: string;
  /** In the envelope's order: the family's one schema is the same bytes for every member. */
  readonly members: readonly z.ZodType[];
}

export function outputFamily(name: string, members: readonly z.ZodType[]): OutputFamily {
  return Object.freeze({ name, members: Object.freeze([...members]) });
}
