// The jobs an operator can start from a project's maintenance page. A job is a name, a label
// for the page and the command line it runs for a project.
import { commandLine } from '../util/shell.js';

const PROJECTS_ROOT = '/srv/projects';

const jobs = new Map();

export function registerJob(name, label, command) {
  if (jobs.has(name)) throw new Error(`job registered twice: ${name}`);
  jobs.set(name, { name, label, command });
}

export function jobFor(name) {
  return jobs.get(name);
}

export function listJobs() {
  return [...jobs.values()].map(({ name, label }) => ({ name, label }));
}

registerJob('disk-usage', 'Disk usage', (project) =>
  commandLine('du', ['-sh', `${PROJECTS_ROOT}/${project.slug}`]),
);

registerJob('prune-cache', 'Prune the build cache', (project) =>
  commandLine('find', [`${PROJECTS_ROOT}/${project.slug}/.cache`, '-mtime', '+7', '-delete']),
);

registerJob('git-gc', 'Compact the repository', (project) =>
  commandLine('git', ['-C', `${PROJECTS_ROOT}/${project.slug}/repo`, 'gc', '--quiet']),
);
