// Each long prompt text is serialised once per run, not once per request. A chunk's evidence goes
// out with every call on that chunk (about ten, more on retries), and the AI SDK serialises each
// request body whole: ~30 ms of CPU per ~3 MB body, on the thread that also sends the others. So a
// long text part is handed to the provider as a short marker, and the fetch the providers use puts
// the text's JSON, encoded once, back in the marker's place. The text reaches the wire byte for
// byte as the provider would have written it: JSON string escaping is the same for a text alone as
// inside a longer string, and the marker (ASCII, no escapes) is written verbatim.
import { randomBytes } from 'node:crypto';
import type { LanguageModelMiddleware } from 'ai';

/** Text parts shorter than this are serialised by the provider as usual: cheap. */
export const PREBUILT_FROM_CHARS = 16_384;
/**
 * Bytes of prebuilt texts held; past it the oldest goes first. A count would let go of a text
 * whose request is still being built when many calls are in flight (`max-concurrency` has no upper
 * bound); a run's distinct long texts — its chunks and its spec — stay far below this, the diff
 * being refused past 100 MB.
 */
const MAX_HELD_BYTES = 512 * 1024 * 1024;

type CallOptions = Parameters<NonNullable<LanguageModelMiddleware['transformParams']>>[0]['params'];

export interface PrebuiltParts {
  /** The call's prompt with each long text part replaced by its marker. */
  swap(params: CallOptions): CallOptions;
  /** A fetch that puts each marker's text back before the request leaves. */
  fetchWith(base: typeof globalThis.fetch | undefined): typeof globalThis.fetch;
}

interface Part {
  marker: string;
  /**
   * The text as a JSON string's content (no quotes), UTF-8. A Blob, so a body made of it is
   * assembled without copying it, and fetch streams it out with its length known.
   */
  bytes: Blob;
}

/** Thrown by the fetch when a body names a text this run does not hold: the request is not sent. */
export class UnknownPartError extends Error {}

export function createPrebuiltParts(maxHeldBytes = MAX_HELD_BYTES): PrebuiltParts {
  // A marker is unguessable: text from the PR that reaches a body unswapped cannot name one.
  const prefix = `@done-gate-part:${randomBytes(16).toString('hex')}:`;
  const byText = new Map<string, Part>();
  const byMarker = new Map<string, Part>();
  let next = 0;
  let held = 0;

  const partOf = (text: string): Part => {
    const known = byText.get(text);
    if (known !== undefined) return known;
    const part: Part = {
      marker: `${prefix}${next++}@`,
      bytes: new Blob([JSON.stringify(text).slice(1, -1)]),
    };
    held += part.bytes.size;
    for (const [oldText, old] of byText) {
      if (held <= maxHeldBytes) break;
      byText.delete(oldText);
      byMarker.delete(old.marker);
      held -= old.bytes.size;
    }
    byText.set(text, part);
    byMarker.set(part.marker, part);
    return part;
  };

  const spliced = (body: string): Blob => {
    const pieces: (string | Blob)[] = [];
    let from = 0;
    for (let at = body.indexOf(prefix); at !== -1; at = body.indexOf(prefix, from)) {
      const end = body.indexOf('@', at + prefix.length);
      const part = end === -1 ? undefined : byMarker.get(body.slice(at, end + 1));
      if (part === undefined)
        throw new UnknownPartError('a request body names a prompt text this run does not hold');
      pieces.push(body.slice(from, at), part.bytes);
      from = end + 1;
    }
    pieces.push(body.slice(from));
    return new Blob(pieces);
  };

  return {
    swap(params) {
      const prompt = params.prompt.map((message) => {
        if (message.role !== 'user') return message;
        const content = message.content.map((part) =>
          part.type === 'text' && part.text.length >= PREBUILT_FROM_CHARS
            ? { ...part, text: partOf(part.text).marker }
            : part,
        );
        return { ...message, content };
      });
      return { ...params, prompt };
    },
    fetchWith(base) {
      return async (input, init) => {
        const send = base ?? globalThis.fetch;
        const body = init?.body;
        if (typeof body !== 'string' || !body.includes(prefix)) return send(input, init);
        return send(input, { ...init, body: spliced(body) });
      };
    },
  };
}
