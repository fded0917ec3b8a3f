import { test } from 'node:test';
import assert from 'node:assert/strict';
import { archiveProject } from '../src/projects.js';
import { projectStore } from '../src/store.js';

const NOW = new Date('2026-03-02T10:00:00Z');
const seed = () => projectStore([{ id: 'p1', ownerId: 'ana', teamId: 't1', archived: false }]);

test('the owner archives a project and the archive is recorded', () => {
  const store = seed();
  const res = archiveProject(store, { userId: 'ana' }, 'p1', NOW);
  assert.equal(res.status, 200);
  assert.deepEqual(store.get('p1'), {
    id: 'p1',
    ownerId: 'ana',
    teamId: 't1',
    archived: true,
    archivedBy: 'ana',
    archivedAt: '2026-03-02T10:00:00.000Z',
  });
});

test('an admin of the team may archive it', () => {
  const res = archiveProject(seed(), { userId: 'bo', adminOf: ['t1'] }, 'p1', NOW);
  assert.equal(res.status, 200);
});

test('anyone else is refused with 403', () => {
  const res = archiveProject(seed(), { userId: 'eve', adminOf: ['t9'] }, 'p1', NOW);
  assert.equal(res.status, 403);
});

test('an unknown project is a 404', () => {
  assert.equal(archiveProject(seed(), { userId: 'ana' }, 'nope', NOW).status, 404);
});
