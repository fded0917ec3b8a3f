// The HTML of a project's maintenance page: the jobs an operator can start and the last runs.
import { escapeHtml, formatBytes, truncate } from '../util/escape.js';
import { listJobs } from '../jobs/registry.js';

function jobButton(project, job) {
  return (
    `<form method="post" action="/projects/${encodeURIComponent(project.id)}/jobs">` +
    `<input type="hidden" name="job" value="${escapeHtml(job.name)}">` +
    `<button>${escapeHtml(job.label)}</button></form>`
  );
}

function runRow(run) {
  const status = run.ok ? 'ok' : 'failed';
  return (
    `<tr class="${status}"><td>${escapeHtml(run.job)}</td>` +
    `<td>${escapeHtml(new Date(run.at).toISOString())}</td>` +
    `<td><pre>${escapeHtml(truncate(run.output, 2000))}</pre></td></tr>`
  );
}

/** The maintenance page of one project. */
export function maintenancePage(project, runs) {
  const buttons = listJobs()
    .map((job) => jobButton(project, job))
    .join('\n');
  const rows = runs.map(runRow).join('\n');
  return [
    `<h1>${escapeHtml(project.name)}</h1>`,
    `<p>Disk quota: ${escapeHtml(formatBytes(project.quotaBytes))}</p>`,
    `<section class="jobs">${buttons}</section>`,
    `<table class="runs"><tr><th>Job</th><th>When</th><th>Output</th></tr>${rows}</table>`,
  ].join('\n');
}
