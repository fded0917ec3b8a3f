// The jobs an operator can start from a project's maintenance page. A job is a name, a label
// for the page and the command line it runs for a project.
import { escapeHtml } from '../util/escape.js';
import { commandLine } from '../util/shell.js';

const PROJECTS_ROOT = '/srv/projects';
const EXPORTS_ROOT = '/var/exports';

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

// The archive is named after the project so operators can find it; the name is escaped and
// double-quoted because project names may hold spaces and quotes.
registerJob(
  'export',
  'Export an archive',
  (project) =>
    `tar -czf "${EXPORTS_ROOT}/${escapeHtml(project.name)}.tgz" -C ${PROJECTS_ROOT} ${project.slug}`,
);
