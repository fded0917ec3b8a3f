// The repository tools through the model layer's own tool step (src/models/tool-loop.ts): the
// contract on main (CallToolset) as the call path runs it — names allowed, schemas accepted, a
// hostile request refused with the reason and recorded as `refused`, a read served and recorded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { RawToolCall } from '../../../src/models/judge.js';
import { runToolCalls, sdkToolsOf, toolsetProblem } from '../../../src/models/tool-loop.js';
import { unpackTarball } from '../../../src/repository/archive.js';
import { DEFAULT_SNAPSHOT_CAPS } from '../../../src/repository/snapshot.js';
import { laneRepositoryTools } from '../../../src/repository/tools.js';

const archive = readFileSync(
  path.join(import.meta.dirname, '../../fixtures/repository/demo.tar.gz'),
);

function call(toolName: string, input: unknown, id: string): RawToolCall {
  return {
    type: 'tool-call',
    toolCallId: id,
    toolName,
    input: JSON.stringify(input),
  } as RawToolCall;
}

describe('repository tools in the model layer’s tool step', () => {
  it('is a valid toolset, and parallel calls are served or refused as the tools decide', async () => {
    const { snapshot } = await unpackTarball(
      Readable.from([archive]),
      'caa23bb785941158d6eff604985881df137a3f6a',
      DEFAULT_SNAPSHOT_CAPS,
    );
    const lane = laneRepositoryTools(
      { head: Promise.resolve({ ok: true, snapshot }) },
      { maxSteps: 4 },
    );
    expect(toolsetProblem(lane.toolset)).toBeNull();
    expect(Object.keys(sdkToolsOf(lane.toolset))).toEqual([
      'read_file',
      'list_directory',
      'find_files',
      'search',
    ]);
    const exchanges = await runToolCalls(
      [
        call('read_file', { path: 'src/invoice.ts', start_line: 1, end_line: 2 }, '1'),
        call('read_file', { path: '../../etc/passwd' }, '2'),
        call('read_file', { path: 'env-link' }, '3'),
        call('read_file', { path: '.git/config' }, '4'),
      ],
      lane.toolset,
      new AbortController().signal,
    );
    expect(exchanges.map((e) => [e.record.target, e.record.outcome])).toEqual([
      ['src/invoice.ts:1-2 @head', 'served'],
      ['../../etc/passwd @head', 'refused'],
      ['env-link @head', 'refused'],
      ['.git/config @head', 'refused'],
    ]);
    expect(exchanges[1]?.outcome).toEqual({
      ok: false,
      refusal: "'..' is refused; name the file relative to the repository root",
    });
    expect(exchanges.slice(1).every((e) => !e.outcome.ok)).toBe(true);
    expect(lane.budget.usedBytes).toBe(exchanges[0]?.record.bytes);
  });
});
