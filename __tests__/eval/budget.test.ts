import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admits, overshootBound, schedule } from '../../eval/budget.js';
import { propertyRuns } from '../knobs.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Task {
  estimate: number;
  /** What it actually spends, as a fraction of the largest estimate (its own hard cap). */
  actualShare: number;
  delayMs: number;
}

const tasks = fc.array(
  fc.record({
    estimate: fc.double({ min: 0.001, max: 1, noNaN: true }),
    actualShare: fc.double({ min: 0, max: 1, noNaN: true }),
    delayMs: fc.integer({ min: 0, max: 3 }),
  }),
  { minLength: 1, maxLength: 12 },
);

async function run(list: Task[], concurrency: number, capUsd: number, exact: boolean) {
  const largest = Math.max(...list.map((t) => t.estimate));
  let spent = 0;
  let started = 0;
  const results = await schedule(list, {
    concurrency,
    capUsd,
    estimateUsd: (t) => t.estimate,
    refuse: () => 'refused' as const,
    run: async (t) => {
      started++;
      await tick(t.delayMs);
      // Each case's caller is capped at the largest estimate, so no case spends more.
      const costUsd = exact ? t.estimate : t.actualShare * largest;
      spent += costUsd;
      return { result: 'ran' as const, costUsd };
    },
  });
  return { results, spent, started, largest };
}

describe('the cost cap', () => {
  it('never overshoots by more than concurrency × the largest estimate', async () => {
    await fc.assert(
      fc.asyncProperty(
        tasks,
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 0.01, max: 4, noNaN: true }),
        async (list, concurrency, capUsd) => {
          const { results, spent, started, largest } = await run(list, concurrency, capUsd, false);
          expect(results).toHaveLength(list.length);
          expect(results.filter((r) => r === 'ran')).toHaveLength(started);
          expect(spent).toBeLessThanOrEqual(capUsd + overshootBound(concurrency, largest) + 1e-9);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('does not overshoot at all when every case costs what it was estimated to', async () => {
    await fc.assert(
      fc.asyncProperty(
        tasks,
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 0.01, max: 4, noNaN: true }),
        async (list, concurrency, capUsd) => {
          const { spent } = await run(list, concurrency, capUsd, true);
          expect(spent).toBeLessThanOrEqual(capUsd + 1e-9);
        },
      ),
      { numRuns: propertyRuns() },
    );
  });

  it('refuses a case whose estimate would pass the cap together with the ones in flight', () => {
    expect(admits(1, 0.2, [0.3, 0.3], 0.2)).toBe(true);
    expect(admits(1, 0.2, [0.3, 0.3], 0.21)).toBe(false);
    expect(admits(null, 100, [100], 100)).toBe(true);
  });

  it('runs without a cap everything it is given', async () => {
    const results = await schedule([1, 2, 3], {
      concurrency: 2,
      capUsd: null,
      estimateUsd: () => 1e9,
      refuse: () => 'refused',
      run: (n) => Promise.resolve({ result: `ran ${n}`, costUsd: 1e9 }),
    });
    expect([...results].sort()).toEqual(['ran 1', 'ran 2', 'ran 3']);
  });
});
