// The built CLI (dist/cli/index.js) on synthetic repositories, models obeying whatever the change
// says: a submodule bump hidden by `.gitmodules ignore = all` still blocks (exit 1, named), a diff
// over the size limit ends BLOCKED with its size (exit 1, no stack trace), and a dry run is a
// `PLAN` that lists renames as `old → new`.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelEmulator } from '../emulators/model-emulator.js';
import type { ModelEmulator } from '../emulators/model-emulator.js';
import { runCli } from './harness.js';
import { reviewers } from './reviewers.js';

const CRITERIA = ['`greet(name)` returns `Hello, <name>!`'];
const SPEC = `Add a greeting helper.\n\nAcceptance criteria:\n- ${CRITERIA[0]}\n`;
const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.com',
};

async function makeRepo(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'done-gate-cli-diffs-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: GIT_ENV });
  git('init', '-q', '-b', 'main');
  await writeFile(join(dir, 'spec.md'), SPEC);
  await writeFile(join(dir, 'old-name.js'), 'export const a = 1;\nexport const b = 2;\n');
  git('add', 'spec.md', 'old-name.js');
  git('update-index', '--add', '--cacheinfo', `160000,${'1'.repeat(40)},vendor/lib`);
  git('commit', '-qm', 'base');
  await writeFile(join(dir, 'greet.js'), 'export const greet = (n) => `Hello, ${n}!`;\n');
  await writeFile(
    join(dir, '.gitmodules'),
    '[submodule "vendor/lib"]\n\tpath = vendor/lib\n\turl = ./nowhere\n\tignore = all\n',
  );
  git('mv', 'old-name.js', 'new-name.js');
  git('add', 'greet.js', '.gitmodules');
  git('update-index', '--cacheinfo', `160000,${'2'.repeat(40)},vendor/lib`);
  git('commit', '-qm', 'Add greet() and bump vendor/lib');
  return dir;
}

describe('done-gate CLI: diff accounting end to end', () => {
  let repo: string;
  let anthropic: ModelEmulator;
  let keys: Record<string, string>;

  beforeAll(async () => {
    repo = await makeRepo();
    anthropic = await startModelEmulator('anthropic', { apiKey: 'sk-ant-test-key-0009' });
    keys = { ANTHROPIC_API_KEY: 'sk-ant-test-key-0009', ANTHROPIC_BASE_URL: anthropic.baseUrl };
  });
  afterAll(async () => {
    await anthropic.close();
  });

  it('a submodule bump hidden by .gitmodules ignore = all blocks: exit 1, named not reviewable', async () => {
    anthropic.script(reviewers({ criteria: CRITERIA }));
    const run = await runCli(
      [
        'review',
        '--spec',
        'spec.md',
        '--models',
        'anthropic/claude-sonnet-5-5',
        '--model-selection',
        'same-model-ok',
      ],
      repo,
      keys,
    );
    expect(run.stdout.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(run.stdout).toMatch(/`vendor\/lib` — not reviewable: submodule/);
    expect(run.code).toBe(1);
  });

  it('a diff over the size limit ends BLOCKED with its size and exit 1, no stack trace', async () => {
    const before = anthropic.requests.length;
    const run = await runCli(['review', '--spec', 'spec.md'], repo, {
      ...keys,
      DONE_GATE_MAX_DIFF_MB: '0.0002',
    });
    expect(run.stdout).toMatch(/^GAUNTLET: BLOCKED\n/);
    expect(run.stdout).toMatch(/diff too large: 0\.\d+ MB \(limit 0\.0002 MB\)/);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(anthropic.requests.length).toBe(before);
  });

  it('--dry-run --json is a PLAN with status and old path per file; the text plan shows old → new', async () => {
    const json = await runCli(['review', '--spec', 'spec.md', '--dry-run', '--json'], repo, {});
    expect(json.code).toBe(0);
    const plan = JSON.parse(json.stdout) as {
      verdict: string;
      files: Record<string, number>;
      coverage: Array<{ path: string; status: string; oldPath?: string; state: string }>;
    };
    expect(plan.verdict).toBe('PLAN');
    expect(plan.files).toEqual({ total: 4, reviewed: 3, notReviewable: 1, excluded: 0 });
    expect(plan.coverage.find((c) => c.path === 'new-name.js')).toMatchObject({
      status: 'renamed',
      oldPath: 'old-name.js',
      state: 'reviewed',
    });
    const text = await runCli(['review', '--spec', 'spec.md', '--dry-run'], repo, {});
    expect(text.stdout).toContain('old-name.js → new-name.js');
    expect(text.stdout).toMatch(/not reviewable: vendor\/lib \[modified\] — submodule/);
    expect(text.stdout.match(/^ {2}adversary +(?:on|off) /gm)).toHaveLength(1);
    expect(text.stdout).not.toMatch(/forced lanes|forced without a spec/);
  });
});
