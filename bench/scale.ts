// Scale: a synthetic PR of 3,000 files and 200,000 changed lines, served by the GitHub emulator
// (the diff media type answers 406 above 300 files, so collect falls back to 30 pages of
// `pulls.listFiles`), through collect + plan in a child process (bench/scale-child.ts).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { INSTALLATION_TOKEN, startGitHubEmulator } from '../__tests__/emulators/github.js';
import { syntheticDiff } from './synthetic.js';
import { estimateTokens } from '../src/evidence/tokens.js';
import { bootingRecipe, pullFilesOf, SPEC_BODY } from './fixtures.js';
import type { ScaleChildInput, ScaleChildResult } from './scale-child.js';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const CHILD = join(import.meta.dirname, 'scale-child.ts');

export interface ScaleResult extends ScaleChildResult {
  /** Estimated tokens of the whole unified diff. */
  diffTokens: number;
  /** listFiles pages the emulator served. */
  pages: number;
}

function runChild(input: ScaleChildInput): Promise<ScaleChildResult> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        // e.g. BENCH_CHILD_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where time goes
        ...(process.env.BENCH_CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean),
        '--import',
        'tsx',
        CHILD,
        JSON.stringify(input),
      ],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', fail);
    child.once('close', (code) => {
      clearTimeout(timer);
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || line === '') {
        fail(new Error(`scale child exited ${code}: ${stderr.trim().slice(0, 2000)}`));
        return;
      }
      done(JSON.parse(line) as ScaleChildResult);
    });
  });
}

export async function measureScale(
  options: { files: number; changedLines: number } = { files: 3000, changedLines: 200_000 },
): Promise<ScaleResult> {
  const synthetic = syntheticDiff(options);
  const gh = await startGitHubEmulator();
  const workDir = await mkdtemp(join(tmpdir(), 'done-gate-scale-'));
  try {
    const files = pullFilesOf(synthetic.listFiles);
    gh.state.addPull({
      owner: 'acme',
      repo: 'widgets',
      number: 1,
      headSha: 'f'.repeat(40),
      title: 'A very large change',
      body: SPEC_BODY,
      user: 'octodev',
      authorAssociation: 'MEMBER',
      files,
      commits: [{ message: 'Large change' }],
    });
    const eventPath = join(workDir, 'event.json');
    await writeFile(eventPath, JSON.stringify(gh.payloads.pullRequest('acme', 'widgets', 1)));
    const result = await runChild({
      baseUrl: gh.baseUrl,
      token: INSTALLATION_TOKEN,
      owner: 'acme',
      repo: 'widgets',
      eventPath,
      workspace: workDir,
      inputs: {
        'github-token': INSTALLATION_TOKEN,
        models: 'anthropic/claude-sonnet-5-5\nopenai/gpt-6.2-sol',
        'anthropic-api-key': 'sk-ant-api03-benchScaleKey0000000000000001',
        'openai-api-key': 'sk-proj-benchScaleKey00000000000000000002',
        // Configured (never run here) so the estimate covers all four lanes.
        'local-run-recipe': bootingRecipe(9),
      },
    });
    return {
      ...result,
      diffTokens: estimateTokens(synthetic.text),
      pages: gh.requestsTo('GET', '/repos/acme/widgets/pulls/1/files').length,
    };
  } finally {
    await gh.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
