// A throwaway user per run for the pull request's code in the gate job. The commands run as that
// user, in a copy of the workspace it owns (the gate's own workspace, home, temp files, runner
// files and /proc/<pid>/environ stay out of its reach — checked, not assumed), and when they are
// done every process of that uid is killed and the user is removed. "Every process of the user"
// is well defined because nothing else ever ran as it.
// Over 400 lines: creating, entering and removing the throwaway user are one lifecycle whose
// failure paths mirror each other.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { IsolationMeans, ToolResult } from './isolation.js';
import { runTool, systemTool, TOOL_ENV, toolFailure } from './isolation.js';
import { ancestors, descendants, listProcesses, liveProcessesOf } from './processes.js';
import type { RunAs } from './run.js';
import { delay } from './run.js';

export interface SandboxUser {
  name: string;
  uid: number;
  gid: number;
}

export interface Sandbox {
  means: IsolationMeans;
  user: SandboxUser;
  /** Directory holding everything below; removed on close. */
  base: string;
  /** The copy of the gate's workspace the commands run in. */
  workspace: string;
  home: string;
  tmp: string;
  runAs: RunAs;
  /** SIGKILLs every process of the user until none is left; returns the pids that survived. */
  killAll(): Promise<number[]>;
  /** Kills everything of the user, removes its files and the user; returns what went wrong. */
  close(): Promise<string[]>;
  /** The same, synchronously and best effort, for a process that is exiting (cancelled run). */
  closeNow(): void;
}

export interface OpenSandboxOptions {
  means: IsolationMeans;
  /** The gate's workspace: copied, never handed over. */
  workspace: string;
  /** Files and directories of the gate the user must not reach (runner files, home, temp…). */
  protectedPaths: string[];
  /** Configured secrets: a copy that still contains one is refused. */
  secrets: string[];
}

export type OpenSandboxResult = { ok: true; sandbox: Sandbox } | { ok: false; why: string };

/** Names of sandbox users; `dg-sandbox-` + 10 hex digits (21 chars, within useradd's 32). */
export const SANDBOX_USER_PREFIX = 'dg-sandbox-';
const SANDBOX_DIR_PREFIX = '/tmp/done-gate-sandbox-';
const KILL_ROUNDS = 100;
const KILL_PAUSE_MS = 20;
/** World-writable places a process may have left files in (top-level entries are removed). */
const SCRATCH_DIRS = ['/tmp', '/var/tmp', '/dev/shm'];

export interface Tools {
  sh: string;
  useradd: string;
  userdel: string;
  chown: string;
  rm: string;
  find: string;
  sudo: string | null;
}

async function findTools(means: IsolationMeans): Promise<Tools | string> {
  const names = ['sh', 'useradd', 'userdel', 'chown', 'rm', 'find'] as const;
  const paths = await Promise.all(names.map((n) => systemTool(n)));
  const missing = names.filter((_, i) => paths[i] === null);
  const sudo = means === 'sudo' ? await systemTool('sudo') : null;
  if (means === 'sudo' && sudo === null) missing.push('sudo' as never);
  if (missing.length > 0) return `missing system tools: ${missing.join(', ')}`;
  const [sh, useradd, userdel, chown, rm, find] = paths as string[];
  return {
    sh: sh!,
    useradd: useradd!,
    userdel: userdel!,
    chown: chown!,
    rm: rm!,
    find: find!,
    sudo,
  };
}

/** As root: directly; with sudo: `sudo -n`. */
function privileged(tools: Tools, argv: string[]): Promise<ToolResult> {
  const [file, ...args] = argv as [string, ...string[]];
  return tools.sudo === null
    ? runTool(file, args)
    : runTool(tools.sudo, ['-n', '--', file, ...args]);
}

/** As the sandbox user: root spawns with its uid/gid; sudo uses `-u` (its primary group only). */
function asUser(tools: Tools, user: SandboxUser, argv: string[]): Promise<ToolResult> {
  const [file, ...args] = argv as [string, ...string[]];
  return tools.sudo === null
    ? runTool(file, args, { uid: user.uid, gid: user.gid })
    : runTool(tools.sudo, ['-n', '-u', user.name, '--', file, ...args]);
}

/** useradd/userdel retry while another process holds the passwd lock. */
async function withLockRetry(run: () => Promise<ToolResult>): Promise<ToolResult> {
  let last = await run();
  for (let i = 0; i < 10 && last.code !== 0 && /lock|try again/i.test(last.stderr); i++) {
    await delay(100 + 50 * i);
    last = await run();
  }
  return last;
}

/** uid and gid of a local user from /etc/passwd (where useradd writes it). */
export function passwdEntry(passwd: string, name: string): SandboxUser | null {
  for (const line of passwd.split('\n')) {
    const f = line.split(':');
    if (f[0] !== name || f.length < 7) continue;
    const uid = Number(f[2]);
    const gid = Number(f[3]);
    if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid <= 0 || gid <= 0) return null;
    return { name, uid, gid };
  }
  return null;
}

/**
 * `http.<url>.extraheader` lines (where actions/checkout keeps the token when it persists
 * credentials) dropped from a git config text.
 */
export function withoutCredentialHeaders(config: string): string {
  return config
    .split('\n')
    .filter((line) => !/^\s*extraheader\s*=/i.test(line))
    .join('\n');
}

function inside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The gate's files the sandbox must not reach, from the runner's environment. */
export function gatePaths(
  env: NodeJS.ProcessEnv,
  workspace: string,
  extra: string[] = [],
): string[] {
  const names = [
    'GITHUB_OUTPUT',
    'GITHUB_ENV',
    'GITHUB_PATH',
    'GITHUB_STATE',
    'GITHUB_STEP_SUMMARY',
    'GITHUB_EVENT_PATH',
    'RUNNER_TEMP',
    'HOME',
  ];
  const paths = [...names.map((n) => env[n]), workspace, ...extra]
    .filter((p): p is string => typeof p === 'string' && p !== '' && isAbsolute(p))
    .map((p) => resolve(p));
  return [...new Set(paths)];
}

/** Never loosened or tightened by us: the root and the top-level system directories. */
function tooBroadToHarden(path: string): boolean {
  return path === '/' || dirname(path) === '/';
}

// Paths are absolute (they start with `/`), so none can be read as an option.
const PROBE_SCRIPT =
  'i=0; for p do i=$((i+1)); if [ -d "$p" ]; then (cd "$p") 2>/dev/null && echo "$i"; ' +
  'elif cat "$p" </dev/null >/dev/null 2>&1; then echo "$i"; fi; done; echo end';

/** Which of `paths` the user can read (a file) or enter (a directory), by trying as the user. */
async function reachable(
  tools: Tools,
  user: SandboxUser,
  paths: string[],
): Promise<string[] | string> {
  if (paths.length === 0) return [];
  const r = await asUser(tools, user, [tools.sh, '-c', PROBE_SCRIPT, 'done-gate-probe', ...paths]);
  const lines = r.stdout.split('\n');
  // Without its last line the probe did not finish: nothing it printed can be trusted.
  if (r.code !== 0 || !lines.includes('end')) return toolFailure('the access probe', r);
  const hits = lines.filter((l) => /^\d+$/.test(l));
  return hits.map((h) => paths[Number(h) - 1]).filter((p): p is string => p !== undefined);
}

/** The gate process's environment and its ancestors' (the runner's), which hold the secrets. */
function environFiles(): string[] {
  const table = listProcesses();
  return [process.pid, ...ancestors(table, process.pid)].map((pid) => `/proc/${pid}/environ`);
}

/** Takes other users' access away from a gate path we own (o-rwx), where that is ours to do. */
async function harden(path: string): Promise<boolean> {
  if (tooBroadToHarden(path) || path.startsWith('/proc/')) return false;
  try {
    const s = await stat(path);
    const me = typeof process.getuid === 'function' ? process.getuid() : -1;
    if (s.uid !== me) return false;
    await chmod(path, s.mode & 0o7770);
    return true;
  } catch {
    return false;
  }
}

/** Copies the workspace (symlinks stay links; the gate's own files in it are left out). */
async function copyWorkspace(from: string, to: string, exclude: string[]): Promise<void> {
  const skip = new Set(exclude.filter((p) => inside(p, from) && p !== from));
  await cp(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    preserveTimestamps: true,
    filter: (src) => !skip.has(resolve(src)),
  });
  const gitConfig = join(to, '.git', 'config');
  try {
    const text = await readFile(gitConfig, 'utf8');
    const cleaned = withoutCredentialHeaders(text);
    if (cleaned !== text) await writeFile(gitConfig, cleaned);
  } catch {
    // no .git directory (or .git is a file): nothing to clean
  }
}

async function secretInGitConfig(dir: string, secrets: string[]): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(join(dir, '.git', 'config'), 'utf8');
  } catch {
    return false;
  }
  return secrets
    .filter((s) => s.length >= 8)
    .some(
      (s) =>
        text.includes(s) ||
        text.includes(Buffer.from(`x-access-token:${s}`).toString('base64')) ||
        text.includes(Buffer.from(s).toString('base64')),
    );
}

export function makeRunAs(tools: Tools, user: SandboxUser): RunAs {
  if (tools.sudo === null) {
    return {
      command: (cmd, env) => ({
        file: tools.sh,
        args: ['-c', cmd],
        env,
        uid: user.uid,
        gid: user.gid,
      }),
      signalGroup: (pgid, sig) => {
        try {
          process.kill(-pgid, sig);
        } catch {
          // the group is gone
        }
      },
    };
  }
  const sudo = tools.sudo;
  return {
    // sudo resets the environment; `env -i` then sets exactly the sandbox environment. sudo is
    // started in `/` (the gate's user may not enter the sandbox's workspace) and the command's
    // shell moves there as the sandbox user; both arrive as arguments, never as shell text.
    command: (cmd, env, cwd) => ({
      file: sudo,
      args: [
        '-n',
        '-u',
        user.name,
        '--',
        '/usr/bin/env',
        '-i',
        ...Object.entries(env)
          .filter(([k, v]) => v !== undefined && !k.includes('='))
          .map(([k, v]) => `${k}=${v}`),
        tools.sh,
        '-c',
        'cd -- "$1" || exit 126; exec "$0" -c "$2"',
        tools.sh,
        cwd,
        cmd,
      ],
      env: TOOL_ENV,
      spawnCwd: '/',
    }),
    // The gate cannot signal the user's processes itself; sudo may also have put the command in
    // a session of its own (use_pty), so every descendant's group is signalled as the user.
    signalGroup: (pgid, sig) => {
      const groups = new Set<number>([pgid]);
      try {
        const table = spawnSync('/bin/ps', ['-e', '-o', 'pid=,ppid=,pgid='], { env: TOOL_ENV });
        const rows = String(table.stdout)
          .trim()
          .split('\n')
          .map((l) => l.trim().split(/\s+/).map(Number))
          .filter((r) => r.length === 3 && r.every(Number.isInteger))
          .map(([pid, ppid, g]) => ({
            pid: pid!,
            ppid: ppid!,
            pgid: g!,
            sid: 0,
            uids: [],
            state: 'S',
          }));
        for (const p of descendants(rows, pgid)) groups.add(p.pgid);
      } catch {
        // the group alone, then
      }
      const targets = [...groups].map((g) => `-${g}`);
      spawnSync(
        sudo,
        [
          '-n',
          '-u',
          user.name,
          '--',
          tools.sh,
          '-c',
          `kill -s ${sig.replace(/^SIG/, '')} -- "$@"`,
          'kill',
          ...targets,
        ],
        {
          env: TOOL_ENV,
          timeout: 10_000,
          stdio: 'ignore',
        },
      );
    },
  };
}

export async function openSandbox(options: OpenSandboxOptions): Promise<OpenSandboxResult> {
  const tools = await findTools(options.means);
  if (typeof tools === 'string') return { ok: false, why: tools };
  const name = `${SANDBOX_USER_PREFIX}${randomBytes(5).toString('hex')}`;
  let base: string;
  try {
    base = await mkdtemp(SANDBOX_DIR_PREFIX);
  } catch (e) {
    return { ok: false, why: `could not create the sandbox directory: ${(e as Error).message}` };
  }
  const home = join(base, 'home');
  const tmp = join(base, 'tmp');
  const work = join(base, 'work');
  const cleanupBase = () => privileged(tools, [tools.rm, '-rf', '--one-file-system', '--', base]);

  const added = await withLockRetry(() =>
    privileged(tools, [
      tools.useradd,
      '--system',
      '--no-create-home',
      '--home-dir',
      home,
      '--shell',
      '/bin/sh',
      '--user-group',
      '--comment',
      'done-gate sandbox',
      name,
    ]),
  );
  if (added.code !== 0) {
    await cleanupBase();
    return { ok: false, why: toolFailure(`creating the sandbox user ${name}`, added) };
  }
  const user = passwdEntry(await readFile('/etc/passwd', 'utf8').catch(() => ''), name);
  const sandbox = makeSandbox(options.means, tools, user ?? { name, uid: -1, gid: -1 }, {
    base,
    home,
    tmp,
    work,
  });
  const fail = async (why: string): Promise<OpenSandboxResult> => {
    const problems = await sandbox.close();
    return { ok: false, why: problems.length > 0 ? `${why}; ${problems.join('; ')}` : why };
  };
  if (user === null) return fail(`the new user ${name} is not in /etc/passwd`);

  const protectedPaths = [
    ...new Set(
      [options.workspace, ...options.protectedPaths]
        .filter((p) => isAbsolute(p))
        .map((p) => resolve(p)),
    ),
  ];
  try {
    await Promise.all([home, tmp].map((d) => mkdir(d, { mode: 0o700 })));
    await copyWorkspace(resolve(options.workspace), work, [...protectedPaths, base]);
  } catch (e) {
    return fail(`could not copy the workspace into the sandbox: ${(e as Error).message}`);
  }
  if (await secretInGitConfig(work, options.secrets)) {
    return fail('the workspace copy still holds a configured secret in .git/config');
  }
  const owned = await privileged(tools, [
    tools.chown,
    '-R',
    '-P',
    '-h',
    `${user.uid}:${user.gid}`,
    base,
  ]);
  if (owned.code !== 0)
    return fail(toolFailure('handing the sandbox directory to its user', owned));

  // Checked, not assumed: the user must not read the gate's environment or files. What it can
  // reach and we own loses other users' access; anything still reachable refuses the run.
  const targets = [...environFiles(), ...protectedPaths];
  let open = await reachable(tools, user, targets);
  if (typeof open === 'string') return fail(open);
  if (open.length > 0) {
    await Promise.all(open.map((p) => harden(p)));
    open = await reachable(tools, user, targets);
    if (typeof open === 'string') return fail(open);
    if (open.length > 0) {
      return fail(`the sandbox user could still read the gate's ${open.join(', ')}`);
    }
  }
  return { ok: true, sandbox };
}

function makeSandbox(
  means: IsolationMeans,
  tools: Tools,
  user: SandboxUser,
  dirs: { base: string; home: string; tmp: string; work: string },
): Sandbox {
  const killAll = async (): Promise<number[]> => {
    if (user.uid <= 0) return [];
    for (let round = 0; round < KILL_ROUNDS; round++) {
      const live = liveProcessesOf(user.uid);
      if (live.length === 0) return [];
      // kill(-1) as the user reaches every process of the uid at once, whatever its group or
      // session, and a fork during it cannot escape (the kernel holds the task list).
      await asUser(tools, user, [tools.sh, '-c', 'kill -s KILL -- -1']);
      if (tools.sudo === null) {
        for (const p of live) {
          try {
            process.kill(p.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
      }
      await delay(KILL_PAUSE_MS);
    }
    return liveProcessesOf(user.uid).map((p) => p.pid);
  };
  let closed: Promise<string[]> | null = null;
  const close = (): Promise<string[]> => {
    closed ??= (async () => {
      const problems: string[] = [];
      const survivors = await killAll();
      if (survivors.length > 0) {
        problems.push(
          `${survivors.length} process(es) of the sandbox user ${user.name} survived SIGKILL (pids ${survivors.slice(0, 10).join(', ')})`,
        );
        // Removing the user now would leave an unnamed uid running; keep it so it can be found.
        return problems;
      }
      const removed = await privileged(tools, [
        tools.rm,
        '-rf',
        '--one-file-system',
        '--',
        dirs.base,
      ]);
      if (removed.code !== 0) problems.push(toolFailure('removing the sandbox directory', removed));
      if (user.uid > 0) {
        const scratch = await privileged(tools, [
          tools.find,
          ...SCRATCH_DIRS,
          '-xdev',
          '-mindepth',
          '1',
          '-maxdepth',
          '1',
          '-uid',
          String(user.uid),
          '-exec',
          tools.rm,
          '-rf',
          '--one-file-system',
          '--',
          '{}',
          '+',
        ]);
        // find exits 1 when a scratch directory does not exist; leftovers there are not a risk
        // to this verdict, so they are not a problem to report.
        void scratch;
      }
      const deleted = await withLockRetry(() => privileged(tools, [tools.userdel, user.name]));
      if (deleted.code !== 0)
        problems.push(toolFailure(`removing the sandbox user ${user.name}`, deleted));
      return problems;
    })();
    return closed;
  };
  const closeNow = (): void => {
    if (closed !== null || user.uid <= 0) return;
    const run = (argv: string[], as: boolean) => {
      const [file, ...args] = argv as [string, ...string[]];
      const sudoArgs = as ? ['-n', '-u', user.name, '--'] : ['-n', '--'];
      const opts = { env: TOOL_ENV, stdio: 'ignore' as const, timeout: 10_000 };
      if (tools.sudo !== null) spawnSync(tools.sudo, [...sudoArgs, file, ...args], opts);
      else spawnSync(file, args, as ? { ...opts, uid: user.uid, gid: user.gid } : opts);
    };
    for (let i = 0; i < 3; i++) run([tools.sh, '-c', 'kill -s KILL -- -1'], true);
    run([tools.rm, '-rf', '--one-file-system', '--', dirs.base], false);
    run([tools.userdel, user.name], false);
  };
  return {
    means,
    user,
    closeNow,
    base: dirs.base,
    workspace: dirs.work,
    home: dirs.home,
    tmp: dirs.tmp,
    runAs: makeRunAs(tools, user),
    killAll,
    close,
  };
}
