// The prompt-cache warm-up of one caller: the first call on a prefix goes at once, and the calls
// that share the prefix wait for its first answer, so they read the cache entry it wrote instead
// of each writing their own. When a prefix is warmed, and the measured trade: call.ts
// (`WARM_FROM_CHARS`) and docs/performance.md. What a vendor caches ahead of the text is known
// here only.
import type { ProviderId } from '../config/providers.js';

/** What leads a call's prompt, as the vendor renders it for its cache. */
export interface PromptHead {
  /** `provider/model`: each model has its own cache. */
  model: string;
  provider: ProviderId;
  /** The evidence prefix's content hash. */
  evidenceKey: string;
  /** The tools offered, in the order sent: tools lead every vendor's prompt. */
  tools: readonly string[];
  /** The structured output sent (a schema, or a family's envelope), by identity. */
  output: object;
}

/** Providers whose cached prefix starts with the structured-output schema, after the tools. */
export function schemaLeadsPrefix(provider: ProviderId): boolean {
  return provider === 'anthropic' || provider === 'openai';
}

export interface PrefixAdmission {
  /** False when the call's signal aborted while it waited: it must not be sent. */
  admitted: boolean;
  /** Set for the first call on a prefix: call it at that call's first answer (idempotent). */
  answered?: () => void;
}

export interface PrefixWarmup {
  admit(head: PromptHead, signal: AbortSignal): Promise<PrefixAdmission>;
}

/** True once `promise` settles; false when `signal` aborts first. */
function untilOrAborted(promise: Promise<void>, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = (): void => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    });
  });
}

export function createPrefixWarmup(): PrefixWarmup {
  const firstAnswers = new Map<string, Promise<void>>();
  const outputIds = new WeakMap<object, number>();
  let nextOutputId = 0;
  const outputId = (output: object): number => {
    let id = outputIds.get(output);
    if (id === undefined) outputIds.set(output, (id = nextOutputId++));
    return id;
  };
  // Two calls share a cached prefix exactly when their keys are equal. Tool names are `[a-z_]+`
  // (tools.ts), so joining them with commas is unambiguous.
  const keyOf = (head: PromptHead): string =>
    [
      head.model,
      head.evidenceKey,
      head.tools.join(','),
      schemaLeadsPrefix(head.provider) ? String(outputId(head.output)) : '',
    ].join('\u0000');
  return {
    async admit(head, signal) {
      const key = keyOf(head);
      const first = firstAnswers.get(key);
      if (first === undefined) {
        let answered!: () => void;
        firstAnswers.set(key, new Promise<void>((resolve) => (answered = resolve)));
        return { admitted: true, answered };
      }
      return { admitted: await untilOrAborted(first, signal) };
    },
  };
}
