// The one `provider/model` parser. readConfig checks the model inputs with it, and the model
// layer splits ids with it, so both say the same thing about the same mistake. Pure.
import { PROVIDERS, type ProviderId } from './providers.js';

export interface ParsedModelId {
  provider: ProviderId;
  /** Everything after the first `/`; may itself contain `/` (`meta-llama/Llama-3`). */
  modelId: string;
  /** The id as written, trimmed: `provider/model`. */
  id: string;
}

/** A parsed id, or what is wrong with it and how to write it (no input name, no final period). */
export type ModelIdCheck = { ok: true; model: ParsedModelId } | { ok: false; problem: string };

function isProvider(value: string): value is ProviderId {
  return (PROVIDERS as readonly string[]).includes(value);
}

/** Splits `provider/model` (trimmed) at the first `/`; the provider must be a known one. */
export function checkModelId(raw: string): ModelIdCheck {
  const entry = raw.trim();
  const slash = entry.indexOf('/');
  const valid = PROVIDERS.join(', ');
  if (slash < 0) {
    return {
      ok: false,
      problem: `entry '${entry}' has no provider prefix; write it as provider/model with provider one of ${valid}, e.g. 'anthropic/claude-sonnet-4-5'`,
    };
  }
  const provider = entry.slice(0, slash);
  const modelId = entry.slice(slash + 1);
  if (!isProvider(provider)) {
    return {
      ok: false,
      problem: `entry '${entry}' names unknown provider '${provider}'; valid providers are ${valid}, e.g. 'openai/gpt-5'`,
    };
  }
  if (modelId.length === 0) {
    return {
      ok: false,
      problem: `entry '${entry}' has no model name after '${provider}/', e.g. '${provider}/<model>'`,
    };
  }
  if (/\s/.test(entry)) {
    return {
      ok: false,
      problem: `entry '${entry}' contains whitespace; model ids have none, e.g. 'google/gemini-2.5-pro'`,
    };
  }
  return { ok: true, model: { provider, modelId, id: entry } };
}

/** The message for a bad id in `input`: `Input 'models': entry '…' has no provider prefix; …`. */
export function modelIdMessage(input: string, problem: string): string {
  return `Input '${input}': ${problem}.`;
}
