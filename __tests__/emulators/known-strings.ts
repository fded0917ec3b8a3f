// A request body read without decoding and parsing its long strings again. A chunked review sends
// each chunk's ~3 MB evidence with every call on that chunk; decoding and parsing it cost the
// emulator ~55 ms per request on the bench's one thread, which delayed every later request's
// arrival (the bench measured the emulator). A long string value seen before is found in the raw
// bytes, its range swapped for a short placeholder, the rest parsed, and the string already held
// put back in the placeholder's place. The result is what `JSON.parse` of the whole body returns:
// a placeholder counts only when it parses as a whole string value, once per swap, else the body
// is read the plain way (`__tests__/unit/emulators/known-strings.test.ts`).

/** Strings at least this long are remembered and looked for. */
export const KNOWN_FROM_CHARS = 16_384;
/** Distinct long strings remembered; the least recently seen goes first. */
const MAX_KNOWN = 64;
/** Bytes from a known string's middle, searched for to find where it sits in a body. */
const PROBE_BYTES = 64;

export interface ReadBody {
  /** `JSON.parse` of the body, or undefined when it is empty or not JSON. */
  body: unknown;
  /** The body as UTF-8 text, decoded when first asked for. */
  text(): string;
  /** `text().length`, without decoding the long strings. */
  chars: number;
}

interface Known {
  value: string;
  /** The value as a JSON string's content (no quotes), UTF-8, as `JSON.stringify` writes it. */
  escaped: Buffer;
  /** `escaped` as UTF-16 code units. */
  escapedChars: number;
  probeAt: number;
  probe: Buffer;
}

export interface BodyReader {
  read(raw: Buffer): ReadBody;
  /** Long strings put back from memory so far, not parsed again. */
  readonly reused: number;
}

export function createBodyReader(): BodyReader {
  /** Most recently seen last. */
  const known = new Map<string, Known>();

  const learn = (value: string): void => {
    const seen = known.get(value);
    if (seen !== undefined) {
      known.delete(value);
      known.set(value, seen);
      return;
    }
    const json = JSON.stringify(value);
    const escaped = Buffer.from(json.slice(1, -1), 'utf8');
    const probeAt = Math.max(0, Math.floor(escaped.length / 2) - PROBE_BYTES);
    known.set(value, {
      value,
      escaped,
      escapedChars: json.length - 2,
      probeAt,
      probe: escaped.subarray(probeAt, probeAt + PROBE_BYTES),
    });
    if (known.size > MAX_KNOWN) known.delete(known.keys().next().value as string);
  };

  const learnFrom = (value: unknown): void => {
    forEachString(value, (s) => {
      if (s.length >= KNOWN_FROM_CHARS) learn(s);
    });
  };

  const plain = (raw: Buffer): ReadBody => {
    const text = raw.toString('utf8');
    let body: unknown;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      body = undefined;
    }
    learnFrom(body);
    return { body, text: () => text, chars: text.length };
  };

  let reused = 0;
  return {
    get reused() {
      return reused;
    },
    read(raw) {
      const swaps = findKnown(raw, [...known.values()].reverse());
      if (swaps.length === 0) return plain(raw);
      const nonce = `\u0000known-${Math.random().toString(36).slice(2)}:`;
      const pieces: Buffer[] = [];
      let from = 0;
      let chars = 0;
      swaps.forEach((swap, i) => {
        const literal = Buffer.from(JSON.stringify(`${nonce}${i}`), 'utf8');
        pieces.push(raw.subarray(from, swap.at - 1), literal);
        chars += swap.known.escapedChars + 2 - literal.length;
        from = swap.at + swap.known.escaped.length + 1;
      });
      pieces.push(raw.subarray(from));
      const rest = Buffer.concat(pieces).toString('utf8');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rest) as unknown;
      } catch {
        return plain(raw);
      }
      const put = new Set<number>();
      let stray = false;
      const body = replaceStrings(parsed, (value) => {
        if (!value.startsWith(nonce)) return value;
        const i = Number(value.slice(nonce.length));
        const swap = swaps[i];
        if (swap === undefined || `${nonce}${i}` !== value || put.has(i)) {
          stray = true;
          return value;
        }
        put.add(i);
        return swap.known.value;
      });
      if (stray || put.size !== swaps.length) return plain(raw);
      reused += swaps.length;
      learnFrom(body);
      let text: string | undefined;
      return { body, text: () => (text ??= raw.toString('utf8')), chars: rest.length + chars };
    },
  };
}

interface Swap {
  /** Byte offset of the string's first content byte; its opening quote is just before. */
  at: number;
  known: Known;
}

/** Where known strings sit in `raw`, quoted, not overlapping, in order. */
function findKnown(raw: Buffer, candidates: Known[]): Swap[] {
  const swaps: Swap[] = [];
  let unclaimed = raw.length;
  for (const k of candidates) {
    // A body holds few long strings: once too little is left for another, stop looking.
    if (unclaimed < k.escaped.length + 2 || unclaimed < KNOWN_FROM_CHARS) continue;
    for (let hit = raw.indexOf(k.probe); hit !== -1; hit = raw.indexOf(k.probe, hit + 1)) {
      const at = hit - k.probeAt;
      const end = at + k.escaped.length;
      if (at < 1 || end >= raw.length) continue;
      if (raw[at - 1] !== 0x22 || raw[end] !== 0x22) continue;
      if (raw.compare(k.escaped, 0, k.escaped.length, at, end) !== 0) continue;
      if (swaps.some((s) => at - 1 < s.at + s.known.escaped.length + 1 && s.at - 1 < end + 1)) {
        continue;
      }
      swaps.push({ at, known: k });
      unclaimed -= k.escaped.length + 2;
    }
  }
  return swaps.sort((a, b) => a.at - b.at);
}

function forEachString(value: unknown, visit: (s: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) for (const item of value) forEachString(item, visit);
  else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) forEachString(item, visit);
  }
}

/** `value` with each string value (not key) mapped, in place. */
function replaceStrings(value: unknown, map: (s: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = replaceStrings(value[i], map);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const mapped = replaceStrings(item, map);
      // defineProperty, not assignment: a parsed `__proto__` key is an own property.
      if (mapped !== item)
        Object.defineProperty(value, key, {
          value: mapped,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  return value;
}
