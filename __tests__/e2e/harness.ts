// Runs the built action (dist/index.js) the way the Actions runner does: a child process with the
// runner's environment, an event file, and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files to read back.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { scaled } from '../knobs.js';

export const DIST_INDEX = resolve(import.meta.dirname, '../../dist/index.js');
export const DIST_CLI = resolve(import.meta.dirname, '../../dist/cli/index.js');

/**
 * Node's on-disk compile cache, shared by every spawned action and CLI: a spawn otherwise spends a
 * fifth of its CPU compiling the same bundle again. Node keys each entry by the file's content and
 * its own version and ignores an entry that fails its checksum, so a rebuilt dist/ or a torn write
 * costs a recompile, never a stale answer.
 */
const COMPILE_CACHE = join(tmpdir(), 'done-gate-e2e-compile-cache');

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  workDir: string;
  /** For a failure message or a log line only: no test asserts a duration (bench/ measures). */
  durationMs: number;
}

/**
 * Green needs proof: a run with no test evidence is blocked ("no test ran"). A test that configures
 * none of its own gets this real recorded green report (gotestsum's JUnit of a passing run) in its
 * workspace; a test about missing evidence says `testEvidence: 'none'`.
 */
const DEFAULT_GREEN_REPORT = resolve(
  import.meta.dirname,
  '../fixtures/test-reports/gotestsum/green.junit.xml',
);
export const DEFAULT_TEST_OUTPUT_PATH = '.done-gate-e2e/green.junit.xml';

export async function withDefaultTestEvidence(
  inputs: Record<string, string>,
  workspace: string,
  mode: 'default' | 'none',
): Promise<Record<string, string>> {
  if (mode === 'none' || 'test-artifacts' in inputs || 'test-output-path' in inputs) return inputs;
  await mkdir(join(workspace, '.done-gate-e2e'), { recursive: true });
  await copyFile(DEFAULT_GREEN_REPORT, join(workspace, DEFAULT_TEST_OUTPUT_PATH));
  return { ...inputs, 'test-output-path': DEFAULT_TEST_OUTPUT_PATH };
}

export interface ActionRunOptions {
  eventName: string;
  event: unknown;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /** SIGKILL after this long (default 60 s × DONE_GATE_TEST_TIME_FACTOR): a run that hangs. */
  timeoutMs?: number;
  workspace?: string;
  /** Called with the child process once spawned (e.g. to send it a signal). */
  onSpawn?: (child: ChildProcess) => void;
  /** `none`: no default green report when the test configures no evidence of its own. */
  testEvidence?: 'default' | 'none';
  /** `false`: compile the bundle afresh, as on a hosted runner's new VM (bench/ measures that). */
  compileCache?: boolean;
}

/** Parses the GITHUB_OUTPUT file format (`name<<DELIM\nvalue\nDELIM`, or `name=value`). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      outputs[name!] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}

export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  const workDir = await mkdtemp(join(tmpdir(), 'done-gate-e2e-'));
  const eventPath = join(workDir, 'event.json');
  const outputPath = join(workDir, 'output.txt');
  const summaryPath = join(workDir, 'summary.md');
  await writeFile(eventPath, JSON.stringify(options.event));
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  const inputs = await withDefaultTestEvidence(
    options.inputs,
    options.workspace ?? workDir,
    options.testEvidence ?? 'default',
  );
  const inputEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(inputs)) {
    inputEnv[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  }
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? workDir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_WORKSPACE: options.workspace ?? workDir,
    RUNNER_TEMP: workDir,
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_SHA: '0000000000000000000000000000000000000000',
    ...(options.compileCache === false ? {} : { NODE_COMPILE_CACHE: COMPILE_CACHE }),
    ...inputEnv,
    ...options.env,
  };
  const started = Date.now();
  const child = spawn(process.execPath, [DIST_INDEX], { env, cwd: options.workspace ?? workDir });
  options.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? scaled(60_000));
  const exitCode = await new Promise<number | null>((done) =>
    child.on('close', (code) => done(code)),
  );
  clearTimeout(timer);
  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputPath, 'utf8')),
    summary: await readFile(summaryPath, 'utf8'),
    workDir,
    durationMs: Date.now() - started,
  };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built CLI (dist/cli/index.js) in `cwd` with only PATH, HOME and `env`: no variable of
 * the test process (a real API key, a CI flag) leaks into what the CLI sees.
 */
export function runCli(args: string[], cwd: string, env: Record<string, string>): Promise<CliRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [DIST_CLI, ...args], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? cwd,
        NODE_COMPILE_CACHE: COMPILE_CACHE,
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}
