// A 3,000-file pull request through the built action: GitHub refuses the diff media type above
// 300 files (406), so the diff comes from 30 pages of `pulls.listFiles`; a reviewer model whose
// context window is shrunk (`model-catalog`) makes the plan split it into several chunks. What
// counts is what the model emulator received: every file and every added line reached the
// code-review lane and the security lane at least once, and the report says all files were
// reviewed.
import { plainDiff } from '../../src/evidence/numbered-diff.js';
import { describe, expect, it } from 'vitest';
import type { PullFile } from '../emulators/github.js';
import type { RecordedRequest } from '../emulators/model-emulator.js';
import { reviewers } from './reviewers.js';
import {
  addPull,
  commentsOn,
  CRITERIA,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';
import { scaled } from '../knobs.js';

const FILES = 3000;
const NUMBER = 300;
const MODEL = 'anthropic/claude-sonnet-5-5';

/** Small, distinct changes: a new file of 5 lines, or a modified one (1 line out, 4 in). */
function bigPull(): Array<PullFile & { added: string[] }> {
  return Array.from({ length: FILES }, (_, i) => {
    const filename = `packages/pkg-${i % 40}/src/module-${Math.floor(i / 40)}/file-${i}.ts`;
    if (i % 5 === 0) {
      const added = Array.from(
        { length: 5 },
        (_, k) => `export const value${i}x${k} = ${(i * 31 + k * 7) % 997};`,
      );
      return {
        filename,
        status: 'added' as const,
        additions: 5,
        deletions: 0,
        patch: `@@ -0,0 +1,5 @@\n${added.map((l) => `+${l}`).join('\n')}`,
        added,
      };
    }
    const added = Array.from(
      { length: 4 },
      (_, k) => `  const next${i}x${k} = scale(input, ${(i * 17 + k) % 1009});`,
    );
    const patch = [
      `@@ -10,5 +10,8 @@ export function compute${i}(input: number): number {`,
      `   const base = input + ${i};`,
      `   const factor = ${i % 13};`,
      `-  return base * factor;`,
      ...added.map((l) => `+${l}`),
      `   // end of compute${i}`,
      `   return base;`,
    ].join('\n');
    return { filename, status: 'modified' as const, additions: 4, deletions: 1, patch, added };
  });
}

/** The text parts of a recorded Anthropic Messages request's user turn. */
function userText(request: RecordedRequest): string {
  const body = request.body as { messages?: Array<{ role: string; content: unknown }> };
  const parts: string[] = [];
  for (const message of body.messages ?? []) {
    if (message.role !== 'user') continue;
    if (typeof message.content === 'string') parts.push(message.content);
    else if (Array.isArray(message.content)) {
      for (const part of message.content as Array<{ text?: unknown }>) {
        if (typeof part.text === 'string') parts.push(part.text);
      }
    }
  }
  return parts.join('\n');
}

/** `path\nline` for every added line of every file the requests' diffs show. */
function addedLinesSeen(requests: RecordedRequest[]): { files: Set<string>; lines: Set<string> } {
  const files = new Set<string>();
  const lines = new Set<string>();
  for (const request of requests) {
    let path: string | null = null;
    // The lanes read the numbered diff (#23): read each line back to its diff form first.
    for (const line of plainDiff(userText(request)).split('\n')) {
      const header = /^diff --git a\/\S+ b\/(\S+)$/.exec(line);
      if (header) {
        path = header[1] ?? null;
        if (path !== null) files.add(path);
      } else if (path !== null && line.startsWith('+') && !line.startsWith('+++ ')) {
        lines.add(`${path}\n${line.slice(1)}`);
      } else if (line.startsWith('<<<END ')) {
        path = null;
      }
    }
  }
  return { files, lines };
}

const world = useWorld();

describe('a 3,000-file pull request', () => {
  it(
    'is read through the file list, split into chunks, and every added line reaches code-review and security',
    async () => {
      const files = bigPull();
      scriptAll(world, reviewers({ criteria: CRITERIA }));
      const sha = addPull(world, NUMBER, {
        files: files.map(({ added: _added, ...file }) => file),
      });
      const run = await runOnPull(
        world,
        NUMBER,
        {
          models: MODEL,
          'model-catalog': JSON.stringify({
            [MODEL]: { contextWindow: 200_000, inputPerMTok: 3, outputPerMTok: 15 },
          }),
          'forced-lanes': 'security',
          'time-budget-seconds': '120',
        },
        { timeoutMs: scaled(120_000) },
      );
      expect(run.stderr).toBe('');
      expect(run.exitCode).toBe(0);
      expect(run.outputs.verdict).toBe('PASS');
      expect(statusesOn(world, sha)).toEqual(['pending', 'success']);

      // The diff media type (read by the pinned SHAs) was refused once (406, not retried) and the
      // list read in 30 pages.
      const pullPath = `/repos/${OWNER}/${REPO}/pulls/${NUMBER}`;
      const diffReads = world.gh
        .requestsTo('GET', new RegExp(`/compare/[0-9a-f]+\\.\\.\\.${sha}$`))
        .filter((r) => /diff/.test(String(r.headers.accept ?? '')));
      expect(diffReads.map((r) => r.status)).toEqual([406]);
      const pages = world.gh.requestsTo('GET', `${pullPath}/files`);
      expect(pages.map((r) => Number(r.query.page ?? '1')).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );

      const comments = commentsOn(world, NUMBER);
      expect(comments).toHaveLength(1);
      const body = comments[0]!.body;
      expect(body.split('\n')[0]).toBe('GAUNTLET: PASS');
      expect(body).toContain(
        `reviewed</summary>\n\n${FILES} changed file(s): ${FILES} reviewed, 0 not reviewable, 0 excluded.`,
      );

      const requests = world.anthropic.requests;
      for (const lane of ['code-review', 'security']) {
        const laneRequests = requests.filter((r) => r.lane === lane);
        const steps = laneRequests.map((r) => r.step ?? '');
        const total = Number(/^chunk:\d+\/(\d+)$/.exec(steps[0] ?? '')?.[1] ?? 0);
        expect(total, `${lane} steps: ${steps.join(', ')}`).toBeGreaterThan(1);
        expect([...new Set(steps)].sort()).toEqual(
          Array.from({ length: total }, (_, i) => `chunk:${i + 1}/${total}`).sort(),
        );

        const seen = addedLinesSeen(laneRequests);
        const missingFiles = files.filter((f) => !seen.files.has(f.filename));
        expect(missingFiles.map((f) => f.filename).slice(0, 5), lane).toEqual([]);
        const missingLines = files.flatMap((f) =>
          f.added
            .filter((l) => !seen.lines.has(`${f.filename}\n${l}`))
            .map((l) => `${f.filename}: ${l}`),
        );
        expect(missingLines.slice(0, 5), lane).toEqual([]);
      }
    },
    scaled(120_000),
  );
});
