// Diff accounting end to end (issues #11 item 6, #15): the built action against the emulators,
// with every model OBEYING the PR (a clean PASS on every lane). A submodule pointer change shows
// only a commit id, never the code it pulls in, so nothing a reviewer said about it can count: the
// status on the head is never `success`, and the sticky comment names the submodule as not
// reviewable — whether GitHub answers the diff media type or only the paginated file list.
import { describe, expect, it } from 'vitest';
import type { PullFile } from '../emulators/github.js';
import { reviewers } from './reviewers.js';
import {
  addPull,
  CLEAN_FILES,
  commentsOn,
  CRITERIA,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

const OLD = '1'.repeat(40);
const NEW = '2'.repeat(40);

/** GitHub's file-list entry for a submodule bump: a one-line patch of `Subproject commit` lines. */
const SUBMODULE_FILE: PullFile = {
  filename: 'vendor/lib',
  status: 'modified',
  additions: 1,
  deletions: 1,
  patch: `@@ -1 +1 @@\n-Subproject commit ${OLD}\n+Subproject commit ${NEW}`,
};

/** The same bump as git (and GitHub's diff media type) prints it: mode 160000 on the index line. */
const SUBMODULE_DIFF = `diff --git a/vendor/lib b/vendor/lib
index 1111111..2222222 160000
--- a/vendor/lib
+++ b/vendor/lib
@@ -1 +1 @@
-Subproject commit ${OLD}
+Subproject commit ${NEW}
`;

const CLEAN_DIFF = CLEAN_FILES.map(
  (f) =>
    `diff --git a/${f.filename} b/${f.filename}\nnew file mode 100644\nindex 0000000..abcdef1\n--- /dev/null\n+++ b/${f.filename}\n${f.patch}\n`,
).join('');

function expectSubmoduleBlocked(number: number, headSha: string, exitCode: number | null): void {
  expect(statusesOn(world, headSha)).toEqual(['pending', 'failure']);
  expect(exitCode).toBe(1);
  const comments = commentsOn(world, number);
  expect(comments).toHaveLength(1);
  const body = comments[0]!.body;
  expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
  const blockers = /### What to do\n([\s\S]*?)(?:\n## |\n<details>|$)/.exec(body)?.[1] ?? '';
  expect(blockers).toMatch(/not reviewable — vendor\/lib \(submodule/);
  expect(body).toMatch(/`vendor\/lib` — not reviewable: submodule/);
}

describe('a submodule pointer change is not reviewable and blocks', () => {
  it('submodule bump read from the diff media type (mode 160000) → not success, named', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const number = 1501;
    const headSha = addPull(world, number, {
      files: [...CLEAN_FILES, SUBMODULE_FILE],
      rawDiff: CLEAN_DIFF + SUBMODULE_DIFF,
    });
    const run = await runOnPull(world, number);
    expectSubmoduleBlocked(number, headSha, run.exitCode);
    expect(run.outputs.verdict).toBe('BLOCKED');
  });

  it('submodule bump read from the paginated file list (diff 406) → not success, named', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const number = 1502;
    const headSha = addPull(world, number, { files: [...CLEAN_FILES, SUBMODULE_FILE] });
    world.gh.faults.diffTooLarge({ owner: OWNER, repo: REPO, number });
    const run = await runOnPull(world, number);
    expectSubmoduleBlocked(number, headSha, run.exitCode);
    // The fallback was taken: the file list was read.
    expect(world.gh.requests.some((r) => r.path.endsWith(`/pulls/${number}/files`))).toBe(true);
  });

  it('the same PR without the submodule passes: the rule blocks the submodule, nothing else', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const number = 1503;
    const headSha = addPull(world, number, { rawDiff: CLEAN_DIFF });
    const run = await runOnPull(world, number);
    expect(statusesOn(world, headSha)).toEqual(['pending', 'success']);
    expect(run.exitCode).toBe(0);
  });
});
