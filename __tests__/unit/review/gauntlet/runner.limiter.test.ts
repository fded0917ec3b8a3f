import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../../../src/review/gauntlet/limiter.js';
import { propertyRuns } from '../../../knobs.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('createLimiter', () => {
  it('never runs more than n tasks at once, and runs them all (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }),
        async (n, delays) => {
          const limiter = createLimiter(n);
          let active = 0;
          let peak = 0;
          const results = await Promise.all(
            delays.map((d, i) =>
              limiter.run(async () => {
                active += 1;
                peak = Math.max(peak, active);
                await tick(d);
                active -= 1;
                return i;
              }),
            ),
          );
          expect(results).toEqual(delays.map((_, i) => i));
          expect(peak).toBeLessThanOrEqual(n);
          expect(peak).toBe(Math.min(n, delays.length));
          expect(limiter.active).toBe(0);
          expect(limiter.pending).toBe(0);
        },
      ),
      { numRuns: propertyRuns(0.25) },
    );
  });

  it('starts waiting tasks in FIFO order and releases a slot when a task fails or throws', async () => {
    const limiter = createLimiter(1);
    const order: string[] = [];
    const failing = limiter.run(async () => {
      order.push('a');
      throw new Error('a failed');
    });
    const throwing = limiter.run(() => {
      order.push('b');
      throw new Error('b threw synchronously');
    });
    const last = limiter.run(async () => {
      order.push('c');
      return 'c';
    });
    expect(limiter.pending).toBe(2);
    await expect(failing).rejects.toThrow('a failed');
    await expect(throwing).rejects.toThrow('b threw synchronously');
    await expect(last).resolves.toBe('c');
    expect(order).toEqual(['a', 'b', 'c']);
    expect(limiter.active).toBe(0);
  });

  it('treats a nonsense size as 1', () => {
    expect(createLimiter(0).limit).toBe(1);
    expect(createLimiter(Number.NaN).limit).toBe(1);
    expect(createLimiter(3.7).limit).toBe(3);
  });
});
