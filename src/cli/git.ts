// Local evidence for the CLI: the diff and commit messages of a git range, read with argv-only git
// calls (no shell), so a ref can never become a command.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const MAX_BUFFER = 512 * 1024 * 1024;

export class GitError extends Error {}

function checkRef(ref: string, flag: string): void {
  if (ref === '' || ref.startsWith('-') || /[\s\0]/.test(ref)) {
    throw new GitError(`${flag} '${ref}' is not a git revision (e.g. --${flag} origin/main).`);
  }
}

async function git(cwd: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run('git', args, { cwd, maxBuffer: MAX_BUFFER, encoding: 'utf8' });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new GitError(`git ${args.join(' ')} failed: ${stderr || (error as Error).message}`);
  }
}

export interface LocalRange {
  base: string;
  head: string;
  baseSha: string;
  headSha: string;
  diffText: string;
  commitMessages: string[];
  repoName: string;
  branch: string;
}

/** Reads `git diff base...head` (changes on head since the merge base) and the commits in between. */
export async function readLocalRange(cwd: string, base: string, head: string): Promise<LocalRange> {
  checkRef(base, 'base');
  checkRef(head, 'head');
  const top = (await git(cwd, ['rev-parse', '--show-toplevel'])).trim();
  const headSha = (await git(top, ['rev-parse', '--verify', `${head}^{commit}`])).trim();
  const baseSha = (await git(top, ['rev-parse', '--verify', `${base}^{commit}`])).trim();
  const diffText = await git(top, [
    'diff',
    '--no-color',
    '--no-ext-diff',
    '--find-renames',
    // Pinned prefixes: a user's diff.noprefix / diff.mnemonicPrefix must not change the format.
    '--src-prefix=a/',
    '--dst-prefix=b/',
    `${baseSha}...${headSha}`,
  ]);
  const log = await git(top, ['log', '--format=%B%x00', `${baseSha}..${headSha}`]);
  const commitMessages = log
    .split('\0')
    .map((m) => m.trim())
    .filter((m) => m !== '');
  const branch = (await git(top, ['rev-parse', '--abbrev-ref', head])).trim();
  const repoName = top.split('/').pop() ?? 'repo';
  return { base, head, baseSha, headSha, diffText, commitMessages, repoName, branch };
}
