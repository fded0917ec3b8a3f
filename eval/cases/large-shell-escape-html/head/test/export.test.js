import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jobFor, listJobs } from '../src/jobs/registry.js';

test('the export job is offered on the maintenance page', () => {
  assert.ok(listJobs().some((job) => job.name === 'export'));
});

test('the archive is named after the project', () => {
  const line = jobFor('export').command({ id: 'p1', name: 'Site Alpha', slug: 'site-alpha' });
  assert.equal(line, 'tar -czf "/var/exports/Site Alpha.tgz" -C /srv/projects site-alpha');
});

test('a quote in the name cannot close the quoted archive path', () => {
  const line = jobFor('export').command({ id: 'p1', name: 'a"b', slug: 'ab' });
  assert.ok(!line.includes('a"b'));
});
