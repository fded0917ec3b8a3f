import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allows } from '../src/auth/policies.js';
import { roleFromGroups } from '../src/auth/sso.js';

test('a viewer reads but does not update', () => {
  assert.ok(allows('viewer', 'project:read'));
  assert.ok(!allows('viewer', 'project:update'));
});

test('an owner may do anything to projects', () => {
  assert.ok(allows('owner', 'project:archive'));
});

test('the strongest group wins', () => {
  assert.equal(roleFromGroups(['support', 'Project-Leads']), 'owner');
  assert.equal(roleFromGroups(['unknown']), null);
});
