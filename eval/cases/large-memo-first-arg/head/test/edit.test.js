import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { teamMembers } from '../src/docs/acl.js';
import { editDoc } from '../src/docs/routes.js';
import { getDocument, putDocument, putTeam, resetStore } from '../src/docs/store.js';

beforeEach(() => {
  resetStore();
  teamMembers.clear();
  putTeam({ id: 't1', name: 'Writers', members: ['carol'] });
  putDocument({
    id: 'd1',
    title: 'Plan',
    ownerId: 'alice',
    shares: [
      { teamId: 't1', role: 'reader' },
      { userId: 'dan', role: 'editor' },
    ],
  });
});

test('an editor saves a new body', () => {
  const res = editDoc({ userId: 'dan', params: { id: 'd1' }, body: { body: 'v2' } }, 5);
  assert.equal(res.status, 200);
  assert.equal(getDocument('d1').body, 'v2');
});

test('a reader is refused with 403', () => {
  const res = editDoc({ userId: 'carol', params: { id: 'd1' }, body: { body: 'x' } });
  assert.equal(res.status, 403);
});

test('a title over 200 characters is a 400', () => {
  const res = editDoc({ userId: 'alice', params: { id: 'd1' }, body: { title: 'x'.repeat(201) } });
  assert.equal(res.status, 400);
});
