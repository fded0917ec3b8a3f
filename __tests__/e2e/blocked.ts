// A PR the gate must block for a named reason, whatever reviewers that pass everything say: the
// shape of the trigger and protected-path tests (#22, #23).
import { expect } from 'vitest';
import type { PullFile } from '../emulators/github.js';
import type { ActionRun } from './harness.js';
import { reviewers } from './reviewers.js';
import {
  addPull,
  CLEAN_FILES,
  CRITERIA,
  onlyComment,
  reportSection,
  runOnPull,
  scriptAll,
  statusesOn,
} from './fixtures.js';
import type { World } from './fixtures.js';

export { stringsIn } from '../emulators/body-strings.js';

/** A file the PR adds whole, its lines as given. */
export function addedFile(path: string, lines: readonly string[]): PullFile {
  return {
    filename: path,
    status: 'added',
    additions: lines.length,
    deletions: 0,
    patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}`,
  };
}

/** The run ended BLOCKED, never `success`, with `reason` under "What to do"; the report body. */
export function expectBlocked(
  world: World,
  run: ActionRun,
  sha: string,
  number: number,
  reason: RegExp,
): string {
  const statuses = statusesOn(world, sha);
  expect(statuses).not.toContain('success');
  expect(statuses.at(-1)).toBe('failure');
  expect(run.exitCode).toBe(1);
  expect(run.outputs.verdict).toBe('BLOCKED');
  const body = onlyComment(world, number);
  expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
  expect(reportSection(body, 'What to do')).toMatch(reason);
  return body;
}

/** The clean PR plus `files`, reviewed by reviewers that pass it: blocked for `reason`. */
export async function blockedPull(
  world: World,
  number: number,
  files: PullFile[],
  reason: RegExp,
  extra: Parameters<typeof addPull>[2] = {},
): Promise<string> {
  scriptAll(world, reviewers({ criteria: CRITERIA }));
  const sha = addPull(world, number, { files: [...CLEAN_FILES, ...files], ...extra });
  const run = await runOnPull(world, number);
  // One run on a fresh head: its pending status, then the verdict, and nothing between.
  expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
  return expectBlocked(world, run, sha, number, reason);
}

/**
 * Pieces that identify a disguised key: every 24-character window of the form. Escapes are
 * wide (a key's 46 characters become 184 to 276), so any window is a few of the key's bytes.
 */
export function leaksIn(texts: string[], form: string): string[] {
  const pieces = new Set<string>();
  for (let i = 0; i + 24 <= form.length; i += 6) pieces.add(form.slice(i, i + 24));
  return [...pieces].filter((p) => texts.some((t) => t.includes(p)));
}
