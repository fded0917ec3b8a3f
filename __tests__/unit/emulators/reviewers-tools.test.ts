// The e2e reviewers that use repository tools (__tests__/e2e/reviewers.ts), driven through the AI
// SDK against every vendor's emulator with the lanes' real reply schemas: what the end-to-end tests
// will rely on when the built action runs them.
import { generateText, isStepCount, Output, type ToolSet } from 'ai';
import { describe, it } from 'vitest';
import type { z } from 'zod';
import { codeReviewReplySchema } from '../../../src/review/gauntlet/lanes/code-review.js';
import { securityReplySchema } from '../../../src/review/gauntlet/lanes/security.js';
import {
  cleanReply,
  loopingReviewer,
  readAndEcho,
  readThenAnswer,
  readThenReport,
  reviewers,
  type FindingLane,
} from '../../e2e/reviewers.js';
import type { ScriptReply } from '../../emulators/model-emulator.js';
import { toolResultsSeen } from '../../emulators/tool-session.js';
import type { ScriptContext } from '../../emulators/model-emulator.js';
import { FILES, REFUSAL, repositoryTools, TARGETS, withEmulator, type Target } from './targets.js';

const SCHEMAS: Record<FindingLane, z.ZodType> = {
  security: securityReplySchema,
  'code-review': codeReviewReplySchema,
};

function review(
  target: Target,
  baseUrl: string,
  lane: FindingLane,
  tools: ToolSet | undefined,
  steps = 4,
) {
  return generateText({
    model: target.model(baseUrl),
    prompt: 'Review the diff.',
    ...(tools ? { tools } : {}),
    stopWhen: isStepCount(steps),
    output: Output.object({ schema: SCHEMAS[lane] }),
    maxRetries: 0,
    headers: { 'X-Done-Gate-Lane': lane, 'X-Done-Gate-Step': 'review' },
    ...(target.providerOptions ? { providerOptions: target.providerOptions } : {}),
  });
}

const scriptFor = (
  lane: FindingLane,
  reviewer: (attempt: number, request: ScriptContext) => ScriptReply,
) => reviewers({ criteria: ['c'], override: { [lane]: reviewer } });

describe.concurrent.each(TARGETS)('$name', (target) => {
  it.for<FindingLane>(['security', 'code-review'])(
    'readThenReport (%s): reads the caller, then reports a critical finding naming it',
    async (lane, { expect }) => {
      const script = scriptFor(
        lane,
        readThenReport({ lane, path: 'src/caller.ts', evidence: 'parse(input)', line: 2 }),
      );
      await withEmulator(target, script, async (emulator) => {
        const reads: string[] = [];
        const result = await review(target, emulator.baseUrl, lane, repositoryTools(reads));
        expect(result.output).toMatchObject({
          findings: [{ severity: 'critical', file: 'src/caller.ts', line: 2 }],
        });
        expect(reads).toEqual(['src/caller.ts']);
        expect(toolResultsSeen(emulator.requests, lane).map((r) => r.content)).toEqual([
          FILES['src/caller.ts'],
        ]);
        expect(toolResultsSeen(emulator.requests, 'gate')).toEqual([]);
      });
    },
  );

  it('readThenReport without tools (repository-context: none): an honest clean reply', async ({
    expect,
  }) => {
    const script = scriptFor(
      'security',
      readThenReport({ lane: 'security', path: 'src/caller.ts', evidence: 'parse(input)' }),
    );
    await withEmulator(target, script, async (emulator) => {
      const result = await review(target, emulator.baseUrl, 'security', undefined);
      expect(result.output).toMatchObject({ findings: [] });
      expect(emulator.requests.map((q) => [q.offeredTools, q.reply])).toEqual([[[], 'json']]);
    });
  });

  it('readThenReport of a refused path: no finding (nothing was read)', async ({ expect }) => {
    const script = scriptFor(
      'code-review',
      readThenReport({ lane: 'code-review', path: '../../etc/passwd', evidence: 'root:' }),
    );
    await withEmulator(target, script, async (emulator) => {
      const result = await review(target, emulator.baseUrl, 'code-review', repositoryTools());
      expect(result.output).toMatchObject({ findings: [] });
      expect(emulator.requests.at(-1)!.toolResults.map((r) => r.content)).toEqual([REFUSAL]);
    });
  });

  it('readAndEcho: the refusal is what the obedient model pastes, never file content', async ({
    expect,
  }) => {
    const script = scriptFor('security', readAndEcho('security', '../../etc/passwd'));
    await withEmulator(target, script, async (emulator) => {
      const result = await review(target, emulator.baseUrl, 'security', repositoryTools());
      expect(result.output).toMatchObject({
        findings: [{ file: '../../etc/passwd', path: REFUSAL }],
      });
      for (const q of emulator.requests) expect(q.rawBody).not.toMatch(/root:[^:]*:0:0:/);
    });
  });

  it('readThenAnswer: reads every path in one turn, then answers as told', async ({ expect }) => {
    const script = scriptFor(
      'code-review',
      readThenAnswer(['src/caller.ts', 'src/parse.ts'], cleanReply('code-review', '', [])),
    );
    await withEmulator(target, script, async (emulator) => {
      const reads: string[] = [];
      const result = await review(target, emulator.baseUrl, 'code-review', repositoryTools(reads));
      expect(result.output).toEqual({ summary: 'Small, well-tested change.', findings: [] });
      expect(reads.sort()).toEqual(['src/caller.ts', 'src/parse.ts']);
      expect(toolResultsSeen(emulator.requests, 'code-review').map((r) => r.content)).toEqual([
        FILES['src/caller.ts'],
        FILES['src/parse.ts'],
      ]);
    });
  });

  it('loopingReviewer: never answers; the step limit ends it without output', async ({
    expect,
  }) => {
    const script = scriptFor('security', loopingReviewer());
    await withEmulator(target, script, async (emulator) => {
      const result = await review(target, emulator.baseUrl, 'security', repositoryTools(), 3);
      expect(result.finishReason).toBe('tool-calls');
      expect(() => result.output).toThrow();
      expect(emulator.requests.map((q) => q.reply)).toEqual([
        'tool-calls',
        'tool-calls',
        'tool-calls',
      ]);
    });
  });
});
