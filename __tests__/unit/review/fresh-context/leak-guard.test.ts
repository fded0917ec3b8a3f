import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FreshContextViolation } from '../../../../src/review/fresh-context/errors.js';
import {
  LEAK_MESSAGE,
  assertNoTranscriptLeak,
  findTranscriptLeak,
} from '../../../../src/review/fresh-context/leak-guard.js';
import { createReviewGate } from '../../../../src/review/fresh-context/review-gate.js';
import type { ReviewGate } from '../../../../src/review/fresh-context/review-gate.js';
import { propertyRuns } from '../../../knobs.js';

/** Deterministic pseudo-random prose (mulberry32 over a small vocabulary of letters). */
function prose(length: number, seed: number): string {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const letters = 'abcdefghijklmnopqrstuvwxyz      .,\n';
  let out = '';
  while (out.length < length) {
    let chunk = '';
    for (let i = 0; i < 1024; i += 1) chunk += letters[Math.floor(next() * letters.length)];
    out += chunk;
  }
  return out.slice(0, length);
}

/** The reference's sampling guard (three 80-character probes), to show what it missed. */
function referenceGuardFires(transcript: string, prompt: string): boolean {
  if (transcript.length < 80) return false;
  return [0, Math.floor(transcript.length / 3), Math.floor((2 * transcript.length) / 3)].some(
    (start) => prompt.includes(transcript.slice(start, start + 80)),
  );
}

function naiveHasOverlap(transcript: string, prompt: string, width: number): boolean {
  for (let i = 0; i + width <= transcript.length; i += 1) {
    if (prompt.includes(transcript.slice(i, i + width))) return true;
  }
  return false;
}

describe('findTranscriptLeak', () => {
  const transcript = prose(3000, 1);
  const unrelated = prose(5000, 2);

  it('finds a slice leaked from the middle, which the reference sampling misses', () => {
    const slice = transcript.slice(1537, 1537 + 80);
    const prompt = `## Spec\n\n${unrelated.slice(0, 400)}${slice}${unrelated.slice(400)}`;
    expect(referenceGuardFires(transcript, prompt)).toBe(false);
    const leak = findTranscriptLeak(transcript, prompt);
    expect(leak).not.toBeNull();
    expect(transcript.slice(leak!.transcriptOffset, leak!.transcriptOffset + leak!.length)).toBe(
      prompt.slice(leak!.promptOffset, leak!.promptOffset + leak!.length),
    );
    expect(leak!.transcriptOffset).toBeLessThanOrEqual(1537);
    expect(leak!.transcriptOffset + leak!.length).toBeGreaterThanOrEqual(1537 + 80);
    expect(leak!.length).toBeGreaterThanOrEqual(80);
  });

  it('fires at exactly 80 shared characters and not at 79', () => {
    const at80 = `${unrelated.slice(0, 100)}${transcript.slice(900, 980)}${unrelated.slice(100, 200)}`;
    const at79 = `${unrelated.slice(0, 100)}${transcript.slice(900, 979)}${unrelated.slice(100, 200)}`;
    expect(findTranscriptLeak(transcript, at80)).not.toBeNull();
    expect(findTranscriptLeak(transcript, at79)).toBeNull();
  });

  it('never checks a transcript shorter than 80 characters', () => {
    const short = transcript.slice(0, 79);
    expect(findTranscriptLeak(short, `prefix ${short} suffix`)).toBeNull();
    expect(findTranscriptLeak('', unrelated)).toBeNull();
  });

  it('is case-sensitive, like a substring test', () => {
    const slice = transcript.slice(100, 300);
    expect(findTranscriptLeak(transcript, slice.toUpperCase())).toBeNull();
  });

  it('works when the transcript is longer than the prompt', () => {
    const prompt = `head ${transcript.slice(2500, 2600)} tail`;
    const leak = findTranscriptLeak(transcript, prompt);
    expect(leak).toEqual({ transcriptOffset: 2500, promptOffset: 5, length: 100 });
  });

  it('agrees with a naive search on small alphabets (many hash-equal windows)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b'), maxLength: 60 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (t, p, width) => {
          const leak = findTranscriptLeak(t, p, width);
          expect(leak !== null).toBe(naiveHasOverlap(t, p, width));
          if (leak !== null) {
            expect(leak.length).toBeGreaterThanOrEqual(width);
            expect(t.slice(leak.transcriptOffset, leak.transcriptOffset + leak.length)).toBe(
              p.slice(leak.promptOffset, leak.promptOffset + leak.length),
            );
          }
        },
      ),
      { numRuns: propertyRuns() },
    );
  });
});

// How long these take is a `npm run bench` row (bench/linear-time.ts); here, what they find.
describe('findTranscriptLeak on 1 MB against 1 MB', () => {
  const MB = 1 << 20;
  const transcript = prose(MB, 11);
  const prompt = prose(MB, 12);

  it('finds no overlap in unrelated text', () => {
    expect(findTranscriptLeak(transcript, prompt)).toBeNull();
  });

  it('finds an 80-character overlap planted in the middle of both', () => {
    const planted = `${prompt.slice(0, MB / 2)}${transcript.slice(MB / 2 + 123, MB / 2 + 203)}${prompt.slice(MB / 2)}`;
    expect(findTranscriptLeak(transcript, planted)).toEqual({
      transcriptOffset: MB / 2 + 123,
      promptOffset: MB / 2,
      length: 80,
    });
  });

  it('finds nothing in repetitive text built to almost match everywhere', () => {
    // Every 79-character run of the prompt occurs in the transcript; no 80-character one does.
    const periodic = 'ab'.repeat(MB / 2);
    const nearMisses = `${'ab'.repeat(39)}a|`.repeat(Math.floor(MB / 80));
    expect(findTranscriptLeak(periodic, nearMisses)).toBeNull();
  });
});

describe('assertNoTranscriptLeak and the gate', () => {
  const transcript = prose(2000, 5);
  const leaked = transcript.slice(700, 900);

  it('throws the reference message with offsets, never the transcript text', () => {
    let error: unknown;
    try {
      assertNoTranscriptLeak(transcript, `x ${leaked} y`);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FreshContextViolation);
    const message = (error as Error).message;
    expect(message).toContain(LEAK_MESSAGE);
    expect(message).toContain('200 characters from transcript offset 700 at prompt offset 2');
    expect(message).not.toContain(leaked.slice(0, 40));
  });

  function gate(): { gate: ReviewGate; calls: () => number } {
    let calls = 0;
    return {
      gate: createReviewGate({
        reviewerCall: async () => {
          calls += 1;
          return '{"state":"pass"}';
        },
      }),
      calls: () => calls,
    };
  }
  const implementer = { model: 'anthropic/impl', sessionId: 'impl-1', transcript };

  it('rejects a transcript leaked through the diff, naming the diff, before any call', async () => {
    const { gate: g, calls } = gate();
    await expect(
      g.run(
        implementer,
        { spec: 'spec', diff: `+ const x = 1;\n+ // ${leaked}`, testOutput: 'ok' },
        ['openai/r'],
      ),
    ).rejects.toThrow(/in the diff\)$/);
    expect(calls()).toBe(0);
  });

  it('rejects a transcript leaked through the test output, naming it', async () => {
    const { gate: g, calls } = gate();
    await expect(
      g.run(implementer, { spec: 'spec', diff: '+ x', testOutput: `FAIL: ${leaked}` }, [
        'openai/r',
      ]),
    ).rejects.toThrow(/in the test output\)$/);
    expect(calls()).toBe(0);
  });

  it('rejects a transcript slice from its middle that the reference would have let through', async () => {
    const { gate: g } = gate();
    const middle = transcript.slice(1111, 1191);
    const inputs = { spec: `Please: ${middle}`, diff: '+ x', testOutput: 'ok' };
    expect(referenceGuardFires(transcript, `## Spec\n\n${inputs.spec}`)).toBe(false);
    await expect(g.run(implementer, inputs, ['openai/r'])).rejects.toThrow(/in the spec\)$/);
  });

  it('lets a clean prompt through', async () => {
    const { gate: g, calls } = gate();
    const verdict = await g.run(implementer, { spec: 'spec', diff: '+ x', testOutput: 'ok' }, [
      'openai/r',
    ]);
    expect(verdict.state).toBe('pass');
    expect(calls()).toBe(1);
  });
});
