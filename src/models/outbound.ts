// The text a model is sent loses every spelling of every secret (the last line: the evidence was
// scanned, and a find made a blocker, upstream). A chunked run sends each chunk's evidence with
// every lane call of that chunk, so each long text's redaction — and its prompt-cache key — is
// kept, one entry per distinct text, for the run.
import { createHash } from 'node:crypto';
import { redactSecrets } from '../trust/redact.js';

/** Texts shorter than this are redacted afresh: cheap, and not worth an entry. */
const CACHED_FROM_CHARS = 10_000;
/** Distinct long texts kept (a run's chunks and spec); the oldest goes first past it. */
const MAX_ENTRIES = 128;

export interface Outbound {
  /** The text with every secret redacted. */
  redact(text: string): string;
  /** A stable cache key for an evidence prefix: a hash of its (redacted) content. */
  cacheKey(evidence: string): string;
}

interface Entry {
  redacted: string;
  key?: string;
}

export function createOutbound(secrets: readonly string[]): Outbound {
  const entries = new Map<string, Entry>();
  const entryOf = (text: string): Entry => {
    const known = entries.get(text);
    if (known !== undefined) return known;
    const entry: Entry = { redacted: redactSecrets(text, secrets).text };
    if (text.length >= CACHED_FROM_CHARS) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(text, entry);
    }
    return entry;
  };
  return {
    redact(text) {
      if (typeof text !== 'string') return '';
      return entryOf(text).redacted;
    },
    cacheKey(evidence) {
      const entry = entryOf(typeof evidence === 'string' ? evidence : '');
      entry.key ??= `done-gate-${createHash('sha256').update(entry.redacted).digest('hex').slice(0, 32)}`;
      return entry.key;
    },
  };
}
