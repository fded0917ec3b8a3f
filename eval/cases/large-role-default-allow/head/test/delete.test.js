import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { routes } from '../src/projects/routes.js';
import { createProject, resetProjects } from '../src/projects/service.js';

const del = routes.find(([method, path]) => method === 'DELETE' && path === '/projects/:id')[2];
const lead = { id: 'u1', role: 'owner' };

beforeEach(() => resetProjects());

test('an owner deletes a project', () => {
  const { id } = createProject(lead, { name: 'Apollo' });
  assert.equal(del({ user: lead, params: { id } }).status, 200);
  assert.equal(del({ user: lead, params: { id } }).status, 404);
});

test('a member or a viewer gets 403', () => {
  const { id } = createProject(lead, { name: 'Apollo' });
  assert.equal(del({ user: { id: 'u2', role: 'member' }, params: { id } }).status, 403);
  assert.equal(del({ user: { id: 'u3', role: 'viewer' }, params: { id } }).status, 403);
});
