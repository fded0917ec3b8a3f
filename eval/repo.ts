// Turns a case into a real git repository: the base tree as one commit, the PR's files as the next,
// so the pipeline reads the diff exactly as it reads any local range.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { EvalCase } from './case.js';

const run = promisify(execFile);

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'eval',
  GIT_AUTHOR_EMAIL: 'eval@example.invalid',
  GIT_COMMITTER_NAME: 'eval',
  GIT_COMMITTER_EMAIL: 'eval@example.invalid',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  // The user's own git configuration must not shape the corpus.
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

export interface CaseRepo {
  dir: string;
  base: string;
  head: string;
  remove(): Promise<void>;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

export async function materialiseCase(evalCase: EvalCase): Promise<CaseRepo> {
  const dir = await mkdtemp(join(tmpdir(), `done-gate-eval-${evalCase.id}-`));
  const git = async (...args: string[]): Promise<void> => {
    await run('git', args, { cwd: dir, env: { ...process.env, ...GIT_ENV } });
  };
  try {
    await git('init', '-q', '-b', 'main');
    if (await exists(join(evalCase.dir, 'base'))) {
      await cp(join(evalCase.dir, 'base'), dir, { recursive: true });
    }
    await git('add', '-A');
    await git('commit', '-q', '--allow-empty', '-m', 'base');
    await git('tag', 'eval-base');
    for (const path of evalCase.deleted) await git('rm', '-q', '--', path);
    if (await exists(join(evalCase.dir, 'head'))) {
      await cp(join(evalCase.dir, 'head'), dir, { recursive: true });
    }
    await git('add', '-A');
    await git('commit', '-q', '-m', evalCase.commit);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir,
    base: 'eval-base',
    head: 'HEAD',
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
