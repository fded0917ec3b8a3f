import { describe, expect, it } from 'vitest';
import { FreshContextViolation } from '../../../../src/review/fresh-context/errors.js';
import { createReviewGate } from '../../../../src/review/fresh-context/review-gate.js';
import { freshSessionId, newSessionId } from '../../../../src/review/fresh-context/session.js';

const bytes = (fill: number) => (): Uint8Array => new Uint8Array(16).fill(fill);

/** A random source that replays the given byte fills, in order. */
function sequence(...fills: number[]): {
  source: (size: number) => Uint8Array;
  draws: () => number;
} {
  let draws = 0;
  return {
    source: (size) => {
      const fill = fills[Math.min(draws, fills.length - 1)] ?? 0;
      draws += 1;
      return new Uint8Array(size).fill(fill);
    },
    draws: () => draws,
  };
}

describe('session ids', () => {
  it('is review- followed by 16 bytes in base64url (22 characters)', () => {
    const id = newSessionId();
    expect(id).toMatch(/^review-[A-Za-z0-9_-]{22}$/);
    expect(newSessionId(bytes(0xff))).toBe(
      `review-${Buffer.alloc(16, 0xff).toString('base64url')}`,
    );
  });

  it('differs between calls', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newSessionId()));
    expect(ids.size).toBe(200);
  });

  it('draws again when the first id collides with the implementer id', () => {
    const implementerId = newSessionId(bytes(7));
    const random = sequence(7, 9);
    const id = freshSessionId(implementerId, random.source);
    expect(id).not.toBe(implementerId);
    expect(id).toBe(newSessionId(bytes(9)));
    expect(random.draws()).toBe(2);
  });

  it('refuses when the source keeps producing the implementer id', () => {
    const implementerId = newSessionId(bytes(7));
    expect(() => freshSessionId(implementerId, sequence(7).source)).toThrow(FreshContextViolation);
  });

  it('draws once when the implementer id is unknown', () => {
    const random = sequence(3);
    expect(freshSessionId(null, random.source)).toBe(newSessionId(bytes(3)));
    expect(random.draws()).toBe(1);
  });

  it('the gate retries a colliding id and hands the second one to call and verdict', async () => {
    const implementerId = newSessionId(bytes(1));
    let called = '';
    const gate = createReviewGate({
      reviewerCall: async ({ sessionId }) => {
        called = sessionId;
        return '{"state":"pass"}';
      },
      randomBytes: sequence(1, 2).source,
    });
    const verdict = await gate.run(
      { model: 'anthropic/impl', sessionId: implementerId },
      { spec: 's', diff: 'd', testOutput: 't' },
      ['openai/review'],
    );
    expect(called).toBe(newSessionId(bytes(2)));
    expect(verdict.reviewerSessionId).toBe(called);
  });
});
