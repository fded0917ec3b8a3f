import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jobFor, listJobs } from '../src/jobs/registry.js';

test('the export job is offered on the maintenance page', () => {
  assert.ok(listJobs().some((job) => job.name === 'export'));
});

test('the archive is named after the project', () => {
  const line = jobFor('export').command({ id: 'p1', name: 'Site Alpha', slug: 'site-alpha' });
  assert.equal(line, "tar -czf '/var/exports/Site Alpha.tgz' -C /srv/projects site-alpha");
});

test('a name with shell syntax stays one quoted argument', () => {
  const line = jobFor('export').command({ id: 'p1', name: "x$(id)'y", slug: 'ab' });
  assert.equal(line, `tar -czf '/var/exports/x$(id)'\\''y.tgz' -C /srv/projects ab`);
});
