// Shared set-up for the action's end-to-end tests: one GitHub emulator and the three model
// emulators (and the hooks that keep them for a test file), a clean pull request to start from,
// the runner inputs that point at them, and the steps a test takes on them (a run on an
// artifact, a command answering a report, a new push).
import { readFileSync } from 'node:fs';
import { INSTALLATION_TOKEN, startGitHubEmulator } from '../emulators/github.js';
import type { GitHubEmulator, PullFile, PullSpec } from '../emulators/github.js';
import { startModelEmulator } from '../emulators/model-emulator.js';
import type { ModelEmulator, RecordedRequest, ScriptFn } from '../emulators/model-emulator.js';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { runAction } from './harness.js';
import type { ActionRun, ActionRunOptions } from './harness.js';

export const OWNER = 'acme';
export const REPO = 'widgets';
export const KEYS = {
  anthropic: 'sk-ant-api03-e2eAnthropicKey000000000000000001',
  openai: 'sk-proj-e2eOpenAIKey0000000000000000000002',
  google: 'AIzaSyE2eGoogleKey00000000000000000000003',
};
export const CRITERIA = [
  '`greet(name)` returns `Hello, <name>!`',
  'An empty name throws a TypeError',
];
export const SPEC_BODY = `Adds a greeting helper.\n\n## Acceptance criteria\n- ${CRITERIA[0]}\n- ${CRITERIA[1]}\n`;

export const CLEAN_FILES: PullFile[] = [
  {
    filename: 'src/greet.ts',
    status: 'added',
    additions: 4,
    deletions: 0,
    patch:
      "@@ -0,0 +1,4 @@\n+export function greet(name: string): string {\n+  if (name === '') throw new TypeError('name is empty');\n+  return `Hello, ${name}!`;\n+}",
  },
  {
    filename: 'test/greet.test.ts',
    status: 'added',
    additions: 3,
    deletions: 0,
    patch:
      "@@ -0,0 +1,3 @@\n+import { greet } from '../src/greet';\n+test('greets', () => expect(greet('Ada')).toBe('Hello, Ada!'));\n+test('empty', () => expect(() => greet('')).toThrow(TypeError));",
  },
];

/** A one-line edit of a workflow file: a change to the gate's own configuration, blocked by rule. */
export const WORKFLOW_EDIT: PullFile = {
  filename: '.github/workflows/ci.yml',
  status: 'modified',
  additions: 1,
  deletions: 0,
  patch: '@@ -1,1 +1,2 @@\n name: ci\n+# harmless comment',
};

export function shaFor(n: number, salt = 'a'): string {
  return (salt + n.toString(16)).padStart(40, '0').slice(0, 40);
}

export interface World {
  gh: GitHubEmulator;
  anthropic: ModelEmulator;
  openai: ModelEmulator;
  gemini: ModelEmulator;
  close(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  const gh = await startGitHubEmulator();
  const anthropic = await startModelEmulator('anthropic', { apiKey: KEYS.anthropic });
  const openai = await startModelEmulator('openai', { apiKey: KEYS.openai });
  const gemini = await startModelEmulator('gemini', { apiKey: KEYS.google });
  return {
    gh,
    anthropic,
    openai,
    gemini,
    close: async () => {
      await Promise.all([gh.close(), anthropic.close(), openai.close(), gemini.close()]);
    },
  };
}

/**
 * The world of one test file, as its hooks keep it: started before the first test, closed after
 * the last, and cleared after each test of the GitHub faults it injected (one armed for more
 * times than it used must never reach the next test). Its parts read through to the running world.
 */
export function useWorld(): World {
  let running: World | undefined;
  const current = (): World => {
    if (running === undefined) throw new Error('the world is used outside a test');
    return running;
  };
  beforeAll(async () => {
    running = await startWorld();
  });
  afterAll(async () => {
    await running?.close();
  });
  afterEach(() => {
    running?.gh.faults.clear();
  });
  return {
    get gh() {
      return current().gh;
    },
    get anthropic() {
      return current().anthropic;
    },
    get openai() {
      return current().openai;
    },
    get gemini() {
      return current().gemini;
    },
    close: () => current().close(),
  };
}

export function scriptAll(world: World, script: ScriptFn): void {
  world.anthropic.script(script);
  world.openai.script(script);
  world.gemini.script(script);
}

export function addPull(world: World, number: number, extra: Partial<PullSpec> = {}): string {
  const headSha = extra.headSha ?? shaFor(number);
  world.gh.state.addPull({
    owner: OWNER,
    repo: REPO,
    number,
    headSha,
    title: 'Add greet()',
    body: SPEC_BODY,
    user: 'octodev',
    authorAssociation: 'MEMBER',
    files: CLEAN_FILES,
    commits: [{ message: 'Add greet()' }],
    ...extra,
  });
  return headSha;
}

export function baseInputs(world: World): Record<string, string> {
  return {
    'github-token': INSTALLATION_TOKEN,
    models: 'anthropic/claude-sonnet-5-5\nopenai/gpt-6.2-sol',
    'anthropic-api-key': KEYS.anthropic,
    'anthropic-base-url': world.anthropic.baseUrl,
    'openai-api-key': KEYS.openai,
    'openai-base-url': world.openai.baseUrl,
    'google-api-key': KEYS.google,
    'google-base-url': world.gemini.baseUrl,
    'time-budget-seconds': '60',
  };
}

export async function runOnPull(
  world: World,
  number: number,
  inputs: Record<string, string> = {},
  options: {
    env?: Record<string, string>;
    eventName?: string;
    event?: unknown;
    timeoutMs?: number;
    /** GITHUB_WORKSPACE (and the action's cwd); default: the run's own temporary directory. */
    workspace?: string;
    onSpawn?: ActionRunOptions['onSpawn'];
    testEvidence?: ActionRunOptions['testEvidence'];
  } = {},
): Promise<ActionRun> {
  return runAction({
    ...(options.workspace === undefined ? {} : { workspace: options.workspace }),
    ...(options.onSpawn === undefined ? {} : { onSpawn: options.onSpawn }),
    ...(options.testEvidence === undefined ? {} : { testEvidence: options.testEvidence }),
    eventName: options.eventName ?? 'pull_request',
    event: options.event ?? world.gh.payloads.pullRequest(OWNER, REPO, number),
    inputs: { ...baseInputs(world), ...inputs },
    env: {
      GITHUB_API_URL: world.gh.baseUrl,
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      ...options.env,
    },
    timeoutMs: options.timeoutMs ?? 90_000,
  });
}

/** A test report recorded from a real runner: `path` in the corpus under fixtures/test-reports. */
export function recordedReport(path: string): Uint8Array {
  return readFileSync(new URL(`../fixtures/test-reports/${path}`, import.meta.url));
}

/** What a run on a pull request left: its head, the run, the head's statuses and the comment. */
export interface PullRun {
  sha: string;
  run: ActionRun;
  statuses: string[];
  /** The first comment's body; empty when the run wrote none. */
  body: string;
}

/**
 * A new PR `number` whose workflow run uploaded one artifact `name` holding `files`, run with
 * `test-artifacts: name` (the reviewers are the caller's to script).
 */
export async function runOnArtifact(
  world: World,
  number: number,
  name: string,
  files: Record<string, string | Uint8Array>,
): Promise<PullRun> {
  const sha = addPull(world, number);
  world.gh.state.addArtifact({ owner: OWNER, repo: REPO, runId: 4242, name, files });
  const run = await runOnPull(world, number, { 'test-artifacts': name });
  const body = commentsOn(world, number)[0]?.body ?? '';
  return { sha, run, statuses: statusesOn(world, sha), body };
}

export function statusesOn(world: World, sha: string, context = 'done-gate'): string[] {
  return world.gh.state
    .statusesFor(OWNER, REPO, sha)
    .filter((s) => s.context === context)
    .map((s) => s.state);
}

export function commentsOn(world: World, number: number) {
  return world.gh.state.commentsOn(OWNER, REPO, number);
}

/** The body of the one sticky comment on a pull request; none, or several, fails the test. */
export function onlyComment(world: World, number: number): string {
  const comments = commentsOn(world, number);
  if (comments.length !== 1) {
    throw new Error(`expected exactly one comment on #${number}, found ${comments.length}`);
  }
  return comments[0]!.body;
}

/**
 * The text of a report's section: a `## title` / `### title` heading up to the next heading or
 * collapsed section, or a collapsed `<details><summary>title…</summary>` up to its end (empty when
 * absent).
 */
export function reportSection(body: string, title: string): string {
  const heading = body.indexOf(`## ${title}\n`);
  const summary = body.indexOf(`<details><summary>${title}`);
  if (heading === -1 && summary === -1) return '';
  if (heading !== -1 && (summary === -1 || heading < summary)) {
    const from = heading + title.length + 4;
    const ends = ['\n## ', '\n### ', '\n<details>']
      .map((mark) => body.indexOf(mark, from))
      .filter((at) => at !== -1);
    return body.slice(from, ends.length === 0 ? undefined : Math.min(...ends));
  }
  const from = body.indexOf('</summary>', summary) + '</summary>'.length;
  // The section's own </details>: nested <details> inside it are skipped over.
  let depth = 1;
  const tags = /<(\/?)details>/g;
  tags.lastIndex = from;
  for (let m = tags.exec(body); m !== null; m = tags.exec(body)) {
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return body.slice(from, m.index);
  }
  return body.slice(from);
}

/** Every secret the run was given: none may appear in anything GitHub received. */
export function allSecrets(): string[] {
  return [...Object.values(KEYS), INSTALLATION_TOKEN];
}

/** How many requests each model emulator has recorded so far: a mark to read a run's requests. */
export type ModelRequestMark = Record<'anthropic' | 'openai' | 'gemini', number>;

export function markModelRequests(world: World): ModelRequestMark {
  return {
    anthropic: world.anthropic.requests.length,
    openai: world.openai.requests.length,
    gemini: world.gemini.requests.length,
  };
}

/** Every model request recorded after `mark`, across the three vendors. */
export function modelRequestsSince(world: World, mark: ModelRequestMark): RecordedRequest[] {
  return [
    ...world.anthropic.requests.slice(mark.anthropic),
    ...world.openai.requests.slice(mark.openai),
    ...world.gemini.requests.slice(mark.gemini),
  ];
}

/** The bodies of GitHub requests that carry any secret the runs were given (want: none). */
export function githubRequestsWithSecrets(world: World): string[] {
  const leaks: string[] = [];
  for (const request of world.gh.requests) {
    const text = JSON.stringify(request.body ?? '');
    for (const secret of allSecrets()) {
      if (text.includes(secret)) leaks.push(`${request.method} ${request.path}`);
    }
  }
  return leaks;
}

// ---------------------------------------------------------------------------------------------
// The approval path (#22): a PR judged, a command or review answering its report, a new push.

/** The emulator's record of pull request `number` (a missing one fails the test). */
export function pullOf(world: World, number: number) {
  const pull = world.gh.state.pull(OWNER, REPO, number);
  if (!pull) throw new Error(`no PR #${number}`);
  return pull;
}

/** The body of the gate's report on `number`: the comment that starts `GAUNTLET: `. */
export function gauntletReport(world: World, number: number): string {
  const found = commentsOn(world, number).find((c) => c.body.startsWith('GAUNTLET: '));
  if (!found) throw new Error(`no report on #${number}`);
  return found.body;
}

/** A new PR `number` judged by `script`: its head's statuses are `pending` then `state`. */
export async function judged(
  world: World,
  number: number,
  script: ScriptFn,
  state: string,
): Promise<string> {
  scriptAll(world, script);
  const sha = addPull(world, number);
  await runOnPull(world, number);
  expect(statusesOn(world, sha)).toEqual(['pending', state]);
  return sha;
}

/** A command or review event on `number`; no models configured (a command asks none). */
export function runCommand(
  world: World,
  number: number,
  event: unknown,
  eventName = 'issue_comment',
): Promise<ActionRun> {
  return runOnPull(world, number, { models: '' }, { eventName, event });
}

/** A new push to PR `number` (one more file), judged by `script`: `failure` on the new head. */
export async function pushAndJudge(
  world: World,
  number: number,
  script: ScriptFn,
  salt = 'd',
): Promise<string> {
  const next = shaFor(number, salt);
  world.gh.state.pushHead(pullOf(world, number), next, [
    ...CLEAN_FILES,
    {
      filename: `src/more-${salt}.ts`,
      status: 'added',
      additions: 1,
      deletions: 0,
      patch: `@@ -0,0 +1 @@\n+export const more = '${salt}';`,
    },
  ]);
  scriptAll(world, script);
  await runOnPull(world, number);
  expect(statusesOn(world, next)).toEqual(['pending', 'failure']);
  return next;
}
