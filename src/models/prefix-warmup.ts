// The prompt-cache warm-up of one caller: the first call on a prefix goes at once, and the calls
// that share the prefix wait for its first answer, so they read the cache entry it wrote instead
// of each writing their own. When a prefix is warmed, and the measured trade: call.ts
// (`WARM_FROM_CHARS`) and docs/performance.md.

export interface PrefixAdmission {
  /** False when the call's signal aborted while it waited: it must not be sent. */
  admitted: boolean;
  /** Set for the first call on a prefix: call it at that call's first answer (idempotent). */
  answered?: () => void;
}

export interface PrefixWarmup {
  admit(key: string, signal: AbortSignal): Promise<PrefixAdmission>;
}

/**
 * What makes two calls' cached prefixes one: a vendor caches tools and schema ahead of text.
 * Tool names are `[a-z_]+` (tools.ts), so joining them with commas is unambiguous.
 */
export function prefixKey(parts: {
  model: string;
  evidenceKey: string;
  tools: readonly string[];
  output: string | undefined;
}): string {
  return [parts.model, parts.evidenceKey, parts.tools.join(','), parts.output ?? ''].join('\u0000');
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
  return {
    async admit(key, signal) {
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
