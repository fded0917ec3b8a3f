// A long prompt text is serialised once and spliced into each request body that carries it: the
// body that leaves must be byte for byte the one the provider would have written.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPrebuiltParts,
  PREBUILT_FROM_CHARS,
  UnknownPartError,
} from '../../../src/models/prebuilt-parts.js';
import { propertyRuns } from '../../knobs.js';
import { GOOD, request, rig, TARGETS, type Rig } from './harness.js';

type Params = Parameters<ReturnType<typeof createPrebuiltParts>['swap']>[0];

/** Call options holding `texts` as the text parts of one user message, after a system message. */
function paramsWith(texts: string[]): Params {
  return {
    prompt: [
      { role: 'system', content: 'system' },
      { role: 'user', content: texts.map((text) => ({ type: 'text' as const, text })) },
    ],
  } as Params;
}

/** What a base fetch was handed, as bytes. */
function capture(): { fetch: typeof globalThis.fetch; bodies: Buffer[] } {
  const bodies: Buffer[] = [];
  const fetch = (async (_input: unknown, init?: RequestInit) => {
    const body = init?.body;
    bodies.push(
      typeof body === 'string'
        ? Buffer.from(body, 'utf8')
        : Buffer.from(await (body as Blob).arrayBuffer()),
    );
    return new Response('{}');
  }) as typeof globalThis.fetch;
  return { fetch, bodies };
}

/** Text that JSON must escape, in every way it escapes, ending past the threshold. */
const HOSTILE =
  'quote " backslash \\ newline \n tab \t nul \u0000 bell \u0007 line-sep \u2028 ' +
  'emoji 😀 lone high \ud800 lone low \udc00 pair \ud83d\ude00 é ü 中文 ';
const LONG_HOSTILE = HOSTILE.repeat(Math.ceil((PREBUILT_FROM_CHARS + 100) / HOSTILE.length));

describe('prebuilt prompt parts', () => {
  it('a long text leaves as the provider would have written it; a short one is left to the provider', async () => {
    const parts = createPrebuiltParts();
    const { fetch, bodies } = capture();
    const texts = [LONG_HOSTILE, 'short "task"', `${LONG_HOSTILE}second`];
    const swapped = parts.swap(paramsWith(texts));
    const sent = JSON.stringify({ model: 'm', prompt: swapped.prompt });
    // The provider's body holds markers, not the long texts, and the short text as it was.
    expect(sent.length).toBeLessThan(1_000);
    expect(sent).toContain('short \\"task\\"');
    await parts.fetchWith(fetch)('http://127.0.0.1/v1', { method: 'POST', body: sent });
    const direct = JSON.stringify({ model: 'm', prompt: paramsWith(texts).prompt });
    expect(bodies[0]!.equals(Buffer.from(direct, 'utf8'))).toBe(true);
  });

  it('property: for any texts, the spliced body equals the direct serialisation, byte for byte', async () => {
    const text = fc
      .tuple(fc.string({ unit: 'binary', maxLength: 40 }), fc.boolean())
      .map(([seed, long]) =>
        long ? seed.padEnd(PREBUILT_FROM_CHARS, seed === '' ? '"' : seed) : seed,
      );
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 5 }), async (texts) => {
        const parts = createPrebuiltParts();
        const { fetch, bodies } = capture();
        const sent = JSON.stringify(parts.swap(paramsWith(texts)).prompt);
        await parts.fetchWith(fetch)('http://127.0.0.1/', { method: 'POST', body: sent });
        const direct = Buffer.from(JSON.stringify(paramsWith(texts).prompt), 'utf8');
        expect(bodies[0]!.equals(direct)).toBe(true);
      }),
      { numRuns: propertyRuns(0.6) },
    );
  });

  it('a body naming a text the run does not hold is not sent', async () => {
    const parts = createPrebuiltParts();
    const { fetch, bodies } = capture();
    const swapped = parts.swap(paramsWith([LONG_HOSTILE]));
    const marker = JSON.stringify(swapped.prompt).match(/@done-gate-part:[0-9a-f]+:\d+@/)![0];
    const forged = marker.replace(/:\d+@$/, ':99@');
    const unclosed = marker.slice(0, -1);
    for (const body of [`{"text":"${forged}"}`, `{"text":"${unclosed}`]) {
      await expect(parts.fetchWith(fetch)('http://127.0.0.1/', { body })).rejects.toThrow(
        UnknownPartError,
      );
    }
    expect(bodies).toEqual([]);
  });

  it('another run cannot name this run’s texts: each run has its own markers', () => {
    const first = JSON.stringify(createPrebuiltParts().swap(paramsWith([LONG_HOSTILE])).prompt);
    const second = JSON.stringify(createPrebuiltParts().swap(paramsWith([LONG_HOSTILE])).prompt);
    expect(first).not.toBe(second);
  });

  it('many long texts in flight at once are all spliced: none is let go before its request leaves', async () => {
    const parts = createPrebuiltParts();
    const { fetch, bodies } = capture();
    const texts = Array.from({ length: 300 }, (_, i) => `${LONG_HOSTILE}${i}`);
    const sent = texts.map((text) => JSON.stringify(parts.swap(paramsWith([text])).prompt));
    for (const body of sent) await parts.fetchWith(fetch)('http://127.0.0.1/', { body });
    expect(bodies.map((b) => b.toString('utf8'))).toEqual(
      texts.map((text) => JSON.stringify(paramsWith([text]).prompt)),
    );
  });

  it('past the bytes it may hold the oldest text is let go, and a later request carrying it is rebuilt', async () => {
    const oneText = Buffer.byteLength(JSON.stringify(LONG_HOSTILE)) + 4;
    const parts = createPrebuiltParts(3 * oneText);
    const { fetch, bodies } = capture();
    const oldest = `${LONG_HOSTILE}0`;
    const stale = JSON.stringify(parts.swap(paramsWith([oldest])).prompt);
    for (let i = 1; i <= 3; i++) parts.swap(paramsWith([`${LONG_HOSTILE}${i}`]));
    await expect(parts.fetchWith(fetch)('http://127.0.0.1/', { body: stale })).rejects.toThrow(
      UnknownPartError,
    );
    const fresh = JSON.stringify(parts.swap(paramsWith([oldest])).prompt);
    await parts.fetchWith(fetch)('http://127.0.0.1/', { body: fresh });
    expect(bodies[0]!.toString('utf8')).toBe(JSON.stringify(paramsWith([oldest]).prompt));
  });
});

describe.each(TARGETS)('a long evidence text on the wire — $name', (target) => {
  let r: Rig;
  afterEach(() => r?.close());

  it('reaches the vendor whole, in canonical JSON, with no marker left, on every attempt', async () => {
    // The first attempt is refused with a retryable 503, so the text is spliced twice.
    // What reaches the network: the bytes built once, not a body the provider serialised whole.
    const handed: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      handed.push(init?.body instanceof Blob ? 'prebuilt' : typeof init?.body);
      return globalThis.fetch(input, init);
    };
    r = await rig(
      target,
      ({ attempt }) => (attempt === 1 ? { fault: 'overloaded' } : { json: GOOD }),
      { fetch },
    );
    const result = await r.caller(request(target, { evidence: LONG_HOSTILE }));
    expect(result.ok).toBe(true);
    expect(r.emulator.requests).toHaveLength(2);
    expect(handed).toEqual(['prebuilt', 'prebuilt']);
    for (const recorded of r.emulator.requests) {
      expect(recorded.rawBody).not.toContain('@done-gate-part:');
      // Byte-identical to JSON.stringify's output: what the provider would have written itself.
      expect(recorded.rawBody).toBe(JSON.stringify(JSON.parse(recorded.rawBody)));
      expect(recorded.rawBody).toContain(JSON.stringify(LONG_HOSTILE).slice(1, -1));
    }
  });
});
