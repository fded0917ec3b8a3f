// The model layer's tool loop (src/models) against the emulator's scripted tool sessions, for every
// vendor wire format the one call path reaches: the same session — read the caller, answer from
// what came back; ask for a refused path; loop forever — must end the same way whatever the vendor.
import { describe, it } from 'vitest';
import { z } from 'zod';
import type { CallTool, CallToolset, ToolOutcome } from '../../../src/models/tools.js';
import { loopingTools, call, toolResultsSeen, toolSession } from '../../emulators/tool-session.js';
import { GOOD, request, rig, TARGETS } from '../models/harness.js';

const PathInput = z.strictObject({ path: z.string().min(1) });
const FILES: Record<string, string> = {
  'src/caller.ts': 'export const caller = () => callee(1);\n',
};

function toolset(maxSteps = 3): { runs: string[]; toolset: CallToolset } {
  const runs: string[] = [];
  const readFile: CallTool = {
    name: 'read_file',
    description: 'Read a file of the repository at the head commit.',
    inputSchema: PathInput,
    execute(input): Promise<ToolOutcome> {
      const { path } = PathInput.parse(input);
      runs.push(path);
      const text = FILES[path];
      return Promise.resolve(
        text === undefined || path.includes('..')
          ? { ok: false, refusal: `${path}: outside the repository` }
          : { ok: true, text, bytes: Buffer.byteLength(text) },
      );
    },
  };
  return {
    runs,
    toolset: { tools: [readFile], maxSteps, describe: (_tool, i) => PathInput.parse(i).path },
  };
}

describe.concurrent.each(TARGETS)('$name', (target) => {
  it('reads the caller through the tool, then passes on what it read', async ({ expect }) => {
    const session = toolSession([call('read_file', { path: 'src/caller.ts' })], (ctx) =>
      ctx.toolResults.some((r) => r.content.includes('callee(1)'))
        ? { json: GOOD }
        : { json: { state: 'fail', summary: 'the caller never arrived' } },
    );
    const r = await rig(target, session);
    try {
      const tools = toolset();
      const result = await r.caller(request(target, { tools: tools.toolset }));
      expect(result).toMatchObject({ ok: true, value: GOOD });
      expect(result.toolSteps).toEqual([
        { tool: 'read_file', target: 'src/caller.ts', outcome: 'served', bytes: 39 },
      ]);
      expect(tools.runs).toEqual(['src/caller.ts']);
      expect(r.emulator.requests[0]!.offeredTools).toEqual(['read_file']);
      const [seen] = toolResultsSeen(r.emulator.requests);
      expect(seen?.content).toContain(FILES['src/caller.ts']!.trim());
    } finally {
      await r.close();
    }
  });

  it('a refused path reaches the model as the refusal, and the call is not a pass', async ({
    expect,
  }) => {
    const session = toolSession([call('read_file', { path: '../../etc/passwd' })], {
      json: GOOD,
    });
    const r = await rig(target, session);
    try {
      const result = await r.caller(request(target, { tools: toolset().toolset }));
      expect(result.ok).toBe(false);
      expect(result.toolSteps?.map((s) => s.outcome)).toEqual(['refused']);
      const seen = toolResultsSeen(r.emulator.requests);
      expect(seen.map((s) => s.content).join('\n')).toContain('outside the repository');
      for (const q of r.emulator.requests) expect(q.rawBody).not.toMatch(/root:[^:]*:0:0:/);
    } finally {
      await r.close();
    }
  });

  it('a model that never stops calling tools ends at max-tool-steps as a fault', async ({
    expect,
  }) => {
    const r = await rig(target, loopingTools());
    try {
      const result = await r.caller(request(target, { tools: toolset(2).toolset }));
      expect(result).toMatchObject({ ok: false, fault: { kind: 'tool-steps-exhausted' } });
      expect(r.emulator.requests.map((q) => q.toolTurns.length)).toEqual([0, 1, 2]);
    } finally {
      await r.close();
    }
  });
});
