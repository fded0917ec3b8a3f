// @actions/core loads lazily; a secret known before it loads is masked the moment it does.
import { describe, expect, it } from 'vitest';
import { createCoreLoader, inputEnvName, readInput } from '../../../src/action/core.js';
import type { ActionsCore } from '../../../src/publish/port.js';

describe('createCoreLoader', () => {
  it('masks secrets registered before the load, then each new one at once, loading once', async () => {
    const masked: string[] = [];
    let loads = 0;
    const core = { setSecret: (s: string) => masked.push(s) } as unknown as ActionsCore;
    const loader = createCoreLoader(() => {
      loads += 1;
      return Promise.resolve(core);
    });
    loader.mask('early-secret');
    expect(loader.loaded()).toBeNull();
    expect(masked).toEqual([]);
    expect(await loader.load()).toBe(core);
    expect(masked).toEqual(['early-secret']);
    loader.mask('late-secret');
    expect(masked).toEqual(['early-secret', 'late-secret']);
    await loader.load();
    expect(loads).toBe(1);
    expect(loader.loaded()).toBe(core);
  });

  it('two runs keep their own state', async () => {
    const masked: string[] = [];
    const core = { setSecret: (s: string) => masked.push(s) } as unknown as ActionsCore;
    const first = createCoreLoader(() => Promise.resolve(core));
    first.mask('first-run');
    const second = createCoreLoader(() => Promise.resolve(core));
    await second.load();
    expect(masked).toEqual([]);
  });
});

describe('readInput', () => {
  it('reads INPUT_<NAME> as @actions/core does: spaces to underscores, upper case, trimmed', () => {
    const env = { INPUT_MODELS: ' openai/x ', INPUT_STATUS_CONTEXT: 'gate' };
    expect(readInput(env, 'models')).toBe('openai/x');
    expect(readInput(env, 'status context')).toBe('gate');
    expect(readInput(env, 'missing')).toBe('');
  });
});

describe('needsLanes (the entry loads the lanes only for a configuration that needs them)', () => {
  it('not for the core inputs alone, whatever their values', async () => {
    const { needsLanes } = await import('../../../src/action/context.js');
    const { coreInputList } = await import('../../../src/config/inputs-table.js');
    const env = Object.fromEntries(coreInputList().map((d) => [inputEnvName(d.name), 'x']));
    env['INPUT_FORCED-LANES'] = '';
    expect(needsLanes(env)).toBe(false);
    expect(needsLanes({ ...env, PATH: '/bin', INPUTS: 'y' })).toBe(false);
  });

  it('for forced-lanes, and for any input the core table does not know (a lane input)', async () => {
    const { needsLanes } = await import('../../../src/action/context.js');
    expect(needsLanes({ 'INPUT_FORCED-LANES': 'security' })).toBe(true);
    expect(needsLanes({ 'INPUT_FORCED-LANES': '   ' })).toBe(false);
    expect(needsLanes({ INPUT_FIXTURE_BANNED_WORDS: 'HACK' })).toBe(true);
  });
});
