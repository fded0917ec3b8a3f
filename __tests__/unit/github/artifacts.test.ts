import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as ArtifactsModule from '../../../src/github/artifacts.js';
import type { ArtifactDownloadRequest } from '../../../src/github/artifacts.js';
import { INSTALLATION_TOKEN, startGitHubEmulator } from '../../emulators/github.js';
import type { GitHubEmulator } from '../../emulators/github.js';
import { OWNER, REPO } from './helpers.js';

// @actions/github reads GITHUB_API_URL when it is first imported, so the module under test is
// imported only after the emulator is up and the variable points at it.
let gh: GitHubEmulator;
let collectTestOutput: typeof ArtifactsModule.collectTestOutput;
let ArtifactMissingError: typeof ArtifactsModule.ArtifactMissingError;
let workspace: string;
let outside: string;

const RUN_ID = 555;
const JUNIT = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites tests="3" failures="1" errors="0">
  <testsuite name="cache" tests="3" failures="1" errors="0" skipped="0">
    <testcase classname="cache" name="expires after five minutes">
      <failure message="expected 300 to equal 0">AssertionError: expected 300 to equal 0
    at cache.test.ts:12:5</failure>
    </testcase>
    <testcase classname="cache" name="stores"/>
    <testcase classname="cache" name="evicts"/>
  </testsuite>
</testsuites>`;

beforeAll(async () => {
  gh = await startGitHubEmulator();
  process.env.GITHUB_API_URL = gh.baseUrl;
  process.env.GITHUB_SERVER_URL = 'https://github.com';
  ({ collectTestOutput, ArtifactMissingError } = await import('../../../src/github/artifacts.js'));

  workspace = await mkdtemp(path.join(tmpdir(), 'dg-workspace-'));
  outside = await mkdtemp(path.join(tmpdir(), 'dg-outside-'));
  await mkdir(path.join(workspace, 'reports/unit'), { recursive: true });
  await mkdir(path.join(workspace, 'reports/e2e'), { recursive: true });
  await mkdir(path.join(workspace, 'node_modules/dep'), { recursive: true });
  await mkdir(path.join(workspace, 'empty'), { recursive: true });
  await writeFile(path.join(workspace, 'reports/unit/junit.xml'), JUNIT);
  await writeFile(
    path.join(workspace, 'reports/e2e/run.tap'),
    'TAP version 13\n1..2\nok 1 - boots\nnot ok 2 - serves /health\n',
  );
  await writeFile(path.join(workspace, 'node_modules/dep/junit.xml'), JUNIT);
  await writeFile(path.join(workspace, 'empty/out.log'), '');
  await writeFile(path.join(outside, 'secret.xml'), '<secret>token</secret>');
  await mkdir(path.join(workspace, 'linked'), { recursive: true });
  await symlink(path.join(outside, 'secret.xml'), path.join(workspace, 'linked/escape.xml'));
  await symlink(
    path.join(workspace, 'reports/unit/junit.xml'),
    path.join(workspace, 'linked/inside.xml'),
  );
  await symlink(outside, path.join(workspace, 'outside-dir'));
});

afterAll(async () => {
  await gh.close();
  await rm(workspace, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

function base(overrides: Partial<Parameters<typeof collectTestOutput>[0]> = {}) {
  return {
    artifactNames: [],
    runId: RUN_ID,
    owner: OWNER,
    repo: REPO,
    token: INSTALLATION_TOKEN,
    workspacePaths: [],
    workspace,
    budgetChars: 20_000,
    ...overrides,
  };
}

describe('collectTestOutput: artifacts through @actions/artifact against the emulator', () => {
  it('downloads a JUnit artifact (list → 302 → blob), summarises it, and names a missing one', async () => {
    gh.state.addArtifact({
      owner: OWNER,
      repo: REPO,
      runId: RUN_ID,
      name: 'junit-results',
      files: { 'reports/junit.xml': JUNIT, 'logs/run.log': 'starting\nall good\n' },
    });
    const before = await readdir(tmpdir());
    const out = await collectTestOutput(base({ artifactNames: ['junit-results', 'coverage'] }));

    const junit = out.sources.find((s) => s.name === 'junit-results/reports/junit.xml');
    expect(junit?.format).toBe('junit');
    expect(junit?.totals).toMatchObject({ tests: 3, failures: 1 });
    expect(junit?.failures?.[0]?.name).toMatch(/expires after five minutes/);
    expect(out.sources.map((s) => s.name)).toContain('junit-results/logs/run.log');
    expect(out.text).toContain('expected 300 to equal 0');
    expect(out.missing).toEqual([`artifact 'coverage' (not found in run ${RUN_ID})`]);

    const listed = gh.requestsTo('GET', `/repos/${OWNER}/${REPO}/actions/runs/${RUN_ID}/artifacts`);
    expect(listed.map((r) => r.query.name)).toEqual(['junit-results', 'coverage']);
    const zip = gh.requestsTo('GET', /\/actions\/artifacts\/\d+\/zip$/);
    expect(zip.map((r) => r.status)).toEqual([302]);
    expect(zip[0]?.login).toBe('github-actions[bot]');
    expect(gh.requestsTo('GET', /^\/_blobs\//).map((r) => r.status)).toEqual([200]);
    // The download folder was temporary and is gone.
    const after = await readdir(tmpdir());
    expect(
      after.filter((n) => n.startsWith('done-gate-artifacts-') && !before.includes(n)),
    ).toEqual([]);
  });

  it('an expired artifact and an empty one are missing, never skipped', async () => {
    gh.state.addArtifact({
      owner: OWNER,
      repo: REPO,
      runId: RUN_ID,
      name: 'old',
      files: { 'a.log': 'x' },
      expired: true,
    });
    gh.state.addArtifact({
      owner: OWNER,
      repo: REPO,
      runId: RUN_ID,
      name: 'blank',
      files: { 'a.log': '', 'b.log': '  \n' },
    });
    const out = await collectTestOutput(base({ artifactNames: ['old', 'blank'] }));
    expect(out.sources).toEqual([]);
    expect(out.missing).toHaveLength(2);
    expect(out.missing[0]).toMatch(/^artifact 'old' \(download failed: .*expired/i);
    expect(out.missing[1]).toBe(
      "artifact 'blank' (only empty or binary files (2 empty, 0 binary))",
    );
  });

  it('no run id: every artifact is missing with the reason', async () => {
    const out = await collectTestOutput(base({ artifactNames: ['junit-results'], runId: null }));
    expect(out.missing).toEqual([
      "artifact 'junit-results' (no workflow run id to download it from)",
    ]);
  });
});

describe('collectTestOutput: injected downloader and limits', () => {
  it('downloads into a fresh folder outside the workspace and removes it afterwards', async () => {
    const seen: ArtifactDownloadRequest[] = [];
    const out = await collectTestOutput(
      base({
        artifactNames: ['a', 'b'],
        downloadArtifact: async (request) => {
          seen.push(request);
          await mkdir(request.destination, { recursive: true });
          if (request.name === 'b') throw new ArtifactMissingError('not found in run 555');
          await writeFile(path.join(request.destination, 'out.log'), 'line 1\nline 2\n');
        },
      }),
    );
    expect(seen.map((r) => [r.name, r.runId, r.owner, r.repo])).toEqual([
      ['a', RUN_ID, OWNER, REPO],
      ['b', RUN_ID, OWNER, REPO],
    ]);
    for (const request of seen) {
      expect(path.relative(workspace, request.destination).startsWith('..')).toBe(true);
      expect(existsSync(request.destination)).toBe(false);
    }
    expect(seen[0]?.destination).not.toBe(seen[1]?.destination);
    expect(out.sources.map((s) => s.name)).toEqual(['a/out.log']);
    expect(out.missing).toEqual(["artifact 'b' (not found in run 555)"]);
  });

  it('refuses a temporary folder inside the workspace', async () => {
    let called = false;
    const out = await collectTestOutput(
      base({
        artifactNames: ['a'],
        tempRoot: workspace,
        downloadArtifact: async () => {
          called = true;
        },
      }),
    );
    expect(called).toBe(false);
    expect(out.missing[0]).toMatch(
      /^artifact 'a' \(the temporary folder .* is inside the workspace/,
    );
  });

  it('a log is read whole at any size: a failure line in its middle is found, the middle noise trimmed', async () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `line ${i} ok`);
    lines[100_000] = '--- FAIL: TestInTheMiddle (0.01s)';
    const out = await collectTestOutput(
      base({
        artifactNames: ['big'],
        maxFileBytes: 1000,
        downloadArtifact: async ({ destination }) => {
          await mkdir(destination, { recursive: true });
          await writeFile(path.join(destination, 'big.log'), lines.join('\n'));
        },
      }),
    );
    const source = out.sources[0];
    expect(source?.failures?.map((f) => f.message)).toEqual(['--- FAIL: TestInTheMiddle (0.01s)']);
    expect(source?.problems).toEqual([]);
    expect(out.text).toContain('line 0 ok');
    expect(out.text).toContain('line 199999 ok');
    expect(out.text).not.toContain('line 100001 ok');
    expect(out.text).toMatch(/TRIMMED to fit the budget/);
  });

  it('a structured report above the cap is a problem (a blocker), never silently cut', async () => {
    const xml = `<testsuite name="s">${'<testcase name="t"/>'.repeat(500)}</testsuite>`;
    const out = await collectTestOutput(
      base({
        artifactNames: ['big'],
        maxFileBytes: 1000,
        downloadArtifact: async ({ destination }) => {
          await mkdir(destination, { recursive: true });
          await writeFile(path.join(destination, 'junit.xml'), xml);
        },
      }),
    );
    expect(out.sources[0]?.problems?.[0]).toMatch(
      /larger than the 1000-byte cap for XML reports \(\d+ bytes\)/,
    );
  });
});

describe('collectTestOutput: workspace globs', () => {
  it('matches files under the workspace, skipping node_modules', async () => {
    const out = await collectTestOutput(
      base({ workspacePaths: ['**/*.xml', 'reports/e2e/run.tap'] }),
    );
    const names = out.sources.map((s) => s.name);
    expect(names).toContain('reports/unit/junit.xml');
    expect(names).toContain('linked/inside.xml');
    expect(names).toContain('reports/e2e/run.tap');
    expect(names).not.toContain('node_modules/dep/junit.xml');
    expect(out.sources.find((s) => s.name === 'reports/e2e/run.tap')?.format).toBe('tap');
    // The link that leads out of the workspace is not read, and that is said.
    expect(out.text).not.toContain('token');
    expect(out.missing).toEqual([
      "test-output-path '**/*.xml' (1 symbolic links leading outside were not followed)",
    ]);
  });

  it('a directory means everything under it', async () => {
    const out = await collectTestOutput(base({ workspacePaths: ['reports/'] }));
    expect(out.sources.map((s) => s.name).sort()).toEqual([
      'reports/e2e/run.tap',
      'reports/unit/junit.xml',
    ]);
    expect(out.missing).toEqual([]);
  });

  it.each([
    ['../outside/*.xml', "must stay inside the workspace (no '..')"],
    ['/etc/passwd', 'must be relative to the workspace'],
    ['outside-dir/*.xml', 'resolves outside the workspace; not read'],
    ['linked/escape.xml', 'resolves outside the workspace; not read'],
    ['nothing/**/*.xml', 'no file matched'],
    ['reports/**/*.json', 'no file matched'],
    ['empty/*.log', 'only empty or binary files (1 empty, 0 binary)'],
  ])('%s is missing: %s', async (pattern, why) => {
    const out = await collectTestOutput(base({ workspacePaths: [pattern] }));
    expect(out.sources).toEqual([]);
    expect(out.missing).toEqual([`test-output-path '${pattern}' (${why})`]);
    expect(out.text).not.toContain('token');
  });

  it('stops a runaway search and says so', async () => {
    const out = await collectTestOutput(base({ workspacePaths: ['**/*.xml'], maxWalkEntries: 3 }));
    expect(out.missing[0]).toMatch(/the search stopped after 3 directory entries/);
  });
});
