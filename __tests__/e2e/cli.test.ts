// The built CLI (dist/cli/index.js) on a temporary git repository, against the model emulators
// reached through the usual base-URL variables: PASS exits 0, BLOCKED exits 1, and with no key it
// prints the plan and says no model was asked.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelEmulator } from '../emulators/model-emulator.js';
import type { ModelEmulator } from '../emulators/model-emulator.js';
import { runCli } from './harness.js';
import { fileURLToPath } from 'node:url';
import { reviewers } from './reviewers.js';

/** A real recorded green run (gotestsum's JUnit): green needs proof, in the CLI too. */
const GREEN_REPORT = fileURLToPath(
  new URL('../fixtures/test-reports/gotestsum/green.junit.xml', import.meta.url),
);

const CRITERIA = ['`greet(name)` returns `Hello, <name>!`', 'An empty name throws a TypeError'];
const SPEC = `Add a greeting helper.\n\nAcceptance criteria:\n- ${CRITERIA[0]}\n- ${CRITERIA[1]}\n`;

async function makeRepo(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'done-gate-cli-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
      },
    });
  git('init', '-q', '-b', 'main');
  await writeFile(join(dir, 'README.md'), '# demo\n');
  git('add', '.');
  git('commit', '-qm', 'init');
  await mkdir(join(dir, 'src'));
  await mkdir(join(dir, 'test'));
  await writeFile(
    join(dir, 'src/greet.js'),
    "export function greet(name) {\n  if (!name) throw new TypeError('name');\n  return `Hello, ${name}!`;\n}\n",
  );
  await writeFile(
    join(dir, 'test/greet.test.js'),
    "import { greet } from '../src/greet.js';\nimport assert from 'node:assert';\nassert.equal(greet('Ada'), 'Hello, Ada!');\n",
  );
  await writeFile(join(dir, 'spec.md'), SPEC);
  git('add', 'src', 'test');
  git('commit', '-qm', 'Add greet()');
  return dir;
}

describe('done-gate CLI end to end', () => {
  let repo: string;
  let anthropic: ModelEmulator;
  let openai: ModelEmulator;
  let keys: Record<string, string>;

  beforeAll(async () => {
    repo = await makeRepo();
    anthropic = await startModelEmulator('anthropic', { apiKey: 'sk-ant-test-key-0001' });
    openai = await startModelEmulator('openai', { apiKey: 'sk-test-openai-key-0002' });
    keys = {
      ANTHROPIC_API_KEY: 'sk-ant-test-key-0001',
      ANTHROPIC_BASE_URL: anthropic.baseUrl,
      OPENAI_API_KEY: 'sk-test-openai-key-0002',
      OPENAI_BASE_URL: openai.baseUrl,
    };
  });
  afterAll(async () => {
    await anthropic.close();
    await openai.close();
  });

  it('PASS: every reviewer is satisfied → exit 0 and a GAUNTLET: PASS report', async () => {
    anthropic.script(reviewers({ criteria: CRITERIA }));
    openai.script(reviewers({ criteria: CRITERIA }));
    const run = await runCli(
      [
        'review',
        '--base',
        'HEAD~1',
        '--spec',
        'spec.md',
        '--test-output',
        GREEN_REPORT,
        '--models',
        'anthropic/claude-sonnet-5-5,openai/gpt-6.2-sol',
      ],
      repo,
      keys,
    );
    expect(run.stderr).not.toContain('sk-ant-test-key-0001');
    expect(run.stdout.split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(run.code).toBe(0);
    // Both vendors were asked; the gate on the first, lanes spread to the other.
    expect(anthropic.requests.some((r) => r.lane === 'gate')).toBe(true);
    expect(openai.requests.some((r) => r.lane === 'code-review')).toBe(true);
    expect(run.stderr).toMatch(/done\s+code-review/);
  });

  it('BLOCKED: no --test-output → exit 1, "no test ran" (green needs proof), whatever the models say', async () => {
    anthropic.script(reviewers({ criteria: CRITERIA }));
    openai.script(reviewers({ criteria: CRITERIA }));
    const run = await runCli(
      [
        'review',
        '--base',
        'HEAD~1',
        '--spec',
        'spec.md',
        '--models',
        'anthropic/claude-sonnet-5-5,openai/gpt-6.2-sol',
      ],
      repo,
      keys,
    );
    expect(run.stdout.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(run.stdout).toContain('no test ran: no test report or log was read');
    expect(run.code).toBe(1);
  });

  it('BLOCKED: a critical finding → exit 1 and the finding named', async () => {
    const critical = {
      'code-review': () => ({
        json: {
          summary: 'Crashes on null input.',
          findings: [
            {
              severity: 'critical',
              category: 'correctness',
              file: 'src/greet.js',
              line: 2,
              end_line: null,
              title: 'greet(null) is not guarded for objects',
              detail: 'd',
              fix: 'f',
              suggestion: null,
              confidence: 0.9,
            },
          ],
        },
      }),
    };
    anthropic.script(reviewers({ criteria: CRITERIA, override: critical }));
    openai.script(reviewers({ criteria: CRITERIA, override: critical }));
    const run = await runCli(
      [
        'review',
        '--base',
        'HEAD~1',
        '--spec',
        'spec.md',
        '--models',
        'anthropic/claude-sonnet-5-5,openai/gpt-6.2-sol',
      ],
      repo,
      keys,
    );
    expect(run.stdout.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
    expect(run.stdout).toContain('CRITICAL');
    expect(run.code).toBe(1);
  });

  it('no key: prints the plan for the last commit, says no model was asked, exits 1', async () => {
    const before = anthropic.requests.length + openai.requests.length;
    const run = await runCli(['review', '--spec', 'spec.md'], repo, {});
    expect(run.stdout).toContain('No model was asked');
    expect(run.stdout).toContain('Coverage: 2/2 file(s) reviewed');
    expect(run.stdout).toMatch(/code-review +on +always on/);
    expect(run.code).toBe(1);
    expect(anthropic.requests.length + openai.requests.length).toBe(before);
  });

  it('usage errors exit 2 with a message that says what to fix', async () => {
    const bad = await runCli(['review', '--model-selection', 'maybe'], repo, keys);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'model-selection'");
    const unknown = await runCli(['judge'], repo, {});
    expect(unknown.code).toBe(2);
  });

  it('every bad flag value is reported at once, each naming its input; exit 2', async () => {
    const run = await runCli(
      ['review', '--rigor', 'strict', '--repository-context', 'all', '--max-tool-steps', '0'],
      repo,
      keys,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('3 inputs to fix:');
    for (const input of ['rigor', 'repository-context', 'max-tool-steps']) {
      expect(run.stderr).toContain(`- Input '${input}' must be`);
    }
  });

  it('a missing file names its flag and exits 2, with no stack trace (#25)', async () => {
    const spec = await runCli(['review', '--spec', 'no-such-spec.md'], repo, keys);
    expect(spec.code).toBe(2);
    expect(spec.stderr).toMatch(/--spec \S*no-such-spec\.md: no such file/);
    expect(spec.stderr).not.toMatch(/\n\s+at /);
    const tests = await runCli(['review', '--test-output', 'missing.xml'], repo, keys);
    expect(tests.code).toBe(2);
    expect(tests.stderr).toMatch(/--test-output \S*missing\.xml: no such file/);
  });

  it('a directory that is not there says so, not "spawn git ENOENT"; exit 2', async () => {
    const run = await runCli(['review', '-C', '/no/such/dir'], repo, {});
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('-C /no/such/dir: no such directory');
    expect(run.stderr).not.toContain('ENOENT');
  });

  it('git missing from PATH is named as such; exit 2', async () => {
    const run = await runCli(['review'], repo, { PATH: '/nonexistent-bin' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('git could not be started: it is not installed or not on PATH');
  });

  it('a size limit that is not a number is a usage error, not silently the default', async () => {
    const run = await runCli(['review', '--dry-run'], repo, { DONE_GATE_MAX_DIFF_MB: 'lots' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('DONE_GATE_MAX_DIFF_MB="lots" is not a size');
  });

  it('a range typed as an argument gets the flags that say it, in one short message', async () => {
    const run = await runCli(['review', 'main..HEAD'], repo, {});
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--base main --head HEAD');
    expect(run.stderr.split('\n').length).toBeLessThan(5);
  });

  it('the plan names the file and line behind each signal that fired', async () => {
    const dir = await makeRepo();
    await writeFile(
      join(dir, 'src/store.js'),
      'export const store = {};\nexport const jwtSecret = process.env.S;\n',
    );
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dir,
      });
    git('add', '.');
    git('commit', '-qm', 'store');
    const run = await runCli(['review', '--dry-run'], dir, {});
    expect(run.stdout).toContain('touches_auth=yes');
    expect(run.stdout).toContain('touches_auth: src/store.js:2');
  });
});
