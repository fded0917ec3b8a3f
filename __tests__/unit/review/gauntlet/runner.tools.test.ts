// The repository-tools seam (#17): the runner offers `repositoryTools` to the calls of lanes that
// may read the repository, never to `parse`/`select`, and keeps each call's tool steps on the
// lane outcome.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { runGauntlet } from '../../../../src/review/gauntlet/runner.js';
import type { CallToolset } from '../../../../src/models/tools.js';
import type { ModelCaller, ModelCallRequest } from '../../../../src/models/types.js';
import { CALL_USAGE, defaultReply, gauntletInput } from './runner.fixtures.js';

const toolset: CallToolset = {
  tools: [
    {
      name: 'read_file',
      description: 'reads a file',
      inputSchema: z.object({ path: z.string() }),
      execute: () => Promise.resolve({ ok: true, text: 'x', bytes: 1 }),
    },
  ],
  maxSteps: 4,
  describe: (_tool, input) => JSON.stringify(input),
};

describe('runner: repository tools seam', () => {
  it('offers tools to lane calls only, and keeps the tool steps on the outcome', async () => {
    const seen: Array<{ lane: string; step: string; tools: boolean }> = [];
    const asked: Array<[string, string]> = [];
    const caller = (async (req: ModelCallRequest<unknown>) => {
      seen.push({ lane: req.lane, step: req.step, tools: req.tools !== undefined });
      return {
        ok: true,
        value: defaultReply(req),
        usage: CALL_USAGE,
        model: req.model,
        attempts: 1,
        ...(req.tools === undefined
          ? {}
          : {
              toolSteps: [
                { tool: 'read_file', target: `${req.step}`, outcome: 'served', bytes: 1 },
              ],
            }),
      };
    }) as ModelCaller;
    const run = await runGauntlet(
      gauntletInput(caller, {
        repositoryTools: (lane, step) => {
          asked.push([lane, step]);
          return lane === 'security' ? undefined : toolset;
        },
      }),
    );
    for (const call of seen) {
      const expected = call.lane !== 'parse' && call.lane !== 'select' && call.lane !== 'security';
      expect(call.tools, `${call.lane} ${call.step}`).toBe(expected);
    }
    expect(asked.some(([lane]) => lane === 'adversary')).toBe(true);
    expect(asked.every(([lane]) => lane !== ('parse' as string))).toBe(true);
    expect(run.outcomes['code-review']?.toolSteps).toEqual([
      { tool: 'read_file', target: 'review', outcome: 'served', bytes: 1 },
    ]);
    expect(run.outcomes.adversary?.toolSteps?.length).toBe(6);
    expect(run.outcomes.security?.toolSteps).toBeUndefined();
  });

  it('without repositoryTools no call carries tools and no outcome has tool steps', async () => {
    const seen: boolean[] = [];
    const caller = (async (req: ModelCallRequest<unknown>) => {
      seen.push(req.tools !== undefined);
      return {
        ok: true,
        value: defaultReply(req),
        usage: CALL_USAGE,
        model: req.model,
        attempts: 1,
      };
    }) as ModelCaller;
    const run = await runGauntlet(gauntletInput(caller));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((t) => !t)).toBe(true);
    for (const outcome of Object.values(run.outcomes)) expect(outcome.toolSteps).toBeUndefined();
  });
});
