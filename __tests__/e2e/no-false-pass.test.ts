// No false PASS (issue #11, items 3–6b) end to end: the built action against the emulators, with
// the model emulator answering as an OBEDIENT model — every lane says what the pull request wants
// it to say — and the rules our code applies still keep `success` off the head SHA, with the
// reason named in the sticky comment. Each test is named after the rule it pins.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { PullFile } from '../emulators/github.js';
import type { ActionRun } from './harness.js';
import { obedient, reviewers } from './reviewers.js';
import {
  addPull,
  baseInputs,
  CLEAN_FILES,
  CRITERIA,
  KEYS,
  onlyComment,
  OWNER,
  REPO,
  runOnPull,
  scriptAll,
  statusesOn,
  useWorld,
  WORKFLOW_EDIT,
} from './fixtures.js';

const world = useWorld();

/** BLOCKED first, and the Blockers section holds `reason`. */
function expectBlockedComment(number: number, reason: RegExp): string {
  const body = onlyComment(world, number);
  expect(body.split('\n')[0]).toBe('GAUNTLET: BLOCKED');
  const blockers = /### What to do\n([\s\S]*?)(?:\n## |\n<details>|$)/.exec(body)?.[1] ?? '';
  expect(blockers).toMatch(reason);
  return body;
}

function expectFailure(run: ActionRun, sha: string): void {
  expect(statusesOn(world, sha)).toEqual(['pending', 'failure']);
  expect(run.exitCode).toBe(1);
  expect(run.outputs.verdict).toBe('BLOCKED');
}

/** A modified file whose patch adds lines 2–3 (line 1 and 4 are context). */
const DB_FILE: PullFile = {
  filename: 'src/db.ts',
  status: 'modified',
  additions: 2,
  deletions: 1,
  patch:
    "@@ -1,3 +1,4 @@\n const db = open();\n-db.query('select * from t where id = ?', [id]);\n+const sql = 'select * from t where id = ' + id;\n+db.query(sql);\n return rows;",
};

describe('3. a reply that contradicts itself is never a pass', () => {
  it('gate `pass` with non-empty issues is read as FAIL (a block)', async () => {
    scriptAll(
      world,
      obedient({
        gate: () => ({
          json: {
            state: 'pass',
            summary: 'Looks done.',
            issues: [
              { file: '', line: null, end_line: null, claim: 'the check is inverted; tests fail' },
            ],
            questions: [],
            confidence: 0.9,
          },
        }),
      }),
    );
    const sha = addPull(world, 301);
    const run = await runOnPull(world, 301);
    expectFailure(run, sha);
    expect(run.outputs['gate-state']).toBe('fail');
    const body = expectBlockedComment(
      301,
      /gate: contradictory reply — state `pass` with 1 issue\(s\) listed; read as FAIL \(a block, not a lane fault\): the check is inverted; tests fail/,
    );
    expect(body).toContain('| fresh-context gate | BLOCKED | pass with issues → fail |');
  });

  it('a security finding flagged pre-existing on a line the diff adds is treated as new', async () => {
    scriptAll(
      world,
      obedient({
        security: () => ({
          json: {
            summary: 'The query was already built this way.',
            findings: [
              {
                severity: 'critical',
                class: 'SQL injection',
                file: 'src/db.ts',
                line: 2,
                end_line: null,
                path: 'id → string concatenation → db.query()',
                exploit: 'GET /item?id=1 OR 1=1 returns every row.',
                fix: 'use a parameterised query',
                preexisting: true,
                confidence: 0.9,
              },
            ],
          },
        }),
      }),
    );
    const sha = addPull(world, 302, { files: [...CLEAN_FILES, DB_FILE] });
    const run = await runOnPull(world, 302, { 'forced-lanes': 'security' });
    expectFailure(run, sha);
    const body = expectBlockedComment(302, /security: SECURITY_REVIEW: FAIL/);
    expect(body).toContain(
      'Treated as new: 1 finding(s) flagged pre-existing sit on code this diff adds or changes',
    );
    expect(body).toContain('(line 2, which this diff adds or changes)');
  });

  it('an adversary criterion MET with a complaint (the proving test is it.skip) is not met', async () => {
    scriptAll(
      world,
      obedient({
        'criterion:c2': () => ({
          json: {
            id: 'c2',
            status: 'MET',
            evidence: 'src/greet.ts:2 throws; test/greet.test.ts:3 covers it',
            complaint: 'the proving test is it.skip, so it never runs',
            citations: [
              { file: 'src/greet.ts', line: 2, end_line: null },
              { file: 'test/greet.test.ts', line: 3, end_line: null },
            ],
          },
        }),
      }),
    );
    const sha = addPull(world, 303);
    const run = await runOnPull(world, 303);
    expectFailure(run, sha);
    const body = expectBlockedComment(303, /adversary: DIVERGES/);
    expect(body).toContain(
      'contradictory reply: MET with a complaint — read as not met (a block, not a lane fault): the proving test is it.skip',
    );
  });

  it('a Gemini reply with more than one candidate is a lane fault, never a verdict', async () => {
    scriptAll(
      world,
      obedient({
        gate: () => ({
          json: {
            state: 'pass',
            summary: 'Done.',
            issues: [],
            questions: [],
            confidence: 0.9,
          },
          extraAnswers: [
            {
              state: 'fail',
              summary: 'Not done.',
              issues: [{ file: '', line: null, end_line: null, claim: 'x' }],
              questions: [],
              confidence: 1,
            },
          ],
        }),
      }),
    );
    const sha = addPull(world, 304);
    const run = await runOnPull(world, 304, { models: 'google/gemini-4-neon' });
    expectFailure(run, sha);
    const body = expectBlockedComment(
      304,
      /gate: the fresh-context review faulted — .*ambiguous-reply.*2 candidate answers/,
    );
    expect(body.split('\n')[2]).toMatch(/^GAUNTLET_REVIEW_INCOMPLETE: .*gate/);
  });
});

describe('4. human attention stops auto-merge by default', () => {
  const securityWarning = () =>
    obedient({
      'code-review': () => ({
        json: {
          summary: 'Small change.',
          findings: [
            {
              severity: 'warning',
              category: 'security',
              file: 'src/greet.ts',
              line: 3,
              end_line: null,
              title: 'name is echoed unescaped',
              detail: 'greet() output reaches HTML unescaped',
              fix: 'escape the name',
              suggestion: null,
              confidence: 0.9,
            },
          ],
        },
      }),
    });

  it('a lane whose only finding is 🟡 [security] is not success under the default human-attention', async () => {
    scriptAll(world, securityWarning());
    const sha = addPull(world, 401);
    const run = await runOnPull(world, 401);
    expectFailure(run, sha);
    const body = expectBlockedComment(
      401,
      /\*\*Waiting for a person\*\*[^\n]*\n {2}- code-review: 🟡 \\?\[security\\?\] name is echoed unescaped/,
    );
    expect(body).toContain('| code-review | GREEN (attention) | NEEDS-HUMAN, no 🔴 |');
    // The way on is a maintainer's decision, never a weaker setting (#25).
    expect(body).toContain('a maintainer can accept it with `/done-gate approve <reason>`');
    expect(body).not.toContain('set `human-attention: note`');
    expect(body).toContain(
      'the review itself passed, and each item below blocks until a person has looked at it',
    );
  });

  it('under `human-attention: note` the same finding is listed and the status is success (the seed behaviour)', async () => {
    scriptAll(world, securityWarning());
    const sha = addPull(world, 402);
    const run = await runOnPull(world, 402, { 'human-attention': 'note' });
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.exitCode).toBe(0);
    const body = onlyComment(world, 402);
    expect(body.split('\n')[0]).toBe('GAUNTLET: PASS');
    expect(body).toContain('### For a person to read');
    expect(body).toContain('`human-attention: note` — these items are listed');
  });

  it('an always-human trigger (auth changed) is not success under the default human-attention', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const auth: PullFile = {
      filename: 'src/auth/session.ts',
      status: 'added',
      additions: 1,
      deletions: 0,
      patch: '@@ -0,0 +1 @@\n+export const SESSION_TTL_SECONDS = 3600;',
    };
    const sha = addPull(world, 403, { files: [...CLEAN_FILES, auth] });
    const run = await runOnPull(world, 403);
    expectFailure(run, sha);
    expectBlockedComment(
      403,
      /\*\*Waiting for a person\*\*[^\n]*\n {2}- always-human trigger: authentication-sensitive paths or code changed/,
    );
  });
});

describe('5. the gate’s own configuration is protected', () => {
  it('a PR editing .github/workflows/done-gate.yml is blocked, whatever exclude-paths says', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const workflow: PullFile = {
      filename: '.github/workflows/done-gate.yml',
      status: 'modified',
      additions: 1,
      deletions: 1,
      patch:
        "@@ -30,2 +30,2 @@\n           test-artifacts: test-results\n-          require-trusted-spec: 'true'\n+          exclude-paths: '**'",
    };
    const sha = addPull(world, 501, { files: [...CLEAN_FILES, workflow] });
    // The PR's own wish, as if the edited workflow were already in force.
    const run = await runOnPull(world, 501, { 'exclude-paths': '**' });
    expectFailure(run, sha);
    expectBlockedComment(501, /gate configuration changed: \.github\/workflows\/done-gate\.yml/);
  });

  it('the running workflow is protected even when the PR-triggered run reads inputs the PR rewrote', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    // Under `pull_request` the runner reads the workflow from the PR head: the PR's own edit
    // (protected-paths narrowed to nothing, every path excluded) is what this run is given.
    const gate: PullFile = {
      filename: 'ci/gate.yml',
      status: 'modified',
      additions: 2,
      deletions: 0,
      patch:
        "@@ -20,1 +20,3 @@\n           models: anthropic/claude-sonnet-5-5\n+          protected-paths: 'nothing/**'\n+          exclude-paths: '**'",
    };
    const sha = addPull(world, 503, { files: [...CLEAN_FILES, gate] });
    const run = await runOnPull(
      world,
      503,
      { 'protected-paths': 'nothing/**', 'exclude-paths': '**' },
      { env: { GITHUB_WORKFLOW_REF: `${OWNER}/${REPO}/ci/gate.yml@refs/pull/503/merge` } },
    );
    expectFailure(run, sha);
    expectBlockedComment(503, /gate configuration changed: ci\/gate\.yml/);
  });

  it('a rename that moves a workflow out of .github/workflows/ is a change to it', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const moved: PullFile = {
      filename: 'docs/done-gate.yml',
      previous_filename: '.github/workflows/done-gate.yml',
      status: 'renamed',
      additions: 0,
      deletions: 0,
      patch: null,
    };
    const sha = addPull(world, 502, { files: [...CLEAN_FILES, moved] });
    const run = await runOnPull(world, 502);
    expectFailure(run, sha);
    expectBlockedComment(
      502,
      /gate configuration changed: \.github\/workflows\/done-gate\.yml → docs\/done-gate\.yml/,
    );
  });
});

describe('6b. nothing unseen counts as reviewed', () => {
  it('a provider reporting 50 input tokens for a multi-kB prompt is a lane fault: possible silent truncation', async () => {
    scriptAll(
      world,
      obedient({
        'code-review': () => ({
          json: { summary: 'Fine.', findings: [] },
          usage: { inputTokens: 50 },
        }),
      }),
    );
    const sha = addPull(world, 601);
    const run = await runOnPull(world, 601);
    expectFailure(run, sha);
    const body = expectBlockedComment(
      601,
      /code-review: PIPELINE-FAULT — .*input-truncated: .*possible silent truncation: the provider reported 50 input token\(s\)/,
    );
    expect(body.split('\n')[2]).toBe('GAUNTLET_REVIEW_INCOMPLETE: code-review');
  });
});

describe('the happy path stays green: the repository’s own gate workflow', () => {
  /** The `with:` of the `uses: ./` step of .github/workflows/done-gate.yml, its expressions filled. */
  async function ownWorkflowInputs(runId: number): Promise<Record<string, string>> {
    const text = await readFile(
      resolve(import.meta.dirname, '../../.github/workflows/done-gate.yml'),
      'utf8',
    );
    const workflow = parseYaml(text) as {
      jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, string> }> }>;
    };
    const step = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .find((s) => s.uses === './');
    expect(step?.with).toBeDefined();
    const fill = (value: string): string =>
      value
        .replace('${{ secrets.ANTHROPIC_API_KEY }}', KEYS.anthropic)
        .replace('${{ secrets.OPENAI_API_KEY }}', KEYS.openai)
        .replace('${{ github.event.workflow_run.id }}', String(runId));
    const inputs = Object.fromEntries(
      Object.entries(step!.with!).map(([name, value]) => [name, fill(String(value))]),
    );
    for (const value of Object.values(inputs)) expect(value).not.toMatch(/\$\{\{/);
    const base = baseInputs(world);
    return {
      'github-token': base['github-token']!,
      'anthropic-base-url': base['anthropic-base-url']!,
      'openai-base-url': base['openai-base-url']!,
      ...inputs,
    };
  }

  async function runOwnWorkflow(number: number, files: PullFile[]) {
    const sha = addPull(world, number, { files });
    const runId = 7000 + number;
    world.gh.state.addRun({
      owner: OWNER,
      repo: REPO,
      id: runId,
      headSha: sha,
      headBranch: `feature-${number}`,
      headRepo: `${OWNER}/${REPO}`,
      event: 'pull_request',
    });
    world.gh.state.addArtifact({
      owner: OWNER,
      repo: REPO,
      runId,
      name: 'test-results',
      files: {
        'junit.xml':
          '<testsuites tests="2" failures="0"><testsuite name="greet" tests="2" failures="0"><testcase name="greets"/><testcase name="empty"/></testsuite></testsuites>',
      },
    });
    const run = await runOnPull(world, number, await ownWorkflowInputs(runId), {
      eventName: 'workflow_run',
      event: world.gh.payloads.workflowRun(OWNER, REPO, runId),
    });
    return { sha, run };
  }

  it('passes a clean PR with its own inputs: the new defaults (human-attention, protected-paths) do not block it', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const { sha, run } = await runOwnWorkflow(701, CLEAN_FILES);
    expect(statusesOn(world, sha)).toEqual(['pending', 'success']);
    expect(run.exitCode).toBe(0);
    expect(onlyComment(world, 701).split('\n')[0]).toBe('GAUNTLET: PASS');
  });

  it('with the same inputs, a PR that edits a workflow is blocked: gate configuration changed', async () => {
    scriptAll(world, reviewers({ criteria: CRITERIA }));
    const { sha, run } = await runOwnWorkflow(702, [...CLEAN_FILES, WORKFLOW_EDIT]);
    expectFailure(run, sha);
    expectBlockedComment(702, /gate configuration changed: \.github\/workflows\/ci\.yml/);
  });
});
