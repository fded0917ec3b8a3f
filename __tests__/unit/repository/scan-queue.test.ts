// Whole-snapshot scans take turns, with the event loop between them, so the deadline's timer can
// fire between two scans: a burst of searches woken at once by the snapshot's arrival cannot hold
// the run past its time budget (found by attacking per-chunk tool budgets: 32 searches of one
// lane's eight chunks ran 11 s back to back, the deadline 200 ms in).
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOOL_CAPS } from '../../../src/repository/budget.js';
import { DEFAULT_SNAPSHOT_CAPS, SnapshotBuilder } from '../../../src/repository/snapshot.js';
import { createScanQueue, type SnapshotResult } from '../../../src/repository/tools.js';
import { repositoryReading } from '../../../src/review/repository-tools.js';

/** Spins for `ms`: a scan that holds the thread, as a real one does. */
function hold(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the scan queue', () => {
  it('a timer that falls due during one scan runs before the next scan starts', async () => {
    const queue = createScanQueue();
    const order: string[] = [];
    const scans = [1, 2, 3].map((n) =>
      queue.run(undefined, () => {
        if (n === 1) setTimeout(() => order.push('timer'), 0);
        hold(5);
        order.push(`scan ${n}`);
        return n;
      }),
    );
    expect(await Promise.all(scans)).toEqual([1, 2, 3]);
    expect(order).toEqual(['scan 1', 'timer', 'scan 2', 'scan 3']);
  });

  it('a scan whose turn comes after its signal aborted does not run', async () => {
    const queue = createScanQueue();
    const aborted = new AbortController();
    aborted.abort(new Error('deadline'));
    let ran = false;
    expect(
      await queue.run(aborted.signal, () => {
        ran = true;
        return 1;
      }),
    ).toBeNull();
    expect(ran).toBe(false);
  });

  it('a scan that throws does not stop the ones after it', async () => {
    const queue = createScanQueue();
    const failed = queue.run(undefined, () => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    expect(await queue.run(undefined, () => 'next')).toBe('next');
  });
});

describe("a burst of searches from a chunked lane's calls", () => {
  it('the deadline falling due stops it between searches: at most one runs after it', async () => {
    const builder = new SnapshotBuilder('c'.repeat(40), 'git', DEFAULT_SNAPSHOT_CAPS);
    const file = new TextEncoder().encode(`${'abcdefghij'.repeat(10)}\n`.repeat(640));
    for (let i = 0; i < 32; i++) builder.addFile(`src/f${String(i).padStart(2, '0')}.txt`, file);
    let release!: (result: SnapshotResult) => void;
    const head = new Promise<SnapshotResult>((resolve) => (release = resolve));
    const reading = repositoryReading({
      access: { head, base: () => head, source: 'test' },
      maxSteps: 4,
      caps: DEFAULT_TOOL_CAPS,
    });
    const deadline = new AbortController();
    const searches: Promise<{ ok: boolean; refusal?: string }>[] = [];
    for (let chunk = 1; chunk <= 8; chunk++) {
      const search = reading
        .forLane('security', `chunk:${chunk}/8`)
        .tools.find((tool) => tool.name === 'search')!;
      for (let k = 0; k < 4; k++) {
        searches.push(
          search.execute({ pattern: 'abc' }, deadline.signal) as Promise<{
            ok: boolean;
            refusal?: string;
          }>,
        );
      }
    }
    // The deadline is due by the time the snapshot arrives and wakes all 32 searches.
    setTimeout(() => deadline.abort(new Error('deadline')), 0);
    hold(5);
    release({ ok: true, snapshot: builder.build() });
    const outcomes = await Promise.all(searches);
    expect(outcomes.filter((o) => o.ok).length).toBeLessThanOrEqual(1);
    const late = outcomes.filter((o) => !o.ok);
    expect(late.length).toBeGreaterThanOrEqual(31);
    for (const o of late) expect(o.refusal).toMatch(/ran out of time/);
  });
});
