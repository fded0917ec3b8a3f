// The text a model is sent loses every spelling of every secret (the last line: the evidence was
// scanned, and a find made a blocker, upstream). A chunked run sends each chunk's evidence with
// every lane call of that chunk, so each long text's redaction — and its prompt-cache key — is
// kept, one entry per distinct text, for the run. Long texts are redacted one at a time, each after
// the event loop has turned once, so the calls of a chunk already redacted are sent while the next
// chunk's evidence is read: a chunked run's first wave no longer waits for every chunk's redaction.
import { createHash } from 'node:crypto';
import { takeTurns } from '../event-loop.js';
import { redactSecrets } from '../trust/redact.js';

/** Texts shorter than this are redacted afresh: cheap, and not worth an entry. */
const CACHED_FROM_CHARS = 10_000;
/** Distinct long texts kept (a run's chunks and spec); the oldest goes first past it. */
const MAX_ENTRIES = 128;

export interface Outbound {
  /**
   * Resolves once `text`'s redaction is kept (at once for a short or known text). A long text
   * waits for the ones asked before it, then for one turn of the event loop, so the requests
   * already built reach their sockets first.
   */
  prepare(text: string): Promise<void>;
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
  /** The long texts' redactions, in the order they were asked for. */
  const turns = takeTurns();
  const pending = new Map<string, Promise<void>>();
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
    prepare(text) {
      if (typeof text !== 'string' || text.length < CACHED_FROM_CHARS || entries.has(text)) {
        return Promise.resolve();
      }
      const asked = pending.get(text);
      if (asked !== undefined) return asked;
      const turn = turns.run(() => {
        pending.delete(text);
        entryOf(text);
      });
      pending.set(text, turn);
      return turn;
    },
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
