import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROTECTED_PATHS } from '../../../src/config/types.js';
import {
  protectedChanges,
  protectedPathBlockers,
  runningWorkflowBlockers,
  runningWorkflowPath,
} from '../../../src/trust/protected-paths.js';

const DEFAULTS = [...DEFAULT_PROTECTED_PATHS];

describe('protected-paths: the gate configuration is protected', () => {
  it('a change to a workflow or a local action is named; other files are not', () => {
    expect(
      protectedChanges(
        [
          { path: '.github/workflows/done-gate.yml' },
          { path: '.github/actions/setup/action.yml' },
          { path: 'src/.github/workflows/not-a-workflow.yml' },
          { path: 'src/index.ts' },
        ],
        DEFAULTS,
      ),
    ).toEqual(['.github/workflows/done-gate.yml', '.github/actions/setup/action.yml']);
  });

  it('a rename counts by either name: moving a workflow out is a change to it', () => {
    expect(
      protectedChanges(
        [
          { path: 'docs/old-gate.yml', oldPath: '.github/workflows/done-gate.yml' },
          { path: '.github/workflows/new.yml', oldPath: 'ci/new.yml' },
        ],
        DEFAULTS,
      ),
    ).toEqual([
      '.github/workflows/done-gate.yml → docs/old-gate.yml',
      'ci/new.yml → .github/workflows/new.yml',
    ]);
  });

  it('case does not hide a match, nor does a leading ./', () => {
    expect(
      protectedChanges(
        [{ path: '.GitHub/Workflows/Gate.YML' }, { path: './.github/actions/x/index.js' }],
        DEFAULTS,
      ),
    ).toHaveLength(2);
  });

  it('the blocker says "gate configuration changed: <file>", listing at most 20 and counting the rest', () => {
    const files = Array.from({ length: 23 }, (_, i) => ({ path: `.github/workflows/w${i}.yml` }));
    const blockers = protectedPathBlockers(files, DEFAULTS);
    expect(blockers).toHaveLength(21);
    expect(blockers[0]).toMatch(/^gate configuration changed: \.github\/workflows\/w0\.yml — /);
    expect(blockers[20]).toBe('gate configuration changed: … and 3 more protected file(s)');
  });

  it('a hidden character in the file name is removed before it is shown', () => {
    const [blocker] = protectedPathBlockers(
      [{ path: '.github/workflows/ga\u200bte.yml' }],
      DEFAULTS,
    );
    expect(blocker).toMatch(/^gate configuration changed: \.github\/workflows\/gate\.yml/);
  });

  it('custom globs replace the defaults', () => {
    expect(protectedChanges([{ path: 'ci/gate.yml' }], ['ci/**'])).toEqual(['ci/gate.yml']);
    expect(protectedChanges([{ path: '.github/workflows/x.yml' }], ['ci/**'])).toEqual([]);
  });

  it('property: any path under .github/workflows/ or .github/actions/, in any case, is protected', () => {
    const segment = fc
      .stringMatching(/^[A-Za-z0-9._-]{1,12}$/)
      .filter((s) => s !== '.' && s !== '..');
    fc.assert(
      fc.property(
        fc.constantFrom('.github/workflows/', '.github/actions/'),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (dir, parts, upper) => {
          const path = `${upper ? dir.toUpperCase() : dir}${parts.join('/')}`;
          expect(protectedChanges([{ path }], DEFAULTS)).toHaveLength(1);
        },
      ),
    );
  });

  it('the running workflow (GITHUB_WORKFLOW_REF) is protected whatever protected-paths says', () => {
    expect(runningWorkflowPath('acme/widgets/.github/workflows/gate.yml@refs/pull/7/merge')).toBe(
      '.github/workflows/gate.yml',
    );
    expect(runningWorkflowPath('acme/widgets/ci/[gate]@v1.yml@refs/heads/main')).toBe(
      'ci/[gate]@v1.yml',
    );
    expect(runningWorkflowPath(undefined)).toBeNull();
    expect(runningWorkflowPath('nonsense')).toBeNull();
    expect(
      runningWorkflowBlockers(
        [{ path: 'ci/[gate]@v1.yml' }, { path: 'src/a.ts' }],
        'acme/widgets/ci/[gate]@v1.yml@refs/heads/main',
      ),
    ).toEqual([expect.stringMatching(/^gate configuration changed: ci\/\[gate\]@v1\.yml — /)]);
    expect(runningWorkflowBlockers([{ path: 'src/a.ts' }], undefined)).toEqual([]);
  });
});
