// How this job can run pull-request code as another user: as root (spawn with the sandbox uid and
// gid), as a user with passwordless sudo (`sudo -n`), or not at all — and then the gate refuses to
// run the commands. Tools are taken from the system directories, never from the job's PATH.
import { spawn } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { join } from 'node:path';

export type IsolationMeans = 'root' | 'sudo';
export type IsolationProbe = { ok: true; means: IsolationMeans } | { ok: false; why: string };

/**
 * Test-only switch, read from the action's environment (not an input): the value `unavailable`
 * makes the probe report no means, so the commands are refused. It can only take isolation away.
 */
export const PROBE_OVERRIDE_ENV = 'DONE_GATE_ISOLATION_PROBE';

const SYSTEM_DIRS = ['/usr/sbin', '/usr/bin', '/sbin', '/bin'];
/** The environment of every helper we start: no inherited variable reaches it. */
export const TOOL_ENV: NodeJS.ProcessEnv = { PATH: SYSTEM_DIRS.join(':'), LC_ALL: 'C' };

export interface IsolationFacts {
  platform: NodeJS.Platform;
  /** undefined where the platform has no uids. */
  uid: number | undefined;
  override: string | undefined;
  tools: { useradd: boolean; userdel: boolean; sudo: boolean };
  /** `sudo -n true` succeeded (asked only when not root and sudo exists). */
  sudoWorks: boolean;
}

/** The decision, from facts gathered elsewhere (pure). */
export function chooseMeans(facts: IsolationFacts): IsolationProbe {
  if (facts.override === 'unavailable') {
    return { ok: false, why: `isolation switched off by ${PROBE_OVERRIDE_ENV}=unavailable` };
  }
  if (facts.platform !== 'linux') {
    return { ok: false, why: `the runner is ${facts.platform}; isolation needs Linux` };
  }
  if (!facts.tools.useradd || !facts.tools.userdel) {
    return { ok: false, why: 'useradd/userdel are not installed in /usr/sbin or /sbin' };
  }
  if (facts.uid === 0) return { ok: true, means: 'root' };
  if (facts.tools.sudo && facts.sudoWorks) return { ok: true, means: 'sudo' };
  return {
    ok: false,
    why: facts.tools.sudo
      ? 'the job runs as a non-root user without passwordless sudo'
      : 'the job runs as a non-root user and sudo is not installed',
  };
}

/** The absolute path of a system tool, or null. */
export async function systemTool(name: string): Promise<string | null> {
  for (const dir of SYSTEM_DIRS) {
    const path = join(dir, name);
    try {
      await access(path, constants.X_OK);
      return path;
    } catch {
      // try the next directory
    }
  }
  return null;
}

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
  error: string | null;
}

const TOOL_TIMEOUT_MS = 60_000;
const TOOL_OUTPUT_CAP = 64 * 1024;

/** Runs a helper to completion with a clean environment, bounded output and a timeout. */
export function runTool(
  file: string,
  args: string[],
  options: { uid?: number; gid?: number; timeoutMs?: number } = {},
): Promise<ToolResult> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let settled = false;
    const done = (result: ToolResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(file, args, {
        env: TOOL_ENV,
        cwd: '/',
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(options.uid === undefined ? {} : { uid: options.uid }),
        ...(options.gid === undefined ? {} : { gid: options.gid }),
      });
    } catch (e) {
      resolve({ code: null, stdout: '', stderr: '', error: (e as Error).message });
      return;
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done({ code: null, stdout, stderr, error: `${file} did not finish in time` });
    }, options.timeoutMs ?? TOOL_TIMEOUT_MS);
    child.stdout?.on('data', (d: Buffer) => {
      if (stdout.length < TOOL_OUTPUT_CAP) stdout += d.toString('utf8');
    });
    child.stderr?.on('data', (d: Buffer) => {
      if (stderr.length < TOOL_OUTPUT_CAP) stderr += d.toString('utf8');
    });
    child.once('error', (e) => done({ code: null, stdout, stderr, error: e.message }));
    child.once('close', (code) => done({ code, stdout, stderr, error: null }));
  });
}

/** A one-line description of a failed helper, for a blocker. */
export function toolFailure(what: string, r: ToolResult): string {
  const detail = (r.error ?? r.stderr.trim().split('\n').slice(-1)[0] ?? '').slice(0, 300);
  return `${what} failed (${r.code === null ? 'no exit code' : `exit ${r.code}`}${detail ? `: ${detail}` : ''})`;
}

export async function gatherFacts(env: NodeJS.ProcessEnv): Promise<IsolationFacts> {
  const [useradd, userdel, sudo] = await Promise.all([
    systemTool('useradd'),
    systemTool('userdel'),
    systemTool('sudo'),
  ]);
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const override = env[PROBE_OVERRIDE_ENV];
  let sudoWorks = false;
  if (uid !== 0 && sudo !== null && override !== 'unavailable' && process.platform === 'linux') {
    const r = await runTool(sudo, ['-n', 'true'], { timeoutMs: 10_000 });
    sudoWorks = r.code === 0;
  }
  return {
    platform: process.platform,
    uid,
    override,
    tools: { useradd: useradd !== null, userdel: userdel !== null, sudo: sudo !== null },
    sudoWorks,
  };
}

export async function detectIsolation(env: NodeJS.ProcessEnv): Promise<IsolationProbe> {
  return chooseMeans(await gatherFacts(env));
}
