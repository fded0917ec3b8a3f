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

  it('starts tasks asked together in FIFO order and releases a slot when a task fails or throws', async () => {
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
    // Nothing starts in the turn it is asked for: tasks asked together are ranked together.
    expect(limiter.pending).toBe(3);
    expect(order).toEqual([]);
    await expect(failing).rejects.toThrow('a failed');
    await expect(throwing).rejects.toThrow('b threw synchronously');
    await expect(last).resolves.toBe('c');
    expect(order).toEqual(['a', 'b', 'c']);
    expect(limiter.active).toBe(0);
  });

  it('hands a free slot to the lowest rank waiting, the first asked among equals', async () => {
    const limiter = createLimiter(2);
    const order: string[] = [];
    const task =
      (name: string, ms = 1) =>
      async () => {
        order.push(name);
        await tick(ms);
      };
    const first = [
      limiter.run(task('chunk 3'), 3),
      limiter.run(task('chunk 1 gate'), 1),
      limiter.run(task('chunk 2'), 2),
      limiter.run(task('chunk 1 lane'), 1),
      limiter.run(task('unranked')),
    ];
    await new Promise((r) => setImmediate(r));
    // Asked after the first two started: still ahead of the higher ranks already waiting.
    const late = limiter.run(task('chunk 1 late'), 1);
    await Promise.all([...first, late]);
    expect(order).toEqual([
      'unranked',
      'chunk 1 gate',
      'chunk 1 lane',
      'chunk 1 late',
      'chunk 2',
      'chunk 3',
    ]);
  });

  it('ranks together the tasks asked across promise continuations of one turn', async () => {
    // The lanes ask for their calls after awaiting already-settled work: one turn, many microtasks.
    const limiter = createLimiter(1);
    const order: number[] = [];
    const chunk2 = limiter.run(async () => void order.push(2), 2);
    await Promise.resolve();
    await Promise.resolve();
    const chunk1 = limiter.run(async () => void order.push(1), 1);
    await Promise.all([chunk2, chunk1]);
    expect(order).toEqual([1, 2]);
  });

  it('starts tasks in rank order whatever the ranks, each exactly once (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 40 }),
        async (n, ranks) => {
          const limiter = createLimiter(n);
          const started: number[] = [];
          await Promise.all(
            ranks.map((rank, i) =>
              limiter.run(async () => {
                started.push(i);
                await tick(0);
              }, rank),
            ),
          );
          const expected = ranks.map((rank, i) => ({ rank, i }));
          expected.sort((a, b) => a.rank - b.rank || a.i - b.i);
          expect(started).toEqual(expected.map((e) => e.i));
        },
      ),
      { numRuns: propertyRuns(0.25) },
    );
  });

  it('treats a nonsense size as 1', () => {
    expect(createLimiter(0).limit).toBe(1);
    expect(createLimiter(Number.NaN).limit).toBe(1);
    expect(createLimiter(3.7).limit).toBe(3);
  });
});
