import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { canRead, canShare, teamMembers } from '../src/docs/acl.js';
import { putDocument, putTeam, resetStore } from '../src/docs/store.js';

beforeEach(() => {
  resetStore();
  teamMembers.clear();
  putTeam({ id: 't1', name: 'Writers', members: ['carol'] });
  putDocument({
    id: 'd1',
    title: 'Plan',
    ownerId: 'alice',
    shares: [{ teamId: 't1', role: 'reader' }],
  });
});

test('the owner reads and shares', () => {
  assert.ok(canRead('alice', 'd1'));
  assert.ok(canShare('alice', 'd1'));
});

test('a team share lets members read but not share', () => {
  assert.ok(canRead('carol', 'd1'));
  assert.ok(!canShare('carol', 'd1'));
  assert.ok(!canRead('mallory', 'd1'));
});
