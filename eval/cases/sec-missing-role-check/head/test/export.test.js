import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportUsers } from '../src/admin/export.js';

test('signed-out callers get 401', () => {
  assert.equal(exportUsers({}, []).status, 401);
});
