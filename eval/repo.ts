// Turns a case into a real git repository: the base tree as one commit, the PR's files as the next,
// so the pipeline reads the diff exactly as it reads any local range.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

/**
 * Builds the repository with one shell, which runs the git commands and copies: each process the
 * evaluation itself starts costs tens of milliseconds (it forks a large process), and a corpus
 * run makes over a hundred repositories. Paths and the message reach the script as arguments.
 */
const MATERIALISE = [
  'set -eu',
  'dir=$1 case=$2 message=$3',
  'shift 3',
  'cd "$dir"',
  'git init -q -b main',
  'if [ -d "$case/base" ]; then cp -R "$case/base/." .; fi',
  'git add -A',
  'git commit -q --allow-empty -m base',
  'git tag eval-base',
  'for path in "$@"; do git rm -q -- "$path"; done',
  'if [ -d "$case/head" ]; then cp -R "$case/head/." .; fi',
  'git add -A',
  'git commit -q -m "$message"',
].join('\n');

export async function materialiseCase(evalCase: EvalCase): Promise<CaseRepo> {
  const dir = await mkdtemp(join(tmpdir(), `done-gate-eval-${evalCase.id}-`));
  try {
    await run(
      'sh',
      [
        '-c',
        MATERIALISE,
        'materialise',
        dir,
        resolve(evalCase.dir),
        evalCase.commit,
        ...evalCase.deleted,
      ],
      { env: { ...process.env, ...GIT_ENV } },
    );
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
