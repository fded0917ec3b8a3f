// Runs one declared command exactly as the workflow author wrote it (`/bin/sh -c <cmd>`; no
// untrusted text is ever interpolated), in its own process group, stdin closed, output capped,
// and the whole group killed on timeout — a grandchild holding the pipe cannot stall us.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { OutputCapture } from './capture.js';

export interface CommandRecord {
  cmd: string;
  /** Exit code; -1 when it timed out, was cancelled, died by a signal or could not start. */
  exit: number;
  durationS: number;
  /** Captured stdout+stderr (head and tail when truncated), then any runner note. */
  tail: string;
  timedOut: boolean;
  truncated: boolean;
}

/** How a command is started as another user, and how its group is signalled then. */
export interface RunAs {
  /**
   * The process that runs `/bin/sh -c cmd` in `cwd` with `env` as the sandbox user. `spawnCwd`,
   * when given, is where to start it instead: a directory the gate itself may enter (the sandbox
   * user's own workspace is closed to the gate's user when that user is not root).
   */
  command(
    cmd: string,
    env: NodeJS.ProcessEnv,
    cwd: string,
  ): {
    file: string;
    args: string[];
    env: NodeJS.ProcessEnv;
    spawnCwd?: string;
    uid?: number;
    gid?: number;
  };
  /** Signals the group a started command leads (and what it started, where the group alone
   * cannot be reached). */
  signalGroup(pgid: number, signal: NodeJS.Signals): void;
}

export interface RunCommandOptions {
  cwd: string;
  /** Run as the sandbox user; absent, the command runs as this process's user. */
  runAs?: RunAs;
  timeoutMs: number;
  outputCapBytes: number;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Between SIGTERM and SIGKILL to the group. Default 1000 ms. */
  killGraceMs?: number;
}

const DRAIN_MS = 100;
const AFTER_KILL_MS = 1000;
/** How long a stopped group may take to finish dying (zombies keep it signalable till reaped). */
const GROUP_GONE_WAIT_MS = 250;

export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return s >= 10 ? s.toFixed(0) : String(Number(s.toFixed(1)));
}

/** Signals every process in the group; a group that is already gone is not an error. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined || pid <= 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: nothing left in the group. EPERM cannot happen for a group we created.
  }
}

/** True once no process of the group is left to signal (a zombie awaiting its reaper counts). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGKILL cannot be ignored, but a process is still exiting for a moment after its pipes close:
 * wait (briefly, bounded) until the group is empty or only zombies remain, so "stopped" means gone.
 */
async function groupGone(pid: number, maxMs: number): Promise<void> {
  const until = Date.now() + maxMs;
  while (groupAlive(pid) && Date.now() < until) await delay(10);
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

export interface Spawned {
  child: ChildProcess;
  runAs?: RunAs;
  capture: OutputCapture;
  /** Settles once the process has exited (or failed to start). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; error: Error | null }>;
  /** Settles once both output pipes have closed. */
  drained: Promise<void>;
}

/** Starts `cmd` under `/bin/sh -c` as the leader of a new process group. */
export function spawnGroup(
  cmd: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  capture: OutputCapture,
  runAs?: RunAs,
): Spawned {
  const how = runAs?.command(cmd, env, cwd) ?? { file: '/bin/sh', args: ['-c', cmd], env };
  // `detached`: a new session (setsid), so the command leads its own group and session.
  const child = spawn(how.file, how.args, {
    cwd: how.spawnCwd ?? cwd,
    env: how.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    windowsHide: true,
    ...(how.uid === undefined ? {} : { uid: how.uid }),
    ...(how.gid === undefined ? {} : { gid: how.gid }),
  });
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    error: Error | null;
  }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal, error: null }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  const streams = [child.stdout, child.stderr].filter((s) => s !== null);
  for (const s of streams) {
    s.on('data', (chunk: Buffer) => capture.push(chunk));
    s.on('error', () => undefined);
  }
  const drained = Promise.all(
    streams.map((s) => new Promise<void>((resolve) => s.once('close', () => resolve()))),
  ).then(() => undefined);
  return { child, capture, exited, drained, ...(runAs === undefined ? {} : { runAs }) };
}

function signal(spawned: Spawned, pid: number, sig: NodeJS.Signals): void {
  if (spawned.runAs !== undefined) spawned.runAs.signalGroup(pid, sig);
  else killGroup(pid, sig);
}

/** Ends a group: SIGTERM, a grace period (cut short when it is gone), SIGKILL, a short drain,
 * then the pipes are destroyed so nothing can keep us waiting. */
export async function stopGroup(spawned: Spawned, graceMs: number): Promise<void> {
  const pid = spawned.child.pid;
  if (pid === undefined) {
    spawned.child.stdout?.destroy();
    spawned.child.stderr?.destroy();
    return;
  }
  signal(spawned, pid, 'SIGTERM');
  await Promise.race([Promise.all([spawned.exited, spawned.drained]), delay(graceMs)]);
  signal(spawned, pid, 'SIGKILL');
  await Promise.race([spawned.exited, delay(AFTER_KILL_MS)]);
  await groupGone(pid, GROUP_GONE_WAIT_MS);
  await Promise.race([spawned.drained, delay(DRAIN_MS)]);
  spawned.child.stdout?.destroy();
  spawned.child.stderr?.destroy();
}

function durationSince(started: number): number {
  return Math.round((performance.now() - started) / 10) / 100;
}

export async function runCommand(cmd: string, options: RunCommandOptions): Promise<CommandRecord> {
  const started = performance.now();
  const graceMs = options.killGraceMs ?? 1000;
  const capture = new OutputCapture(options.outputCapBytes);
  const record = (exit: number, note: string | null, timedOut: boolean): CommandRecord => {
    const out = capture.text();
    const tail = note === null ? out : out.length > 0 ? `${out.replace(/\n$/, '')}\n${note}` : note;
    return {
      cmd,
      exit,
      durationS: durationSince(started),
      tail,
      timedOut,
      truncated: capture.truncated,
    };
  };
  if (options.signal?.aborted) {
    return record(-1, 'ABORTED: the run was cancelled before this command started', false);
  }

  let spawned: Spawned;
  try {
    spawned = spawnGroup(cmd, options.cwd, options.env, capture, options.runAs);
  } catch (e) {
    return record(-1, `ENVIRONMENT: could not start the command: ${(e as Error).message}`, false);
  }

  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), Math.max(0, options.timeoutMs));
  });
  const aborted = new Promise<'abort'>((resolve) => {
    onAbort = () => resolve('abort');
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
  const first = await Promise.race([spawned.exited.then(() => 'exit' as const), timeout, aborted]);
  clearTimeout(timer);
  if (onAbort) options.signal?.removeEventListener('abort', onAbort);

  // Either way the group goes: on timeout it is the command itself, after a normal exit it is
  // whatever the command left running in the background.
  await stopGroup(spawned, graceMs);
  const result = await Promise.race([spawned.exited, delay(0).then(() => null)]);

  if (first === 'timeout') {
    const note = `TIMEOUT: no exit within ${formatSeconds(options.timeoutMs)}s — recorded as a failing run`;
    return record(-1, note, true);
  }
  if (first === 'abort') {
    return record(-1, 'ABORTED: the run was cancelled — recorded as a failing run', false);
  }
  if (result === null) return record(-1, 'ENVIRONMENT: the command never reported an exit', false);
  if (result.error !== null) {
    return record(-1, `ENVIRONMENT: could not start the command: ${result.error.message}`, false);
  }
  if (result.code !== null) return record(result.code, null, false);
  return record(-1, `KILLED: terminated by ${result.signal ?? 'a signal'}`, false);
}
