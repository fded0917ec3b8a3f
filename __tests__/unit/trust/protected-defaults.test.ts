// The default protected paths a maintainer expects (issue #22 item 4), the local actions a base
// workflow uses, and symlinks into or out of a protected path.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROTECTED_PATHS } from '../../../src/config/types.js';
import { readBaseProtection } from '../../../src/github/base-protection.js';
import {
  localActionsUsed,
  protectedChanges,
  protectedPathBlockers,
  resolveLink,
  symlinkBlockers,
} from '../../../src/trust/protected-paths.js';
import { startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { OWNER, REPO, fastClient, sha } from '../github/helpers.js';
import { propertyRuns } from '../../knobs.js';

const DEFAULTS = [...DEFAULT_PROTECTED_PATHS];

describe('the default protected-paths', () => {
  it('covers CODEOWNERS where GitHub reads it, .gitattributes at any level, Dependabot and Renovate', () => {
    const hit = [
      'CODEOWNERS',
      '.github/CODEOWNERS',
      'docs/CODEOWNERS',
      '.gitattributes',
      'vendor/lib/.gitattributes',
      '.github/dependabot.yml',
      '.github/dependabot.yaml',
      'renovate.json',
      'renovate.json5',
      '.github/renovate.json',
      '.github/renovate.json5',
      '.gitlab/renovate.json',
      '.gitlab/renovate.json5',
      '.renovaterc',
      '.renovaterc.json',
      '.renovaterc.json5',
    ];
    expect(
      protectedChanges(
        hit.map((path) => ({ path })),
        DEFAULTS,
      ),
    ).toEqual(hit);
    const miss = ['src/CODEOWNERS.md', 'docs/owners.md', 'lib/renovate.ts', 'dependabot.yml'];
    expect(
      protectedChanges(
        miss.map((path) => ({ path })),
        DEFAULTS,
      ),
    ).toEqual([]);
  });

  it('a deleted CODEOWNERS blocks with the named reason', () => {
    expect(protectedPathBlockers([{ path: '.github/CODEOWNERS' }], DEFAULTS)).toEqual([
      expect.stringMatching(/^gate configuration changed: \.github\/CODEOWNERS — /),
    ]);
  });
});

describe('local actions a workflow uses', () => {
  it('reads `uses: ./dir` from steps and jobs, in any quoting; remote and escaping paths are not local', () => {
    const workflow = [
      'jobs:',
      '  reusable:',
      '    uses: ./.github/workflows/shared.yml',
      '  build:',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - uses: ./tools/ci',
      "      - uses: './tools/lint/' # comment",
      '      - name: x',
      '        uses: "./.github/actions/setup"',
      '      - uses: ./../elsewhere',
      '      - uses: ./',
    ].join('\n');
    expect(localActionsUsed(workflow)).toEqual([
      '.github/workflows/shared.yml',
      'tools/ci',
      'tools/lint',
      '.github/actions/setup',
      '',
    ]);
  });

  it('reads flow-style steps, quoted keys and `..` that stays inside the repository', () => {
    const workflow = [
      'jobs:',
      '  a:',
      '    steps:',
      '      - { name: ci, uses: ./tools/ci }',
      '      - {"uses": "./tools/lint/"}',
      '  b:',
      '    steps: [{uses: ./.github/../tools/build}, {uses: ./tools/x/./../pack}]',
      '      - uses: ./../outside',
      '      - uses: ./a/../../outside',
    ].join('\n');
    expect(localActionsUsed(workflow)).toEqual([
      'tools/ci',
      'tools/lint',
      'tools/build',
      'tools/pack',
    ]);
  });

  it('is linear on hostile text (a property: any line, the answer is a path list)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (junk) => {
        const found = localActionsUsed(`${junk}\n  - uses: ./tools/ci\n${junk}`);
        expect(found).toContain('tools/ci');
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe('symlinks', () => {
  it('resolves a link relative to its folder; absolute and escaping links resolve to nothing', () => {
    expect(resolveLink('.github/workflows/ci.yml', '../../ci/ci.yml')).toBe('ci/ci.yml');
    expect(resolveLink('a/b', './c/../d')).toBe('a/d');
    expect(resolveLink('a', '../../etc/passwd')).toBeNull();
    expect(resolveLink('a', '/etc/passwd')).toBeNull();
  });

  it('a symlink the diff adds that points into a protected path is blocked', () => {
    const link = {
      path: 'docs/gate.yml',
      newMode: '120000',
      patch: null,
      hunks: [
        {
          header: '@@ -0,0 +1 @@',
          oldStart: 0,
          oldLines: 0,
          newStart: 1,
          newLines: 1,
          lines: [{ kind: '+' as const, line: 1, text: '../.github/workflows/gate.yml' }],
        },
      ],
    };
    expect(symlinkBlockers([link], DEFAULTS)).toEqual([
      expect.stringMatching(
        /^gate configuration changed: docs\/gate\.yml is a symlink to the protected \.github\/workflows\/gate\.yml — /,
      ),
    ]);
    const harmless = {
      ...link,
      hunks: [
        { ...link.hunks[0]!, lines: [{ kind: '+' as const, line: 1, text: '../README.md' }] },
      ],
    };
    expect(symlinkBlockers([harmless], DEFAULTS)).toEqual([]);
  });
});

describe('readBaseProtection: from the base commit', () => {
  let gh: GitHubEmulator;
  beforeAll(async () => {
    gh = await startGitHubEmulator();
  });
  afterAll(async () => {
    await gh.close();
  });

  it("protects a base workflow's local action outside .github/actions, the actions it uses, and a protected symlink's target", async () => {
    const base = sha('base-1');
    gh.state.addTree(OWNER, REPO, base, [
      {
        path: '.github/workflows/ci.yml',
        content: 'jobs:\n  t:\n    steps:\n      - uses: ./tools/ci\n',
      },
      {
        path: 'tools/ci/action.yml',
        content: 'runs:\n  using: composite\n  steps:\n    - uses: ./tools/setup\n',
      },
      { path: 'tools/setup/action.yml', content: 'runs:\n  using: composite\n' },
      { path: '.github/workflows/release.yml', content: '../../ci/release.yml', mode: '120000' },
      { path: 'ci/release.yml', content: 'jobs: {}\n' },
    ]);
    const got = await readBaseProtection(
      fastClient(gh),
      { owner: OWNER, repo: REPO, sha: base },
      DEFAULTS,
    );
    expect(got.blockers).toEqual([]);
    const globs = [...DEFAULTS, ...got.globs];
    expect(
      protectedChanges(
        [
          { path: 'tools/ci/action.yml' },
          { path: 'tools/setup/run.sh' },
          { path: 'ci/release.yml' },
          { path: 'tools/other/x.sh' },
        ],
        globs,
      ),
    ).toEqual(['tools/ci/action.yml', 'tools/setup/run.sh', 'ci/release.yml']);
  });

  it('a base tree that cannot be read is a named blocker (fail closed)', async () => {
    const base = sha('base-2');
    gh.state.addTree(OWNER, REPO, base, []);
    gh.faults.error({ method: 'GET', path: /\/git\/trees\// }, { status: 404, times: 1 });
    const got = await readBaseProtection(
      fastClient(gh),
      { owner: OWNER, repo: REPO, sha: base },
      DEFAULTS,
    );
    expect(got.globs).toEqual([]);
    expect(got.blockers).toEqual([
      expect.stringMatching(
        /^protected paths unreadable: the base tree of [0-9a-f]{7} could not be read \(HTTP 404: /,
      ),
    ]);
  });

  it('a workflow blob that cannot be read is a named blocker too', async () => {
    const base = sha('base-3');
    gh.state.addTree(OWNER, REPO, base, [
      { path: '.github/workflows/a.yml', content: 'on: push\n' },
    ]);
    gh.faults.error({ method: 'GET', path: /\/git\/blobs\// }, { status: 500, times: 10 });
    const got = await readBaseProtection(
      fastClient(gh, { retries: 0 }),
      { owner: OWNER, repo: REPO, sha: base },
      DEFAULTS,
    );
    expect(got.blockers).toEqual([
      expect.stringMatching(
        /^protected paths unreadable: a workflow, action or symlink of the base/,
      ),
    ]);
    gh.faults.clear();
  });
});
