// Runs the maintenance jobs of the dashboard. Each job is a command line executed through the
// shell, so pipes and redirections written by the job's builder work; a job's output is kept
// for its log page.
import { exec } from 'node:child_process';
import { jobFor } from './registry.js';

const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;

export class JobError extends Error {
  constructor(message, { code, output }) {
    super(message);
    this.code = code;
    this.output = output;
  }
}

function execute(line, timeoutMs) {
  return new Promise((resolve, reject) => {
    exec(
      line,
      { shell: '/bin/sh', timeout: timeoutMs, maxBuffer: 4 << 20 },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (error)
          reject(new JobError(`job failed: ${error.message}`, { code: error.code ?? 1, output }));
        else resolve(output);
      },
    );
  });
}

/** Runs the job `name` for `project`; resolves with its output, rejects with a JobError. */
export async function runJob(
  name,
  project,
  { timeoutMs = DEFAULT_TIMEOUT_MS, log = () => {} } = {},
) {
  const job = jobFor(name);
  if (!job) throw new JobError(`unknown job: ${name}`, { code: 2, output: '' });
  const line = job.command(project);
  log(`running ${name} for ${project.id}`);
  const started = Date.now();
  try {
    const output = await execute(line, timeoutMs);
    log(`${name} for ${project.id} finished in ${Date.now() - started} ms`);
    return output;
  } catch (error) {
    log(`${name} for ${project.id} failed: ${error.message}`);
    throw error;
  }
}

/** Runs several jobs one after the other, stopping at the first failure. */
export async function runAll(names, project, options) {
  const outputs = [];
  for (const name of names) outputs.push(await runJob(name, project, options));
  return outputs;
}
