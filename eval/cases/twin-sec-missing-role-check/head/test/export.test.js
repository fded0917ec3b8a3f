import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportUsers } from '../src/admin/export.js';

const users = [{ id: 1, email: 'ada@example.com', passwordHash: 'x' }];

test('signed-out callers get 401', () => {
  assert.equal(exportUsers({}, users).status, 401);
});

test('a signed-in user without the admin role gets 403', () => {
  assert.equal(exportUsers({ user: { id: 2, roles: ['support'] } }, users).status, 403);
  assert.equal(exportUsers({ user: { id: 3 } }, users).status, 403);
});

test('an admin gets each user id and e-mail, and nothing else', () => {
  assert.deepEqual(exportUsers({ user: { id: 4, roles: ['admin'] } }, users), {
    status: 200,
    body: [{ id: 1, email: 'ada@example.com' }],
  });
});
