// A cancelled run stops its model calls (#27): the review hands the run's cancel signal to the
// model caller, so a reply still on its way is neither waited for nor handled while the cancel
// path's `failure` write needs the CPU.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviewInput } from '../../../src/action/review.js';
import type { RunContext } from '../../../src/action/context.js';
import type { CollectedChange } from '../../../src/action/collect.js';
import type { PullRequestRef } from '../../../src/evidence/types.js';
import type { ActionsCore } from '../../../src/publish/port.js';
import { startModelEmulator, type ModelEmulator } from '../../emulators/model-emulator.js';
import { providersFor, request, TARGETS, type Target } from '../models/harness.js';

const anthropic = TARGETS.find((t) => t.model === 'anthropic/claude-sonnet-5-5') as Target;
const core = {
  info: () => undefined,
  warning: () => undefined,
  setSecret: () => undefined,
} as unknown as ActionsCore;
const pr = { owner: 'acme', repo: 'widgets', number: 5, headSha: 'a'.repeat(40) } as PullRequestRef;
const gathered = {
  collected: { evidence: {} },
  checks: { verification: null, probe: null },
  collectBlockers: [],
} as unknown as CollectedChange;

let emulator: ModelEmulator;
beforeEach(async () => {
  emulator = await startModelEmulator(anthropic.vendor, { script: () => ({ fault: 'hang' }) });
});
afterEach(async () => {
  await emulator.close();
});

async function callerOf(signal: AbortSignal) {
  const run = {
    config: {
      comment: false,
      statusContext: 'done-gate',
      models: [anthropic.model],
      providers: providersFor(emulator.baseUrl),
      modelCatalog: [],
      maxTokens: 1_000,
      maxCostUsd: null,
    },
    secrets: [],
    env: {},
    signal,
    crashComment: null,
  } as unknown as RunContext;
  const { input } = await reviewInput(
    run,
    { pr, runId: null, group: null },
    gathered,
    Promise.resolve('done-gate[bot]'),
    import('../../../src/models/call.js'),
    Date.now() + 60_000,
    core,
  );
  if (input.caller === null) throw new Error('the review built no model caller');
  return input.caller;
}

describe('a cancelled run', () => {
  it('ends a call waiting on a reply at once, as cancelled', async () => {
    const cancellation = new AbortController();
    const caller = await callerOf(cancellation.signal);
    const pending = caller(request(anthropic));
    setTimeout(() => cancellation.abort(), 50);
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fault.message).toContain('cancelled');
  });

  it('sends no call once cancelled', async () => {
    const cancellation = new AbortController();
    cancellation.abort();
    const result = await (await callerOf(cancellation.signal))(request(anthropic));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fault.message).toContain('cancelled');
    expect(emulator.requests).toHaveLength(0);
  });
});
