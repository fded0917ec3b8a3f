// Issue #22 items 3 and 4 end to end: the built action against the emulators, every reviewer an
// OBEDIENT model answering PASS, and the always-human triggers and protected defaults still keep
// `success` off the head, with the reason named in the sticky comment's Blockers. A clean PR
// touching none of them passes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PullFile } from '../emulators/github.js';
import { reviewers } from './reviewers.js';
import { addedFile, blockedPull } from './blocked.js';
import {
  addPull,
  CRITERIA,
  onlyComment,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  shaFor,
  statusesOn,
  useWorld,
} from './fixtures.js';

const world = useWorld();

const FIXTURES = resolve(import.meta.dirname, '../fixtures/triggers');

/** A file the PR adds whole, from a framework fixture (path relative to the fixture's folder). */
function addedFixture(framework: string, path: string): PullFile {
  const text = readFileSync(resolve(FIXTURES, framework, path), 'utf8');
  return addedFile(path, text.replace(/\n$/, '').split('\n'));
}

/** The hunks of a git-recorded diff fixture (everything from its first `@@`). */
function recordedPatch(name: string): string {
  const text = readFileSync(resolve(FIXTURES, 'diffs', name), 'utf8');
  return text.slice(text.indexOf('@@')).replace(/\n$/, '');
}

describe('always-human triggers a maintainer would name', () => {
  it('a Rails migration under db/migrate', async () => {
    await blockedPull(
      world,
      2201,
      [addedFixture('rails', 'db/migrate/20261201120000_add_paid_at_to_invoices.rb')],
      /\n {2}- always-human trigger: database migration changed: db\/migrate\/20261201120000_add_paid_at_to_invoices\.rb \(Rails\)/,
    );
  });

  it('a Liquibase changelog', async () => {
    await blockedPull(
      world,
      2202,
      [addedFixture('liquibase', 'src/main/resources/db/changelog/db.changelog-master.xml')],
      /always-human trigger: database migration changed: src\/main\/resources\/db\/changelog\/db\.changelog-master\.xml \(Liquibase\)/,
    );
  });

  it('a routes file whose only change removes `router.use(requireAuth)`', async () => {
    await blockedPull(
      world,
      2203,
      [
        {
          filename: 'src/routes/index.ts',
          status: 'modified',
          additions: 0,
          deletions: 1,
          patch: recordedPatch('removed-middleware.diff'),
        },
      ],
      /always-human trigger: access check removed: src\/routes\/index\.ts: middleware `router\.use\(requireAuth\);`/,
    );
  });

  it('an authorisation function turned into `() => true`, none of the words auth, token or session', async () => {
    const patch = recordedPatch('authorisation-constant.diff');
    expect(patch).not.toMatch(/auth|token|session/i);
    await blockedPull(
      world,
      2204,
      [
        {
          filename: 'src/invoices/access.ts',
          status: 'modified',
          additions: 1,
          deletions: 3,
          patch,
        },
      ],
      /always-human trigger: authorisation logic weakened: src\/invoices\/access\.ts: canEditInvoice now returns a constant/,
    );
  });
});

describe('the names the plan keeps, filled first (attack on the memo of #26)', () => {
  it('an authorisation function made constant after 55,000 other names still blocks', async () => {
    // A fresh process: the filler fills the kept names, so the function's name is judged afresh.
    const filler = Array.from({ length: 2_750 }, (_, line) =>
      Array.from({ length: 20 }, (_, k) => `filler${line}x${k}`).join(' '),
    );
    await blockedPull(
      world,
      2205,
      [
        addedFile('src/names.txt', filler),
        {
          filename: 'src/invoices/access.ts',
          status: 'modified',
          additions: 1,
          deletions: 3,
          patch: recordedPatch('authorisation-constant.diff'),
        },
      ],
      /always-human trigger: authorisation logic weakened: src\/invoices\/access\.ts: canEditInvoice now returns a constant/,
    );
  });
});

describe('protected by default', () => {
  it('deleting .github/CODEOWNERS', async () => {
    await blockedPull(
      world,
      2211,
      [
        {
          filename: '.github/CODEOWNERS',
          status: 'removed',
          additions: 0,
          deletions: 1,
          patch: '@@ -1 +0,0 @@\n-* @acme/maintainers',
        },
      ],
      /gate configuration changed: \.github\/CODEOWNERS — /,
    );
  });

  it('changing a local composite action at ./tools/ci that a base workflow uses', async () => {
    const baseSha = shaFor(2212, 'b');
    world.gh.state.addTree(OWNER, REPO, baseSha, [
      {
        path: '.github/workflows/ci.yml',
        content:
          'on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ./tools/ci\n',
      },
      {
        path: 'tools/ci/action.yml',
        content:
          'name: ci\nruns:\n  using: composite\n  steps:\n    - run: npm test\n      shell: bash\n',
      },
    ]);
    await blockedPull(
      world,
      2212,
      [
        {
          filename: 'tools/ci/action.yml',
          status: 'modified',
          additions: 1,
          deletions: 1,
          patch:
            '@@ -4,3 +4,3 @@\n   steps:\n-    - run: npm test\n+    - run: echo skipped\n       shell: bash',
        },
      ],
      /gate configuration changed: tools\/ci\/action\.yml — /,
      { baseSha },
    );
  });

  it('changing the target of a symlinked workflow', async () => {
    const baseSha = shaFor(2213, 'b');
    world.gh.state.addTree(OWNER, REPO, baseSha, [
      { path: '.github/workflows/gate.yml', content: '../../ci/gate.yml', mode: '120000' },
      {
        path: 'ci/gate.yml',
        content: 'on: pull_request\njobs:\n  gate:\n    runs-on: ubuntu-latest\n',
      },
    ]);
    await blockedPull(
      world,
      2213,
      [
        {
          filename: 'ci/gate.yml',
          status: 'modified',
          additions: 1,
          deletions: 0,
          patch: '@@ -1,2 +1,3 @@\n on: pull_request\n+# the gate is off\n jobs:',
        },
      ],
      /gate configuration changed: ci\/gate\.yml — /,
      { baseSha },
    );
  });

  it('.gitattributes (whose export-ignore hides files from the archive the lanes read)', async () => {
    await blockedPull(
      world,
      2214,
      [
        {
          filename: '.gitattributes',
          status: 'added',
          additions: 1,
          deletions: 0,
          patch: '@@ -0,0 +1 @@\n+src/payments/** export-ignore',
        },
      ],
      /gate configuration changed: \.gitattributes — /,
    );
  });

  it('.github/dependabot.yml', async () => {
    await blockedPull(
      world,
      2215,
      [
        {
          filename: '.github/dependabot.yml',
          status: 'modified',
          additions: 1,
          deletions: 1,
          patch:
            '@@ -3,2 +3,2 @@\n   - package-ecosystem: npm\n-    directory: /\n+    directory: /nowhere',
        },
      ],
      /gate configuration changed: \.github\/dependabot\.yml — /,
    );
  });

  it('a base tree the gate cannot read is a named blocker, never success', async () => {
    world.gh.faults.error({ method: 'GET', path: /\/git\/trees\// }, { status: 404, times: 1 });
    await blockedPull(
      world,
      2216,
      [],
      /protected paths unreadable: the base tree of [0-9a-f]{7} could not be read \(HTTP 404/,
    );
  });
});

describe('control', () => {
  it('a clean PR touching none of them passes', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const baseSha = shaFor(2220, 'b');
    // A base with a workflow using a local action and a symlinked workflow: the PR touches neither.
    world.gh.state.addTree(OWNER, REPO, baseSha, [
      {
        path: '.github/workflows/ci.yml',
        content: 'jobs:\n  t:\n    steps:\n      - uses: ./tools/ci\n',
      },
      { path: 'tools/ci/action.yml', content: 'runs:\n  using: composite\n' },
      { path: '.github/workflows/gate.yml', content: '../../ci/gate.yml', mode: '120000' },
      { path: 'ci/gate.yml', content: 'jobs: {}\n' },
    ]);
    const sha = addPull(world, 2220, { baseSha });
    const run = await runOnPull(world, 2220);
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.exitCode).toBe(0);
    expect(onlyComment(world, 2220).split('\n')[0]).toBe('GAUNTLET: PASS');
  });
});
